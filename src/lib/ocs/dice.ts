/**
 * Fair dice from random bytes (the browser's `crypto.getRandomValues`): a byte is kept only below 252, the
 * largest multiple of 6 under 256, so every face is equally likely.
 */

/** Bytes at or above this are rolled again, so 256 % 6 does not favour the low faces. */
export const FAIR_BYTE_LIMIT = 252;

/**
 * The face a random byte gives, or null when the byte must be rolled again.
 * @example dieFromByte(0) // 1
 * @example dieFromByte(251) // 6
 * @example dieFromByte(252) // null
 */
export function dieFromByte(byte: number): number | null {
  if (!Number.isInteger(byte) || byte < 0 || byte >= FAIR_BYTE_LIMIT) return null;
  return (byte % 6) + 1;
}

/**
 * Rolls `count` fair dice from a source of random bytes (for example `(bytes) => crypto.getRandomValues(bytes)`).
 * @example rollDice(2, (bytes) => crypto.getRandomValues(bytes)) // e.g. [3, 6]
 */
export function rollDice(count: number, fill: (bytes: Uint8Array) => Uint8Array): number[] {
  const dice: number[] = [];
  while (dice.length < count) {
    for (const byte of fill(new Uint8Array(count * 2))) {
      const face = dieFromByte(byte);
      if (face !== null && dice.length < count) dice.push(face);
    }
  }
  return dice;
}
