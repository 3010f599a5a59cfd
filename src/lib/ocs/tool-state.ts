/**
 * The state of the OCS combat tools (the result code, the table inputs and the
 * situation choices) and its URL form, so a ruling can be linked from a forum:
 * `?code=AL1o1+DL1o2&terrain=close&attack=15&defense=6&shift=2&roll=9`.
 *
 * The URL is read and written by the site's one codec (`src/lib/url-state.ts`): a value that cannot be used
 * falls back to its default and is reported as a problem, for the page to show in the reader's language;
 * only values that differ from the defaults are written back, in a fixed order.
 *
 * Functions that read the Combat Table take it as a parameter (`combatTable`
 * from `official-combat-table.ts` on the server and in tests, the same validated table
 * handed to the browser), so browser code does not load the validator.
 */
import type { CombatResult } from './combat-result';
import {
  COLUMN_COUNT,
  ROW_LABELS,
  TERRAINS,
  columnIndexForOdds,
  lookupCombatTable,
  type CombatTable,
  type CombatTableCell,
  type Terrain,
} from './combat-table';
import { computeOdds, parseOddsLabel, type Odds, type OddsErrorCode } from './odds';
import { fail, succeed, type Outcome } from '../result';
import {
  choiceField,
  decimalField,
  flagField,
  integerField,
  numberText,
  paramEntry,
  textField,
  urlStateReader,
  writeQuery,
  type UrlField,
} from '../url-state';
import { COMBAT_PHASES, type CombatSituation } from './resolve';

/**
 * Every choice of the situation panel, optional ones included; `attackerUnitSteps` is null when the reader
 * gave no steps per unit (the resolution then tells them from the totals, or asks for them).
 */
export type SituationChoices = Omit<Required<CombatSituation>, 'attackerUnitSteps'> & {
  readonly attackerUnitSteps: readonly number[] | null;
};

/** The attacking units as the `ar` field and parameter carry them: printed ratings, steps if given, DG flags. */
export interface AttackingUnits {
  readonly ratings: readonly number[];
  readonly steps: readonly number[] | null;
  readonly disorganized: readonly boolean[];
}

/** Everything the combat tools show, as the URL carries it. */
export interface CombatToolState {
  /** The result code as typed (it may be unreadable: the explainer says why). */
  readonly code: string;
  readonly terrain: Terrain;
  /** Attack strength, or null when not given. */
  readonly attack: number | null;
  /** Defense strength, or null when not given. */
  readonly defense: number | null;
  /** Net column shift, right positive. */
  readonly shift: number;
  /** Modified roll, or null when not given. */
  readonly roll: number | null;
  readonly situation: SituationChoices;
  /** The rest of a whole combat (9.6–9.9): the defender's Action Rating unit, hedgehog, declared shift and the dice. */
  readonly procedure: ProcedureChoices;
}

/** The defender's Action Rating unit's mode (9.6a). */
export const DEFENDER_MODES = ['none', 'dg', 'strat'] as const;

/** One of {@link DEFENDER_MODES}. */
export type DefenderMode = (typeof DEFENDER_MODES)[number];

/** The parts of a whole combat the table inputs and the situation panel do not already hold. */
export interface ProcedureChoices {
  /** Printed Action Rating of the defender's Action Rating unit, 0 to 5. */
  readonly defenderAr: number;
  readonly defenderMode: DefenderMode;
  /** Hedgehog level in the defender's hex, 0 (none) to 4. */
  readonly hedgehog: number;
  /** A declared column shift besides surprise (right positive), and where it comes from. */
  readonly otherShift: number;
  readonly otherNote: string;
  /** The dice, or null until rolled or typed. */
  readonly surpriseDice: readonly [number, number] | null;
  readonly shiftDie: number | null;
  readonly combatDice: readonly [number, number] | null;
}

