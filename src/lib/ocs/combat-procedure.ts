/**
 * A whole OCS combat, from the counters to the result (series rules v4.3, 9.6–9.9): odds, the Action
 * Rating differential, the surprise roll and its column shift, other declared shifts, the modified
 * combat roll, and the cell of the Combat Table. Every step says its numbers and the rule it follows.
 *
 * The table is a parameter, so browser code can pass the table the build validated without loading the
 * validator (`official-combat-table.ts` holds the validated table for the server and the tests).
 */
import { COLUMN_COUNT, ROW_LABELS, isTerrain, oddsOutsideTable, type CombatTable, type RowLabel, type Terrain } from './combat-table';
import { computeOdds, formatOdds, zeroStrengthSide, type Odds } from './odds';
import { fail, succeed, type Outcome } from '../result';
import { columnIndexForOdds, rowIndexForRoll, shiftColumnIndex } from './combat-table';

/** One side's Action Rating unit (9.6): its printed rating, and whether it is in DG or Strat Mode (9.6a). */
export interface CombatSideUnit {
  readonly ar: number;
  readonly dg?: boolean;
  readonly strat?: boolean;
}

/** A column shift the player declares besides surprise, with a note of where it comes from. */
export interface DeclaredShift {
  /** Columns, right (in the attacker's favour) positive. */
  readonly shift: number;
  readonly note: string;
}

/** Two dice, each 1 to 6. */
export type DicePair = readonly [number, number];

/** Everything a combat needs, from the counters and the dice. */
export interface CombatInput {
  /** Total attack strength (fractions kept, 9.7); zero is a 9.14a combat. */
  readonly attack: number;
  readonly defense: number;
  readonly terrain: Terrain;
  /** An overrun (8.0) rather than a regular combat: it changes the surprise thresholds (9.8). */
  readonly overrun: boolean;
  /** The Action Rating unit of each side (9.6). */
  readonly attacker: CombatSideUnit;
  readonly defender: CombatSideUnit;
  /** Whether any attacking unit, the Action Rating unit or another, is in DG Mode: DG units cannot overrun (5.10b C). */
  readonly attackersDisorganized?: boolean;
  /** The hedgehog level in the defender's hex, 0 (none) to 4. */
  readonly hedgehog: number;
  readonly otherShifts: readonly DeclaredShift[];
  readonly surpriseRoll: DicePair;
  /** The one die for column shifts, needed only when someone gains surprise. */
  readonly shiftDie?: number;
  readonly combatRoll: DicePair;
}

/** The input fields an error can point at. */
export const PROCEDURE_FIELDS = [
  'attack',
  'defense',
  'terrain',
  'overrun',
  'attacker.ar',
  'attacker.mode',
  'defender.ar',
  'defender.mode',
  'hedgehog',
  'otherShifts',
  'surpriseRoll',
  'shiftDie',
  'combatRoll',
] as const;

/** An input field of {@link CombatInput}, nested ones with a dot. */
export type ProcedureField = (typeof PROCEDURE_FIELDS)[number];

/**
 * Every error code {@link runCombat} can return:
 * - `invalid-strength`: a strength that is not a finite number, zero or more.
 * - `unknown-terrain`, `invalid-flag` (overrun not true or false).
 * - `invalid-action-rating`: a printed rating that is not a whole number from 0 to 5.
 * - `invalid-mode`: DG or Strat not true or false, or both at once (an involuntary mode replaces the other, 5.4).
 * - `attacker-in-strat-mode`: Strat Mode units cannot attack (9.1e).
 * - `disorganized-overrun`: DG Mode units cannot overrun (5.10b C, 8.1).
 * - `invalid-hedgehog`: a level that is not a whole number from 0 to 4.
 * - `invalid-shift`: a declared shift that is not a whole number within the table's width, or a list too long.
 * - `invalid-die`: a die that is not a whole number from 1 to 6, or not two dice where two are needed.
 * - `missing-shift-die`: surprise was gained, but no die was given for the shift (9.8).
 */
