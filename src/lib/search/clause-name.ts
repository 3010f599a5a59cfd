/**
 * The name search gives a clause: its label, and when the label is only a number (`8.5`, `8.5 д)`),
 * the words of its heading or, for a lettered point, of the heading of the clause it belongs to.
 */

/** A label that is a clause number and nothing else (`8.5`, `8.5 д)`, `8.2 б)`). */
const BARE_NUMBER = /^\d+(?:\.\d+)*(?:\s*\p{L}\))?$/u;

/**
 * The words of a heading without its number and closing punctuation.
 * @example headingWords('8.5. Тактические марши.') // 'Тактические марши'
 * @example headingWords('Entrar en Reserva:') // 'Entrar en Reserva'
 */
export function headingWords(heading: string): string {
  return heading
    .replace(/^\s*\d+(?:\.\d+)*\.?\s*/u, '')
    .replace(/[\s.:;]+$/u, '')
    .trim();
}

/**
 * The name of a clause in search results: a bare number gets its heading's words (or its parent's).
 * @example clauseName('8.5', '8.5. Тактические марши.') // '8.5 Тактические марши'
 * @example clauseName('8.5 д)', undefined, 'Тактические марши') // '8.5 д) Тактические марши'
 * @example clauseName('Modo Reserva', 'Modo Reserva:') // 'Modo Reserva'
 */
export function clauseName(label: string, heading?: string, parentHeading?: string): string {
  if (!BARE_NUMBER.test(label.trim())) return label;
  const words = headingWords(heading ?? '') || headingWords(parentHeading ?? '');
  return words ? `${label} ${words}` : label;
}
