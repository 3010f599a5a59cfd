import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/lib/numbers';

describe('formatDecimal', () => {
  it('writes a decimal comma in Spanish and Russian, a point in English', () => {
    expect([formatDecimal(9.75, 'es', 2), formatDecimal(9.75, 'ru', 2), formatDecimal(9.75, 'en', 2)]).toEqual(['9,75', '9,75', '9.75']);
  });

  it('groups no thousands and never writes an exponent, so a field can read the figure back', () => {
    expect(formatDecimal(1234567.5, 'es', 10)).toBe('1234567,5');
    expect(formatDecimal(0.0000001, 'ru', 10)).toBe('0,0000001');
  });

  it('rounds to the decimals asked for', () => {
    expect(formatDecimal(2.345, 'es', 2)).toBe('2,35');
    expect(formatDecimal(13, 'es', 2)).toBe('13');
  });
});
