/**
 * Tactical marches in General de Brigade (chapter VIII, 8.5–8.6): how many brigades may march,
 * how far each arm marches, and whether one unit may march this turn and how far it gets.
 * Every rule carries the id of the clause it follows from, so the interface can link to it.
 */
import {
  convertMeasure,
  formatDistance,
  formatMeasure,
  formatNumber,
  isLengthUnit,
  isTableLength,
  lengthIn,
  measureOf,
  shownLength,
  tidyLength,
  type Distance,
  type LengthLocale,
  type LengthUnit,
  type Measure,
} from './units';
import { fail, succeed, type Failed, type Outcome } from '../result';

/** The clauses these rules come from, with the ids the site gives them. */
export const MARCH_CLAUSES = [
  '8-1',
  '8-3-c',
  '8-4-a',
  '8-5',
  '8-5-a',
  '8-5-b',
  '8-5-c',
  '8-5-d',
  '8-5-e',
  '8-5-f',
  '8-5-g',
  '8-5-commanders',
  '8-5-initiative',
  '8-6',
  '8-7',
  '8-7-austrian-horse-artillery',
  '8-8',
  '8-9',
] as const;
export type MarchClauseId = (typeof MARCH_CLAUSES)[number];

/** A distance quoted by the rules, with the clause that quotes it (and the one that repeats it, if any). */
export interface SourcedDistance extends Distance {
  readonly clause: MarchClauseId;
  readonly restatedIn?: MarchClauseId;
}

/** March of infantry and foot artillery: 30 cm (18″) a turn. */
export const INFANTRY_MARCH: SourcedDistance = Object.freeze({ cm: 30, in: 18, clause: '8-5-c', restatedIn: '8-6' });

/** March of cavalry, generals and horse artillery: 40 cm (24″) a turn. */
export const MOUNTED_MARCH: SourcedDistance = Object.freeze({ cm: 40, in: 24, clause: '8-5-d', restatedIn: '8-6' });

/** A unit's march ends when it comes within 35 cm (20″) of any enemy unit. */
export const ENEMY_MARCH_STOP: SourcedDistance = Object.freeze({ cm: 35, in: 20, clause: '8-5-e' });

/** Enemy influence: re-forming within 10 cm (6″) of a formed enemy needs a formation test. */
export const ENEMY_INFLUENCE: SourcedDistance = Object.freeze({ cm: 10, in: 6, clause: '8-4-a' });

/** Normal (not march) move of Austrian horse artillery: 15 cm (9″); kept for reference, never used for marching. */
export const AUSTRIAN_HORSE_ARTILLERY_MOVE: SourcedDistance = Object.freeze({
  cm: 15,
  in: 9,
  clause: '8-7-austrian-horse-artillery',
});

/** Commanders' nations as the march table groups them. */
export const NATIONS = ['britain', 'france', 'late-prussia', 'austria', 'russia', 'other'] as const;
export type Nation = (typeof NATIONS)[number];

/** Brigades a commander of each nation may march at once, before any bonus. */
export const BASE_MARCHING_BRIGADES: Readonly<Record<Nation, number>> = Object.freeze({
  britain: 2,
  france: 2,
  'late-prussia': 2,
  austria: 1,
  russia: 1,
  other: 1,
});

/** Extra brigade a gifted commander may march. */
export const GIFTED_COMMANDER_BONUS = 1;

/** Extra brigades per successful brigadier-initiative roll. */
export const BRIGADES_PER_INITIATIVE_SUCCESS = 1;

/** The kinds of troops the march rules distinguish (skirmishers apart because their formation rule differs). */
export const ARMS = ['infantry', 'foot-artillery', 'cavalry', 'horse-artillery', 'general', 'skirmishers'] as const;
export type Arm = (typeof ARMS)[number];

/** Every formation the planner knows, across arms. */
export const FORMATIONS = [
  'company-column',
  'division-column',
  'line',
  'square',
  'open-order',
  'unformed',
  'squadron-column',
  'half-squadron-column',
  'limbered',
  'unlimbered',
] as const;
export type Formation = (typeof FORMATIONS)[number];

/** Formations each arm can be in; a general has none. */
export const FORMATIONS_BY_ARM: Readonly<Record<Arm, readonly Formation[]>> = Object.freeze({
  infantry: ['company-column', 'division-column', 'line', 'square', 'unformed'],
  // Skirmishers who close up into columns are formed infantry: enter them as infantry.
  skirmishers: ['open-order', 'unformed'],
  cavalry: ['squadron-column', 'half-squadron-column', 'line', 'unformed'],
  'foot-artillery': ['limbered', 'unlimbered'],
  'horse-artillery': ['limbered', 'unlimbered'],
  general: [],
});

/** Formations in which each arm may march (`8-5-b`). */
export const MARCH_FORMATIONS_BY_ARM: Readonly<Record<Arm, readonly Formation[]>> = Object.freeze({
  infantry: ['company-column', 'division-column'],
  skirmishers: ['open-order'],
  // The source's "взводные (1/2 эскадрона)" columns: half-squadron columns.
  cavalry: ['squadron-column', 'half-squadron-column'],
  'foot-artillery': ['limbered'],
  'horse-artillery': ['limbered'],
  general: [],
});

/** Brigade orders: the three the source names for marching, and every other order lumped together. */
export const ORDERS = ['attack', 'support', 'move', 'other'] as const;
export type Order = (typeof ORDERS)[number];

/** Orders under which a brigade may march (`8-5-a`). */
export const MARCH_ORDERS: readonly Order[] = ['attack', 'support', 'move'];

/**
 * What the unit did at normal speed this turn: nothing, only a formation change (the one normal move 8.5 е)
 * lets a unit combine with a march), or a normal move of any other kind (which rules the march out).
 */