/** The tools' state when the URL says nothing. */
export const DEFAULT_TOOL_STATE: CombatToolState = {
  code: '',
  terrain: 'Open',
  attack: null,
  defense: null,
  shift: 0,
  roll: null,
  situation: {
    attackerSteps: 3,
    defenderSteps: 3,
    attackerRetreat: 0,
    defenderRetreat: 0,
    attackerActionRatings: [3],
    attackerUnitSteps: null,
    attackerDisorganized: [false],
    phase: 'combat',
    defenderInReserve: false,
    attackingHexes: 1,
    attackFromNonAdjacentHexsides: false,
    defenderAppliesOptionAnyway: false,
  },
  procedure: {
    defenderAr: 3,
    defenderMode: 'none',
    hedgehog: 0,
    otherShift: 0,
    otherNote: '',
    surpriseDice: null,
    shiftDie: null,
    combatDice: null,
  },
};

/**
 * The URL parameter of each piece of state, in the order they are written. Links made before Exploitation was
 * treated as involuntary (5.3, 9.10d) may carry `exploit=`: it is no longer read, and the codec passes over
 * parameters it does not know without a problem, so such a link opens as if it had none.
 */
export const TOOL_PARAMS = {
  code: 'code',
  terrain: 'terrain',
  attack: 'attack',
  defense: 'defense',
  shift: 'shift',
  roll: 'roll',
  attackerSteps: 'asteps',
  defenderSteps: 'dsteps',
  attackerRetreat: 'aretreat',
  defenderRetreat: 'dretreat',
  attackerActionRatings: 'ar',
  phase: 'phase',
  defenderInReserve: 'reserve',
  attackingHexes: 'hexes',
  attackFromNonAdjacentHexsides: 'nonadjacent',
  defenderAppliesOptionAnyway: 'anyway',
  defenderAr: 'dar',
  defenderMode: 'dmode',
  hedgehog: 'hedgehog',
  otherShift: 'oshift',
  otherNote: 'onote',
  surpriseDice: 'sdice',
  shiftDie: 'sdie',
  combatDice: 'cdice',
} as const;

/** A URL parameter name the tools read. */
export type ToolParam = (typeof TOOL_PARAMS)[keyof typeof TOOL_PARAMS];

/** The terrain of each URL slug (`terrain=very-close`); the slug also names the terrain in the locale files. */
export const TERRAIN_SLUGS = {
  Open: 'open',
  Close: 'close',
  'Very Close': 'very-close',
  'Extremely Close': 'extremely-close',
} as const satisfies Readonly<Record<Terrain, string>>;

/** The allowed range of each whole-number input. */
export const INTEGER_LIMITS = {
  shift: { min: -(COLUMN_COUNT - 1), max: COLUMN_COUNT - 1 },
  roll: { min: -20, max: 40 },
  steps: { min: 1, max: 99 },
  retreat: { min: 0, max: 9 },
  attackingHexes: { min: 1, max: 6 },
  actionRating: { min: 0, max: 5 },
  hedgehog: { min: 0, max: 4 },
  die: { min: 1, max: 6 },
} as const;

/** A range of whole numbers, both ends included. */
export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Largest strength accepted, how many decimals it may have, and how many significant digits in all
 * (15, so the number prints back exactly as typed and the odds are computed on the typed decimal).
 */
export const STRENGTH_LIMITS = { max: 1_000_000, decimals: 10, digits: 15 } as const;

/** Most attacking units the situation panel takes (printed Action Ratings run 0 to 5). */
export const MAX_ACTION_RATINGS = 20;

/** Longest `code` parameter kept; a longer one is cut to it, and the reader told. */
export const MAX_CODE_PARAM_LENGTH = 500;

/**
 * Every reason a field or a URL parameter is refused, rendered as `field.<code>` in the `combat-tool` locale files:
 * `integer-range` (min, max), `strength`, `action-ratings` (min, max, count), `choice`, `flag`, `too-long` (max),
 * `dice` (count: how many dice, each 1 to 6).
 */
export const FIELD_ERROR_CODES = ['integer-range', 'strength', 'action-ratings', 'choice', 'flag', 'too-long', 'dice'] as const;

/** Longest note of a declared shift. */
export const MAX_NOTE_LENGTH = 80;

