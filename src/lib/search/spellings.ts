/**
 * What the texts write in more than one way (one half, a distance), and when a query is answered as
 * typed. Light on purpose: the search code that every query loads reads it; the forgiving search
 * (`site-search.ts`) is loaded only when a query is not answered as typed.
 */
import { foldForMatch, queryTerms } from './query';
import type { ClauseHit } from './rank';

/** The words that mean one half, in the languages of the site and the English original. */
export const HALF_WORDS = new Set(['mitad', 'media', 'medio', 'half', 'половина', 'половины', 'половину', 'половиной', 'половине', 'пол']);
/** How the texts write one half, each searched on its own. */
export const HALF_SEARCHES = ['1/2', '½', 'mitad', 'medio', 'половина'];
/** Units of length a number may carry (`40 cm`, `40см`): the number alone finds both spellings. */
export const LENGTH_UNITS = new Set(['cm', 'см', 'sm']);

/**
 * A query with fractions and distances written one way: `½` as `1/2`, a number joined to its unit
 * (`40см`) spaced (`40 см`), folded as the index is.
 * @example normalizeQuery('40см, ½') // '40 см, 1/2'
 */
export function normalizeQuery(query: string): string {
  return foldForMatch(query.replace(/½/gu, ' 1/2 ').replace(/¼/gu, ' 1/4 '))
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The words of a normalized query, keeping a fraction (`1/2`) whole.
 * @example queryTokens('mover 1/2 de 40 cm') // ['mover', '1/2', 'de', '40', 'cm']
 */
export function queryTokens(normalized: string): string[] {
  return normalized.match(/\d+\/\d+|[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether a query holds something the texts write in more than one way (one half, a distance), which
 * only the forgiving search gathers.
 * @example hasOtherSpellings('½ capacidad') // true
 * @example hasOtherSpellings('liberar reserva') // false
 */
export function hasOtherSpellings(query: string): boolean {
  const tokens = queryTokens(normalizeQuery(query));
  return tokens.some((token, at) => token === '1/2' || HALF_WORDS.has(token) || (/^\d+$/u.test(token) && LENGTH_UNITS.has(tokens[at + 1] ?? '')));
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
