/**
 * The words a language's search knows, written by the build beside its Pagefind bundle: the words of
 * the indexed text and of every glossary name, and the stop words of the site's languages. Search
 * fetches it only when a query is not answered whole, to read typos as the nearest words the index has.
 */
import { distance } from 'fastest-levenshtein';
import { bundlePath } from '../site-paths';
import { foldForMatch } from './query';

/** A language's search vocabulary, as written to {@link vocabularyPath}. */
export interface SearchVocabulary {
  lang: string;
  /** How many clauses the language's texts have (rarity of a word is reckoned against it). */
  clauses: number;
  /** Every word of the index and of the glossary names, folded, sorted. */
  words: string[];
  /** Stop words of the site's languages and of English, folded: they never veto a result. */
  stopWords: string[];
}

/** The file name of the vocabulary inside a language's bundle folder. */
export const VOCABULARY_FILE = 'vocabulary.json';

/**
 * Where a language's vocabulary is served.
 * @example vocabularyPath('ru') // '/pagefind/ru/vocabulary.json'
 */
export function vocabularyPath(lang: string): string {
  return `${bundlePath(lang)}${VOCABULARY_FILE}`;
}

/**
 * The distinct words of some texts, folded, sorted; words of fewer than three letters and words with
 * digits are left out (no typo is read as one of them).
 * @example vocabularyWords(['Modo Reserva', 'la reserva 1D6']) // ['modo', 'reserva']
 */
export function vocabularyWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldForMatch(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length >= 3 && !/\p{N}/u.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * How far a typed word may be from an index word to be read as it (in {@link typingDistance}): one edit for 4–7 letters, two
 * for longer words, none for shorter ones (too many words lie one edit from a three-letter word).
 * @example typoAllowance('reserba') // 1
 * @example typoAllowance('arrolamiento') // 2
 */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The edits between a typed word and a word of the index, two neighbouring letters typed the other way round
 * (`resreva`) counting as one: the commonest slip of fast typing, which plain edit distance counts as two.
 * A swap saves one edit at most, so it is looked for only in words that it can bring within `allowance`.
 * @example typingDistance('resreva', 'reserva', 1) // 1
 * @example typingDistance('resrba', 'reserva', 1) // 2
 */
export function typingDistance(word: string, candidate: string, allowance: number): number {
  const edits = distance(word, candidate);
  if (edits < 2 || edits > allowance + 1) return edits;
  const letters = [...word];
  let fewest = edits;
  for (let at = 0; at + 1 < letters.length; at++) {
    if (letters[at] === letters[at + 1]) continue;
    const swapped = [...letters.slice(0, at), letters[at + 1], letters[at], ...letters.slice(at + 2)].join('');
    fewest = Math.min(fewest, 1 + distance(swapped, candidate));
  }
  return fewest;
}

/**
 * The words of a vocabulary nearest to a typed word within its {@link typoAllowance} ({@link typingDistance}), nearest first;
 * among equals, those sharing the longest start with it, then in alphabetical order.
 * @example nearestWords('reserba', ['reserva', 'reservas', 'ruta']) // ['reserva']
 * @example nearestWords('драгуни', ['драгуны', 'драгун']) // ['драгун', 'драгуны']
 */
export function nearestWords(word: string, vocabulary: readonly string[]): string[] {
  const allowance = typoAllowance(word);
  if (allowance === 0) return [];
  const near: { word: string; distance: number; shared: number }[] = [];
  for (const candidate of vocabulary) {
    if (candidate === word || Math.abs(candidate.length - word.length) > allowance) continue;
    const edits = typingDistance(word, candidate, allowance);
    if (edits > allowance) continue;
    let shared = 0;
    while (shared < word.length && word[shared] === candidate[shared]) shared++;
    near.push({ word: candidate, distance: edits, shared });
  }
  const best = Math.min(...near.map((entry) => entry.distance));
  return near
    .filter((entry) => entry.distance === best)
    .sort((a, b) => b.shared - a.shared || a.word.localeCompare(b.word))
    .map((entry) => entry.word);
}

/**
 * A language's vocabulary from the text its index holds, the glossary's names and forms in every
 * language (a typo of a term in another language is read as that term), and the stop-word lists.
 * @example buildVocabulary({ lang: 'es', texts: ['Modo Reserva'], clauses: 1, stopWords: ['de', 'que'] }).words // ['modo', 'reserva']
 */
export function buildVocabulary(input: { lang: string; texts: readonly string[]; clauses: number; stopWords: readonly string[] }): SearchVocabulary {
  return {
    lang: input.lang,
    clauses: input.clauses,
    words: vocabularyWords(input.texts),
    stopWords: [...new Set(input.stopWords.map(foldForMatch))].sort(),
  };
}
