/**
 * Characters no reader sees that a text copied from a forum may carry: zero-width spaces and joiners, the word joiner,
 * the byte-order mark, the soft hyphen (the body of a character class, for the patterns that leave them out).
 * @example new RegExp(`[${INVISIBLE_CHARACTERS}]`, 'u').test('8.5\u200B') // true
 */
export const INVISIBLE_CHARACTERS = '\\u00AD\\u200B-\\u200D\\u2060\\uFEFF';

/**
 * A typed or pasted text without {@link INVISIBLE_CHARACTERS}.
 * @example withoutInvisible('DL1\u200Bo2') // 'DL1o2'
 */
export function withoutInvisible(text: string): string {
  return text.replace(new RegExp(`[${INVISIBLE_CHARACTERS}]`, 'gu'), '');
}

/**
 * The first `count` characters of a text, counted as code points so that none is split, and whether it had more;
 * only the head is split into code points, however long the text.
 * @example headOf('añadir', 3) // { head: 'aña', cut: true }
 * @example headOf('8.5', 3) // { head: '8.5', cut: false }
 */
export function headOf(text: string, count: number): { head: string; cut: boolean } {
  const points = Array.from(text.slice(0, count * 2 + 2));
  if (points.length <= count && text.length <= count * 2 + 2) return { head: text, cut: false };
  return { head: points.slice(0, count).join(''), cut: true };
}

/**
 * Folds white space and the typographic variants that fan texts mix freely, so texts compare by their words.
 * @example normalizeText(' a\u00a0 b ') // 'a b'
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits a text into sentences (on `.`, `!`, `?`, `;` or `:` followed by space, and on line breaks).
 * @example splitSentences('Uno. Dos;\ntres') // ['Uno.', 'Dos;', 'tres']
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/(?<=[.!?;:])\s+/))
    .map(normalizeText)
    .filter((sentence) => sentence.length > 0);
}

/** What a cut text does not end on before its ellipsis: spaces, and punctuation that opens or joins what was cut. */
export const DANGLING_PUNCTUATION = /[\s,;:.(«"-]+$/u;

/** A word that is a number alone (`10`, `1D6`, `½`, `(6"`): it means nothing without what follows it, its unit or fraction. */
const BARE_NUMBER = /^[(«"]*\d*[\d½¼¾][\d.,/½¼¾DdДд]*["”]?$/u;

/**
 * Whether a word is a number alone, which a cut text does not end on: its unit or fraction follows it.
 * @example isBareNumber('10') // true
 * @example isBareNumber('Ae4') // false
 */
export function isBareNumber(word: string): boolean {
  return BARE_NUMBER.test(word);
}

/**
 * Trims a text to at most `max` characters at a word boundary, adding an ellipsis when cut. A cut text does not end
 * on a number whose unit the cut leaves out («a 10…» of «a 10 cm»), nor inside a parenthesis it opens («(véase…» of
 * «(véase 8.11)»): those words go too.
 * @example excerpt('uno dos tres', 8) // 'uno dos…'
 * @example excerpt('cambia de formación a 10 cm de', 26) // 'cambia de formación a…'
 */
export function excerpt(text: string, max: number): string {
  const clean = normalizeText(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  let head = (space > max / 2 ? cut.slice(0, space) : cut).replace(DANGLING_PUNCTUATION, '');
  const open = head.lastIndexOf('(');
  if (open > max / 2 && head.indexOf(')', open) === -1) head = head.slice(0, open).replace(DANGLING_PUNCTUATION, '');
  const words = head.split(' ');
  while (words.length > 1 && isBareNumber(words.at(-1)!)) words.pop();
  return `${words.join(' ').replace(DANGLING_PUNCTUATION, '')}…`;
}

/**
 * A text as a regular expression matches it literally: every character a pattern reads otherwise escaped (the slash
 * too, which a pattern written between slashes would end at).
 * @example new RegExp(`^${escapeRegExp('8.11 д)')}`, 'u').test('8.11 д) …') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}
