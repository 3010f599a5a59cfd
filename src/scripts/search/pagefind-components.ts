/**
 * Pagefind's Component UI, loaded from the language's bundle the first time a reader searches, and
 * set up with the site's strings. Typed here for the part the site uses.
 */
import type { PagefindSearchResponse } from '../../lib/search/rank';
import { bundlePath } from '../../lib/site-paths';

/** The Pagefind search API (`pagefind.js`) as the site calls it. */
export interface PagefindApi {
  search(term: string, options?: { filters?: Record<string, string[]> }): Promise<PagefindSearchResponse | null>;
}

/** A Component UI instance: the search state that inputs, results and announcements share. */
export interface ComponentInstance {
  /**
   * The Pagefind instance it searches with, once loaded. Not a documented member: the forgiving search
   * reuses it (its loaded index and worker) rather than loading the bundle a second time.
   */
  __pagefind__?: PagefindApi | null;
  searchTerm: string;
  searchFilters: Record<string, string[]>;
  on(event: 'search', callback: (term: string) => void, owner?: object): void;
  on(event: 'loading', callback: () => void, owner?: object): void;
  on(event: 'results', callback: (response: PagefindSearchResponse) => void, owner?: object): void;
  on(event: 'error', callback: (error: { message?: string }) => void, owner?: object): void;
  triggerLoad(): Promise<void>;
  triggerSearch(term: string): void;
  triggerSearchWithFilters(term: string, filters: Record<string, string[]>): void;
  triggerFilters(filters: Record<string, string[]>): void;
  setTranslations(strings: Record<string, string>): void;
  registerResults(component: HTMLElement, capabilities: { keyboardNavigation?: boolean; announcements?: boolean }): void;
  unregisterComponent(component: HTMLElement): void;
}

interface ComponentUi {
  configureInstance(name: string, options: { bundlePath: string; mergeIndex?: { bundlePath: string }[]; excerptLength?: number }): ComponentInstance;
}

declare global {
  interface Window {
    PagefindComponents?: ComponentUi;
  }
}

let loading: Promise<ComponentUi> | undefined;

/** Adds the Component UI stylesheet once (a file of the bundle, so a strict CSP allows it). */
function addStylesheet(href: string): void {
  if (document.querySelector(`link[data-pagefind-css]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.pagefindCss = '';
  document.head.append(link);
}

/**
 * Loads the Component UI of a language's bundle (script and stylesheet) once per page.
 * @example const ui = await loadComponentUi('es')
 */
export function loadComponentUi(lang: string): Promise<ComponentUi> {
  loading ??= (async () => {
    addStylesheet(`${bundlePath(lang)}pagefind-component-ui.css`);
    // The file is built with the index, after the site's scripts are bundled: it is loaded from
    // the built site at run time, not bundled. It defines its elements and `window.PagefindComponents`.
    await import(/* @vite-ignore */ `${bundlePath(lang)}pagefind-component-ui.js`);
    if (!window.PagefindComponents) throw new Error('Pagefind Component UI did not load');
    return window.PagefindComponents;
  })();
  return loading;
}

/**
 * A configured Component UI instance searching the page's language, or every language
 * (the other languages' bundles merged in), speaking the site's strings.
 * @example const instance = await searchInstance('header', 'es', ['es'], strings)
 */
export async function searchInstance(name: string, langs: readonly string[], strings: Record<string, string>): Promise<ComponentInstance> {
  const [primary, ...others] = langs;
  if (!primary) throw new Error('searchInstance needs a language');
  const ui = await loadComponentUi(primary);
  const instance = ui.configureInstance(name, {
    bundlePath: bundlePath(primary),
    mergeIndex: others.map((lang) => ({ bundlePath: bundlePath(lang) })),
    excerptLength: 24,
  });
  instance.setTranslations(strings);
  return instance;
}