/** A stable code naming why a value was refused. */
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Why a value was refused, with the numbers its message needs. */
export interface FieldError {
  readonly code: FieldErrorCode;
  readonly params: Readonly<Record<string, number>>;
}

/** A URL parameter that could not be used, with its value (quoted as `url-state.ts` quotes it). */
export interface ToolStateProblem {
  readonly param: ToolParam;
  readonly value: string;
  readonly error: FieldError;
}

/** The state read from a URL and what could not be used. */
export interface ParsedToolState {
  readonly state: CombatToolState;
  readonly problems: readonly ToolStateProblem[];
}

/** Odds and the table cell the table inputs lead to, when they are complete. */
export interface ToolLookup {
  readonly odds: Odds | null;
  readonly oddsError: OddsErrorCode | null;
  readonly cell: CombatTableCell | null;
}

/**
 * Reads a whole number within a range; typographic minus signs count as minus.
 * @example parseIntegerField('−3', INTEGER_LIMITS.shift) // { ok: true, value: -3 }
 * @example parseIntegerField('2.5', INTEGER_LIMITS.shift) // { ok: false, error: { code: 'integer-range', params: { min: -12, max: 12 } } }
 */
export function parseIntegerField(text: string, range: IntegerRange): Outcome<number, FieldError> {
  const reading = integerField(range).read(text);
  return reading.ok ? reading : fail(reading.error);
}

/**
 * Reads a combat strength, zero or more (a zero strength is a 9.14a combat); a decimal comma is read as a
 * point, fractions are kept (rule 9.7).
 * @example parseStrengthField('9,75') // { ok: true, value: 9.75 }
 * @example parseStrengthField('0') // { ok: true, value: 0 }
 * @example parseStrengthField('-1') // { ok: false, error: { code: 'strength', params: { max: 1000000, decimals: 10, digits: 15 } } }
 */
export function parseStrengthField(text: string): Outcome<number, FieldError> {
  const { max, decimals, digits } = STRENGTH_LIMITS;
  const reading = STRENGTH_DECIMAL.read(text);
  return reading.ok ? reading : fail({ code: 'strength', params: { max, decimals, digits } });
}

const STRENGTH_DECIMAL = decimalField({ wholeDigits: String(STRENGTH_LIMITS.max).length, ...STRENGTH_LIMITS });

/**
 * Writes a strength the way {@link parseStrengthField} reads it back: plain digits, never an exponent.
 * @example formatStrength(0.0000001) // '0.0000001'
 * @example formatStrength(9.75) // '9.75'
 */
export function formatStrength(value: number): string {
  return STRENGTH_DECIMAL.write(value);
}

/**
 * Reads the attacking units: each one's printed Action Rating, `DG` when it is in DG Mode, and `×n` (or `xn`)
 * when it has n steps, in the order they take losses (the Action Rating unit first); separated by commas,
 * semicolons or spaces. Steps given for one unit count as given for all (1 where left out).
 * @example parseAttackingUnitsField('4, 4 DG, 3×2') // { ok: true, value: { ratings: [4, 4, 3], steps: [1, 1, 2], disorganized: [false, true, false] } }
 * @example parseAttackingUnitsField('3, 4') // { ok: true, value: { ratings: [3, 4], steps: null, disorganized: [false, false] } }
 * @example parseAttackingUnitsField('6') // { ok: false, error: { code: 'action-ratings', params: { min: 0, max: 5, count: 20 } } }
 */
