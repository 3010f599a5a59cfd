/**
 * How search compares what a reader typed with the words of the rules: case, accents and the
 * Russian ё do not matter (`reaccion` is `Reacción`, `еще` is `ещё`), as in Pagefind's own
 * matching, which runs without exact diacritics.
 */
import { headOf, withoutInvisible } from '../text';

/**
 * How long typing pauses before the header field searches (the search page waits a little longer).
 * @example setTimeout(search, HEADER_DEBOUNCE_MS)
 */
export const HEADER_DEBOUNCE_MS = 150;

/** Longest query the site searches for; anything longer is cut, and the reader told so. */
export const MAX_QUERY_LENGTH = 120;

/**
 * A word or text folded for comparison: lowercase, without accents or diacritics (so `ё` is `е`).
 * @example foldForMatch('Reacción') // 'reaccion'
 * @example foldForMatch('ЕЩЁ') // 'еще'
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

/**
 * The distinct words of a query, folded, in the order typed; punctuation separates words.
 * @example queryTerms('Liberar  la reserva, liberar') // ['liberar', 'la', 'reserva']
 * @example queryTerms('«Тактический марш»') // ['тактическии', 'марш']
 */
export function queryTerms(query: string): string[] {
  const words = foldForMatch(query).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return [...new Set(words)];
}

/**
 * A query as Pagefind is asked it: without quotation marks. Pagefind reads quoted words as a phrase and then returns
 * a single section of each page, where the site lists every clause that holds the words (those with all of them first).
 * @example pagefindQuery('"reserva"') // 'reserva'
 * @example pagefindQuery('«modo reserva»') // 'modo reserva'
 */
export function pagefindQuery(query: string): string {
  return query.replace(/["«»“”„]+/gu, ' ').replace(/\s+/gu, ' ').trim();
}

/** The character an escape a link lost part of decodes to: nothing a reader typed. */
export const DAMAGED_CHARACTER = '\uFFFD';

/**
 * A query as typed, made plain: invisible characters and {@link DAMAGED_CHARACTER} left out, full-width and other
 * compatibility forms read as the usual characters (`９．５` is `9.5`; accented letters stay as they are, composed),
 * spaces collapsed and trimmed. Its length is not limited; a query made plain stays as it is when made plain again.
 * @example tidyQuery(' ９．５\u200B  д ') // '9.5 д'
 * @example tidyQuery('на ½') // 'на 1/2'
 */
export function tidyQuery(query: string): string {
  // Left out before the letters are composed: an accent a soft hyphen kept apart from its letter composes with it now.
  // A vulgar fraction composes to its digits around a fraction slash (`½` is `1⁄2`), which the texts write as `/`.
  return withoutInvisible(query).replaceAll(DAMAGED_CHARACTER, '').normalize('NFKC').replace(/\u2044/gu, '/').replace(/\s+/gu, ' ').trim();
}

/**
 * A query as the site searches for it: made plain as {@link tidyQuery} makes it, at most {@link MAX_QUERY_LENGTH}
 * characters (counted as code points, so none is split).
 * @example cleanQuery('  liberar   reserva ') // 'liberar reserva'
 * @example cleanQuery('ＡＬ１ｏ１') // 'AL1o1'
 */
export function cleanQuery(query: string): string {
  const tidy = tidyQuery(query);
  return headOf(tidy, MAX_QUERY_LENGTH).head.trim();
}

/**
 * How many leading characters two folded words share.
 * @example sharedPrefixLength('liberar', 'liberacion') // 6
 */
export function sharedPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < max && a[shared] === b[shared]) shared++;
  return shared;
}

/**
 * Whether a search hit on `word` plausibly answers the folded query term: they share a stem-sized
 * start (three letters). Pagefind also matches inside compound words, which in these texts only pairs a query with a
 * stray letter (`атака` with the `а)` of a list). A word of one or two letters is an abbreviation or a code («AR»,
 * «DG», «ЗК»): only that word answers it, not every word it begins («arrollamiento», «artillería»).
 * @example hitAnswersTerm('присоединился', 'присоединиться') // true
 * @example hitAnswersTerm('атака', 'а') // false
 * @example hitAnswersTerm('ar', 'arrollamiento') // false
 * @example hitAnswersTerm('40', '40см') // true
 */
export function hitAnswersTerm(term: string, word: string): boolean {
  if (term.length <= 2 && /^\p{L}+$/u.test(term)) return word === term;
  // A number answers the words it begins: a distance joined to its unit («40см»), a fraction («1/2»).
  return term.length > 0 && sharedPrefixLength(term, word) >= Math.min(3, term.length);
}

/**
 * Whether a word of a clause's label names what the folded query term asks for: the same word,
 * the word as it is being typed (`reac` → `reaccion`), or an inflection of it (`atake` for
 * `ataka`: most of the shorter word in common, at least four letters long).
 * @example labelWordMatches('reaccion', 'reaccion') // true
 * @example labelWordMatches('liberar', 'liberacion') // true
 * @example labelWordMatches('marcha', 'marcadores') // false
 */
export function labelWordMatches(term: string, word: string): boolean {
  if (term === word) return true;
  if (term.length >= 3 && word.startsWith(term)) return true;
  const shorter = Math.min(term.length, word.length);
  return shorter >= 4 && sharedPrefixLength(term, word) >= Math.ceil(shorter * 0.7);
}
