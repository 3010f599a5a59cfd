/** Search engines and tabs cut titles past this many characters. */
export const MAX_TITLE_LENGTH = 70;

/**
 * A page's `<title>`: the page's own title and the site's name, or the page's title alone when both would
 * not fit in {@link MAX_TITLE_LENGTH} characters. The page's own title is never cut: a clause page's
 * names the clause and its document.
 * @example pageTitle('Glosario', 'Reglas de wargames') // 'Glosario · Reglas de wargames'
 * @example pageTitle('8.5 Procedimiento · Capítulo VIII. Fase de movimiento', 'Reglas de wargames') // '8.5 Procedimiento · Capítulo VIII. Fase de movimiento'
 */
export function pageTitle(title: string, site: string): string {
  const full = `${title} · ${site}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}