export function parseAttackingUnitsField(text: string): Outcome<AttackingUnits, FieldError> {
  const { min, max } = INTEGER_LIMITS.actionRating;
  const refusal = fail({ code: 'action-ratings' as const, params: { min, max, count: MAX_ACTION_RATINGS } });
  const tokens = numberText(text).split(/[\s,;]+/).filter((piece) => piece !== '');
  const units: { rating: number; steps: number | null; dg: boolean }[] = [];
  for (const token of tokens) {
    const unit = /^(\d{1,2})?((?:dg|[x×*]\d{1,2})*)$/i.exec(token);
    if (!unit) return refusal;
    const [, ratingText, suffixes = ''] = unit;
    if (ratingText !== undefined) {
      const rating = Number(ratingText);
      if (rating < min || rating > max) return refusal;
      units.push({ rating, steps: null, dg: false });
    }
    const current = units[units.length - 1];
    if (!current || (ratingText === undefined && suffixes === '')) return refusal;
    for (const suffix of suffixes.match(/dg|[x×*]\d+/gi) ?? []) {
      if (/^dg$/i.test(suffix)) {
        if (current.dg) return refusal;
        current.dg = true;
        continue;
      }
      const steps = Number(suffix.slice(1));
      if (current.steps !== null || steps < INTEGER_LIMITS.steps.min || steps > INTEGER_LIMITS.steps.max) return refusal;
      current.steps = steps;
    }
  }
  if (units.length === 0 || units.length > MAX_ACTION_RATINGS) return refusal;
  const anySteps = units.some((unit) => unit.steps !== null && unit.steps !== 1);
  return succeed({
    ratings: units.map((unit) => unit.rating),
    steps: anySteps ? units.map((unit) => unit.steps ?? 1) : null,
    disorganized: units.map((unit) => unit.dg),
  });
}

/**
 * Writes the attacking units the way {@link parseAttackingUnitsField} reads them; `separator` joins the units.
 * @example formatAttackingUnits({ ratings: [4, 3], steps: [1, 2], disorganized: [true, false] }, ',') // '4dg,3x2'
 */
export function formatAttackingUnits(units: AttackingUnits, separator: string): string {
  return units.ratings
    .map((rating, index) => {
      const steps = units.steps?.[index];
      return `${rating}${steps !== undefined && steps !== 1 ? `x${steps}` : ''}${units.disorganized[index] ? 'dg' : ''}`;
    })
    .join(separator);
}

/**
 * Reads dice as typed: each a digit from 1 to 6, apart or together (`3 4`, `3,4`, `34`, `⚂⚃`, full-width `３ ４`);
 * a die with a sign (`-5`, `+5`) is refused, not read as 5.
 * @example parseDiceField('3 4', 2) // { ok: true, value: [3, 4] }
 * @example parseDiceField('7', 1) // { ok: false, error: { code: 'dice', params: { count: 1 } } }
 * @example parseDiceField('-5', 1) // { ok: false, error: { code: 'dice', params: { count: 1 } } }
 */
export function parseDiceField(text: string, count: 1 | 2): Outcome<readonly number[], FieldError> {
  const refusal = fail({ code: 'dice' as const, params: { count } });
  const typed = numberText(text);
  // A sign glued to a die, at the start or after a space or comma, is a signed number, not a separator.
  if (/(?:^|[\s,;/])[-+\u2212\u2012\u2013]\S/.test(typed)) return refusal;
  const faces = Array.from(typed)
    .map((character) => (DIE_FACES as readonly string[]).indexOf(character) + 1 || character)
    .join('');
  const compact = String(faces).replace(/[\s,;/+-]+/g, '');
  if (compact.length !== count || !/^[1-6]+$/.test(compact)) return refusal;
  return succeed(Array.from(compact, Number));
}

/** The die faces ⚀ to ⚅, for 1 to 6. */
export const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

/**
 * Reads a terrain from its URL slug.
 * @example terrainFromSlug('very-close') // 'Very Close'
 * @example terrainFromSlug('swamp') // null
 */
export function terrainFromSlug(slug: string): Terrain | null {
  return TERRAINS.find((terrain) => TERRAIN_SLUGS[terrain] === slug) ?? null;
}

/**
 * Reads the tools' state from a URL query; never throws, and reports each unusable parameter.
 * @example parseToolState('?code=AL1o1+DL1o2&roll=abc').state.code // 'AL1o1 DL1o2' (and one problem: roll)
 */
