import { createRequire } from 'node:module';

/**
 * The longest stop word taken for a short function word: articles, prepositions, conjunctions («de», «a», «al», «и»),
 * which nearly every clause holds. Search filters a query's clauses by these; a cut preview text does not end on one.
 */
export const SHORT_STOP_WORD = 3;

let lists: Readonly<Record<string, readonly string[]>> | undefined;

/**
 * The stop-word lists of `stopwords-iso`, by language code, read once. Build time only: the lists stay out of the
 * browser's code.
 * @example stopWordLists().es.includes('de') // true
 */
export function stopWordLists(): Readonly<Record<string, readonly string[]>> {
  lists ??= createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
  return lists;
}
