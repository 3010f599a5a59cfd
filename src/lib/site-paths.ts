/**
 * Every address of the site, in one place: pages, their anchors, and the files the site publishes beside them.
 * Paths are absolute from the site's root and end in `/` for pages (the server maps `/x/` to `x/index.html`).
 * Safe for browser code: it imports types alone. Published URLs are kept by `content/permalinks.json`.
 */
import type { Lang } from '../i18n/languages';
import type { Game } from './documents';

/**
 * The home page of one language.
 * @example homePath('ru') // '/ru/'
 */
export function homePath(lang: Lang): string {
  return `/${lang}/`;
}

/**
 * The id of a game's section on its language's home page.
 * @example gameSectionId('gdb') // 'game-gdb'
 */
export function gameSectionId(game: Game): string {
  return `game-${game}`;
}

/**
 * A game's section on the home page of one language.
 * @example gameSectionPath('es', 'ocs') // '/es/#game-ocs'
 */
export function gameSectionPath(lang: Lang, game: Game): string {
  return `${homePath(lang)}#${gameSectionId(game)}`;
}

/**
 * The page of a document in one language.
 * @example docPath('es', 'gdb', 'movement-phase') // '/es/gdb/movement-phase/'
 */
export function docPath(lang: Lang, game: Game, doc: string): string {
  return `/${lang}/${game}/${doc}/`;
}

/**
 * The page of a document named by its language-neutral key (`game/doc`, as `docKey` writes it).
 * @example docKeyPath('ru', 'ocs/combat-table') // '/ru/ocs/combat-table/'
 */
export function docKeyPath(lang: Lang, key: string): string {
  return `/${lang}/${key}/`;
}

/**
 * The side-by-side page of a document (original and translation), in one interface language.
 * @example parallelPath('ru', 'gdb', 'movement-phase') // '/ru/gdb/movement-phase/parallel/'
 */
export function parallelPath(lang: Lang, game: Game, doc: string): string {
  return `${docPath(lang, game, doc)}parallel/`;
}

/**
 * The permalink page of one clause.
 * @example clausePath('ru', 'gdb', 'movement-phase', '8-5-e') // '/ru/gdb/movement-phase/8-5-e/'
 */
export function clausePath(lang: Lang, game: Game, doc: string, id: string): string {
  // src/scripts/cite.ts writes the same from the document path the page names.
  return `${docPath(lang, game, doc)}${id}/`;
}

/** Each game's tool page, below `/{lang}/tools/`. */
const TOOL_SLUGS: Readonly<Record<Game, string>> = { ocs: 'combat', gdb: 'tactical-march' };

/** The folder below a document's page that holds its later sections' pages (`part/2/`, `part/3/`, …). */
export const SECTIONS_FOLDER = 'part';

/**
 * The page of one section of a document: the document's own page for the first.
 * @example sectionPath('ru', 'gdb', 'rules', 3) // '/ru/gdb/rules/part/3/'
 */
export function sectionPath(lang: Lang, game: Game, doc: string, part: number): string {
  return part <= 1 ? docPath(lang, game, doc) : `${docPath(lang, game, doc)}${SECTIONS_FOLDER}/${part}/`;
}

/**
 * The document a page of its sections belongs to, by its own page's path (see {@link sectionPath}); any other path as it is.
 * @example documentOfSection('/ru/gdb/rules/part/3/') // '/ru/gdb/rules/'
 * @example documentOfSection('/ru/gdb/rules/') // '/ru/gdb/rules/'
 */
export function documentOfSection(path: string): string {
  return path.replace(new RegExp(`${SECTIONS_FOLDER}/\\d+/$`), '');
}

/**
 * The page of a game's tool (the OCS combat tools, the General de Brigade tactical march).
 * @example toolPath('es', 'ocs') // '/es/tools/combat/'
 * @example toolPath('ru', 'gdb') // '/ru/tools/tactical-march/'
 */
export function toolPath(lang: Lang, game: Game): string {
  return toolPathIn(lang, game);
}

// The search code passes languages as it reads them from a page, unchecked: its builders take any string.
function toolPathIn(lang: string, game: Game): string {
  return `/${lang}/tools/${TOOL_SLUGS[game]}/`;
}