export function parseToolState(search: string): ParsedToolState {
  const reader = urlStateReader(typeof search === 'string' ? search : '');
  const read = <Value>(param: ToolParam, field: UrlField<Value, FieldErrorCode>, fallback: Value): Value => reader.read(param, field, fallback);
  const defaults = DEFAULT_TOOL_STATE;
  const base = defaults.situation;
  const procedure = defaults.procedure;
  const asRead: CombatToolState = {
    code: read(TOOL_PARAMS.code, URL_FIELDS.code, defaults.code),
    terrain: read(TOOL_PARAMS.terrain, URL_FIELDS.terrain, defaults.terrain),
    attack: read<number | null>(TOOL_PARAMS.attack, URL_FIELDS.strength, defaults.attack),
    defense: read<number | null>(TOOL_PARAMS.defense, URL_FIELDS.strength, defaults.defense),
    shift: read(TOOL_PARAMS.shift, URL_FIELDS.shift, defaults.shift),
    roll: read<number | null>(TOOL_PARAMS.roll, URL_FIELDS.roll, defaults.roll),
    situation: {
      attackerSteps: read(TOOL_PARAMS.attackerSteps, URL_FIELDS.steps, base.attackerSteps),
      defenderSteps: read(TOOL_PARAMS.defenderSteps, URL_FIELDS.steps, base.defenderSteps),
      attackerRetreat: read(TOOL_PARAMS.attackerRetreat, URL_FIELDS.retreat, base.attackerRetreat),
      defenderRetreat: read(TOOL_PARAMS.defenderRetreat, URL_FIELDS.retreat, base.defenderRetreat),
      ...unitChoices(read(TOOL_PARAMS.attackerActionRatings, URL_FIELDS.units, unitsOf(base))),
      phase: read(TOOL_PARAMS.phase, URL_FIELDS.phase, base.phase),
      defenderInReserve: read(TOOL_PARAMS.defenderInReserve, URL_FIELDS.flag, base.defenderInReserve),
      attackingHexes: read(TOOL_PARAMS.attackingHexes, URL_FIELDS.attackingHexes, base.attackingHexes),
      attackFromNonAdjacentHexsides: read(TOOL_PARAMS.attackFromNonAdjacentHexsides, URL_FIELDS.flag, base.attackFromNonAdjacentHexsides),
      defenderAppliesOptionAnyway: read(TOOL_PARAMS.defenderAppliesOptionAnyway, URL_FIELDS.flag, base.defenderAppliesOptionAnyway),
    },
    procedure: {
      defenderAr: read(TOOL_PARAMS.defenderAr, URL_FIELDS.actionRating, procedure.defenderAr),
      defenderMode: read(TOOL_PARAMS.defenderMode, URL_FIELDS.defenderMode, procedure.defenderMode),
      hedgehog: read(TOOL_PARAMS.hedgehog, URL_FIELDS.hedgehog, procedure.hedgehog),
      otherShift: read(TOOL_PARAMS.otherShift, URL_FIELDS.shift, procedure.otherShift),
      otherNote: read(TOOL_PARAMS.otherNote, URL_FIELDS.note, procedure.otherNote),
      surpriseDice: read<readonly [number, number] | null>(TOOL_PARAMS.surpriseDice, URL_FIELDS.dicePair, procedure.surpriseDice),
      shiftDie: read<number | null>(TOOL_PARAMS.shiftDie, URL_FIELDS.oneDie, procedure.shiftDie),
      combatDice: read<readonly [number, number] | null>(TOOL_PARAMS.combatDice, URL_FIELDS.dicePair, procedure.combatDice),
    },
  };
  // A link that lists the attacking units without the attacker's steps (`ar=4,3`) has the steps they hold: the
  // default (3) refused it (an OCS review).
  const implied = reader.has(TOOL_PARAMS.attackerSteps) ? null : impliedAttackerSteps(unitsOf(asRead.situation));
  const state = implied === null ? asRead : { ...asRead, situation: { ...asRead.situation, attackerSteps: implied } };
  return { state, problems: reader.problems as readonly ToolStateProblem[] };
}

