/** The glossary's English names and their inflections (`exploits`, `tactical marches`), read by stem. */
import { stemmer } from 'stemmer';
import { searchKey, termsOfForm, type GlossarySearchTerm } from './glossary';

/**
 * An English word's stem (Porter), so that the inflections of the glossary's English names match
 * them; a word in another script is its own stem.
 * @example englishStem('exploitation') // 'exploit'
 * @example englishStem('skirmishers') === englishStem('Skirmishers'.toLowerCase()) // true
 */
export function englishStem(word: string): string {
  return /^[a-z]+$/u.test(word) ? stemmer(word) : word;
}

/**
 * The terms some folded words name: a form of the term in any language, or an inflection of an
 * English name or form (`exploits`, `exploitation` for Exploit; `overrunning` for Overrun).
 * @example termsNamedBy(['tactical', 'marches'], index).map((t) => t.id) // ['tactical-march']
 */
export function termsNamedBy(words: readonly string[], index: readonly GlossarySearchTerm[]): GlossarySearchTerm[] {
  const exact = termsOfForm(words, index);
  if (exact.length > 0) return exact;
  const stems = words.map(englishStem).join(' ');
  return index.filter((term) =>
    [searchKey(term.names.en), ...term.forms.filter((form) => /^[a-z ]+$/u.test(form))].some((form) => form.split(' ').map(englishStem).join(' ') === stems),
  );
}