/**
 * The data file a game's tool fetches as it starts (its strings, and for the combat tools the clause labels
 * and the Combat Table): one per language, shared by the tool's page and the documents that show the tool.
 * @example toolDataPath('es', 'ocs') // '/es/tools/combat/data.json'
 * @example toolDataPath('ru', 'gdb') // '/ru/tools/tactical-march/data.json'
 */
export function toolDataPath(lang: Lang, game: Game): string {
  return `${toolPathIn(lang, game)}data.json`;
}

/**
 * The combat-result explainer's address for a result code.
 * @example combatExplainerPath('es', 'AL1o1 DL1o2') // '/es/tools/combat/?code=AL1o1%20DL1o2'
 */
export function combatExplainerPath(lang: string, code: string): string {
  return `${toolPathIn(lang, 'ocs')}?code=${encodeURIComponent(code)}`;
}

/**
 * The glossary page of one language.
 * @example glossaryPath('ru') // '/ru/glossary/'
 */
export function glossaryPath(lang: Lang): string {
  return `/${lang}/glossary/`;
}

/**
 * The entry of one term on the glossary page of one language.
 * @example termPath('es', 'reserve-mode') // '/es/glossary/#reserve-mode'
 */
export function termPath(lang: Lang, termId: string): string {
  return `${glossaryPath(lang)}#${termId}`;
}

/**
 * The short entries the glossary popovers of a game's rules pages show in one language, fetched when a reader first
 * comes near a marked term: one file per language and game, cached across the pages.
 * @example glossaryEntriesPath('ru', 'gdb') // '/ru/glossary/gdb.json'
 */
export function glossaryEntriesPath(lang: Lang, game: Game): string {
  return `${glossaryPath(lang)}${game}.json`;
}

/**
 * What the header search of a language's pages needs once a reader uses it (the search page has it inline): the
 * strings its results speak with and the languages there are.
 * @example searchConfigPath('ru') // '/ru/search/config.json'
 */
export function searchConfigPath(lang: Lang): string {
  return `${searchPagePath(lang)}config.json`;
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
 * The printable booklet of a game in one language.
 * @example bookletPath('es', 'ocs') // '/es/ocs/print/'
 */
export function bookletPath(lang: Lang, game: Game): string {
  return `/${lang}/${game}/print/`;
}

/**
 * The one-page quick-reference sheet of a game in one language.
 * @example quickReferencePath('ru', 'gdb') // '/ru/gdb/print/quick-reference/'
 */
export function quickReferencePath(lang: Lang, game: Game): string {
  return `${bookletPath(lang, game)}quick-reference/`;
}

/**
 * The error page of one language, for a missing address under it.
 * @example notFoundPath('ru') // '/ru/404/'
 */
export function notFoundPath(lang: Lang): string {
  return `/${lang}/404/`;
}

/** The error page in both languages, for a missing address that names no language. */
export const BILINGUAL_NOT_FOUND_PATH = '/404.html';

/**
 * The web app manifest that installs the site starting on one language's home.
 * @example manifestPath('es') // '/manifest-es.webmanifest'
 */
export function manifestPath(lang: Lang): string {
  return `/manifest-${lang}.webmanifest`;
}

/**
 * The service worker that keeps one game in one language for use without a network.
 * @example offlineWorkerPath('es', 'ocs') // '/offline-es-ocs.js'
 */
export function offlineWorkerPath(lang: Lang, game: Game): string {
  return `/offline-${lang}-${game}.js`;
}

/**
 * Where a page's link-preview card is published: beside the page, so each language and clause has its own.
 * @example cardPath('/ru/gdb/movement-phase/8-5-e/') // '/ru/gdb/movement-phase/8-5-e/card.png'
 */
export function cardPath(pagePath: string): string {
  return `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}card.png`;
}

/**
 * The built file that serves a page's path, relative to `dist/`.
 * @example pageFile('/es/search/') // 'es/search/index.html'
 */
export function pageFile(pagePath: string): string {
  return `${pagePath.replace(/^\//, '')}index.html`;
}
