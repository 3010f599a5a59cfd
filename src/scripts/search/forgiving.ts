/**
 * The forgiving search in the browser, loaded only when a query is not answered as typed: it searches
 * with the Component UI instance's own Pagefind (same index, same filters) and the language's
 * vocabulary, fetched once.
 */
import { forgivingSearch, type SiteSearchResult } from '../../lib/search/site-search';
import { vocabularyPath, type SearchVocabulary } from '../../lib/search/vocabulary';
import type { ComponentInstance } from './pagefind-components';
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
 * Searches a query word by word with the instance's Pagefind, in the page's language.
 * @example const result = await searchForgivingly('reserba', instance, 'es')
 */
export function searchForgivingly(query: string, instance: ComponentInstance, lang: string): Promise<SiteSearchResult> {
  return forgivingSearch(query, {
    lang,
    search: async (term) => (await instance.__pagefind__?.search(term, { filters: instance.searchFilters })) ?? { results: [] },
    vocabulary: () => loadVocabulary(lang),
    glossary: glossaryTerms,
  });
}
