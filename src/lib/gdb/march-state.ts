/**
 * The tactical-march widget's state as one value, and its round trip through a URL query string, so a
 * forum link reproduces what the reader saw. The query is read and written by the site's one codec
 * (`src/lib/url-state.ts`): a value it cannot use is replaced by the default and reported as a coded error
 * the interface translates; a link holds what differs from the defaults, and always the length unit.
 */
import {
  ARMS,
  MARCH_FORMATIONS_BY_ARM,
  MAX_BRIGADE_UNITS,
  NATIONS,
  NORMAL_MOVES,
  FORMATIONS,
  ORDERS,
  failure,
  isFormation,
  isFormationOfArm,
  normalMovesOf,
  unitsOutOfFormation,
  type Arm,
  type BrigadesInput,
  type Formation,
  type MarchError,
  type MarchErrorCode,
  type Nation,
  type NormalMove,
  type Order,
  type Params,
  type PlanBrigadeInput,
  type PlanMarchInput,
} from './march';
import { LENGTH_UNITS, convertLength, isLengthUnit, lengthIn, type Distance, type LengthUnit } from './units';
import { choiceField, decimalField, flagField, integerField, paramEntry, quoteValue, urlStateReader, writeQuery, type UrlField } from '../url-state';

/** One unit of the brigade as the form holds it. */
export interface UnitState {
  readonly arm: Arm;
  /** Undefined only for a general, who has no formation. */
  readonly formation: Formation | undefined;
  readonly movedNormallyThisTurn: NormalMove;
  /** Distance to the nearest enemy unit, in the state's `unit`. */
  readonly distanceToEnemy: number;
}

/** Everything the widget's form holds: the commander's allowance, the brigade and its units, and the length unit. */
export interface MarchState {
  readonly nation: Nation;
  readonly gifted: boolean;
  readonly initiativeSuccesses: number;
  readonly order: Order;
  readonly wholeBrigade: boolean;
  /** At least one, at most `MAX_BRIGADE_UNITS`. */
  readonly units: readonly UnitState[];
  readonly unit: LengthUnit;
}

/**
 * Every query parameter of the state, in the order links write them; a unit's fields (`arm`, `formation`,
 * `moved`, `enemy`) name the first unit, and carry the unit's place for the others (`arm2`).
 */
export const STATE_PARAMS = {
  nation: 'nation',
  gifted: 'gifted',
  initiativeSuccesses: 'initiative',
  arm: 'arm',
  formation: 'formation',
  order: 'order',
  movedNormallyThisTurn: 'moved',
  wholeBrigade: 'brigade',
  distanceToEnemy: 'enemy',
  unit: 'unit',
} as const satisfies Record<Exclude<keyof MarchState, 'units'> | keyof UnitState, string>;

/** The query parameters of one unit's fields, without the unit's place. */
export const UNIT_PARAMS = {
  arm: STATE_PARAMS.arm,
  formation: STATE_PARAMS.formation,
  movedNormallyThisTurn: STATE_PARAMS.movedNormallyThisTurn,
  distanceToEnemy: STATE_PARAMS.distanceToEnemy,
} as const satisfies Record<keyof UnitState, string>;

/**
 * The query parameter of a unit's field, by the unit's place from 0.
 * @example unitParam('arm', 0) // 'arm'
 * @example unitParam('enemy', 1) // 'enemy2'
 */
export function unitParam(name: (typeof UNIT_PARAMS)[keyof UnitState], index: number): string {
  return index === 0 ? name : `${name}${index + 1}`;
}

/**
 * A starting distance to the enemy in each unit; not a figure of the rules, just one that shows a march
 * cut short by the 35 cm (20″) stop. Each unit has its own, as the rules give each distance in both.
 */
export const DEFAULT_ENEMY_DISTANCE: Distance = Object.freeze({ cm: 60, in: 36 });

/** The most successful brigadier-initiative rolls the form takes: two digits, far above any army's brigades. */
export const MAX_INITIATIVE_SUCCESSES = 99;

/** The farthest whole distance the form takes, in either unit (four digits, decimals aside): far beyond any table. */
export const MAX_ENEMY_DISTANCE = 9999;

/** The decimals a typed distance may have (a tenth of a millimetre means nothing on a table). */
export const DISTANCE_DECIMALS = 2;

/**
 * The limits of the typed fields, as the messages that refuse a value name them.
 * @example FIELD_LIMITS['invalid-distance'] // { max: 9999.99, decimals: 2 }
 */