export const PROCEDURE_ERROR_CODES = [
  'invalid-strength',
  'unknown-terrain',
  'invalid-flag',
  'invalid-action-rating',
  'invalid-mode',
  'attacker-in-strat-mode',
  'disorganized-overrun',
  'invalid-hedgehog',
  'invalid-shift',
  'invalid-die',
  'missing-shift-die',
] as const;

/** A stable code naming what is wrong with the input. */
export type ProcedureErrorCode = (typeof PROCEDURE_ERROR_CODES)[number];

/** Why a combat could not be run, and which field is at fault. */
export interface ProcedureError {
  readonly code: ProcedureErrorCode;
  readonly field: ProcedureField;
}

/** Who gained surprise, if anyone. */
export type SurpriseSide = 'attacker' | 'defender' | null;

/** The surprise check (9.8): the dice, the modified total, who gained it and the signed column shift. */
export interface SurpriseOutcome {
  readonly roll: DicePair;
  readonly modified: number;
  readonly side: SurpriseSide;
  /** Columns, right positive: the shift die to the right for the attacker, to the left for the defender; 0 without surprise. */
  readonly shift: number;
}

/** Every step code of a procedure, rendered as `procedure.<code>` in the `combat` locale files. */
export const PROCEDURE_STEP_CODES = [
  'odds',
  'odds-zero-attack',
  'odds-zero-defense',
  'odds-both-zero',
  'odds-column',
  'odds-column-outside',
  'other-shift',
  'declared-column',
  'action-rating',
  'ar-differential',
  'surprise-roll',
  'surprise-attacker',
  'surprise-defender',
  'surprise-none',
  'final-column',
  'combat-roll',
  'result',
] as const;

/** A stable code for one explained step. */
export type ProcedureStepCode = (typeof PROCEDURE_STEP_CODES)[number];

/** One explained step: what it says (with its numbers) and the rule of the series rules v4.3 it follows. */
export interface ProcedureStep {
  readonly code: ProcedureStepCode;
  readonly params: Readonly<Record<string, number | string>>;
  readonly rule: string;
}

/** A combat carried through to its result. */
export interface CombatProcedure {
  readonly odds: Odds;
  /** Attacker's effective Action Rating minus the defender's (9.6). */
  readonly arDifferential: number;
  readonly surprise: SurpriseOutcome;
  /** The header of the final column, e.g. '9:1'. */
  readonly column: string;
  /** The row label of the modified combat roll, e.g. '12' or '15 or more'. */
  readonly row: RowLabel;
  /** The table's code as printed, e.g. 'Ae3 DL2o2DG'. */
  readonly result: string;
  readonly oddsColumnIndex: number;
  readonly columnIndex: number;
  readonly rowIndex: number;
  /** The combat roll after the Action Rating differential and the hedgehog (before the rows' limits). */
  readonly modifiedCombatRoll: number;
  readonly steps: readonly ProcedureStep[];
}

/** What {@link runCombat} returns. */
export type ProcedureOutcome = Outcome<CombatProcedure, ProcedureError>;

/** The ranges the procedure accepts. */
export const PROCEDURE_LIMITS = {
  actionRating: { min: 0, max: 5 },
  hedgehog: { min: 0, max: 4 },
  die: { min: 1, max: 6 },
  shift: { min: -(COLUMN_COUNT - 1), max: COLUMN_COUNT - 1 },
  declaredShifts: 10,
} as const;

/** The surprise thresholds read from the table's printed text (`"10 or more"`, `"5 or less"`). */
export interface SurpriseThresholdValues {
  readonly attackerAtLeast: number;
  readonly defenderAtMost: number;
}

/**
 * The surprise thresholds of a table, for regular combat or overrun, read from its printed text.
 * @example surpriseThresholds(combatTable, false) // { attackerAtLeast: 10, defenderAtMost: 5 }
 * @example surpriseThresholds(combatTable, true) // { attackerAtLeast: 9, defenderAtMost: 6 }
 */
