/**
 * Combat odds (OCS rules 9.7 and 4.1): attack strength against defense
 * strength, reduced to "n:1" or "1:n".
 */
import { fail, succeed, type Outcome } from './outcome';

/** Odds as two whole numbers, one of which is 1 (`{ attacker: 3, defender: 1 }` is 3:1). */
export interface Odds {
  readonly attacker: number;
  readonly defender: number;
}

/**
 * Every error code {@link computeOdds} can return: a strength that is not a finite number above zero.
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

// Division can land a hair under an exact .5 (0.7 / 0.28 is 2.4999999999999996); the rules mean the exact ratio.
const RELATIVE_TOLERANCE = 1e-9;

/**
 * Rounds to the nearest whole number with .5 going up (rule 4.1).
 * @example roundHalfUp(2.5) // 3
 * @example roundHalfUp(4.875) // 5
 * @example roundHalfUp(2.49) // 2
 */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + Math.abs(value) * RELATIVE_TOLERANCE);
}

/**
 * Computes combat odds: both totals divided by the smaller, rounded .5 up, strengths not rounded first (9.7).
 * @example computeOdds(15, 6) // { ok: true, value: { attacker: 3, defender: 1 } }
 * @example computeOdds(9.75, 2) // { ok: true, value: { attacker: 5, defender: 1 } }
 * @example computeOdds(6, 15) // { ok: true, value: { attacker: 1, defender: 3 } }
 * @example computeOdds(0, 4) // { ok: false, error: { code: 'invalid-attack-strength', value: 0 } }
 */
export function computeOdds(attack: number, defense: number): OddsOutcome {
  if (!isPositiveStrength(attack)) return fail({ code: 'invalid-attack-strength', value: attack });
  if (!isPositiveStrength(defense)) return fail({ code: 'invalid-defense-strength', value: defense });
  if (attack >= defense) return succeed({ attacker: reducedRatio(attack / defense), defender: 1 });
  return succeed({ attacker: 1, defender: reducedRatio(defense / attack) });
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
 * Tells whether both sides of the odds are finite numbers above zero.
 * @example isValidOdds({ attacker: 3, defender: 1 }) // true
 * @example isValidOdds({ attacker: 0, defender: 1 }) // false
 */
export function isValidOdds(odds: Odds): boolean {
  return typeof odds === 'object' && odds !== null && isPositiveStrength(odds.attacker) && isPositiveStrength(odds.defender);
}

// Extreme strengths can overflow the ratio; any odds past the table's last column read the same, so cap them.
function reducedRatio(ratio: number): number {
  return Math.min(roundHalfUp(ratio), Number.MAX_SAFE_INTEGER);
}

function isPositiveStrength(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