const DISTANCE_LIMITS = { max: MAX_ENEMY_DISTANCE + 1 - 10 ** -DISTANCE_DECIMALS, decimals: DISTANCE_DECIMALS } as const;
const INITIATIVE_LIMITS = { max: MAX_INITIATIVE_SUCCESSES } as const;
export const FIELD_LIMITS = {
  'invalid-distance': DISTANCE_LIMITS,
  'missing-distance': DISTANCE_LIMITS,
  'invalid-initiative-successes': INITIATIVE_LIMITS,
  'missing-initiative-successes': INITIATIVE_LIMITS,
} as const satisfies Partial<Record<MarchErrorCode, Params>>;

/** The typed fields, by the error a value they cannot read gives, and the one an empty field gives. */
const EMPTY_FIELD_ERRORS = {
  'invalid-distance': 'missing-distance',
  'invalid-initiative-successes': 'missing-initiative-successes',
} as const satisfies Partial<Record<MarchErrorCode, MarchErrorCode>>;

/**
 * The error of a typed field whose text cannot be read: an empty field is asked to be filled in, not told that
 * nothing («») is not a number.
 * @example typedFieldError('invalid-distance', 'cuarenta') // { code: 'invalid-distance', params: { value: 'cuarenta' } }
 * @example typedFieldError('invalid-distance', ' ').code // 'missing-distance'
 */
export function typedFieldError(code: keyof typeof EMPTY_FIELD_ERRORS, typed: string): MarchError {
  return typed.trim() === '' ? { code: EMPTY_FIELD_ERRORS[code], params: {} } : { code, params: { value: quoteValue(typed) } };
}

/**
 * The state before the reader or a link says anything, in a given length unit.
 * @example defaultMarchState('in').distanceToEnemy // 36
 */
export function defaultMarchState(unit: LengthUnit = 'cm'): MarchState {
  return {
    nation: NATIONS[0],
    gifted: false,
    initiativeSuccesses: 0,
    order: 'move',
    wholeBrigade: true,
    units: [defaultUnitState(unit)],
    unit,
  };
}

/**
 * A unit as the form first shows it: infantry in company column, no normal move, 60 cm (36″) from the enemy.
 * @example defaultUnitState('in').distanceToEnemy // 36
 */
export function defaultUnitState(unit: LengthUnit = 'cm'): UnitState {
  return {
    arm: ARMS[0],
    formation: defaultFormation(ARMS[0]),
    movedNormallyThisTurn: NORMAL_MOVES[0],
    distanceToEnemy: lengthIn(DEFAULT_ENEMY_DISTANCE, unit),
  };
}

/**
 * The state measured in another unit: every distance typed is converted at the rules' scale (5 cm : 3″), so the
 * table it describes stays the same.
 * @example withUnit(defaultMarchState('cm'), 'in').units[0].distanceToEnemy // 36
 */
export function withUnit(state: MarchState, unit: LengthUnit): MarchState {
  if (unit === state.unit) return state;
  const units = state.units.map((entry) => ({ ...entry, distanceToEnemy: convertLength(entry.distanceToEnemy, state.unit, unit) }));
  return { ...state, units, unit };
}

/**
 * The state with one unit changed, by its place from 0.
 * @example withUnitEntry(defaultMarchState(), 0, { distanceToEnemy: 90 }).units[0].distanceToEnemy // 90
 */
export function withUnitEntry(state: MarchState, index: number, change: Partial<UnitState>): MarchState {
  return { ...state, units: state.units.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) };
}

/**
 * The state with one more unit, a copy of the last one (a brigade's units are mostly alike); unchanged at the limit.
 * @example addUnit(defaultMarchState()).units.length // 2
 */
export function addUnit(state: MarchState): MarchState {
  const last = state.units[state.units.length - 1] ?? defaultUnitState(state.unit);
  if (state.units.length >= MAX_BRIGADE_UNITS) return state;
  return { ...state, units: [...state.units, { ...last }] };
}

/**
 * The state without one unit, by its place from 0; the last unit stays.
 * @example removeUnit(addUnit(defaultMarchState()), 1).units.length // 1
 */
export function removeUnit(state: MarchState, index: number): MarchState {
  if (state.units.length <= 1) return state;
  return { ...state, units: state.units.filter((_, at) => at !== index) };
}

/**
 * The formation an arm starts in: the first it may march in, none for a general.
 * @example defaultFormation('cavalry') // 'squadron-column'
 * @example defaultFormation('general') // undefined
 */