export function surpriseThresholds(table: CombatTable, overrun: boolean): SurpriseThresholdValues {
  const printed = overrun ? table.surprise.overrun : table.surprise.regular;
  return {
    attackerAtLeast: printedNumber(printed.attacker_surprise, 'or more'),
    defenderAtMost: printedNumber(printed.defender_surprise, 'or less'),
  };
}

/**
 * The Action Rating a unit brings to the combat (9.6a): printed, −1 in DG Mode, 0 in Strat Mode.
 * @example effectiveActionRating({ ar: 4, dg: true }) // 3
 * @example effectiveActionRating({ ar: 4, strat: true }) // 0
 */
export function effectiveActionRating(unit: CombatSideUnit): number {
  if (unit.strat) return 0;
  return unit.dg ? unit.ar - 1 : unit.ar;
}

/**
 * Runs a whole combat on a given table; never throws, returning a coded error naming the field at fault.
 * @example
 * // The 9.8 example: an AR 5 unit overruns an AR 0 unit at 4:1 in the open; surprise 8 (+5 = 13), shift die 3, combat roll 7 (+5 = 12).
 * runCombat(combatTable, { attack: 4, defense: 1, terrain: 'Open', overrun: true, attacker: { ar: 5 }, defender: { ar: 0 },
 *   hedgehog: 0, otherShifts: [], surpriseRoll: [4, 4], shiftDie: 3, combatRoll: [3, 4] }).value.result // 'Ae3 DL2o2DG'
 */
export function runCombat(table: CombatTable, input: CombatInput): ProcedureOutcome {
  const error = inputError(input);
  if (error) return fail(error);
  const steps: ProcedureStep[] = [];
  const odds = computeOdds(input.attack, input.defense);
  if (!odds.ok) return fail({ code: 'invalid-strength', field: odds.error.code === 'invalid-attack-strength' ? 'attack' : 'defense' });
  steps.push(oddsStep(input, odds.value));
  const oddsColumnIndex = columnIndexForOdds(table, input.terrain, odds.value);
  const columns = table.columnsByTerrain[input.terrain];
  steps.push(oddsColumnStep(table, input.terrain, oddsColumnIndex, odds.value));

  // The series rules have no other shift, so where a game's own shifts go is that game's to say. The site reads them
  // as part of the initial odds and lets surprise shift the column that gives: each is kept on the table in turn,
  // so a surprise shift starts from the last column when the declared shifts pass it (9.1g, 9.7b).
  for (const declared of input.otherShifts) {
    steps.push(step('other-shift', { shift: signed(declared.shift), count: Math.abs(declared.shift), note: declared.note.trim() }, '9.1g'));
  }
  const declaredShift = input.otherShifts.reduce((sum, declared) => sum + declared.shift, 0);
  const declaredColumnIndex = shiftColumnIndex(oddsColumnIndex, declaredShift);
  if (input.otherShifts.length > 0) steps.push(columnStep('declared-column', columns, oddsColumnIndex, declaredShift));

  const attackerAr = effectiveActionRating(input.attacker);
  const defenderAr = effectiveActionRating(input.defender);
  steps.push(actionRatingStep('attacker', input.attacker, attackerAr), actionRatingStep('defender', input.defender, defenderAr));
  const arDifferential = attackerAr - defenderAr;
  steps.push(step('ar-differential', { attacker: attackerAr, defender: defenderAr, differential: arDifferential }, '9.6'));

  const hedgehogSurprise = input.hedgehog > 0 ? 1 : 0;
  const [s1, s2] = input.surpriseRoll;
  const surpriseModified = s1 + s2 + arDifferential - hedgehogSurprise;
  const thresholds = surpriseThresholds(table, input.overrun);
  steps.push(step('surprise-roll', {
    first: s1, second: s2, differential: arDifferential, hedgehog: hedgehogSurprise, modified: surpriseModified,
    attackerAtLeast: thresholds.attackerAtLeast, defenderAtMost: thresholds.defenderAtMost, overrun: input.overrun ? 1 : 0,
  }, '9.8'));
  const side: SurpriseSide = surpriseModified >= thresholds.attackerAtLeast ? 'attacker' : surpriseModified <= thresholds.defenderAtMost ? 'defender' : null;
  if (side !== null && input.shiftDie === undefined) return fail({ code: 'missing-shift-die', field: 'shiftDie' });
  const surpriseShift = side === null ? 0 : side === 'attacker' ? (input.shiftDie ?? 0) : -(input.shiftDie ?? 0);
  steps.push(side === null
    ? step('surprise-none', { modified: surpriseModified }, '9.8')
    : step(side === 'attacker' ? 'surprise-attacker' : 'surprise-defender', { die: input.shiftDie ?? 0, count: input.shiftDie ?? 0 }, '9.8'));
  const columnIndex = shiftColumnIndex(declaredColumnIndex, surpriseShift);
  steps.push(columnStep('final-column', columns, declaredColumnIndex, surpriseShift));

  const [c1, c2] = input.combatRoll;
  const modifiedCombatRoll = c1 + c2 + arDifferential - input.hedgehog;
  const rowIndex = rowIndexForRoll(modifiedCombatRoll);
  const row = ROW_LABELS[rowIndex] ?? ROW_LABELS[0];
  steps.push(step('combat-roll', { first: c1, second: c2, differential: arDifferential, hedgehog: input.hedgehog, modified: modifiedCombatRoll, row }, '9.9'));
  const result = table.rows[rowIndex]?.results[columnIndex] ?? '';
  steps.push(step('result', { column: columns[columnIndex] ?? '', row, result }, '9.9'));

  return succeed({
    odds: odds.value,
    arDifferential,
    surprise: { roll: [s1, s2], modified: surpriseModified, side, shift: surpriseShift },
    column: columns[columnIndex] ?? '',
    row,
    result,
    oddsColumnIndex,
    columnIndex,
    rowIndex,
    modifiedCombatRoll,
    steps,
  });
}

