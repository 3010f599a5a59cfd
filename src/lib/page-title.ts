import { excerpt } from './text';

/** Search engines and tabs cut titles past this many characters. */
export const MAX_TITLE_LENGTH = 70;

/**
 * A page's `<title>`: the page's own title and the site's name, or the page's title alone when both would
 * not fit in {@link MAX_TITLE_LENGTH} characters (cut at a word if even that is too long).
 * @example pageTitle('Glosario', 'Reglas de wargames') // 'Glosario · Reglas de wargames'
 * @example pageTitle('8.5 Procedimiento · Capítulo VIII. Fase de movimiento', 'Reglas de wargames') // '8.5 Procedimiento · Capítulo VIII. Fase de movimiento'
 */
export function pageTitle(title: string, site: string): string {
  const full = `${title} · ${site}`;
  if (full.length <= MAX_TITLE_LENGTH) return full;
  return title.length <= MAX_TITLE_LENGTH ? title : excerpt(title, MAX_TITLE_LENGTH);
}
