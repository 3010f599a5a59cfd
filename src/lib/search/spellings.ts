/**
 * When a query is answered as typed. Light on purpose: the search code that every query loads reads
 * it; the forgiving search (`site-search.ts`) is loaded only when a query is not answered as typed.
 */
import { foldForMatch, queryTerms } from './query';
import type { ClauseHit } from './rank';

/** One half in any of its spellings (see `HALF_WORDS` in `forgiving.ts`), or a number with a unit of length. */
const OTHER_SPELLINGS = /(?:^|[^\p{L}\p{N}])(?:1\/2|½|mitad|media|medio|half|половин\p{L}*|пол)(?![\p{L}\p{N}])|\d\s*(?:cm|см|sm)(?!\p{L})/u;

/**
 * Whether a query holds something the texts write in more than one way (one half, a distance), which
 * only the forgiving search gathers.
 * @example hasOtherSpellings('½ capacidad') // true
 * @example hasOtherSpellings('liberar reserva') // false
 */
export function hasOtherSpellings(query: string): boolean {
  return OTHER_SPELLINGS.test(foldForMatch(query));
}

/**
 * Whether Pagefind's answer answers the query as typed: some clause holds every word, as typed or
 * inflected (Pagefind requires the words on the page, not in one clause, and matches a typo that
 * shares a stem with a word), and nothing in it is written otherwise elsewhere.
 * @example answeredAsTyped('liberar reserva', hits) // true when a clause holds both words
 */
export function answeredAsTyped(query: string, hits: readonly ClauseHit[]): boolean {
  const words = queryTerms(query).length;
  return hits.some((hit) => hit.closeMatches >= words) && !hasOtherSpellings(query);
}