/**
 * The attacker's steps that a list of attacking units holds, when a link gives the units but not those steps: the sum
 * of their steps where it lists several units or their steps; null for one unit alone, which takes the attacker's
 * steps (the default, 3).
 * @example impliedAttackerSteps({ ratings: [4, 3], steps: null, disorganized: [false, false] }) // 2
 * @example impliedAttackerSteps({ ratings: [4], steps: null, disorganized: [false] }) // null
 */
export function impliedAttackerSteps(units: AttackingUnits): number | null {
  if (units.ratings.length < 2 && units.steps === null) return null;
  const sum = (units.steps ?? units.ratings.map(() => 1)).reduce((total, steps) => total + steps, 0);
  // More than the steps field takes (20 units of 99 steps): none implied, and the panel says the units' steps and the
  // attacker's disagree, as for any link that gives both apart.
  return sum <= INTEGER_LIMITS.steps.max ? sum : null;
}

/**
 * Writes the state as a URL query holding only what differs from the defaults ('' when nothing does).
 * @example serializeToolState({ ...DEFAULT_TOOL_STATE, code: 'AL1o1 DL1o2', roll: 7 }) // '?code=AL1o1+DL1o2&roll=7'
 */
export function serializeToolState(state: CombatToolState): string {
  const defaults = DEFAULT_TOOL_STATE;
  const base = defaults.situation;
  const choices = state.situation;
  const procedure = state.procedure;
  const query = writeQuery([
    paramEntry(TOOL_PARAMS.code, URL_FIELDS.code, state.code, defaults.code),
    paramEntry(TOOL_PARAMS.terrain, URL_FIELDS.terrain, state.terrain, defaults.terrain),
    paramEntry(TOOL_PARAMS.attack, URL_FIELDS.strength, state.attack, defaults.attack),
    paramEntry(TOOL_PARAMS.defense, URL_FIELDS.strength, state.defense, defaults.defense),
    paramEntry(TOOL_PARAMS.shift, URL_FIELDS.shift, state.shift, defaults.shift),
    paramEntry(TOOL_PARAMS.roll, URL_FIELDS.roll, state.roll, defaults.roll),
    paramEntry(TOOL_PARAMS.attackerSteps, URL_FIELDS.steps, choices.attackerSteps, impliedAttackerSteps(unitsOf(choices)) ?? base.attackerSteps),
    paramEntry(TOOL_PARAMS.defenderSteps, URL_FIELDS.steps, choices.defenderSteps, base.defenderSteps),
    paramEntry(TOOL_PARAMS.attackerRetreat, URL_FIELDS.retreat, choices.attackerRetreat, base.attackerRetreat),
    paramEntry(TOOL_PARAMS.defenderRetreat, URL_FIELDS.retreat, choices.defenderRetreat, base.defenderRetreat),
    paramEntry(TOOL_PARAMS.attackerActionRatings, URL_FIELDS.units, unitsOf(choices), unitsOf(base)),
    paramEntry(TOOL_PARAMS.phase, URL_FIELDS.phase, choices.phase, base.phase),
    paramEntry(TOOL_PARAMS.defenderInReserve, URL_FIELDS.flag, choices.defenderInReserve, base.defenderInReserve),
    paramEntry(TOOL_PARAMS.attackingHexes, URL_FIELDS.attackingHexes, choices.attackingHexes, base.attackingHexes),
    paramEntry(TOOL_PARAMS.attackFromNonAdjacentHexsides, URL_FIELDS.flag, choices.attackFromNonAdjacentHexsides, base.attackFromNonAdjacentHexsides),
    paramEntry(TOOL_PARAMS.defenderAppliesOptionAnyway, URL_FIELDS.flag, choices.defenderAppliesOptionAnyway, base.defenderAppliesOptionAnyway),
    paramEntry(TOOL_PARAMS.defenderAr, URL_FIELDS.actionRating, procedure.defenderAr, defaults.procedure.defenderAr),
    paramEntry(TOOL_PARAMS.defenderMode, URL_FIELDS.defenderMode, procedure.defenderMode, defaults.procedure.defenderMode),
    paramEntry(TOOL_PARAMS.hedgehog, URL_FIELDS.hedgehog, procedure.hedgehog, defaults.procedure.hedgehog),
    paramEntry(TOOL_PARAMS.otherShift, URL_FIELDS.shift, procedure.otherShift, defaults.procedure.otherShift),
    paramEntry(TOOL_PARAMS.otherNote, URL_FIELDS.note, procedure.otherNote, defaults.procedure.otherNote),
    paramEntry(TOOL_PARAMS.surpriseDice, URL_FIELDS.dicePair, procedure.surpriseDice, defaults.procedure.surpriseDice),
    paramEntry(TOOL_PARAMS.shiftDie, URL_FIELDS.oneDie, procedure.shiftDie, defaults.procedure.shiftDie),
    paramEntry(TOOL_PARAMS.combatDice, URL_FIELDS.dicePair, procedure.combatDice, defaults.procedure.combatDice),
  ]);
  return query === '' ? '' : `?${query}`;
}

