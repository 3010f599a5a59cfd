/**
 * What a built page makes the browser download before the reader does anything: the HTML, its
 * stylesheets, its scripts and every module those import statically. Modules imported on demand
 * (`import()`: the search code once the field is used) are not part of it.
 */
import { load } from 'cheerio';
import { GAMES } from '../../src/lib/documents';

/** The files a page loads by itself, as site paths. */
export interface PageAssets {
  stylesheets: string[];
  scripts: string[];
}

/** A site-relative path on this origin, or undefined for another origin or a `data:` URL. */
function sitePath(reference: string, from: string): string | undefined {
  const url = new URL(reference, new URL(from, 'http://site.invalid'));
  return url.origin === 'http://site.invalid' ? url.pathname : undefined;
}

/**
 * The stylesheets and scripts a page's HTML loads by itself (not JSON data blocks, not other origins).
 * @example pageAssets('<link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/b.js"></script>', '/es/')
 * // { stylesheets: ['/_astro/a.css'], scripts: ['/_astro/b.js'] }
 */
export function pageAssets(html: string, pagePath: string): PageAssets {
  const $ = load(html);
  const paths = (selector: string, attribute: string) =>
    [...new Set($(selector).toArray().map((element) => sitePath($(element).attr(attribute) ?? '', pagePath)))].filter((path) => path !== undefined);
  return {
    stylesheets: paths('link[rel~="stylesheet"][href]', 'href'),
    scripts: [...new Set([...paths('script[src]', 'src'), ...paths('link[rel="modulepreload"][href]', 'href')])],
  };
}

const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*["']([^"']+)["']|(?:^|[^\w$.])import\s*["']([^"']+)["']/g;

/**
 * The modules a built ES module imports statically, as site paths; `import()` calls are left out.
 * @example staticImports('import{t as e}from"./text.js";e(()=>import("./late.js"))', '/_astro/a.js') // ['/_astro/text.js']
 */
export function staticImports(code: string, modulePath: string): string[] {
  const found = [...code.matchAll(STATIC_IMPORT)].map((match) => sitePath(match[1] ?? match[2]!, modulePath));
  return [...new Set(found.filter((path) => path !== undefined))];
}

/**
 * Every script a page runs at load: its own scripts and, transitively, what they import statically.
 * `read` returns a script's code (undefined when there is no such file).
 * @example scriptClosure(['/_astro/a.js'], (path) => files[path]) // ['/_astro/a.js', '/_astro/text.js']
 */
export function scriptClosure(entries: string[], read: (path: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = read(path);
    if (code !== undefined) for (const imported of staticImports(code, path)) visit(imported);
  };
  entries.forEach(visit);
  return [...seen];
}

/** What a page of the site is, for grouping figures and applying budgets. */
export type PageKind = 'picker' | 'home' | 'document' | 'parallel' | 'clause' | 'search' | 'tool' | 'not-found' | 'other';

const GAME = GAMES.join('|');

/**
 * The kind of a site page, from its path.
 * @example pageKind('/ru/gdb/movement-phase/8-5/') // 'clause'
 */
export function pageKind(path: string): PageKind {
  if (path === '/') return 'picker';
  if (/(^|\/)404(\.html|\/)$/.test(path)) return 'not-found';
  if (/^\/[a-z]{2}\/$/.test(path)) return 'home';
  if (/^\/[a-z]{2}\/search\/$/.test(path)) return 'search';
  if (/^\/[a-z]{2}\/tools\/[^/]+\/$/.test(path)) return 'tool';
  if (new RegExp(`^/[a-z]{2}/(${GAME})/[^/]+/$`).test(path)) return 'document';
  if (new RegExp(`^/[a-z]{2}/(${GAME})/[^/]+/parallel/$`).test(path)) return 'parallel';
  if (new RegExp(`^/[a-z]{2}/(${GAME})/[^/]+/[^/]+/$`).test(path)) return 'clause';
  return 'other';
}

/** The markers of the interactive parts of a page beyond the chrome: the two rules tools, search results, the language picker. */
const WIDGETS = { 'tactical march': '[data-march-tool]', 'combat tools': '[data-combat-tool]', 'search results': 'main rules-search-results', 'language picker': '[data-pick-lang]' };

/**
 * The widgets a page's HTML contains (none for a page of text with the header's search field).
 * @example widgetsOf('<section data-combat-tool></section>') // ['combat tools']
 */
export function widgetsOf(html: string): string[] {
  const $ = load(html);
  return Object.entries(WIDGETS)
    .filter(([, selector]) => $(selector).length > 0)
    .map(([name]) => name);
}
