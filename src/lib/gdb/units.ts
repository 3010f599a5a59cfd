import type { Lang } from '../../i18n/languages';
import { formatDecimal } from '../numbers';

/** The two length units the rules quote side by side. */
export const LENGTH_UNITS = ['cm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/**
 * A length as the rules quote it: both figures, each copied from the text.
 * The rules round each figure separately (35 cm is 20″, not 21″), so neither may be derived from the other.
 */
export interface Distance {
  readonly cm: number;
  readonly in: number;
}

/** One figure in one unit, as a player measures it on the table. */
export interface Measure {
  readonly value: number;
  readonly unit: LengthUnit;
}

/** The languages lengths are labelled in: the published ones plus English. */
export type LengthLocale = Lang | 'en';

const CENTIMETRE_LABELS: Record<LengthLocale, string> = { es: 'cm', ru: 'см', en: 'cm' };

/** Double prime: the inch mark; the source's ” is a closing quote standing in for it. */
const INCH_MARK = '\u2033';

/** A line break between a figure and its unit would strand the unit on the next line. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Whether a value names a length unit.
 * @example isLengthUnit('in') // true
 * @example isLengthUnit('mm') // false
 */
export function isLengthUnit(value: unknown): value is LengthUnit {
  return (LENGTH_UNITS as readonly unknown[]).includes(value);
}

/**
 * Whether a value can be a tabletop length: a number, not NaN, not negative (Infinity means "nothing in reach").
 * @example isTableLength(12.5) // true
 * @example isTableLength(-1) // false
 */
export function isTableLength(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value) && value >= 0;
}

/**
 * The figure the rules give for a distance in one unit.
 * @example lengthIn({ cm: 30, in: 18 }, 'in') // 18
 */
export function lengthIn(distance: Distance, unit: LengthUnit): number {
  return unit === 'cm' ? distance.cm : distance.in;
}

/**
 * A distance as a single measure in one unit.
 * @example measureOf({ cm: 30, in: 18 }, 'cm') // { value: 30, unit: 'cm' }
 */
export function measureOf(distance: Distance, unit: LengthUnit): Measure {
  return { value: lengthIn(distance, unit), unit };
}

/**
 * The rules' own scale between their two units: 5 cm to 3″, as in 30 cm (18″), 40 cm (24″) and 10 cm (6″).
 * Not 2.54 cm to the inch: a table measured in inches is the same game at this scale, not a smaller one.
 */
export const RULES_SCALE: Distance = Object.freeze({ cm: 5, in: 3 });

/** Decimals a typed or shown length carries (the form takes two, the page writes two). */
export const LENGTH_DECIMALS = 2;

/**
 * A length converted from one unit to the other at the rules' scale (5 cm : 3″), to the hundredth a reader types.
 * @example convertLength(60, 'cm', 'in') // 36
 * @example convertLength(20, 'in', 'cm') // 33.33
 */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to || !Number.isFinite(value)) return value;
  const scale = 10 ** LENGTH_DECIMALS;
  return Math.round((value * lengthIn(RULES_SCALE, to) * scale) / lengthIn(RULES_SCALE, from)) / scale + 0;
}

/**
 * A measure converted to another unit at the rules' scale.
 * @example convertMeasure({ value: 35, unit: 'cm' }, 'in') // { value: 21, unit: 'in' }
 */
export function convertMeasure(measure: Measure, unit: LengthUnit): Measure {
  return { value: convertLength(measure.value, measure.unit, unit), unit };
}

/**
 * Whether the rules' two figures for a distance keep their own scale (30 cm, 18″ do; 35 cm, 20″ do not: 35 cm is 21″).
 * @example keepsRulesScale({ cm: 35, in: 20 }) // false
 */
export function keepsRulesScale(distance: Distance): boolean {
  return convertLength(distance.cm, 'cm', 'in') === distance.in;
}

/**
 * A length rounded to the hundredth the page shows, so nothing is called a length that reads as 0.
 * @example shownLength(0.004) // 0
 */
export function shownLength(value: number): number {
  const scale = 10 ** LENGTH_DECIMALS;
  return Number.isFinite(value) ? Math.round(value * scale) / scale + 0 : value;
}

/**
 * Rounds a measured length to a thousandth, which hides floating-point noise (20.3 − 20) far below what a tape shows.
 * @example tidyLength(20.3 - 20) // 0.3
 */
export function tidyLength(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : value;
}

/**
 * A number written the way a language writes it (decimal comma in es/ru), to two decimals at most.
 * @example formatNumber(2.5, 'es') // '2,5'
 */
export function formatNumber(value: number, locale: LengthLocale): string {
  return formatDecimal(value, locale, 2);
}

/**
 * A figure with its unit label in a language: `30 cm`, `30 см`, `18″` (no-break space before cm).
 * @example formatLength(2.5, 'cm', 'ru') // '2,5 см'
 * @example formatLength(18, 'in', 'es') // '18″'
 */
export function formatLength(value: number, unit: LengthUnit, locale: LengthLocale): string {
  const figure = formatNumber(value, locale);
  const symbol = unitSymbol(unit, locale);
  return unit === 'in' ? `${figure}${symbol}` : `${figure}${NO_BREAK_SPACE}${symbol}`;
}

/**
 * A unit's symbol as lengths are labelled in a language: `cm`, `см`, `″`.
 * @example unitSymbol('cm', 'ru') // 'см'
 * @example unitSymbol('in', 'es') // '″'
 */
export function unitSymbol(unit: LengthUnit, locale: LengthLocale): string {
  return unit === 'in' ? INCH_MARK : (CENTIMETRE_LABELS[locale] ?? CENTIMETRE_LABELS.en);
}

/**
 * A source distance in the chosen unit, labelled for a language.
 * @example formatDistance({ cm: 30, in: 18 }, 'cm', 'ru') // '30 см'
 * @example formatDistance({ cm: 30, in: 18 }, 'in', 'en') // '18″'
 */
export function formatDistance(distance: Distance, unit: LengthUnit, locale: LengthLocale): string {
  return formatLength(lengthIn(distance, unit), unit, locale);
}

/**
 * A measured length, labelled for a language.
 * @example formatMeasure({ value: 15, unit: 'cm' }, 'es') // '15 cm'
 */
export function formatMeasure(measure: Measure, locale: LengthLocale): string {
  return formatLength(measure.value, measure.unit, locale);
}
