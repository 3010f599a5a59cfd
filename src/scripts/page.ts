/**
 * The behaviour of what every page may hold, in one script: one request instead of one per component. Each part
 * does nothing on a page without its markup: the chrome (theme, language links), the header search
 * (SiteSearch.astro), the citation menu (CiteMenu.astro) and the glossary's popovers (GlossaryPopovers.astro), whose
 * code loads only when a reader comes near a marked term.
 */
import { initChrome } from './chrome';
import { initCitations } from './cite';
import { fragmentId, GLUED_PUNCTUATION } from '../lib/fragment-id';
import { startOnApproach } from './on-demand';
import { initHeaderSearch } from './search/header';
import { prefixedId } from '../lib/print/prefixed-id';

/**
 * Wires the page: run once, by the layout.
 * @example initPage()
 */
export function initPage(): void {
  initChrome();
  for (const root of document.querySelectorAll<HTMLElement>('[data-site-search]')) initHeaderSearch(root);
  initCitations();
  startOnApproach('a[data-glossary]', () => import('./glossary').then((glossary) => glossary.initGlossaryPopovers()));
  initFragmentLanding();
}

/**
 * A reader of a document, or of its side-by-side view, who follows a link whose fragment names no element (a clause
 * number written otherwise, a link cut short) is taken to the clause it names or told, below the text's header
 * (`.doc-header`), that it names none; the code loads only for such a link, or once the address changes to one.
 */
function initFragmentLanding(): void {
  const header = document.querySelector<HTMLElement>('main .doc-header');
  if (!header) {
    landFragmentWrittenOtherwise();
    return;
  }
  let started = false;
  const check = () => {
    // A clause moved to another page: its old fragment's link is followed, as a redirect would (keep-permalinks.ts).
    const moved = location.hash.length > 1 ? document.getElementById(fragmentId(location.hash))?.dataset.movedTo : undefined;
    if (moved) {
      location.replace(moved);
      return;
    }
    if (started || location.hash.length <= 1 || document.getElementById(fragmentId(location.hash))) return;
    started = true;
    removeEventListener('hashchange', check);
    void import('./fragment-landing').then((landing) => landing.landFragments(header));
  };
  addEventListener('hashchange', check);
  check();
}

/**
 * On a page without a rules text (the glossary, a clause's page, a tool), a fragment in capitals or with a sentence's
 * stop glued to it (`#Brigade.`) names the element it writes, and on a clause's page a clause number written as readers
 * write it (`#8.5б`) its sub-clause, as on a document: the address then names its id. A booklet, whose ids carry their
 * document's name (`movement-phase--8-5-b`), lands a clause's id or number on the first of its documents that has it.
 */
function landFragmentWrittenOtherwise(): void {
  const bookletParts = [...document.querySelectorAll<HTMLElement>('[data-ids-prefixed]')];
  const onPage = (clause: string) =>
    bookletParts.length > 0
      ? bookletParts.map((part) => prefixedId(part.dataset.idsPrefixed ?? '', clause)).find((prefixed) => document.getElementById(prefixed))
      : document.getElementById(clause) ? clause : undefined;
  const land = () => {
    const id = fragmentId(location.hash);
    if (id === '' || document.getElementById(id)) return;
    const written = id.toLowerCase().replace(GLUED_PUNCTUATION, '');
    if (written !== id && document.getElementById(written)) {
      location.replace(`#${written}`);
      return;
    }
    // The clause-number reader loads only for a page of clauses (a clause's page, a booklet) and such a link.
    if (!document.querySelector('[data-clause-page]') && bookletParts.length === 0) return;
    void import('../lib/fragment-landing').then(({ clauseIdsOfFragment }) => {
      const clause = clauseIdsOfFragment(id).map(onPage).find((found) => found !== undefined);
      if (clause) location.replace(`#${clause}`);
    }).catch(() => undefined);
  };
  addEventListener('hashchange', land);
  land();
}