// The first thing wrong with an input, or null when a combat can be run from it.
function inputError(input: CombatInput): ProcedureError | null {
  if (typeof input !== 'object' || input === null) return { code: 'invalid-strength', field: 'attack' };
  if (!isStrength(input.attack)) return { code: 'invalid-strength', field: 'attack' };
  if (!isStrength(input.defense)) return { code: 'invalid-strength', field: 'defense' };
  if (!isTerrain(input.terrain)) return { code: 'unknown-terrain', field: 'terrain' };
  if (typeof input.overrun !== 'boolean') return { code: 'invalid-flag', field: 'overrun' };
  const attacker = sideError(input.attacker, 'attacker');
  if (attacker) return attacker;
  if (input.attacker.strat === true) return { code: 'attacker-in-strat-mode', field: 'attacker.mode' };
  if (input.attackersDisorganized !== undefined && typeof input.attackersDisorganized !== 'boolean') return { code: 'invalid-mode', field: 'attacker.mode' };
  if (input.overrun && (input.attacker.dg === true || input.attackersDisorganized === true)) return { code: 'disorganized-overrun', field: 'attacker.mode' };
  const defender = sideError(input.defender, 'defender');
  if (defender) return defender;
  if (!isWithin(input.hedgehog, PROCEDURE_LIMITS.hedgehog)) return { code: 'invalid-hedgehog', field: 'hedgehog' };
  if (!Array.isArray(input.otherShifts) || input.otherShifts.length > PROCEDURE_LIMITS.declaredShifts) {
    return { code: 'invalid-shift', field: 'otherShifts' };
  }
  for (const declared of input.otherShifts) {
    if (typeof declared !== 'object' || declared === null || !isWithin(declared.shift, PROCEDURE_LIMITS.shift) || typeof declared.note !== 'string') {
      return { code: 'invalid-shift', field: 'otherShifts' };
    }
  }
  if (!isDicePair(input.surpriseRoll)) return { code: 'invalid-die', field: 'surpriseRoll' };
  if (input.shiftDie !== undefined && !isWithin(input.shiftDie, PROCEDURE_LIMITS.die)) return { code: 'invalid-die', field: 'shiftDie' };
  if (!isDicePair(input.combatRoll)) return { code: 'invalid-die', field: 'combatRoll' };
  return null;
}

