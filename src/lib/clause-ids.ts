/** Clause ids: ASCII, lowercase, hyphen-separated words (`8-5-e`, `entering-reserve`). */
export const CLAUSE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that label sub-clauses, in order, per script (`а)` is the first, `д)` the fifth). */
const CYRILLIC_LETTERS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к', 'л', 'м', 'н'];
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** How a reader may type a Cyrillic sub-clause letter in Latin script (`8.5 d` for `8.5 д`). */
const TRANSLITERATION: Record<string, string> = {
  a: 'а', b: 'б', v: 'в', g: 'г', d: 'д', e: 'е', zh: 'ж', j: 'ж', z: 'з', i: 'и', k: 'к', l: 'л', m: 'м', n: 'н',
};

/**
 * Whether a string is a well-formed clause id.
 * @example isClauseId('8-5-e') // true
 * @example isClauseId('8.5') // false
 */
export function isClauseId(id: string): boolean {
  return CLAUSE_ID_PATTERN.test(id);
}

/**
 * Position (0-based) of a sub-clause letter within its own script, or -1.
 * @example letterPosition('д') // 4
 * @example letterPosition('B') // 1
 */
export function letterPosition(letter: string): number {
  const lower = letter.toLowerCase();
  const cyrillic = CYRILLIC_LETTERS.indexOf(lower);
  return cyrillic >= 0 ? cyrillic : LATIN_LETTERS.indexOf(lower);
}

/**
 * The id of a numbered clause or of its n-th lettered sub-clause, whatever the letter's script.
 * @example clauseIdFor('8.5') // '8-5'
 * @example clauseIdFor('8.5', 'д') // '8-5-e'
 */
export function clauseIdFor(number: string, letter?: string): string {
  const base = number.replace(/\.$/, '').split('.').join('-');
  if (letter === undefined) return base;
  const position = letterPosition(letter);
  if (position < 0) throw new Error(`"${letter}" is not a sub-clause letter`);
  return `${base}-${LATIN_LETTERS[position]}`;
}

/** A label as clauses write their number: `8.5`, `8.5 д)`, `9.2 b)`. */
const NUMBER_LABEL = /^(\d{1,3}(?:\.\d{1,3})*)(?:\s+([a-zа-яё])\))?$/u;

/**
 * The id of the clause number a clause's label writes, or null for a label that writes none (a name, a code).
 * @example labelClauseId('8.5 д)') // '8-5-e'
 * @example labelClauseId('8.5д') // null
 */
export function labelClauseId(label: string): string | null {
  const number = NUMBER_LABEL.exec(label);
  return number ? clauseIdFor(number[1]!, number[2]) : null;
}

/** A clause number as typed by a reader, split into its number and optional sub-clause letter. */
export interface ClauseQuery {
  number: string;
  /**
   * The sub-clause's letter, when one was typed: as the original labels it (Cyrillic for the Russian text), or, from
   * an address, the Latin letter at the same place in its alphabet (`e` for `д`), unless the address wrote the label's
   * own Cyrillic letter.
   */
  letter?: string;
}

/**
 * What a reader may put before a clause number: `§`, or the word for it in either language, or English
 * (`п. 8.5`, `пункт 8.5`, `regla 8.5`, `cláusula 8.5`, `rule 8.5`), any case, any ending.
 */
const REFERENCE_WORD = String.raw`§|пп?\.?|пункт\p{L}*|правил\p{L}*|раздел\p{L}*|regla\p{L}*|punto\p{L}*|apartado\p{L}*|secci[oó]n\p{L}*|cl[aá]usula\p{L}*|rule\p{L}*|section\p{L}*|clause\p{L}*`;
/**
 * A clause number as written, its parts joined by dots or, as both languages write decimals, commas (`8.5`, `8,5`);
 * its letter set off as players set it off, or not at all (`8.5д`, `8.5 д`, `8.5.д`, `8.5-д`, `8.5 (д)`, `8.5 д)`).
 */
