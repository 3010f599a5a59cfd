/** Where search lives on the site: one Pagefind bundle per language, the search page, the explainer it links to. */

/** The folder of `dist/` that holds the Pagefind bundles, one per language. */
export const SEARCH_BUNDLES_DIR = 'pagefind';

/**
 * The URL path of one language's Pagefind bundle (its index, `pagefind.js` and the Component UI).
 * @example bundlePath('ru') // '/pagefind/ru/'
 */
export function bundlePath(lang: string): string {
  return `/${SEARCH_BUNDLES_DIR}/${lang}/`;
}

/**
 * The search page of a language, with a query when one is given (a link a reader can paste in a forum).
 * @example searchPagePath('es', 'liberar reserva') // '/es/search/?q=liberar+reserva'
 * @example searchPagePath('es', 'reserba', { exact: true }) // '/es/search/?q=reserba&exact=1'
 */
export function searchPagePath(lang: string, query?: string, options: { exact?: boolean } = {}): string {
  const path = `/${lang}/search/`;
  if (!query) return path;
  const params = new URLSearchParams({ q: query });
  if (options.exact) params.set('exact', '1');
  return `${path}?${params.toString()}`;
}

/**
 * The combat-result explainer's address for a result code.
 * @example combatExplainerPath('es', 'AL1o1 DL1o2') // '/es/tools/combat/?code=AL1o1%20DL1o2'
 */
export function combatExplainerPath(lang: string, code: string): string {
  return `/${lang}/tools/combat/?code=${encodeURIComponent(code)}`;
}
