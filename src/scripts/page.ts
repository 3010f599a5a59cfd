/**
 * The behaviour of what every page may hold, in one script: one request instead of one per component. Each part
 * does nothing on a page without its markup: the chrome (theme, language links), the header search
 * (SiteSearch.astro), the citation menu (CiteMenu.astro) and the glossary's popovers (GlossaryPopovers.astro), whose
 * code loads only when a reader comes near a marked term.
 */
import { initChrome } from './chrome';
import { initCitations } from './cite';
import { startOnApproach } from './on-demand';
import { initHeaderSearch } from './search/header';

/**
 * Wires the page: run once, by the layout.
 * @example initPage()
 */
export function initPage(): void {
  initChrome();
  for (const root of document.querySelectorAll<HTMLElement>('[data-site-search]')) initHeaderSearch(root);
  initCitations();
  startOnApproach('a[data-glossary]', () => import('./glossary').then((glossary) => glossary.initGlossaryPopovers()));
}