export function defaultFormation(arm: Arm): Formation | undefined {
  return MARCH_FORMATIONS_BY_ARM[arm][0];
}

/**
 * A unit after choosing another arm: its formation kept if the new arm has it, else the new arm's default.
 * @example withArm(defaultUnitState(), 'cavalry').formation // 'squadron-column'
 */
export function withArm(entry: UnitState, arm: Arm): UnitState {
  const formation = entry.formation !== undefined && isFormationOfArm(arm, entry.formation) ? entry.formation : defaultFormation(arm);
  // A general has no formation to change: what he did at normal speed is then a move, or nothing.
  const movedNormallyThisTurn = normalMovesOf(arm).includes(entry.movedNormallyThisTurn) ? entry.movedNormallyThisTurn : 'no';
  return { ...entry, arm, formation, movedNormallyThisTurn };
}

/**
 * A typed or linked distance: up to four digits, and up to two decimals (as many as the page shows) after a
 * point or a comma; `12.` and `.5` too, as they appear while typing. Signs, exponents, `Infinity` and
 * anything else give null.
 * @example parseLengthText(' 12,5 ') // 12.5
 * @example parseLengthText('1e3') // null
 */
export function parseLengthText(text: string): number | null {
  const reading = URL_FIELDS.distanceToEnemy.read(text);
  return reading.ok ? reading.value : null;
}

/**
 * A typed or linked count of successful initiative rolls: a whole number from 0 to 99, or null.
 * @example parseCountText('2') // 2
 * @example parseCountText('-1') // null
 */
export function parseCountText(text: string): number | null {
  const reading = URL_FIELDS.initiativeSuccesses.read(text);
  return reading.ok ? reading.value : null;
}

// Each parameter's kind, and the error a refused value gives.
const URL_FIELDS = {
  nation: choiceField(NATIONS),
  gifted: flagField(),
  initiativeSuccesses: integerField({ min: 0, max: MAX_INITIATIVE_SUCCESSES }),
  arm: choiceField(ARMS),
  order: choiceField(ORDERS),
  movedNormallyThisTurn: choiceField(NORMAL_MOVES),
  wholeBrigade: flagField(),
  distanceToEnemy: decimalField({ wholeDigits: String(MAX_ENEMY_DISTANCE).length, decimals: DISTANCE_DECIMALS }),
  unit: choiceField(LENGTH_UNITS),
} as const;

const FIELD_ERRORS: Readonly<Record<keyof typeof URL_FIELDS, MarchErrorCode>> = {
  nation: 'unknown-nation',
  gifted: 'invalid-gifted',
  initiativeSuccesses: 'invalid-initiative-successes',
  arm: 'unknown-arm',
  order: 'unknown-order',
  movedNormallyThisTurn: 'unknown-normal-move',
  wholeBrigade: 'invalid-whole-brigade',
  distanceToEnemy: 'invalid-distance',
  unit: 'unknown-length-unit',
};

/** A state read from a query string, with what it had to set aside. */
export interface ParsedMarchState {
  readonly state: MarchState;
  /** One coded error per parameter whose value was unusable and replaced by the default. */
  readonly issues: readonly MarchError[];
}

/**
 * Reads the widget's state from a query string; the unit falls back to `preferredUnit` (the reader's stored choice).
 * Unknown parameters are ignored; unusable values become defaults and are listed in `issues`.
 * @example parseMarchState('?arm=cavalry&enemy=50&unit=cm').state.formation // 'squadron-column'
 * @example parseMarchState('?nation=prussia').issues // [{ code: 'unknown-nation', params: { value: 'prussia' } }]
 */
