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

/**
 * Trims a text to at most `max` characters at a word boundary, adding an ellipsis when cut.
 * @example excerpt('uno dos tres', 8) // 'uno dos…'
 */
export function excerpt(text: string, max: number): string {
  const clean = normalizeText(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.(«"-]+$/u, '')}…`;
}
