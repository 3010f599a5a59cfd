/**
 * How a clause number read off a source line follows the number before it, for the importer to tell a clause from a
 * value that happens to open a line («1.5 очка…» inside 10.2) and to point out numbers the text skips.
 */

/** `next`: it follows (or repeats, which the importer reports on its own); `gap`: numbers between are not in the
 * text; `back`: a number the text has already passed, so not a clause (the importer invents no rule number). */
export type NumberOrder = 'next' | 'gap' | 'back';

/**
 * Where `number` stands after `previous` (undefined for the text's first, which always follows): its parts compared one
 * by one, a sub-clause letter glued to it (`8.5a`) aside.
 * @example numberOrder('9.4', '9.5') // 'next'
 * @example numberOrder('9.4', '9.6') // 'gap'
 * @example numberOrder('10.2', '1.5') // 'back'
 * @example numberOrder('9.6', '10.1') // 'next'
 * @example numberOrder('8.5', '8.5.1') // 'next'
 */
export function numberOrder(previous: string | undefined, number: string): NumberOrder {
  const now = parts(number);
  // A chapter may be published from any clause on: the first number says nothing of what is missing.
  if (previous === undefined) return 'next';
  const before = parts(previous);
  let index = 0;
  while (index < now.length && index < before.length && now[index] === before[index]) index++;
  // The same number (a repeat) or one above it (8.5 after 8.5.1): no clause is skipped by it.
  if (index === now.length) return 'next';
  if (index < before.length && now[index]! < before[index]!) return 'back';
  const step = index < before.length ? now[index]! - before[index]! : now[index]!;
  return step > 1 || now.slice(index + 1).some((part) => part > 1) ? 'gap' : 'next';
}

function parts(number: string): number[] {
  return number.replace(/[a-z]$/u, '').split('.').map(Number);
}
