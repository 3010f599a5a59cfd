/**
 * The forgiving search in the browser, loaded only when a query is not answered as typed: it searches
 * with the page's own Pagefind search (same index, same filters) and the language's vocabulary,
 * fetched once.
 */
import { forgivingSearch, type SiteSearchResult } from '../../lib/search/site-search';
import type { ListedClause } from '../../lib/search/listing';
import { readingNotes } from '../../lib/search/reading';
import { vocabularyPath, type SearchVocabulary } from '../../lib/search/vocabulary';
import type { SearchTranslate } from '../../lib/search/translate';
import type { Searcher } from './results';
import { glossaryTerms } from './extras';

export { termsNamedBy } from '../../lib/search/english';

const vocabularies = new Map<string, Promise<SearchVocabulary>>();

/** A language's search vocabulary, fetched once; a failed fetch is tried again on the next query. */
function loadVocabulary(lang: string): Promise<SearchVocabulary> {
  let loading = vocabularies.get(lang);
  if (!loading) {
    loading = fetch(vocabularyPath(lang)).then((response) => {
      if (!response.ok) throw new Error(`${vocabularyPath(lang)}: ${response.status}`);
      return response.json() as Promise<SearchVocabulary>;
    });
    loading.catch(() => vocabularies.delete(lang));
    vocabularies.set(lang, loading);
  }
  return loading;
}

/**
 * Starts fetching a language's vocabulary, for a query that will most likely need it.
 * @example prefetchVocabulary('es')
 */
export function prefetchVocabulary(lang: string): void {
  loadVocabulary(lang).catch(() => undefined);
}

/**
 * Searches a query word by word with the page's Pagefind search, in the page's language.
 * @example const result = await searchForgivingly('reserba', (term) => engine.search(term, filters), 'es')
 */
export function searchForgivingly(query: string, search: Searcher, lang: string): Promise<SiteSearchResult> {
  return forgivingSearch(query, {
    lang,
    search,
    vocabulary: () => loadVocabulary(lang),
    glossary: glossaryTerms,
  });
}

/**
 * Says how a query not answered as typed was read, given the clauses listed (their addresses): the words read
 * otherwise (with a link that searches the words as typed), that the clauses hold only some words, and the words no
 * text has.
 * @example readingEl.replaceChildren(...readingOf(query, result, listedUrls, { t, exactHref }))
 */
export function readingOf(query: string, result: SiteSearchResult, listed: readonly string[], { t, exactHref }: { t: SearchTranslate; exactHref: (query: string) => string }): (string | Node)[] {
  return readingNotes(result, listed, query).flatMap((note): (string | Node)[] => {
    if (note.kind === 'partial') return [`${t('forgiving.partial')} `];
    if (note.kind === 'notFound') return [t('forgiving.notFound', { words: note.words.join(', ') })];
    const link = document.createElement('a');
    link.href = exactHref(query);
    link.dataset.searchExact = '';
    link.textContent = t('forgiving.exact', { query });
    return [t('forgiving.corrected', { query: note.query }), ' ', link, ' '];
  });
}

/**
 * The words a clause holding only some of the query's words holds and lacks, or undefined for a clause holding them all.
 * @example li.append(heldWords(listing, t) ?? '')
 */
export function heldWords(listing: ListedClause, t: SearchTranslate): HTMLParagraphElement | undefined {
  if (!listing.matched || !listing.missing) return undefined;
  const words = document.createElement('p');
  words.className = 'search-hit-words';
  words.textContent = `${t('hit.matched', { words: listing.matched.join(', ') })} · ${t('hit.missing', { words: listing.missing.join(', ') })}`;
  return words;
}
