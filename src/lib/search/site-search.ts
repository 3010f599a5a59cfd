/**
 * A search as the site answers it, the same in the browser, in the tests and in the bench: the
 * query as typed first (Pagefind's own search, every word required); only when no clause answers
 * it, the forgiving search of `forgiving.ts`, which may fetch the language's vocabulary.
 */
import type { GlossarySearchTerm } from './glossary';
import { clauseHitsOf, type ClauseHit, type PagefindSearchResponse } from './rank';
import { answeredAsTyped } from './spellings';
import { correctQuery, planQuery, rankPartialHits, type Correction, type PartialHit, type QueryConcept } from './forgiving';
import { nearestWords, type SearchVocabulary } from './vocabulary';

/** How many near index words a word the index lacks is also searched as. */
const MAX_NEAR_WORDS = 2;

/** What a search needs from its surroundings. */
export interface SearchSource {
  /** The language of the site searched (terms are searched by their names in it). */
  lang: string;
  /** Pagefind's search (with the filters of the search page already applied). */
  search: (query: string) => Promise<PagefindSearchResponse>;
  /** The language's vocabulary, fetched once and only when a query is not answered whole. */
  vocabulary: () => Promise<SearchVocabulary>;
  /** The glossary's forms (`glossary-search.json`). */
  glossary: () => Promise<readonly GlossarySearchTerm[]>;
  /** The stop words the texts hold (the search configuration's), for a query answered as typed. */
  stopWords?: ReadonlySet<string>;
}

/** The clauses that answer a query, and how it was read. */
export interface SiteSearchResult {
  /** `exact`: every word found together; `forgiving`: read word by word. */
  mode: 'exact' | 'forgiving';
  hits: (ClauseHit & Partial<Pick<PartialHit, 'matched' | 'missing'>>)[];
  /** The words read as other words (typos), for "showing results for …". */
  corrections: Correction[];
  /** The query as searched after corrections, when there were any. */
  correctedQuery?: string;
  /** What the query asks for that no clause holds, as typed. */
  notFound: string[];
  /** The concepts searched (forgiving mode). */
  concepts: QueryConcept[];
}

/** Searches each concept's spellings, one after the other (a Pagefind instance answers one search at a time), and joins their clauses. */
async function conceptHits(concept: QueryConcept, search: SearchSource['search'], stopWords: ReadonlySet<string>): Promise<ClauseHit[]> {
  const lists: ClauseHit[][] = [];
  // A term's name («zona de control» for ZOC) holds stop words: a clause with only those is no answer.
  for (const query of concept.searches) lists.push(await clauseHitsOf(query, await search(query), stopWords));
  const seen = new Map<string, ClauseHit>();
  for (const hit of lists.flat()) {
    const known = seen.get(hit.url);
    if (!known || hit.strength > known.strength) seen.set(hit.url, hit);
  }
  return [...seen.values()];
}

/** The clauses of each concept, searched in turn (those already searched are not searched again). */
async function searchConcepts(concepts: QueryConcept[], search: SearchSource['search'], stopWords: ReadonlySet<string>, searched = new Map<string, ClauseHit[]>()) {
  const found: { concept: QueryConcept; hits: ClauseHit[] }[] = [];
  for (const concept of concepts) {
    const key = concept.searches.join('\u0000');
    found.push({ concept, hits: searched.get(key) ?? (await conceptHits(concept, search, stopWords)) });
  }
  return found;
}

/**
 * Searches a query word by word: concepts (stop words left out, terms, numbers), then the words no
 * clause holds read as the nearest index words, then the clauses ranked by what they hold.
 * @example await forgivingSearch('que pasa si me arrollan', source)
 */
export async function forgivingSearch(query: string, source: SearchSource): Promise<SiteSearchResult> {
  const [vocabulary, glossary] = await Promise.all([source.vocabulary(), source.glossary()]);
  const stopWords = new Set(vocabulary.stopWords);
  let concepts = planQuery(query, source.lang, stopWords, glossary);
  let found = await searchConcepts(concepts, source.search, stopWords);

  // A word the index does not have is also searched as the nearest words it has; when the word
  // itself found nothing, the query is read as corrected, and the reader told so.
  const known = new Set(vocabulary.words);
  const nearOf = (word: string) => (known.has(word) || /\d/u.test(word) ? [] : nearestWords(word, vocabulary.words).slice(0, MAX_NEAR_WORDS));
  const missingWords = new Set(found.filter((entry) => entry.hits.length === 0 && entry.concept.kind === 'word').map((entry) => entry.concept.typed));
  let corrections: Correction[] = [];
  let correctedQuery: string | undefined;
  if (missingWords.size > 0) {
    const corrected = correctQuery(query, (word) => missingWords.has(word), vocabulary);
    if (corrected.corrections.length > 0) {
      corrections = corrected.corrections;
      correctedQuery = corrected.query;
      concepts = planQuery(corrected.query, source.lang, stopWords, glossary);
    }
  }
  concepts = concepts.map((concept) => (concept.kind === 'word' ? { ...concept, searches: [...concept.searches, ...nearOf(concept.typed)] } : concept));
  const searched = new Map(found.map((entry) => [entry.concept.searches.join('\u0000'), entry.hits]));
  found = await searchConcepts(concepts, source.search, stopWords, searched);
  const hits = rankPartialHits(
    found.filter((entry) => entry.hits.length > 0),
    vocabulary.clauses,
  );
  // A glossary term is no word missing from the texts: the listing names its entry, with the clauses that use it.
  const notFound = found.filter((entry) => entry.hits.length === 0 && entry.concept.kind !== 'term').map((entry) => entry.concept.typed);
  return {
    mode: 'forgiving',
    hits: hits.map((hit) => ({ ...hit, missing: [...hit.missing, ...notFound] })),
    corrections,
    ...(correctedQuery ? { correctedQuery } : {}),
    notFound,
    concepts,
  };
}

/**
 * The site's search: the query as typed when some clause holds every word of it (`exact` given when
 * Pagefind has already answered it), else the forgiving search. `exactOnly` keeps to the words typed.
 * @example const { hits } = await siteSearch('liberar reserva', source)
 */
export async function siteSearch(query: string, source: SearchSource, options: { exact?: PagefindSearchResponse; exactOnly?: boolean } = {}): Promise<SiteSearchResult> {
  const response = options.exact ?? (await source.search(query));
  const hits = await clauseHitsOf(query, response, source.stopWords);
  if (answeredAsTyped(query, hits) || options.exactOnly) return { mode: 'exact', hits, corrections: [], notFound: [], concepts: [] };
  return forgivingSearch(query, source);
}
