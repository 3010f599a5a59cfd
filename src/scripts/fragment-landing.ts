/**
 * A link into a rules document whose fragment names no element: a clause number written otherwise lands on its clause
 * (the address then names the clause's id, as a link to it would), and in a long document, a clause of another of its
 * sections lands there; anything else is said not to be on the page, with a link that searches for it. Loaded only
 * for such a link.
 */
import { clauseIdsOfFragment, fragmentLanding } from '../lib/fragment-landing';
import { fillPlaceholders } from '../lib/placeholders';
import { readWidgetConfig } from '../lib/json-script';

/**
 * Lands the page's fragment, now and whenever it changes, on the document or side-by-side view whose header is `header`.
 * @example landFragments(document.querySelector('main .doc-header'))
 */
export function landFragments(header: HTMLElement): void {
  const hasId = (id: string) => document.getElementById(id) !== null;
  let notice: HTMLElement | undefined;
  const land = async (settled: boolean) => {
    const landing = fragmentLanding(location.hash, hasId);
    if (landing?.kind === 'missing') {
      // A part the page's tools bring in later (a table's notes) may hold the id: the notice waits for the page's parts.
      if (!settled && pending()) {
        whenComplete(() => void land(true));
        return;
      }
      // A long document's clause in another of its sections (a link from before the document was split, or from
      // before its sections moved): sent on there, as a moved clause is.
      const place = await placeInOtherSection(landing.text);
      if (place !== null) {
        location.replace(place);
        return;
      }
      notice ??= header.appendChild(document.createElement('div'));
      await say(notice, landing.text, landing.query);
      return;
    }
    if (notice) notice.hidden = true;
    // A fragment navigation that replaces the address: the clause scrolls into view and is the page's :target, as
    // with a link to its id, and the language links follow the address; no history entry is added.
    if (landing?.kind === 'clause') location.replace(`#${landing.id}`);
  };
  void land(false);
  addEventListener('hashchange', () => void land(false));
}

/**
 * Where the clause a fragment names is, when the page is one section of a long document and the clause is in another:
 * the link to its place that the clause's own page gives (`[data-in-context]`), for the first of the fragment's
 * readings that is a clause of the document. Null otherwise, or when those pages cannot be had (offline, say).
 */
async function placeInOtherSection(id: string): Promise<string | null> {
  const documentPath = document.querySelector<HTMLElement>('[data-sections-of]')?.dataset.sectionsOf;
  if (!documentPath) return null;
  for (const clause of clauseIdsOfFragment(id)) {
    const response = await fetch(`${documentPath}${clause}/`).catch(() => null);
    if (!response?.ok) continue;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const place = page.querySelector('a[data-in-context]')?.getAttribute('href');
    if (place && place.split('#')[0] !== location.pathname) return place;
  }
  return null;
}

/** Whether the page holds parts still to come (`[data-deferred]`), which its tools fill in as they start. */
function pending(): boolean {
  return document.querySelector('[data-deferred]') !== null;
}

/** Calls `then` once the page holds no part still to come. */
function whenComplete(then: () => void): void {
  const observer = new MutationObserver(() => {
    if (pending()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The search strings and languages, in the file the header search fetches (its address is in the header's configuration). */
interface SearchStrings {
  lang: string;
  strings: Record<string, string>;
}

let strings: Promise<SearchStrings | null> | undefined;

/** The page's search strings, fetched once; null when the page has no header search or the file cannot be had. */
function searchStrings(): Promise<SearchStrings | null> {
  const config = readWidgetConfig(document.querySelector('[data-site-search]')) as { source?: unknown } | null;
  if (typeof config?.source !== 'string') return Promise.resolve(null);
  return (strings ??= fetch(config.source)
    .then((response) => (response.ok ? (response.json() as Promise<SearchStrings>) : null))
    .catch(() => null));
}

/**
 * Says in `notice` that the fragment `text` names nothing here, with a link that searches for `query`; a fragment of
 * which nothing can be read (a link cut or damaged in an escape) is said to be unreadable, with nothing to search for.
 */
async function say(notice: HTMLElement, text: string, query: string): Promise<void> {
  const config = await searchStrings();
  const missing = config?.strings['fragment.missing'];
  const damaged = config?.strings['fragment.damaged'];
  const search = config?.strings['fragment.search'];
  if (!config || !missing || !damaged || !search) return;
  const sentence = document.createElement('p');
  if (query === '') sentence.append(fillPlaceholders(damaged, { fragment: text }));
  else {
    const link = document.createElement('a');
    // The search page's address as searchPagePath (src/lib/site-paths.ts) writes it: imported here, that module would
    // join this small file to the chunk the search code shares, as for the citation menu's permalinks.
    link.href = `/${config.lang}/search/?${new URLSearchParams({ q: query }).toString()}`;
    link.textContent = fillPlaceholders(search, { query });
    sentence.append(fillPlaceholders(missing, { fragment: text }), ' ', link);
  }
  notice.className = 'doc-status doc-fragment-missing';
  notice.dataset.fragmentNotice = '';
  notice.replaceChildren(sentence);
  notice.hidden = false;
}