function sideError(unit: CombatSideUnit, side: 'attacker' | 'defender'): ProcedureError | null {
  if (typeof unit !== 'object' || unit === null || !isWithin(unit.ar, PROCEDURE_LIMITS.actionRating)) {
    return { code: 'invalid-action-rating', field: `${side}.ar` };
  }
  const flags = [unit.dg, unit.strat];
  if (!flags.every((flag) => flag === undefined || typeof flag === 'boolean') || (unit.dg === true && unit.strat === true)) {
    return { code: 'invalid-mode', field: `${side}.mode` };
  }
  return null;
}

function oddsStep(input: CombatInput, odds: Odds): ProcedureStep {
  const strengths = { attack: input.attack, defense: input.defense };
  if (input.attack === 0 && input.defense === 0) return step('odds-both-zero', strengths, '9.14a');
  switch (zeroStrengthSide(odds)) {
    case 'attacker':
      return step('odds-zero-attack', strengths, '9.14a');
    case 'defender':
      return step('odds-zero-defense', strengths, '9.14a');
    case null:
      return step('odds', { ...strengths, odds: formatOdds(odds) }, '9.7');
  }
}

// A column reached by a shift, kept on the table, saying which edge stopped it.
function columnStep(code: 'declared-column' | 'final-column', columns: readonly string[], from: number, shift: number): ProcedureStep {
  const to = shiftColumnIndex(from, shift);
  const edge = from + shift === to ? '' : to === 0 ? 'left' : 'right';
  return step(code, { from: columns[from] ?? '', shift: signed(shift), column: columns[to] ?? '', edge }, '9.1g');
}

function actionRatingStep(side: 'attacker' | 'defender', unit: CombatSideUnit, effective: number): ProcedureStep {
  const mode = unit.strat ? 'strat' : unit.dg ? 'dg' : 'none';
  return step('action-rating', { side, printed: unit.ar, mode, effective }, mode === 'none' ? '9.6' : '9.6a');
}

/**
 * The column the odds start on: as printed (9.7a); the last column at either end for odds the table does not print,
 * where any shifts begin (9.7b); for a side of no strength, as 9.14a has it.
 */
function oddsColumnStep(table: CombatTable, terrain: Terrain, index: number, odds: Odds): ProcedureStep {
  const column = table.columnsByTerrain[terrain][index] ?? '';
  if (zeroStrengthSide(odds)) return step('odds-column', { column, terrain }, '9.14a');
  return oddsOutsideTable(table, terrain, odds) ? step('odds-column-outside', { odds: formatOdds(odds), column, terrain }, '9.7b') : step('odds-column', { column, terrain }, '9.7a');
}

function step(code: ProcedureStepCode, params: ProcedureStep['params'], rule: string): ProcedureStep {
  return { code, params, rule };
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}

// The table is validated before it gets here, so a threshold that does not read is a broken invariant.
function printedNumber(text: string, suffix: 'or more' | 'or less'): number {
  const match = new RegExp(`^(\\d+) ${suffix}$`).exec(text.trim());
  if (!match?.[1]) throw new Error(`OCS combat table: surprise threshold "${text}" does not read as "N ${suffix}"`);
  return Number(match[1]);
}

function isStrength(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isWithin(value: unknown, range: { readonly min: number; readonly max: number }): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= range.min && value <= range.max;
}

function isDicePair(value: unknown): value is DicePair {
  return Array.isArray(value) && value.length === 2 && value.every((die) => isWithin(die, PROCEDURE_LIMITS.die));
}