/**
 * The odds and the table cell the table inputs lead to; either is null while the inputs are incomplete.
 * @example lookupForState({ ...DEFAULT_TOOL_STATE, attack: 15, defense: 6, roll: 7 }, combatTable).cell?.result // 'Ao1 Do1' (3:1 Open)
 */
export function lookupForState(state: CombatToolState, table: CombatTable): ToolLookup {
  if (state.attack === null || state.defense === null) return { odds: null, oddsError: null, cell: null };
  const odds = computeOdds(state.attack, state.defense);
  if (!odds.ok) return { odds: null, oddsError: odds.error.code, cell: null };
  if (state.roll === null) return { odds: odds.value, oddsError: null, cell: null };
  const cell = lookupCombatTable(table, { terrain: state.terrain, odds: odds.value, shift: state.shift, roll: state.roll });
  return { odds: odds.value, oddsError: null, cell: cell.ok ? cell.value : null };
}

/**
 * The state with its code replaced by the cell the table inputs lead to, when they lead to one.
 * @example withLookupResult({ ...DEFAULT_TOOL_STATE, attack: 4, defense: 1, shift: 3, roll: 12 }, combatTable).code // 'Ae3 DL2o2DG'
 */
export function withLookupResult(state: CombatToolState, table: CombatTable): CombatToolState {
  const { cell } = lookupForState(state, table);
  return cell ? { ...state, code: cell.result } : state;
}

/**
 * Chooses a cell of the table: its result becomes the code, and the table inputs move to lead to it
 * (roll to its row; shift to its column from the current odds, or strengths to its odds when none are given);
 * the dice, if any, are set aside.
 * @example chooseCell({ ...DEFAULT_TOOL_STATE, attack: 4, defense: 1 }, combatTable, 11, 10) // shift 3, roll 12, code 'Ae3 DL2o2DG'
 * @example chooseCell(DEFAULT_TOOL_STATE, combatTable, 0, 7) // attack 4, defense 1, shift 0, roll 1, code 'AL1o1' (4:1 Open)
 */
export function chooseCell(state: CombatToolState, table: CombatTable, rowIndex: number, columnIndex: number): CombatToolState {
  const result = table.rows[rowIndex]?.results[columnIndex];
  const header = parseOddsLabel(table.columnsByTerrain[state.terrain][columnIndex] ?? '');
  if (result === undefined || header === null) return state;
  const roll = Math.min(rowIndex + 1, ROW_LABELS.length);
  // A cell chosen by hand replaces whatever the dice said.
  const chosen = { ...state, code: result, roll, procedure: { ...state.procedure, surpriseDice: null, shiftDie: null, combatDice: null } };
  const { odds } = lookupForState(state, table);
  if (odds) return { ...chosen, shift: columnIndex - columnIndexForOdds(table, state.terrain, odds) };
  return { ...chosen, attack: header.attacker, defense: header.defender, shift: 0 };
}

/**
 * The situation to resolve a result in: the panel's choices, with each retreat cut to its side's option.
 * @example situationFor({ ...DEFAULT_TOOL_STATE.situation, attackerRetreat: 3 }, ao1Dl1o2).attackerRetreat // 1
 */