const TYPED_NUMBER = new RegExp(
  String.raw`^\s*(?:(?:${REFERENCE_WORD})\s*)?(\d{1,3}(?:[.,]\d{1,3})+)[\s.\-]*(?:\(?([a-zа-яё]{1,2})\)?)?\s*$`,
  'iu',
);
/**
 * A clause number as its address writes it (`8-5`, `8-5-e`, `#8-5-e`), the Latin letter by its place in the Latin
 * alphabet; or with the sub-clause's own Cyrillic letter in its place, set off as a typed letter may be (`8-5-д`,
 * `8-5 д`, `8-5 (д)`), which names its sub-clause by its place in its own alphabet; or with a Latin letter set off by
 * a space (`8-5 e`), which may be either (see {@link clauseQueryReadings}).
 */
const ADDRESS_NUMBER = /^\s*#?(\d{1,3}(?:-\d{1,3})+)(?:-([a-z])|[\s\-]*\(?([а-яё])\)?|\s+\(?([a-z])\)?)?\s*$/iu;

/**
 * Every reading of a clause number as people type it (`8.5`, `8.5 д`, `8.5д`, `8.5-д`, `8.5 (д)`, `8.5 d)`, `§8.5`,
 * `п. 8.5`, `regla 8,5`), or as its address writes it (`8-5-e`, or with its Cyrillic letter: `8-5-д`), the likelier
 * first; empty when it is not a clause number. A Latin letter typed for a sub-clause is read two ways when they
 * differ: by its sound, as a reader spells the Cyrillic label it stands for (`d` for `д)`), and by its place in the
 * alphabet, as the clause's address counts it (`d`, the fourth: `г)`), so that a reader who counted (`8.5 c` for the
 * third, `в)`) finds the clause too. A typed number takes its sound first; an address set off by a space, its place.
 * @example clauseQueryReadings('8.5 d') // [{ number: '8.5', letter: 'д' }, { number: '8.5', letter: 'd' }]
 * @example clauseQueryReadings('8.5 c') // [{ number: '8.5', letter: 'c' }]
 * @example clauseQueryReadings('8-5-e') // [{ number: '8.5', letter: 'e' }]
 * @example clauseQueryReadings('reserva') // []
 */
export function clauseQueryReadings(query: string): ClauseQuery[] {
  const address = ADDRESS_NUMBER.exec(query);
  if (address) {
    const number = address[1]!.split('-').join('.');
    const spaced = address[4]?.toLowerCase();
    if (spaced !== undefined) return distinctReadings(number, [spaced, TRANSLITERATION[spaced]]);
    // The address's letter stands for the sub-clause at its place (`e`, the fifth: `д)`), whatever the label's script;
    // a Cyrillic one is the label's own letter, at its place in its own alphabet.
    const letter = (address[2] ?? address[3])?.toLowerCase();
    if (letter === undefined) return [{ number }];
    return letterPosition(letter) < 0 ? [] : [{ number, letter }];
  }
  const match = TYPED_NUMBER.exec(query);
  if (!match) return [];
  const number = dottedNumber(match[1]!);
  const typed = match[2]?.toLowerCase();
  if (typed === undefined) return [{ number }];
  if (/[а-яё]/u.test(typed)) return letterPosition(typed) < 0 ? [] : [{ number, letter: typed }];
  return distinctReadings(number, [TRANSLITERATION[typed], typed.length === 1 ? typed : undefined]);
}

/** The readings of a number with each of these letters that labels a sub-clause, in order, one per clause named. */
function distinctReadings(number: string, letters: (string | undefined)[]): ClauseQuery[] {
  const readings = letters.filter((letter): letter is string => letter !== undefined && letterPosition(letter) >= 0).map((letter) => ({ number, letter }));
  return readings.filter((reading, index) => readings.findIndex((other) => clauseIdFor(other.number, other.letter) === clauseIdFor(number, reading.letter)) === index);
}

