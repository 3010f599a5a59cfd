import { describe, expect, it } from 'vitest';
import { FAIR_BYTE_LIMIT, dieFromByte, rollDice } from '../../../src/lib/ocs/dice';

describe('fair dice from random bytes', () => {
  it('gives every face to exactly as many bytes, and rolls the rest again', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let rejected = 0;
    for (let byte = 0; byte < 256; byte += 1) {
      const face = dieFromByte(byte);
      if (face === null) rejected += 1;
      else counts[face - 1]! += 1;
    }
    expect(counts).toEqual([42, 42, 42, 42, 42, 42]);
    expect(rejected).toBe(256 - FAIR_BYTE_LIMIT);
  });

  it('skips rejected bytes and always returns the dice asked for, each 1 to 6', () => {
    const script = [[255, 254, 253, 0, 252, 252], [6, 11, 255, 255, 255, 255]];
    const dice = rollDice(3, (bytes) => {
      const next = script.shift() ?? [];
      bytes.set(next.slice(0, bytes.length));
      return bytes;
    });
    expect(dice).toEqual([1, 1, 6]);
    const real = rollDice(1000, (bytes) => globalThis.crypto.getRandomValues(bytes));
    expect(real).toHaveLength(1000);
    expect(real.every((face) => face >= 1 && face <= 6)).toBe(true);
  });
});
