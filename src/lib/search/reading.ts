/**
 * What the search says of how it read a query not answered as typed: the words it read as others, that the clauses
 * listed hold only some of the words, and the words no text has.
 */
import { queryTokens } from './forgiving';
import { foldForMatch } from './query';
import type { SiteSearchResult } from './site-search';

/** One thing said of a reading, in the order said. */
export type ReadingNote = { kind: 'corrected'; query: string } | { kind: 'partial' } | { kind: 'notFound'; words: string[] };

/**
 * The notes on how a forgiving search read its query, given the clauses listed (their addresses). The corrected query
 * is named only when a listed clause holds a word read by the correction: saying "showing results for …" over an empty
 * list, or over clauses found by the other words alone, tells the reader something untrue.
 * @example readingNotes({ hits: [], corrections: [{ typed: 'reaccion', used: 'reaction' }], correctedQuery: 'reaction', notFound: ['reaction'] }, []) // []
 * @example readingNotes({ hits: [ferrocarril], corrections: [{ typed: 'ferocarril', used: 'ferrocarril' }], correctedQuery: 'ferrocarril', notFound: [] }, [ferrocarril.url]) // [{ kind: 'corrected', query: 'ferrocarril' }]
 */
export function readingNotes(
  result: Pick<SiteSearchResult, 'hits' | 'corrections' | 'correctedQuery' | 'notFound'>,
  listed: readonly string[],
  query = '',
): ReadingNote[] {
  const notes: ReadingNote[] = [];
  const shown = new Set(listed);
  const used = new Set(result.corrections.map((correction) => correction.used));
  // A concept is listed as typed (a term's several words together); it comes of the correction if it holds a word read.
  const fromCorrection = result.hits.some(
    (hit) => shown.has(hit.url) && (hit.matched ?? []).some((concept) => queryTokens(concept).some((word) => used.has(word))),
  );
  if (result.correctedQuery && fromCorrection) notes.push({ kind: 'corrected', query: result.correctedQuery });
  if (shown.size === 0) return notes;
  if (result.hits.some((hit) => (hit.missing?.length ?? 0) > 0)) notes.push({ kind: 'partial' });
  if (result.notFound.length > 0) notes.push({ kind: 'notFound', words: result.notFound.map((words) => asTyped(query, words)) });
  return notes;
}

/**
 * Words of a query, searched folded (`бригадныи`, `hedgehog`), as the reader typed them (`бригадный`, `Hedgehog`):
 * the query's own words whose folding they are, or the folded words when the query does not hold them.
 * @example asTyped('Бригадный генерал', 'бригадныи генерал') // 'Бригадный генерал'
 * @example asTyped('ёж', 'еж') // 'ёж'
 */
export function asTyped(query: string, folded: string): string {
  const words = queryTokens(query);
  const wanted = queryTokens(folded);
  for (let at = 0; at + wanted.length <= words.length; at++) {
    const run = words.slice(at, at + wanted.length);
    if (run.every((word, index) => foldForMatch(word) === wanted[index])) return run.join(' ');
  }
  return folded;
}
