import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatLength,
  formatMeasure,
  formatNumber,
  isLengthUnit,
  isTableLength,
  lengthIn,
  measureOf,
  tidyLength,
  unitSymbol,
} from '../../../src/lib/gdb/units';

const NBSP = '\u00a0';
const thirtyCm = { cm: 30, in: 18 };

describe('a source distance of 30 cm (18″)', () => {
  it('reads its centimetre figure as given', () => {
    expect(lengthIn(thirtyCm, 'cm')).toBe(30);
  });

  it('reads its inch figure as given', () => {
    expect(lengthIn(thirtyCm, 'in')).toBe(18);
  });

  it('becomes a measure in the chosen unit', () => {
    expect(measureOf(thirtyCm, 'in')).toEqual({ value: 18, unit: 'in' });
  });

  it.each([
    ['es', `30${NBSP}cm`],
    ['en', `30${NBSP}cm`],
    ['ru', `30${NBSP}см`],
  ] as const)('is labelled in centimetres for %s as %j', (locale, expected) => {
    expect(formatDistance(thirtyCm, 'cm', locale)).toBe(expected);
  });

  it.each(['es', 'en', 'ru'] as const)('is labelled in inches with the inch mark for %s', (locale) => {
    expect(formatDistance(thirtyCm, 'in', locale)).toBe('18″');
  });

  it('keeps the figure and its unit together with a no-break space', () => {
    expect(formatDistance(thirtyCm, 'cm', 'es').replace(NBSP, ' ')).toBe('30 cm');
  });
});

describe('a measured length', () => {
  it('uses a decimal comma in Russian and Spanish', () => {
    expect(formatLength(2.5, 'cm', 'ru')).toBe(`2,5${NBSP}см`);
    expect(formatLength(2.5, 'in', 'es')).toBe('2,5″');
  });

  it('uses a decimal point in English', () => {
    expect(formatLength(0.3, 'in', 'en')).toBe('0.3″');
  });

  it('shows at most two decimals', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.23');
  });

  it('does not group thousands', () => {
    expect(formatNumber(1234, 'ru')).toBe('1234');
  });

  it('formats with its own unit', () => {
    expect(formatMeasure({ value: 15, unit: 'cm' }, 'ru')).toBe(`15${NBSP}см`);
  });

  it('drops floating-point noise below a thousandth', () => {
    expect(tidyLength(20.3 - 20)).toBe(0.3);
  });

  it('leaves an unbounded length unbounded', () => {
    expect(tidyLength(Infinity)).toBe(Infinity);
  });
});

describe('length input checks', () => {
  it.each(['cm', 'in'])('accepts %s as a unit', (unit) => {
    expect(isLengthUnit(unit)).toBe(true);
  });

  it.each(['mm', 'inch', '', undefined, 1])('rejects %j as a unit', (unit) => {
    expect(isLengthUnit(unit)).toBe(false);
  });

  it.each([0, 12.5, Infinity])('accepts %j as a table length', (value) => {
    expect(isTableLength(value)).toBe(true);
  });

  it.each([-1, -Infinity, Number.NaN, '30', null])('rejects %j as a table length', (value) => {
    expect(isTableLength(value)).toBe(false);
  });
});

describe('unit symbols', () => {
  it.each([
    ['cm', 'es', 'cm'],
    ['cm', 'ru', 'см'],
    ['cm', 'en', 'cm'],
    ['in', 'es', '″'],
    ['in', 'ru', '″'],
  ] as const)('%s in %s is %j, as lengths are labelled', (unit, locale, symbol) => {
    expect(unitSymbol(unit, locale)).toBe(symbol);
    expect(formatLength(1, unit, locale).endsWith(symbol)).toBe(true);
  });
});