export const NORMAL_MOVES = ['no', 'yes', 'formation-change-only'] as const;
export type NormalMove = (typeof NORMAL_MOVES)[number];

/**
 * What an arm may have done at normal speed: a general has no formation, so no formation change either.
 * @example normalMovesOf('general') // ['no', 'yes']
 */
export function normalMovesOf(arm: Arm): readonly NormalMove[] {
  return arm === 'general' ? ['no', 'yes'] : NORMAL_MOVES;
}

/** Reason codes, each stable for the interface to translate. */
export const REASON_CODES = [
  'whole-brigade-marches',
  'part-of-brigade-cannot-march',
  'unit-out-of-formation-stops-brigade',
  'other-unit-out-of-formation',
  'order-permits-march',
  'order-forbids-march',
  'order-beyond-8-1',
  'formation-permits-march',
  'formation-forbids-march',
  'formation-after-change-forbids-march',
  'general-needs-no-formation',
  'march-distance-for-arm',
  'skirmishers-march-as-infantry',
  'austrian-horse-artillery-normal-move',
  'not-moved-normally',
  'formation-change-then-march',
  'formation-change-takes-part-of-turn',
  'normal-move-forbids-march',
  'general-normal-move-assumed',
  'formation-test-if-enemy-formed',
  'march-full-distance',
  'march-not-cut-by-enemy',
  'march-ends-near-enemy',
  'march-ends-near-enemy-at-most',
  'within-enemy-stop',
  'assumes-straight-toward-nearest-enemy',
  'assumes-no-fire-in-attack-phase',
  'stop-pair-differs',
  'stop-pair-differs-no-march',
  'rest-of-brigade-continues',
  'unit-may-move-at-normal-speed',
  'general-stop-assumed',
  'brigade-stop-is-reading',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * Reasons that check nothing: they state an assumption or a consequence, so the interface can show them as notes.
 * Their `ok` is always true.
 */
export const NOTE_REASON_CODES: readonly ReasonCode[] = [
  'order-beyond-8-1',
  'general-needs-no-formation',
  'march-distance-for-arm',
  'skirmishers-march-as-infantry',
  'austrian-horse-artillery-normal-move',
  'formation-change-takes-part-of-turn',
  'formation-test-if-enemy-formed',
  'assumes-straight-toward-nearest-enemy',
  'assumes-no-fire-in-attack-phase',
  'stop-pair-differs',
  'stop-pair-differs-no-march',
  'rest-of-brigade-continues',
  'unit-may-move-at-normal-speed',
  'general-stop-assumed',
  'brigade-stop-is-reading',
];

/** Codes of invalid input, each stable for the interface to translate. */
export const ERROR_CODES = [
  'invalid-input',
  'unknown-nation',
  'invalid-gifted',
  'invalid-initiative-successes',
  'missing-initiative-successes',
  'unknown-arm',
  'missing-formation',
  'unknown-formation',
  'formation-not-for-arm',
  'unknown-order',
  'unknown-length-unit',
  'invalid-distance',
  'missing-distance',
  'unknown-normal-move',
  'invalid-whole-brigade',
  'invalid-other-units',
  'no-units',
  'too-many-units',
  'units-not-read',
  'general-no-formation-change',
] as const;
export type MarchErrorCode = (typeof ERROR_CODES)[number];

/** A value a message may interpolate; distances and measures are formatted, code values translated. */
export type ParamValue = string | number | boolean | Distance | Measure;
export type Params = Readonly<Record<string, ParamValue>>;

/** One rule applied to the plan: whether it lets the unit march, with the values its message needs. */
export interface Reason {
  readonly code: ReasonCode;
  readonly ok: boolean;
  readonly params: Params;
  readonly clause: MarchClauseId;
}

/** Why an input could not be planned at all. */
export interface MarchError {
  readonly code: MarchErrorCode;
  readonly params: Params;
}

/** The result of invalid input: nothing is thrown (the error half of `Outcome`, `src/lib/result.ts`). */
export type Failure = Failed<MarchError>;

/** What decides how many brigades a commander may march. */
export interface BrigadesInput {
  readonly nation: Nation;
  /** Defaults to false. */
  readonly gifted?: boolean;
  /** Successful brigadier-initiative rolls this turn; defaults to 0. */
  readonly initiativeSuccesses?: number;
}

/** How many brigades may march this turn, by source. */
export interface BrigadeAllowance {
  readonly total: number;
  readonly base: number;
  readonly gifted: number;
  readonly initiative: number;
  readonly sources: readonly MarchClauseId[];
}

/** The march distance of an arm; `inferred` when the source gives none and it is read from a related rule. */
export interface ArmMarch {
  readonly distance: SourcedDistance;
  readonly inferred: boolean;
}

/** What the planner needs to know about one unit. */
export interface PlanMarchInput {
  readonly arm: Arm;
  /** The formation it marches in, after any formation change this turn; omitted for a general. */
  readonly formation?: Formation;
  /** Its brigade's order. */
  readonly order: Order;
  /** Distance to the nearest enemy unit, in the unit the player measures in. */
  readonly distanceToEnemy: Measure;
  /** Defaults to 'no'. */
  readonly movedNormallyThisTurn?: NormalMove;
  /** Whether the whole brigade, with all its units, is marching; defaults to true. */
  readonly wholeBrigade?: boolean;
  /** The army's nation, as the commander's; only notes depend on it. */
  readonly nation?: Nation;
  /**
   * The brigade's other units that are not in a march formation; defaults to none. Any one of them keeps the
   * whole brigade, this unit too, from marching (8.5, 8.5 б).
   */
  readonly othersOutOfFormation?: readonly UnitOutOfFormation[];
}

/** A unit of the brigade, by its place in it (from 1), that is not in a formation it may march in (`8-5-b`). */
export interface UnitOutOfFormation {
  readonly position: number;
  readonly arm: Arm;
  readonly formation: Formation;
}

/** Whether one unit may march this turn, why, and how far it gets. */
export interface MarchPlan {
  readonly mayMarch: boolean;
  readonly reasons: readonly Reason[];
  /** The arm's full march distance. */
  readonly distance: SourcedDistance;
  /** How far it actually marches, in the unit of `distanceToEnemy`; 0 when it may not march. */
  readonly reach: Measure;
  /**
   * Whether `reach` is only an upper bound: after a formation change, which takes a share of the turn the
   * published rules do not give (8.8, table 8.9 not published), the march may be shorter.
   */
  readonly reachIsUpperBound: boolean;
}

/** Input kinds whose values the locale files label. */
export const LABEL_KINDS = ['nation', 'arm', 'formation', 'order', 'normalMove', 'lengthUnit'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

const LABEL_VALUES: Readonly<Record<LabelKind, readonly string[]>> = {
  nation: NATIONS,
  arm: ARMS,
  formation: FORMATIONS,
  order: ORDERS,
  normalMove: NORMAL_MOVES,
  lengthUnit: ['cm', 'in'],
};

/** An error of one unit of a brigade's link, naming the unit (`n`) before the error's own `message`. */
export const UNIT_ERROR_KEY = 'error.inUnit';

/** Summary lines for a brigade allowance, interpolating `total`, `count` and `nation`. */
export const BRIGADE_SUMMARY_KEYS = [
  'brigades.total',
  'brigades.base',
  'brigades.gifted',
  'brigades.initiative',
] as const;

/**
 * Whether a value is one of a list of codes.
 * @example isOneOf(ARMS, 'cavalry') // true
 */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/**
 * Whether a value names a nation of the march table.
 * @example isNation('late-prussia') // true
 */
export function isNation(value: unknown): value is Nation {
  return isOneOf(NATIONS, value);
}

/**
 * Whether a value names an arm.
 * @example isArm('skirmishers') // true
 */
export function isArm(value: unknown): value is Arm {
  return isOneOf(ARMS, value);
}

/**
 * Whether a value names a formation.
 * @example isFormation('limbered') // true
 */
export function isFormation(value: unknown): value is Formation {
  return isOneOf(FORMATIONS, value);
}

/**
 * Whether a value names a brigade order.
 * @example isOrder('support') // true
 */
export function isOrder(value: unknown): value is Order {
  return isOneOf(ORDERS, value);
}

/**
 * Whether a value says how the unit moved normally this turn.
 * @example isNormalMove('formation-change-only') // true
 */
export function isNormalMove(value: unknown): value is NormalMove {
  return isOneOf(NORMAL_MOVES, value);
}

/**
 * A coded failure with the values its message needs.
 * @example failure('missing-formation', { arm: 'cavalry' }) // { ok: false, error: { code: 'missing-formation', params: { arm: 'cavalry' } } }
 */
export function failure(code: MarchErrorCode, params: Params = {}): Failure {
  return fail({ code, params });
}

/**
 * A coded failure quoting the offending value as text, whatever it was.
 * @example invalidValue('unknown-arm', 'dragoons') // { ok: false, error: { code: 'unknown-arm', params: { value: 'dragoons' } } }
 */
export function invalidValue(code: MarchErrorCode, value: unknown): Failure {
  return failure(code, { value: String(value) });
}

/**
 * Brigades a commander may march at once: the nation's base, +1 if gifted, +1 per successful brigadier-initiative roll.
 * @example brigadesAllowed({ nation: 'france', gifted: true, initiativeSuccesses: 1 }) // { ok: true, value: { total: 4, base: 2, gifted: 1, initiative: 1, sources: ['8-5-commanders', '8-5-initiative'] } }
 */
export function brigadesAllowed(input: BrigadesInput): Outcome<BrigadeAllowance, MarchError> {
  if (typeof input !== 'object' || input === null) return failure('invalid-input');
  const { nation, gifted = false, initiativeSuccesses = 0 } = input;
  if (!isNation(nation)) return invalidValue('unknown-nation', nation);
  if (typeof gifted !== 'boolean') return invalidValue('invalid-gifted', gifted);
  if (!Number.isSafeInteger(initiativeSuccesses) || initiativeSuccesses < 0) {
    return invalidValue('invalid-initiative-successes', initiativeSuccesses);
  }
  const base = BASE_MARCHING_BRIGADES[nation];
  const giftedBonus = gifted ? GIFTED_COMMANDER_BONUS : 0;
  // `+ 0` turns a -0 count into 0 so totals print and compare as plain zero.
  const initiative = initiativeSuccesses * BRIGADES_PER_INITIATIVE_SUCCESS + 0;
  const sources: MarchClauseId[] = initiative > 0 ? ['8-5-commanders', '8-5-initiative'] : ['8-5-commanders'];
  return succeed({ total: base + giftedBonus + initiative, base, gifted: giftedBonus, initiative, sources });
}

/**
 * How far an arm marches in a turn (`8-5-c`, `8-5-d`, repeated in `8-6`).
 * @example marchDistance('cavalry') // { ok: true, value: { distance: { cm: 40, in: 24, clause: '8-5-d', restatedIn: '8-6' }, inferred: false } }
 */
export function marchDistance(arm: Arm): Outcome<ArmMarch, MarchError> {
  switch (arm) {
    case 'infantry':
    case 'foot-artillery':
      return succeed({ distance: INFANTRY_MARCH, inferred: false });
    case 'cavalry':
    case 'horse-artillery':
    case 'general':
      return succeed({ distance: MOUNTED_MARCH, inferred: false });
    case 'skirmishers':
      // The source gives skirmishers no distance of their own; being foot troops, they march as infantry.
      return succeed({ distance: INFANTRY_MARCH, inferred: true });
    default:
      return invalidValue('unknown-arm', arm);
  }
}

/**
 * Whether a formation is one an arm can be in at all.
 * @example isFormationOfArm('cavalry', 'limbered') // false
 */
export function isFormationOfArm(arm: Arm, formation: Formation): boolean {
  return FORMATIONS_BY_ARM[arm].includes(formation);
}

/**
 * Whether an arm may march in a formation (`8-5-b`); a general needs none.
 * @example mayMarchInFormation('infantry', 'division-column') // true
 * @example mayMarchInFormation('infantry', 'line') // false
 */
export function mayMarchInFormation(arm: Arm, formation: Formation | undefined): boolean {
  if (arm === 'general') return formation === undefined;
  return formation !== undefined && MARCH_FORMATIONS_BY_ARM[arm].includes(formation);
}

/**
 * The first thing wrong with a plan's input, or null when it can be planned.
 * @example validatePlanInput({ arm: 'infantry', order: 'move', distanceToEnemy: { value: 50, unit: 'cm' } }) // { ok: false, error: { code: 'missing-formation', params: { arm: 'infantry' } } }
 */
export function validatePlanInput(input: PlanMarchInput): Failure | null {
  if (typeof input !== 'object' || input === null) return failure('invalid-input');
  const { arm, formation, order, distanceToEnemy, movedNormallyThisTurn = 'no', wholeBrigade = true } = input;
  if (!isArm(arm)) return invalidValue('unknown-arm', arm);
  if (formation === undefined && arm !== 'general') return failure('missing-formation', { arm });
  if (formation !== undefined && !isFormation(formation)) return invalidValue('unknown-formation', formation);
  if (formation !== undefined && !isFormationOfArm(arm, formation)) {
    return failure('formation-not-for-arm', { arm, formation });
  }
  if (!isOrder(order)) return invalidValue('unknown-order', order);
  if (typeof distanceToEnemy !== 'object' || distanceToEnemy === null) {
    return invalidValue('invalid-distance', distanceToEnemy);
  }
  if (!isLengthUnit(distanceToEnemy.unit)) return invalidValue('unknown-length-unit', distanceToEnemy.unit);
  if (!isTableLength(distanceToEnemy.value)) return invalidValue('invalid-distance', distanceToEnemy.value);
  if (!isNormalMove(movedNormallyThisTurn)) return invalidValue('unknown-normal-move', movedNormallyThisTurn);
  if (!normalMovesOf(arm).includes(movedNormallyThisTurn)) return failure('general-no-formation-change');
  if (typeof wholeBrigade !== 'boolean') return invalidValue('invalid-whole-brigade', wholeBrigade);
  if (input.nation !== undefined && !isNation(input.nation)) return invalidValue('unknown-nation', input.nation);
  const { othersOutOfFormation = [] } = input;
  if (!Array.isArray(othersOutOfFormation) || !othersOutOfFormation.every(isUnitOutOfFormation)) {
    return failure('invalid-other-units');
  }
  return null;
}

/**
 * Whether a value describes a unit out of a march formation: a place from 1, and a formation of its arm it may not march in.
 * @example isUnitOutOfFormation({ position: 2, arm: 'infantry', formation: 'line' }) // true
 * @example isUnitOutOfFormation({ position: 2, arm: 'infantry', formation: 'company-column' }) // false
 */
export function isUnitOutOfFormation(value: unknown): value is UnitOutOfFormation {
  if (typeof value !== 'object' || value === null) return false;
  const { position, arm, formation } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(position) &&
    (position as number) >= 1 &&
    isArm(arm) &&
    isFormation(formation) &&
    isFormationOfArm(arm, formation) &&
    !mayMarchInFormation(arm, formation)
  );
}

/**
 * The units of a brigade, by place (from 1), that are not in a formation they may march in (`8-5-b`); a general needs none.
 * @example unitsOutOfFormation([{ arm: 'general' }, { arm: 'infantry', formation: 'line' }]) // [{ position: 2, arm: 'infantry', formation: 'line' }]
 */
export function unitsOutOfFormation(units: readonly { readonly arm: Arm; readonly formation?: Formation }[]): UnitOutOfFormation[] {
  return units.flatMap(({ arm, formation }, index) =>
    arm === 'general' || formation === undefined || mayMarchInFormation(arm, formation) ? [] : [{ position: index + 1, arm, formation }],
  );
}

/**
 * The brigade-level rule: only the whole brigade, with all its units, marches (`8-5`).
 * @example wholeBrigadeReason(false).ok // false
 */
export function wholeBrigadeReason(wholeBrigade: boolean): Reason {
  return wholeBrigade
    ? { code: 'whole-brigade-marches', ok: true, params: {}, clause: '8-5' }
    : { code: 'part-of-brigade-cannot-march', ok: false, params: {}, clause: '8-5' };
}

/**
 * The whole-brigade rule (`8-5`) with the formations of 8.5 б), a requirement on every unit of the brigade: a unit
 * out of a march formation, this one or another (named by its place), keeps the whole brigade from marching. That is
 * the site's reading, and a note says so once: 8.5 ж) lets part of a marching brigade move at normal speed, and does
 * not say which part.
 * @example brigadeReasons(true, true, [{ position: 2, arm: 'infantry', formation: 'line' }]).map((r) => r.code) // ['other-unit-out-of-formation', 'brigade-stop-is-reading']
 * @example brigadeReasons(true, false, []).map((r) => r.code) // ['unit-out-of-formation-stops-brigade', 'brigade-stop-is-reading']
 */
export function brigadeReasons(wholeBrigade: boolean, inMarchFormation: boolean, others: readonly UnitOutOfFormation[]): Reason[] {
  if (!wholeBrigade || (inMarchFormation && others.length === 0)) return [wholeBrigadeReason(wholeBrigade)];
  const own: Reason[] = inMarchFormation ? [] : [{ code: 'unit-out-of-formation-stops-brigade', ok: false, params: {}, clause: '8-5' }];
  const named = others.map(({ position, arm, formation }): Reason => ({
    code: 'other-unit-out-of-formation',
    ok: false,
    params: { n: position, arm, formation },
    clause: '8-5',
  }));
  return [...own, ...named, { code: 'brigade-stop-is-reading', ok: true, params: {}, clause: '8-5-g' }];
}

/**
 * The order rule: Attack, Support or Move lets the brigade march (`8-5-a`).
 * @example orderReason('support').code // 'order-permits-march'
 */
export function orderReason(order: Order): Reason {
  const ok = MARCH_ORDERS.includes(order);
  return { code: ok ? 'order-permits-march' : 'order-forbids-march', ok, params: { order }, clause: '8-5-a' };
}

/**
 * A note for an Attack or Support order: 8.1 names only the Move order for tactical marches, 8.5 а) all three;
 * the planner follows 8.5 а), the clause that sets the requirements, and says so.
 * @example orderSourceReasons('attack').map((r) => r.code) // ['order-beyond-8-1']
 * @example orderSourceReasons('move') // []
 */
export function orderSourceReasons(order: Order): Reason[] {
  if (order !== 'attack' && order !== 'support') return [];
  return [{ code: 'order-beyond-8-1', ok: true, params: { order }, clause: '8-1' }];
}

/**
 * The formation rule (`8-5-b`); a general gets a note instead, since the rule asks no formation of him.
 * After a formation change the formation given is the one the unit changes into, and a refusal says so: a
 * player who gave the formation it left would otherwise read "no" beside "a formation change may be combined".
 * @example formationReason('foot-artillery', 'unlimbered').code // 'formation-forbids-march'
 * @example formationReason('foot-artillery', 'unlimbered', 'formation-change-only').code // 'formation-after-change-forbids-march'
 */
export function formationReason(arm: Arm, formation: Formation | undefined, moved: NormalMove = 'no'): Reason {
  if (arm === 'general') return { code: 'general-needs-no-formation', ok: true, params: {}, clause: '8-5-b' };
  const ok = mayMarchInFormation(arm, formation);
  const params = { arm, formation: formation ?? '' };
  if (ok) return { code: 'formation-permits-march', ok, params, clause: '8-5-b' };
  const code = moved === 'formation-change-only' ? 'formation-after-change-forbids-march' : 'formation-forbids-march';
  return { code, ok, params, clause: '8-5-b' };
}

/**
 * Notes on the arm's march distance: which clause gives it, and whether it is only inferred.
 * @example distanceReasons('skirmishers', INFANTRY_MARCH, true).map((r) => r.code) // ['march-distance-for-arm', 'skirmishers-march-as-infantry']
 */
export function distanceReasons(arm: Arm, distance: SourcedDistance, inferred: boolean): Reason[] {
  const { clause } = distance;
  const stated: Reason = { code: 'march-distance-for-arm', ok: true, params: { arm, distance }, clause };
  if (!inferred) return [stated];
  return [stated, { code: 'skirmishers-march-as-infantry', ok: true, params: { distance }, clause }];
}

/**
 * A note for Austrian horse artillery: 8.7 gives it a normal move of only 15 cm (9″), for lack of horses, while
 * 8.5 г) gives all horse artillery a 40 cm (24″) march and says nothing of Austrians; the planner keeps 8.5 г).
 * @example austrianHorseArtilleryReasons('horse-artillery', 'austria').map((r) => r.code) // ['austrian-horse-artillery-normal-move']
 */
export function austrianHorseArtilleryReasons(arm: Arm, nation: Nation | undefined): Reason[] {
  if (arm !== 'horse-artillery' || nation !== 'austria') return [];
  const params = { normalMove: AUSTRIAN_HORSE_ARTILLERY_MOVE, distance: MOUNTED_MARCH };
  return [{ code: 'austrian-horse-artillery-normal-move', ok: true, params, clause: AUSTRIAN_HORSE_ARTILLERY_MOVE.clause }];
}

/**
 * The rule against combining a normal move with a march (`8-5-f`): only a formation change may be combined.
 * 8.5 е) speaks of units; a general who moved normally is held to it too, and told that this is the site's reading
 * (8.2 б) lets a general move his full distance, join a unit and move again with it, and says nothing of marches).
 * @example normalMoveReason('formation-change-only').ok // true
 * @example normalMoveReason('yes').ok // false
 * @example normalMoveReason('yes', 'general').code // 'general-normal-move-assumed'
 */
export function normalMoveReason(moved: NormalMove, arm?: Arm): Reason {
  if (moved === 'no') return { code: 'not-moved-normally', ok: true, params: {}, clause: '8-5-f' };
  if (moved === 'formation-change-only') {
    return { code: 'formation-change-then-march', ok: true, params: {}, clause: '8-5-f' };
  }
  return { code: arm === 'general' ? 'general-normal-move-assumed' : 'normal-move-forbids-march', ok: false, params: {}, clause: '8-5-f' };
}

/**
 * A note after a formation change: it counts as a move and takes a share of the Movement Phase, from a table the
 * source does not publish (8.8, 8.9), so the march that follows may be shorter than the full distance.
 * @example formationChangeCostReasons('formation-change-only').map((r) => r.code) // ['formation-change-takes-part-of-turn']
 */
export function formationChangeCostReasons(moved: NormalMove): Reason[] {
  if (moved !== 'formation-change-only') return [];
  return [{ code: 'formation-change-takes-part-of-turn', ok: true, params: {}, clause: '8-8' }];
}

/**
 * A note when the unit re-formed inside enemy influence: if that enemy is formed, a formation test comes first (`8-4-a`).
 * @example influenceReasons('formation-change-only', { value: 6, unit: 'in' }).map((r) => r.code) // ['formation-test-if-enemy-formed']
 */
export function influenceReasons(moved: NormalMove, distanceToEnemy: Measure): Reason[] {
  const inside = distanceToEnemy.value <= lengthIn(ENEMY_INFLUENCE, distanceToEnemy.unit);
  if (moved !== 'formation-change-only' || !inside) return [];
  const params = { influence: ENEMY_INFLUENCE };
  return [{ code: 'formation-test-if-enemy-formed', ok: true, params, clause: ENEMY_INFLUENCE.clause }];
}

/**
 * How far a march gets toward an enemy straight ahead before the 35 cm (20″) stop, in the enemy distance's unit.
 * A unit already at or inside the stop gets nowhere: its march has ended before it starts.
 * @example marchReach(INFANTRY_MARCH, { value: 50, unit: 'cm' }) // { value: 15, unit: 'cm' }
 * @example marchReach(INFANTRY_MARCH, { value: 60, unit: 'in' }) // { value: 18, unit: 'in' }
 */
export function marchReach(distance: Distance, distanceToEnemy: Measure): Measure {
  const { unit, value } = distanceToEnemy;
  // Room that would read as 0 on the page is no room: "yes, but 0 cm" is a march that never starts.
  const room = shownLength(value - lengthIn(ENEMY_MARCH_STOP, unit));
  return { value: room <= 0 ? 0 : tidyLength(Math.min(lengthIn(distance, unit), room)), unit };
}

/**
 * The 35 cm (20″) stop rule (`8-5-e`) for an enemy straight ahead: full march, march cut short, or no march at all.
 * When the march is only an upper bound (after a formation change), an uncut march is not called full, nor a cut one
 * exact.
 * @example enemyStopReason(INFANTRY_MARCH, { value: 30, unit: 'cm' }).code // 'within-enemy-stop'
 * @example enemyStopReason(INFANTRY_MARCH, { value: 90, unit: 'cm' }, true).code // 'march-not-cut-by-enemy'
 */
export function enemyStopReason(distance: SourcedDistance, distanceToEnemy: Measure, upperBound = false): Reason {
  const stop = ENEMY_MARCH_STOP;
  const reach = marchReach(distance, distanceToEnemy);
  if (reach.value <= 0) {
    return { code: 'within-enemy-stop', ok: false, params: { distanceToEnemy, stop }, clause: '8-5-e' };
  }
  const uncut = reach.value === lengthIn(distance, reach.unit);
  const code = !uncut
    ? upperBound
      ? 'march-ends-near-enemy-at-most'
      : 'march-ends-near-enemy'
    : upperBound
      ? 'march-not-cut-by-enemy'
      : 'march-full-distance';
  return { code, ok: true, params: { reach, distance, stop }, clause: '8-5-e' };
}

/**
 * A note where the rules' two figures for the stop disagree with their own scale and that changes the answer:
 * 35 cm is paired with 20″, though at 5 cm : 3″ it is 21″, so the same table measured in the other unit lets
 * the unit march a different distance (or not at all). Nothing when both units give the same march.
 * @example stopPairReasons(INFANTRY_MARCH, { value: 34, unit: 'cm' }).map((r) => r.code) // ['stop-pair-differs']
 */
export function stopPairReasons(distance: Distance, distanceToEnemy: Measure): Reason[] {
  const other = distanceToEnemy.unit === 'cm' ? 'in' : 'cm';
  const reach = marchReach(distance, distanceToEnemy);
  const otherDistance = convertMeasure(distanceToEnemy, other);
  const otherReach = marchReach(distance, otherDistance);
  if (convertMeasure(otherReach, distanceToEnemy.unit).value === reach.value) return [];
  const params = {
    otherDistance,
    otherReach,
    stopCm: measureOf(ENEMY_MARCH_STOP, 'cm'),
    stopIn: measureOf(ENEMY_MARCH_STOP, 'in'),
    stopCmAtScale: convertMeasure(measureOf(ENEMY_MARCH_STOP, 'cm'), 'in'),
  };
  const code = otherReach.value > 0 ? 'stop-pair-differs' : 'stop-pair-differs-no-march';
  return [{ code, ok: true, params, clause: ENEMY_MARCH_STOP.clause }];
}

/** What the 35 cm (20″) stop answers when it cuts a march short or rules it out. */
const CUT_SHORT: readonly ReasonCode[] = ['march-ends-near-enemy', 'march-ends-near-enemy-at-most', 'within-enemy-stop'];

/**
 * A note for a general whose march the 35 cm (20″) stop cuts or rules out: 8.5 д) speaks of the brigade's units,
 * and the planner holds a general marching with them to the same stop, as its own reading.
 * @example generalStopReasons('general', 'march-ends-near-enemy').map((r) => r.code) // ['general-stop-assumed']
 * @example generalStopReasons('general', 'march-full-distance') // []
 */
export function generalStopReasons(arm: Arm, stopCode: ReasonCode): Reason[] {
  if (arm !== 'general' || !CUT_SHORT.includes(stopCode)) return [];
  return [{ code: 'general-stop-assumed', ok: true, params: { stop: ENEMY_MARCH_STOP }, clause: ENEMY_MARCH_STOP.clause }];
}

/**
 * The planner's own assumptions, stated so the reader can tell them from the rules, each citing the clause it bears
 * on: the unit heads straight for the nearest enemy (the 35 cm stop, 8.5 д), and did not fire in the Attack Phase,
 * which limits a unit's move (8.3 в) without saying whether it limits a march.
 * @example assumptionReasons({ value: 50, unit: 'cm' }).map((reason) => reason.clause) // ['8-5-e', '8-3-c']
 */
export function assumptionReasons(distanceToEnemy: Measure): Reason[] {
  return [
    { code: 'assumes-straight-toward-nearest-enemy', ok: true, params: { distanceToEnemy }, clause: '8-5-e' },
    { code: 'assumes-no-fire-in-attack-phase', ok: true, params: {}, clause: '8-3-c' },
  ];
}

/**
 * Notes on the rest of a marching brigade (every unit in a march formation, under a march order): when this
 * unit's march ends at the 35 cm (20″) stop, cut short or before it starts, the others go on (`8-5-e`, which
 * says so of that stop only); when this unit may not march (the stop, or a normal move, 8.5 е), it moves at
 * normal speed while the rest marches (`8-5-g`).
 * @example brigadeContinuesReasons('within-enemy-stop', false).map((r) => r.code) // ['rest-of-brigade-continues', 'unit-may-move-at-normal-speed']
 * @example brigadeContinuesReasons('march-ends-near-enemy', false).map((r) => r.code) // ['unit-may-move-at-normal-speed']
 */
export function brigadeContinuesReasons(stopCode: ReasonCode, unitMarches: boolean): Reason[] {
  const continues: Reason = { code: 'rest-of-brigade-continues', ok: true, params: {}, clause: '8-5-e' };
  const normalSpeed: Reason = { code: 'unit-may-move-at-normal-speed', ok: true, params: {}, clause: '8-5-g' };
  const stopped = stopCode === 'within-enemy-stop' || (unitMarches && CUT_SHORT.includes(stopCode));
  return [...(stopped ? [continues] : []), ...(unitMarches ? [] : [normalSpeed])];
}

/**
 * Whether one unit may make a tactical march this turn, every rule that decides it, and how far it gets.
 * The planner assumes the unit marches straight toward the nearest enemy, and says so in a note.
 * @example planMarch({ arm: 'infantry', formation: 'company-column', order: 'attack', distanceToEnemy: { value: 50, unit: 'cm' } }) // { ok: true, value: { mayMarch: true, reach: { value: 15, unit: 'cm' }, … } }
 */
export function planMarch(input: PlanMarchInput): Outcome<MarchPlan, MarchError> {
  const invalid = validatePlanInput(input);
  if (invalid) return invalid;
  const { arm, formation, order, distanceToEnemy, movedNormallyThisTurn = 'no', wholeBrigade = true, nation } = input;
  const { othersOutOfFormation = [] } = input;
  const armMarch = marchDistance(arm);
  if (!armMarch.ok) return armMarch;
  const { distance, inferred } = armMarch.value;

  const formationRule = formationReason(arm, formation, movedNormallyThisTurn);
  // 8.5 б) asks its formations of the brigade's units before the brigade marches, and 8.5 only lets the whole
  // brigade march: one unit out of formation keeps every unit from marching, not just itself.
  const brigadeRules = [
    ...brigadeReasons(wholeBrigade, formationRule.ok, othersOutOfFormation),
    orderReason(order),
    ...orderSourceReasons(order),
  ];
  const normalMoveRule = normalMoveReason(movedNormallyThisTurn, arm);
  const stop = enemyStopReason(distance, distanceToEnemy, movedNormallyThisTurn === 'formation-change-only');
  // What the rest of the brigade does only matters if the brigade is marching at all.
  const brigadeMarches = brigadeRules.every((reason) => reason.ok) && formationRule.ok;
  const unitMarches = brigadeMarches && stop.ok && normalMoveRule.ok;
  // How far the unit gets, and the two figures of the stop, only matter when nothing else already rules the
  // march out; a unit already inside the stop hears so whatever else holds it back.
  const decidedByStop = brigadeMarches && normalMoveRule.ok;
  const reasons = [
    // "The whole brigade marches" beside a unit that does not itself march would contradict it: the note on moving at
    // normal speed (8.5 ж) says how the two go together.
    ...brigadeRules.filter((reason) => normalMoveRule.ok || reason.code !== 'whole-brigade-marches'),
    formationRule,
    ...distanceReasons(arm, distance, inferred),
    ...austrianHorseArtilleryReasons(arm, nation),
    normalMoveRule,
    ...(unitMarches ? formationChangeCostReasons(movedNormallyThisTurn) : []),
    ...influenceReasons(movedNormallyThisTurn, distanceToEnemy),
    ...(decidedByStop || !stop.ok ? [stop, ...generalStopReasons(arm, stop.code), ...assumptionReasons(distanceToEnemy)] : []),
    ...(decidedByStop ? stopPairReasons(distance, distanceToEnemy) : []),
    ...(brigadeMarches ? brigadeContinuesReasons(stop.code, unitMarches) : []),
  ];
  const mayMarch = reasons.every((reason) => reason.ok);
  const reach = mayMarch ? marchReach(distance, distanceToEnemy) : { value: 0, unit: distanceToEnemy.unit };
  const reachIsUpperBound = mayMarch && movedNormallyThisTurn === 'formation-change-only';
  return succeed({ mayMarch, reasons, distance, reach, reachIsUpperBound });
}

/** One unit of a brigade, as the brigade planner takes it. */
export interface BrigadeUnitInput {
  readonly arm: Arm;
  /** Omitted for a general. */
  readonly formation?: Formation;
  readonly distanceToEnemy: Measure;
  /** Defaults to 'no'. */
  readonly movedNormallyThisTurn?: NormalMove;
}

/** A brigade: its order, whether it marches as a brigade, and its units. */
export interface PlanBrigadeInput {
  readonly order: Order;
  /** The army's nation, as the commander's; only notes depend on it. */
  readonly nation?: Nation;
  /** Defaults to true. */
  readonly wholeBrigade?: boolean;
  readonly units: readonly BrigadeUnitInput[];
}

/** The answer for each unit of a brigade, in the order given, how many of them march, and which keep it from marching. */
export interface BrigadePlan {
  readonly units: readonly MarchPlan[];
  readonly marching: number;
  /** Units not in a march formation (8.5 б); while there is one, no unit marches. */
  readonly outOfFormation: readonly UnitOutOfFormation[];
}

/** The most units the brigade planner takes: more than any brigade of the period fields. */
export const MAX_BRIGADE_UNITS = 20;

/**
 * Each unit of a brigade answered, each told of the others out of a march formation: while one is (8.5 б), no
 * unit marches (8.5). Otherwise each is answered on its own (`8-5-g`: part of a brigade may move at normal speed
 * while the rest marches). A unit's invalid input fails the whole plan, naming the unit by its place (from 1).
 * @example planBrigade({ order: 'move', units: [{ arm: 'general', distanceToEnemy: { value: 90, unit: 'cm' } }, { arm: 'infantry', formation: 'line', distanceToEnemy: { value: 90, unit: 'cm' } }] }).value.marching // 0
 * @example planBrigade({ order: 'move', units: [{ arm: 'general', distanceToEnemy: { value: 90, unit: 'cm' } }, { arm: 'infantry', formation: 'line', movedNormallyThisTurn: 'yes', distanceToEnemy: { value: 90, unit: 'cm' } }] }).value.outOfFormation // [{ position: 2, arm: 'infantry', formation: 'line' }]
 */
export function planBrigade(input: PlanBrigadeInput): Outcome<BrigadePlan, MarchError> {
  if (typeof input !== 'object' || input === null || !Array.isArray(input.units)) return failure('invalid-input');
  const { order, wholeBrigade = true, units, nation } = input;
  if (units.length === 0) return failure('no-units');
  if (units.length > MAX_BRIGADE_UNITS) return failure('too-many-units', { count: units.length, max: MAX_BRIGADE_UNITS });
  const plans: MarchPlan[] = [];
  for (const [index, unit] of units.entries()) {
    const alone = validatePlanInput({ ...unit, order, wholeBrigade });
    if (alone) return failure(alone.error.code, { ...alone.error.params, position: index + 1 });
  }
  const outOfFormation = unitsOutOfFormation(units);
  for (const [index, unit] of units.entries()) {
    const othersOutOfFormation = outOfFormation.filter((other) => other.position !== index + 1);
    const plan = planMarch({ ...unit, order, wholeBrigade, othersOutOfFormation, ...(nation === undefined ? {} : { nation }) });
    if (!plan.ok) return failure(plan.error.code, { ...plan.error.params, position: index + 1 });
    plans.push(plan.value);
  }
  const marching = plans.filter((plan) => plan.mayMarch).length;
  // 8.5 ж) speaks of units at normal speed beside a part that marches: in a brigade of several units where no other
  // unit marches, a unit is told of no «rest of the brigade» marching on. One unit alone is the one the reader
  // entered, not the whole brigade, and keeps those notes.
  const answered = plans.map((plan) =>
    units.length > 1 && marching - (plan.mayMarch ? 1 : 0) === 0 ? { ...plan, reasons: plan.reasons.filter((reason) => !REST_MARCHES_CODES.includes(reason.code)) } : plan,
  );
  return succeed({ units: answered, marching, outOfFormation });
}

/** The notes that speak of the rest of the brigade marching on. */
const REST_MARCHES_CODES: readonly ReasonCode[] = ['rest-of-brigade-continues', 'unit-may-move-at-normal-speed'];

/**
 * Whether a reason is a note (an assumption or consequence) rather than a check.
 * @example isNoteReason({ code: 'rest-of-brigade-continues', ok: true, params: {}, clause: '8-5-e' }) // true
 */
export function isNoteReason(reason: Reason): boolean {
  return NOTE_REASON_CODES.includes(reason.code);
}

/**
 * The locale key of a reason's message (namespace `march`).
 * @example reasonKey('within-enemy-stop') // 'reason.within-enemy-stop'
 */
export function reasonKey(code: ReasonCode): `reason.${ReasonCode}` {
  return `reason.${code}`;
}

/**
 * The locale key of an error's message (namespace `march`).
 * @example errorKey('invalid-distance') // 'error.invalid-distance'
 */
export function errorKey(code: MarchErrorCode): `error.${MarchErrorCode}` {
  return `error.${code}`;
}

/**
 * The locale key of an input value's label (namespace `march`).
 * @example labelKey('formation', 'limbered') // 'formation.limbered'
 */
export function labelKey(kind: LabelKind, value: string): string {
  return `${kind}.${value}`;
}

/**
 * Every key the march locale files must hold: labels, reasons, errors and brigade summary lines.
 * @example marchMessageKeys().includes('reason.within-enemy-stop') // true
 */
export function marchMessageKeys(): string[] {
  const labels = LABEL_KINDS.flatMap((kind) => LABEL_VALUES[kind].map((value) => labelKey(kind, value)));
  return [...labels, ...REASON_CODES.map(reasonKey), ...ERROR_CODES.map(errorKey), UNIT_ERROR_KEY, ...BRIGADE_SUMMARY_KEYS];
}

/**
 * A message's interpolation values: distances in the reader's unit, measures as measured, numbers in the
 * language's style, and code values (`arm`, `formation`, `order`, `nation`…) through `translate`, given a label key.
 * @example interpolationValues({ distance: INFANTRY_MARCH, arm: 'infantry' }, 'in', 'es', (key) => key) // { distance: '18″', arm: 'arm.infantry' }
 */
export function interpolationValues(
  params: Params,
  unit: LengthUnit,
  locale: LengthLocale,
  translate: (key: string) => string,
): Record<string, string> {
  const text = (name: string, value: ParamValue): string => {
    if (typeof value === 'string') {
      const known = isOneOf(LABEL_KINDS, name) && LABEL_VALUES[name].includes(value);
      return known ? translate(labelKey(name as LabelKind, value)) : value;
    }
    if (typeof value === 'number') return formatNumber(value, locale);
    if (typeof value === 'boolean') return String(value);
    return 'unit' in value ? formatMeasure(value, locale) : formatDistance(value, unit, locale);
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, text(name, value)]));
}