export function situationFor(choices: SituationChoices, value: CombatResult): CombatSituation {
  const { attackerUnitSteps, ...rest } = choices;
  return {
    ...rest,
    ...(attackerUnitSteps === null ? {} : { attackerUnitSteps }),
    attackerRetreat: Math.min(choices.attackerRetreat, value.attacker.option),
    defenderRetreat: Math.min(choices.defenderRetreat, value.defender.option),
  };
}

/**
 * Reads the note of a declared shift: free text, trimmed, up to {@link MAX_NOTE_LENGTH} characters.
 * @example parseNote(' air support ') // { ok: true, value: 'air support' }
 */
export function parseNote(raw: string): Outcome<string, FieldError> {
  const reading = URL_FIELDS.note.read(raw);
  return reading.ok ? reading : fail(reading.error);
}

/**
 * Reads two dice (`3,4`).
 * @example parseDicePair('3,4') // { ok: true, value: [3, 4] }
 */
export function parseDicePair(raw: string): Outcome<readonly [number, number], FieldError> {
  const dice = parseDiceField(raw, 2);
  return dice.ok ? succeed([dice.value[0] ?? 1, dice.value[1] ?? 1] as const) : dice;
}

/**
 * Reads one die.
 * @example parseOneDie('5') // { ok: true, value: 5 }
 */
export function parseOneDie(raw: string): Outcome<number, FieldError> {
  const dice = parseDiceField(raw, 1);
  return dice.ok ? succeed(dice.value[0] ?? 1) : dice;
}

/**
 * The attacking units of the situation choices.
 * @example unitsOf(DEFAULT_TOOL_STATE.situation) // { ratings: [3], steps: null, disorganized: [false] }
 */
export function unitsOf(choices: SituationChoices): AttackingUnits {
  return { ratings: choices.attackerActionRatings, steps: choices.attackerUnitSteps, disorganized: choices.attackerDisorganized };
}

/**
 * The situation choices that hold the attacking units.
 * @example unitChoices({ ratings: [4], steps: null, disorganized: [true] }) // { attackerActionRatings: [4], attackerUnitSteps: null, attackerDisorganized: [true] }
 */
export function unitChoices(units: AttackingUnits): Pick<SituationChoices, 'attackerActionRatings' | 'attackerUnitSteps' | 'attackerDisorganized'> {
  return { attackerActionRatings: units.ratings, attackerUnitSteps: units.steps, attackerDisorganized: units.disorganized };
}

// Each parameter's kind; custom kinds for the attacking units and the dice, whose messages are the tools' own.
const URL_FIELDS = {
  code: textField({ maxLength: MAX_CODE_PARAM_LENGTH }),
  note: textField({ maxLength: MAX_NOTE_LENGTH, clean: (text) => text.trim() }),
  terrain: choiceField(TERRAINS, (terrain) => TERRAIN_SLUGS[terrain]),
  phase: choiceField(COMBAT_PHASES),
  defenderMode: choiceField(DEFENDER_MODES),
  flag: flagField(),
  shift: integerField(INTEGER_LIMITS.shift),
  roll: integerField(INTEGER_LIMITS.roll),
  steps: integerField(INTEGER_LIMITS.steps),
  retreat: integerField(INTEGER_LIMITS.retreat),
  attackingHexes: integerField(INTEGER_LIMITS.attackingHexes),
  actionRating: integerField(INTEGER_LIMITS.actionRating),
  hedgehog: integerField(INTEGER_LIMITS.hedgehog),
  strength: { read: parseStrengthField, write: formatStrength } satisfies UrlField<number, FieldErrorCode>,
  units: { read: parseAttackingUnitsField, write: (units) => formatAttackingUnits(units, ',') } satisfies UrlField<AttackingUnits, FieldErrorCode>,
  dicePair: { read: parseDicePair, write: (dice) => dice.join(',') } satisfies UrlField<readonly [number, number], FieldErrorCode>,
  oneDie: { read: parseOneDie, write: String } satisfies UrlField<number, FieldErrorCode>,
};
