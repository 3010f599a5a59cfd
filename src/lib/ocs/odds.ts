/**
 * Combat odds (OCS rules 9.7 and 4.1): attack strength against defense
 * strength, reduced to "n:1" or "1:n".
 */
import { fail, succeed, type Outcome } from '../result';

/**
 * Odds as two whole numbers, one of which is 1 (`{ attacker: 3, defender: 1 }` is 3:1). A zero strength
 * (rule 9.14a) gives `0:1` (attacking with zero: the left-most column) or `1:0` (attacking a zero: the
 * right-most column), which order below and above every printed column.
 */
export interface Odds {
  readonly attacker: number;
  readonly defender: number;
}

/**
 * Every error code {@link computeOdds} can return: a strength that is not a finite number, zero or more.
 */
export const ODDS_ERROR_CODES = ['invalid-attack-strength', 'invalid-defense-strength'] as const;

/** A stable code naming which strength was unusable. */
export type OddsErrorCode = (typeof ODDS_ERROR_CODES)[number];

/** Why odds could not be computed, with the rejected value. */
export interface OddsError {
  readonly code: OddsErrorCode;
  readonly value: number;
}

/** What {@link computeOdds} returns. */
export type OddsOutcome = Outcome<Odds, OddsError>;

/** Which side has a zero strength in odds from {@link computeOdds} (rule 9.14a), or null when neither or both. */
export type ZeroStrengthSide = 'attacker' | 'defender' | null;

/**
 * Rounds to the nearest whole number with .5 going up (rule 4.1), exactly for the decimal the number prints as.
 * @example roundHalfUp(2.5) // 3
 * @example roundHalfUp(4.875) // 5
 * @example roundHalfUp(2.4999999999) // 2
 */
export function roundHalfUp(value: number): number {
  const fraction = decimalFraction(value);
  if (!fraction) return Number.NaN;
  return Number(roundedRatio(fraction.numerator, fraction.denominator));
}

/**
 * Computes combat odds: both totals divided by the smaller, rounded .5 up, strengths not rounded first (9.7).
 * The division is exact on the decimals as typed, so 2.4999999999 against 1 is 2:1 and 0.7 against 0.28 is 3:1.
 * Zero strengths follow 9.14a: against zero `1:0` (right-most column), with zero `0:1` (left-most), both zero 1:1.
 * @example computeOdds(15, 6) // { ok: true, value: { attacker: 3, defender: 1 } }
 * @example computeOdds(9.75, 2) // { ok: true, value: { attacker: 5, defender: 1 } }
 * @example computeOdds(6, 15) // { ok: true, value: { attacker: 1, defender: 3 } }
 * @example computeOdds(0, 4) // { ok: true, value: { attacker: 0, defender: 1 } }
 * @example computeOdds(-1, 4) // { ok: false, error: { code: 'invalid-attack-strength', value: -1 } }
 */
export function computeOdds(attack: number, defense: number): OddsOutcome {
  const attackFraction = isStrength(attack) ? decimalFraction(attack) : null;
  if (!attackFraction) return fail({ code: 'invalid-attack-strength', value: attack });
  const defenseFraction = isStrength(defense) ? decimalFraction(defense) : null;
  if (!defenseFraction) return fail({ code: 'invalid-defense-strength', value: defense });
  if (attack === 0 && defense === 0) return succeed({ attacker: 1, defender: 1 });
  if (attack === 0) return succeed({ attacker: 0, defender: 1 });
  if (defense === 0) return succeed({ attacker: 1, defender: 0 });
  // a/b over c/d is (a·d)/(b·c), in whole numbers, so nothing drifts.
  const attackOverDefense = {
    numerator: attackFraction.numerator * defenseFraction.denominator,
    denominator: attackFraction.denominator * defenseFraction.numerator,
  };
  if (attack >= defense) return succeed({ attacker: capped(attackOverDefense.numerator, attackOverDefense.denominator), defender: 1 });
  return succeed({ attacker: 1, defender: capped(attackOverDefense.denominator, attackOverDefense.numerator) });
}

/**
 * Which side of the odds stands for a zero strength (9.14a), or null for ordinary odds and for 1:1 from two zeros.
 * @example zeroStrengthSide({ attacker: 1, defender: 0 }) // 'defender'
 * @example zeroStrengthSide({ attacker: 3, defender: 1 }) // null
 */
export function zeroStrengthSide(odds: Odds): ZeroStrengthSide {
  if (odds.attacker === 0 && odds.defender > 0) return 'attacker';
  if (odds.defender === 0 && odds.attacker > 0) return 'defender';
  return null;
}

/**
 * Prints odds the way the table headers do.
 * @example formatOdds({ attacker: 3, defender: 1 }) // '3:1'
 */
export function formatOdds(odds: Odds): string {
  return `${odds.attacker}:${odds.defender}`;
}

/**
 * Reads a table header such as '9:1' or '1:4'; null for anything else.
 * @example parseOddsLabel('1:4') // { attacker: 1, defender: 4 }
 * @example parseOddsLabel('4-1') // null
 */
export function parseOddsLabel(label: string): Odds | null {
  const match = /^([1-9]\d*):([1-9]\d*)$/.exec(label);
  if (!match?.[1] || !match[2]) return null;
  return { attacker: Number(match[1]), defender: Number(match[2]) };
}

/**
 * Orders two odds by attacker advantage: negative when `a` is worse for the attacker than `b`, 0 when equal.
 * @example compareOdds({ attacker: 1, defender: 2 }, { attacker: 2, defender: 1 }) // negative
 */
export function compareOdds(a: Odds, b: Odds): number {
  return a.attacker * b.defender - b.attacker * a.defender;
}

/**
 * Tells whether both sides of the odds are finite numbers, zero or more, not both zero (0:1 and 1:0 are the 9.14a odds).
 * @example isValidOdds({ attacker: 3, defender: 1 }) // true
 * @example isValidOdds({ attacker: 0, defender: 1 }) // true
 * @example isValidOdds({ attacker: 0, defender: 0 }) // false
 */
export function isValidOdds(odds: Odds): boolean {
  if (typeof odds !== 'object' || odds === null) return false;
  if (!isStrength(odds.attacker) || !isStrength(odds.defender)) return false;
  return odds.attacker > 0 || odds.defender > 0;
}

interface DecimalFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

// The shortest decimal a double prints as is what the reader typed (for up to 15 significant digits), so
// working on that decimal, not on the binary value, gives the rules' exact ratio.
function decimalFraction(value: number): DecimalFraction | null {
  if (!Number.isFinite(value)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) return null;
  const [, sign = '', whole = '0', decimals = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - decimals.length;
  const digits = BigInt(`${sign}${whole}${decimals}`);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

// floor(n/d + 1/2) = floor((2n + d) / 2d) for a positive denominator; BigInt division truncates toward zero.
function roundedRatio(numerator: bigint, denominator: bigint): bigint {
  const twice = 2n * numerator + denominator;
  const quotient = twice / (2n * denominator);
  return twice < 0n && twice % (2n * denominator) !== 0n ? quotient - 1n : quotient;
}

// Extreme strengths can overflow a safe integer; any odds past the table's last column read the same, so cap them.
function capped(numerator: bigint, denominator: bigint): number {
  const rounded = roundedRatio(numerator, denominator);
  return rounded > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(rounded);
}

function isStrength(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