export function parseMarchState(query: string | URLSearchParams, preferredUnit: LengthUnit = 'cm'): ParsedMarchState {
  const reader = urlStateReader(query);
  const issues: MarchError[] = [];
  const read = <K extends keyof typeof URL_FIELDS, T>(key: K, param: string, field: UrlField<T, string>, fallback: T): T => {
    const before = reader.problems.length;
    const value = reader.read(param, field, fallback);
    for (const problem of reader.problems.slice(before)) issues.push(failure(FIELD_ERRORS[key], { value: problem.value }).error);
    return value;
  };

  const unit = read('unit', STATE_PARAMS.unit, URL_FIELDS.unit, isLengthUnit(preferredUnit) ? preferredUnit : 'cm');
  const defaults = defaultMarchState(unit);
  const unitDefaults = defaultUnitState(unit);
  const nation = read('nation', STATE_PARAMS.nation, URL_FIELDS.nation, defaults.nation);
  const gifted = read('gifted', STATE_PARAMS.gifted, URL_FIELDS.gifted, defaults.gifted);
  const initiativeSuccesses = read('initiativeSuccesses', STATE_PARAMS.initiativeSuccesses, URL_FIELDS.initiativeSuccesses, defaults.initiativeSuccesses);
  // Where each unit's issues are in the list: in a link of several units, they name their unit.
  const unitIssues: { from: number; to: number; unitNumber: number }[] = [];
  const readUnit = (index: number): UnitState => {
    const from = issues.length;
    const unit = readUnitAt(index);
    unitIssues.push({ from, to: issues.length, unitNumber: index + 1 });
    return unit;
  };
  const readUnitAt = (index: number): UnitState => {
    const arm = read('arm', unitParam(UNIT_PARAMS.arm, index), URL_FIELDS.arm, unitDefaults.arm);
    const formation = readFormation(reader.raw(unitParam(UNIT_PARAMS.formation, index)), arm, issues);
    const linkedMove = read('movedNormallyThisTurn', unitParam(UNIT_PARAMS.movedNormallyThisTurn, index), URL_FIELDS.movedNormallyThisTurn, unitDefaults.movedNormallyThisTurn);
    // A general has no formation to change: a link that says he only changed formation is answered as if he had not moved.
    const moved = normalMovesOf(arm).includes(linkedMove) ? linkedMove : unitDefaults.movedNormallyThisTurn;
    if (moved !== linkedMove) issues.push(failure('general-no-formation-change').error);
    const distanceToEnemy = read('distanceToEnemy', unitParam(UNIT_PARAMS.distanceToEnemy, index), URL_FIELDS.distanceToEnemy, unitDefaults.distanceToEnemy);
    return { arm, formation, movedNormallyThisTurn: moved, distanceToEnemy };
  };
  const units = [readUnit(0)];
  // Further units follow one another (arm2, arm3…); the first gap ends the brigade.
  while (units.length < MAX_BRIGADE_UNITS && reader.has(unitParam(UNIT_PARAMS.arm, units.length))) units.push(readUnit(units.length));
  // A value set aside is that unit's, whose answer is then for the default (a rules review: «two errors, no unit»).
  if (units.length > 1) {
    for (const { from, to, unitNumber } of unitIssues) {
      for (let at = from; at < to; at += 1) issues[at] = { ...issues[at]!, params: { ...issues[at]!.params, unitNumber } };
    }
  }
  const unread = unreadUnit(query, units.length);
  if (unread !== null) issues.push(failure('units-not-read', { n: unread, read: units.length, max: MAX_BRIGADE_UNITS }).error);
  const order = read('order', STATE_PARAMS.order, URL_FIELDS.order, defaults.order);
  const wholeBrigade = read('wholeBrigade', STATE_PARAMS.wholeBrigade, URL_FIELDS.wholeBrigade, defaults.wholeBrigade);
  const state = { nation, gifted, initiativeSuccesses, order, wholeBrigade, units, unit };
  return { state, issues };
}

/** The lowest unit number a query gives a parameter of past the units read (after a gap, or past the limit), or null. */
function unreadUnit(query: string | URLSearchParams, read: number): number | null {
  const names: readonly string[] = Object.values(UNIT_PARAMS);
  const numbers = [...new URLSearchParams(query).keys()].flatMap((key) => {
    const match = /^([a-z]+)(\d+)$/.exec(key);
    return match && names.includes(match[1]!) && Number(match[2]) > read ? [Number(match[2])] : [];
  });
  return numbers.length > 0 ? Math.min(...numbers) : null;
}

/** A unit's formation parameter, which only makes sense for the arm already read; absent or empty is the arm's default. */
function readFormation(text: string | null, arm: Arm, issues: MarchError[]): Formation | undefined {
  const wanted = text?.trim().toLowerCase() ?? null;
  if (wanted === null) return defaultFormation(arm);
  if (!isFormation(wanted)) {
    issues.push(failure('unknown-formation', { value: quoteValue(text ?? '') }).error);
  } else if (!isFormationOfArm(arm, wanted)) {
    issues.push(failure('formation-not-for-arm', { arm, formation: wanted }).error);
  } else {
    return wanted;
  }
  return defaultFormation(arm);
}

