/**
 * The search's quality on the built site, outside a browser: the built Pagefind bundle run in Node with the
 * site's own search logic, and the query set (`tests/data/search-queries.json`, data the tests and the bench
 * both read) scored by how many queries find their clause among the first three results.
 */
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundlePath, searchConfigPath } from '../../src/lib/site-paths';
import type { SearchClientConfig } from '../../src/lib/search/client-config';
import type { PagefindSearchResponse } from '../../src/lib/search/rank';
import { siteSearch, type SearchSource } from '../../src/lib/search/site-search';
import { pagefindQuery } from '../../src/lib/search/query';
import { searchListings, queryExtras } from '../../src/lib/search/listing';
import { GLOSSARY_SEARCH_FILE, type GlossarySearchTerm } from '../../src/lib/search/glossary';
import { termsNamedBy } from '../../src/lib/search/english';
import { namedRecords } from '../../src/lib/search/clause-name';
import { vocabularyPath, type SearchVocabulary } from '../../src/lib/search/vocabulary';
import type { ClauseRecord } from '../../src/lib/built-site';

/** Where the built site is, relative to the project. */
const DIST = 'dist';

/** The part of a Pagefind instance (`pagefind.js` `createInstance`) the tests use. */
export interface PagefindInstance {
  search: (term: string, options?: { filters?: Record<string, string[]> }) => Promise<PagefindSearchResponse & { filters: Record<string, Record<string, number>> }>;
  mergeIndex: (path: string, options?: Record<string, unknown>) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  destroy: () => Promise<void>;
}

/**
 * Loads the built Pagefind bundle of a language in Node, fetching its index from the served site.
 * Outside a browser it runs on the main thread and, finding no `<html lang>`, opens the bundle's only language.
 * @example const es = await loadBundle('es', inject('baseURL')); await es.search('reaccion')
 */
export async function loadBundle(lang: string, baseURL: string): Promise<PagefindInstance> {
  const module = (await import(pathToFileURL(join(DIST, bundlePath(lang), 'pagefind.js')).href)) as {
    createInstance: (options: Record<string, unknown>) => PagefindInstance;
  };
  // Results keep site-relative URLs, as in the browser, rather than the served origin.
  return module.createInstance({ basePath: `${baseURL}${bundlePath(lang)}`, baseUrl: '/' });
}

/**
 * What a query of the query set tests: words of the text, or a way players type otherwise; `number` a clause
 * number (its clause must come first), `rule` a number of the rules that no clause carries (answered by the glossary).
 */
export type QueryKind = 'text' | 'typo' | 'english' | 'question' | 'spelling' | 'other-language' | 'partial' | 'number' | 'rule';

/** One query as a player types it, and the clause that must be among the first three results. */
export interface ExpectedQuery {
  lang: 'es' | 'ru';
  query: string;
  kind: QueryKind;
  /** The clause (`page#id`) expected in the top three. */
  clause: string;
}

/**
 * The query set: queries in Spanish and Russian as players type them (the words of the text, typos,
 * English rules terms, questions, other spellings of fractions and distances, the other site
 * language's terms, partial matches, clause and rule numbers), each with the clause a player wants among the first three.
 * @example QUERY_SET.filter((expected) => expected.kind === 'typo').length
 */
export const QUERY_SET: readonly ExpectedQuery[] = JSON.parse(
  readFileSync(new URL('../../tests/data/search-queries.json', import.meta.url), 'utf8'),
) as ExpectedQuery[];

/**
 * The built `clauses.json`.
 * @example builtClauses().length
 */
export function builtClauses(): ClauseRecord[] {
  return JSON.parse(readFileSync(join(DIST, 'clauses.json'), 'utf8')) as ClauseRecord[];
}

/**
 * A node search source for a language: the built bundle (served), its vocabulary and the glossary
 * forms read from dist/. It counts the vocabulary fetches, as the browser would make them.
 * @example const source = await bundleSource('es', baseURL)
 */
export async function bundleSource(lang: 'es' | 'ru', baseURL: string): Promise<SearchSource & { bundle: PagefindInstance; vocabularyLoads: number }> {
  const bundle = await loadBundle(lang, baseURL);
  const glossary = JSON.parse(readFileSync(join(DIST, GLOSSARY_SEARCH_FILE), 'utf8')) as GlossarySearchTerm[];
  const source = {
    lang,
    bundle,
    vocabularyLoads: 0,
    search: (query: string) => bundle.search(pagefindQuery(query)),
    vocabulary: async () => {
      source.vocabularyLoads++;
      return JSON.parse(readFileSync(join(DIST, vocabularyPath(lang)), 'utf8')) as SearchVocabulary;
    },
    glossary: async () => glossary,
    // As the browser has them, from the language's search configuration.
    stopWords: new Set((JSON.parse(readFileSync(join(DIST, searchConfigPath(lang)), 'utf8')) as SearchClientConfig).stopWords),
  };
  return source;
}

/**
 * The clause URLs the site lists for a query, in order (glossary entries and tool links left out):
 * a clause number from `clauses.json`, else the site's search.
 * @example (await listedClauses(source, '8.5 д', records))[0] // '/ru/gdb/movement-phase/#8-5-e'
 */
export async function listedClauses(source: SearchSource, query: string, records: readonly ClauseRecord[]): Promise<string[]> {
  const glossary = await source.glossary();
  records = namedRecords(records);
  const typed = queryExtras(query, records, [source.lang], source.lang, glossary);
  if (typed.numbered.length > 0) return searchListings([], typed).flatMap((listing) => (listing.kind === 'clause' ? [listing.url] : []));
  const result = await siteSearch(query, source);
  // As in the browser: a query not answered as typed also names terms by their English inflections.
  const extras = result.mode === 'exact' ? typed : queryExtras(query, records, [source.lang], source.lang, glossary, termsNamedBy);
  return searchListings(result.hits, extras).flatMap((listing) => (listing.kind === 'clause' ? [listing.url] : []));
}

/**
 * Runs the query set and says how many found their clause in the top three, and which missed.
 * @example const { found, total, misses } = await runQuerySet(sources, records)
 */
export async function runQuerySet(sources: Record<'es' | 'ru', SearchSource>, records: readonly ClauseRecord[], set: readonly ExpectedQuery[] = QUERY_SET) {
  const misses: (ExpectedQuery & { top: string[] })[] = [];
  for (const expected of set) {
    const top = (await listedClauses(sources[expected.lang], expected.query, records)).slice(0, 3);
    if (!top.includes(expected.clause)) misses.push({ ...expected, top });
  }
  return { total: set.length, found: set.length - misses.length, misses };
}