/**
 * Reads a clause number as people type it or as its address writes it, its likelier reading (see
 * {@link clauseQueryReadings}), or null.
 * @example parseClauseQuery('8.5 d') // { number: '8.5', letter: 'д' }
 * @example parseClauseQuery('8.5-д') // { number: '8.5', letter: 'д' }
 * @example parseClauseQuery('8-5-д') // { number: '8.5', letter: 'д' }
 * @example parseClauseQuery('п. 8,5') // { number: '8.5' }
 * @example parseClauseQuery('8-5-e') // { number: '8.5', letter: 'e' }
 * @example parseClauseQuery('reserva') // null
 */
export function parseClauseQuery(query: string): ClauseQuery | null {
  return clauseQueryReadings(query)[0] ?? null;
}

/**
 * A number typed as {@link parseClauseQuery} reads one, written as the rules number their rules: a sub-rule's Latin
 * letter joined to it (`regla 13.2 g` → `13.2g`); null when it is not a number or its letter is not Latin.
 * @example typedRuleNumber('regla 13.2 g') // '13.2g'
 * @example typedRuleNumber('п. 9,10') // '9.10'
 */
export function typedRuleNumber(query: string): string | null {
  const match = TYPED_NUMBER.exec(query);
  if (!match) return null;
  const letter = match[2]?.toLowerCase() ?? '';
  return /^[a-z]?$/u.test(letter) ? `${dottedNumber(match[1]!)}${letter}` : null;
}

/**
 * A number typed as {@link parseClauseQuery} or {@link typedRuleNumber} reads one, as the texts label their clauses
 * (`п. 8,19 д` → `8.19 д)`) or, for a rule's Latin letter, as the rules number theirs (`§ 3.2c` → `3.2c`); null when it
 * is not a number.
 * @example typedNumberLabel('regla 99,9') // '99.9'
 * @example typedNumberLabel('8.5д') // '8.5 д)'
 * @example typedNumberLabel('9.10d') // '9.10d'
 */
export function typedNumberLabel(query: string): string | null {
  const clause = parseClauseQuery(query);
  if (clause && clause.letter === undefined) return clause.number;
  // A Latin letter stays the reader's own: a rule's letter (`9.10d`) is no Cyrillic sub-clause (`9.10 д)`).
  return typedRuleNumber(query) ?? (clause && `${clause.number} ${clause.letter})`);
}

/** A typed number with its parts joined by dots, as the texts and rules write it (`8,5` → `8.5`). */
function dottedNumber(typed: string): string {
  return typed.replace(/,/g, '.');
}

/**
 * The clause id a typed clause number points at (its likelier reading), or null when it is not a clause number.
 * @example clauseIdForQuery('8.5 д') // '8-5-e'
 */
export function clauseIdForQuery(query: string): string | null {
  const parsed = parseClauseQuery(query);
  return parsed ? clauseIdFor(parsed.number, parsed.letter) : null;
}

/**
 * The clause ids a typed clause number may point at, the likelier first (see {@link clauseQueryReadings}).
 * @example clauseIdsForQuery('8.5 d') // ['8-5-e', '8-5-d']
 */
export function clauseIdsForQuery(query: string): string[] {
  return clauseQueryReadings(query).map((reading) => clauseIdFor(reading.number, reading.letter));
}

/**
 * The clause ids a translation lacks and those it adds, compared with its original.
 * @example clauseParity(['a', 'b'], ['b', 'c']) // { missing: ['a'], extra: ['c'] }
 */
export function clauseParity(original: string[], translation: string[]): { missing: string[]; extra: string[] } {
  const inOriginal = new Set(original);
  const inTranslation = new Set(translation);
  return {
    missing: original.filter((id) => !inTranslation.has(id)),
    extra: translation.filter((id) => !inOriginal.has(id)),
  };
}