/**
 * The query string (without `?`) that reproduces a state: what differs from the defaults, and always the
 * length unit (whose default is the reader's own, and which the distances are measured in). A unit after the
 * first always writes its arm, which marks its place.
 * @example marchStateQuery(defaultMarchState()) // 'unit=cm'
 * @example marchStateQuery({ ...defaultMarchState(), nation: 'russia' }) // 'nation=russia&unit=cm'
 */
export function marchStateQuery(state: MarchState): string {
  const defaults = defaultMarchState(state.unit);
  const unitDefaults = defaultUnitState(state.unit);
  const formation = choiceField(FORMATIONS);
  const entries = [
    paramEntry(STATE_PARAMS.nation, URL_FIELDS.nation, state.nation, defaults.nation),
    paramEntry(STATE_PARAMS.gifted, URL_FIELDS.gifted, state.gifted, defaults.gifted),
    paramEntry(STATE_PARAMS.initiativeSuccesses, URL_FIELDS.initiativeSuccesses, state.initiativeSuccesses, defaults.initiativeSuccesses),
    ...state.units.flatMap((entry, index) => [
      paramEntry(unitParam(UNIT_PARAMS.arm, index), URL_FIELDS.arm, entry.arm, index === 0 ? unitDefaults.arm : null),
      paramEntry(unitParam(UNIT_PARAMS.formation, index), formation, entry.formation ?? null, defaultFormation(entry.arm) ?? null),
      ...(index === 0 ? [paramEntry(STATE_PARAMS.order, URL_FIELDS.order, state.order, defaults.order)] : []),
      paramEntry(unitParam(UNIT_PARAMS.movedNormallyThisTurn, index), URL_FIELDS.movedNormallyThisTurn, entry.movedNormallyThisTurn, unitDefaults.movedNormallyThisTurn),
      ...(index === 0 ? [paramEntry(STATE_PARAMS.wholeBrigade, URL_FIELDS.wholeBrigade, state.wholeBrigade, defaults.wholeBrigade)] : []),
      paramEntry(unitParam(UNIT_PARAMS.distanceToEnemy, index), URL_FIELDS.distanceToEnemy, entry.distanceToEnemy, unitDefaults.distanceToEnemy),
    ]),
    paramEntry(STATE_PARAMS.unit, URL_FIELDS.unit, state.unit, null),
  ];
  return writeQuery(entries);
}

/**
 * Whether a query string says anything about the widget (so a page without it is left as it is).
 * @example hasMarchState('?arm=cavalry') // true
 * @example hasMarchState('?utm_source=forum') // false
 */
export function hasMarchState(query: string | URLSearchParams): boolean {
  const reader = urlStateReader(query);
  return Object.values(STATE_PARAMS).some((name) => reader.has(name));
}

/**
 * The planner's input for one unit of a state, by its place from 0, with the brigade's other units that are out
 * of a march formation: each unit is answered on its own (one unit's unreadable distance leaves the others'
 * answers), yet one unit out of formation keeps the whole brigade from marching.
 * @example planInputOf(defaultMarchState()).distanceToEnemy // { value: 60, unit: 'cm' }
 */
export function planInputOf(state: MarchState, index = 0): PlanMarchInput {
  const { order, wholeBrigade, unit, nation } = state;
  const { arm, formation, movedNormallyThisTurn, distanceToEnemy } = state.units[index] ?? defaultUnitState(unit);
  const othersOutOfFormation = unitsOutOfFormation(state.units).filter((other) => other.position !== index + 1);
  const distance = { value: distanceToEnemy, unit };
  return { arm, formation, order, movedNormallyThisTurn, wholeBrigade, distanceToEnemy: distance, nation, othersOutOfFormation };
}

/**
 * The brigade planner's input for a state: the brigade's order and every unit.
 * @example brigadeInputOf(defaultMarchState()).units.length // 1
 */
export function brigadeInputOf(state: MarchState): PlanBrigadeInput {
  const { order, wholeBrigade, unit, nation } = state;
  const units = state.units.map(({ arm, formation, movedNormallyThisTurn, distanceToEnemy }) => ({
    arm,
    movedNormallyThisTurn,
    distanceToEnemy: { value: distanceToEnemy, unit },
    ...(formation === undefined ? {} : { formation }),
  }));
  return { order, wholeBrigade, nation, units };
}

/**
 * The brigade-allowance input for a state.
 * @example brigadesInputOf(defaultMarchState()) // { nation: 'britain', gifted: false, initiativeSuccesses: 0 }
 */
export function brigadesInputOf(state: MarchState): BrigadesInput {
  return { nation: state.nation, gifted: state.gifted, initiativeSuccesses: state.initiativeSuccesses };
}
