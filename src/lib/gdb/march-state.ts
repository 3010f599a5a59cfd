/**
 * The tactical-march widget's state as one value, and its round trip through a URL query string, so a
 * forum link reproduces what the reader saw. Reading a query never throws: a value it cannot use is
 * replaced by the default and reported as a coded error the interface translates.
 */
import {
  ARMS,
  MARCH_FORMATIONS_BY_ARM,
  NATIONS,
  NORMAL_MOVES,
  failure,
  isArm,
  isFormation,
  isFormationOfArm,
  isNation,
  isNormalMove,
  isOrder,
  type Arm,
  type BrigadesInput,
  type Formation,
  type MarchError,
  type MarchErrorCode,
  type Nation,
  type NormalMove,
  type Order,
  type PlanMarchInput,
} from './march';
import { isLengthUnit, lengthIn, type Distance, type LengthUnit } from './units';

/** Everything the widget's form holds: the commander's allowance, one unit's plan, and the length unit. */
export interface MarchState {
  readonly nation: Nation;
  readonly gifted: boolean;
  readonly initiativeSuccesses: number;
  readonly arm: Arm;
  /** Undefined only for a general, who has no formation. */
  readonly formation: Formation | undefined;
  readonly order: Order;
  readonly movedNormallyThisTurn: NormalMove;
  readonly wholeBrigade: boolean;
  /** Distance to the nearest enemy unit, in `unit`. */
  readonly distanceToEnemy: number;
  readonly unit: LengthUnit;
}

/** The query parameter that carries each part of the state, in the order links write them. */
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
} as const satisfies Record<keyof MarchState, string>;

/**
 * A starting distance to the enemy in each unit; not a figure of the rules, just one that shows a march
 * cut short by the 35 cm (20″) stop. Each unit has its own, as the rules give each distance in both.
 */
export const DEFAULT_ENEMY_DISTANCE: Distance = Object.freeze({ cm: 60, in: 36 });

/** The most successful brigadier-initiative rolls the form takes: two digits, far above any army's brigades. */
export const MAX_INITIATIVE_SUCCESSES = 99;

/** The farthest whole distance the form takes, in either unit (four digits, decimals aside): far beyond any table. */
export const MAX_ENEMY_DISTANCE = 9999;

/** How many characters of an unusable value a message quotes; a hostile link may carry kilobytes. */
export const QUOTE_LIMIT = 40;

/**
 * The state before the reader or a link says anything, in a given length unit.
 * @example defaultMarchState('in').distanceToEnemy // 36
 */
export function defaultMarchState(unit: LengthUnit = 'cm'): MarchState {
  return {
    nation: NATIONS[0],
    gifted: false,
    initiativeSuccesses: 0,
    arm: ARMS[0],
    formation: defaultFormation(ARMS[0]),
    order: 'move',
    movedNormallyThisTurn: NORMAL_MOVES[0],
    wholeBrigade: true,
    distanceToEnemy: lengthIn(DEFAULT_ENEMY_DISTANCE, unit),
    unit,
  };
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
 * The state after choosing another arm: its formation kept if the new arm has it, else the new arm's default.
 * @example withArm(defaultMarchState(), 'cavalry').formation // 'squadron-column'
 */
export function withArm(state: MarchState, arm: Arm): MarchState {
  const formation = state.formation !== undefined && isFormationOfArm(arm, state.formation) ? state.formation : defaultFormation(arm);
  return { ...state, arm, formation };
}

/**
 * A typed or linked distance: up to four digits, and up to two decimals (as many as the page shows) after a
 * point or a comma; `12.` and `.5` too, as they appear while typing. Signs, exponents, `Infinity` and
 * anything else give null.
 * @example parseLengthText(' 12,5 ') // 12.5
 * @example parseLengthText('1e3') // null
 */
export function parseLengthText(text: string): number | null {
  const match = /^\s*(\d{0,4})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (whole === '' && fraction === '') return null;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

/**
 * A typed or linked count of successful initiative rolls: a whole number from 0 to 99, or null.
 * @example parseCountText('2') // 2
 * @example parseCountText('-1') // null
 */
export function parseCountText(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * A yes/no parameter: `1` or `true` is yes, `0` or `false` is no, anything else null.
 * @example parseFlag('1') // true
 */
export function parseFlag(text: string): boolean | null {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
}

/**
 * A value as a message may quote it: cut to 40 characters, with an ellipsis when cut.
 * @example quoteValue('x'.repeat(50)).length // 41
 */
export function quoteValue(text: string): string {
  const characters = [...text];
  return characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join('')}…` : text;
}

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
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const issues: MarchError[] = [];
  const read = <T>(
    name: keyof MarchState,
    parse: (text: string) => T | null,
    fallback: T,
    code: MarchErrorCode,
  ): T => {
    const text = params.get(STATE_PARAMS[name]);
    if (text === null) return fallback;
    const value = parse(text);
    if (value !== null) return value;
    issues.push(failure(code, { value: quoteValue(text) }).error);
    return fallback;
  };
  const code = <T>(guard: (value: unknown) => value is T) => (text: string) => (guard(text) ? text : null);

  const unit = read('unit', code(isLengthUnit), isLengthUnit(preferredUnit) ? preferredUnit : 'cm', 'unknown-length-unit');
  const defaults = defaultMarchState(unit);
  const nation = read('nation', code(isNation), defaults.nation, 'unknown-nation');
  const gifted = read('gifted', parseFlag, defaults.gifted, 'invalid-gifted');
  const initiativeSuccesses = read('initiativeSuccesses', parseCountText, defaults.initiativeSuccesses, 'invalid-initiative-successes');
  const arm = read('arm', code(isArm), defaults.arm, 'unknown-arm');
  const formation = readFormation(params, arm, issues);
  const order = read('order', code(isOrder), defaults.order, 'unknown-order');
  const movedNormallyThisTurn = read('movedNormallyThisTurn', code(isNormalMove), defaults.movedNormallyThisTurn, 'unknown-normal-move');
  const wholeBrigade = read('wholeBrigade', parseFlag, defaults.wholeBrigade, 'invalid-whole-brigade');
  const distanceToEnemy = read('distanceToEnemy', parseLengthText, defaults.distanceToEnemy, 'invalid-distance');
  const state = { nation, gifted, initiativeSuccesses, arm, formation, order, movedNormallyThisTurn, wholeBrigade, distanceToEnemy, unit };
  return { state, issues };
}

/** The formation parameter, which only makes sense for the arm already read. */
function readFormation(params: URLSearchParams, arm: Arm, issues: MarchError[]): Formation | undefined {
  const text = params.get(STATE_PARAMS.formation);
  if (text === null) return defaultFormation(arm);
  if (!isFormation(text)) {
    issues.push(failure('unknown-formation', { value: quoteValue(text) }).error);
  } else if (!isFormationOfArm(arm, text)) {
    issues.push(failure('formation-not-for-arm', { arm, formation: text }).error);
  } else {
    return text;
  }
  return defaultFormation(arm);
}

/**
 * The query string (without `?`) that reproduces a state, every parameter written so a link does not depend on defaults.
 * @example marchStateQuery(defaultMarchState()) // 'nation=britain&gifted=0&initiative=0&arm=infantry&formation=company-column&order=move&moved=no&brigade=1&enemy=60&unit=cm'
 */
export function marchStateQuery(state: MarchState): string {
  const params = new URLSearchParams();
  params.set(STATE_PARAMS.nation, state.nation);
  params.set(STATE_PARAMS.gifted, state.gifted ? '1' : '0');
  params.set(STATE_PARAMS.initiativeSuccesses, String(state.initiativeSuccesses));
  params.set(STATE_PARAMS.arm, state.arm);
  if (state.formation !== undefined) params.set(STATE_PARAMS.formation, state.formation);
  params.set(STATE_PARAMS.order, state.order);
  params.set(STATE_PARAMS.movedNormallyThisTurn, state.movedNormallyThisTurn);
  params.set(STATE_PARAMS.wholeBrigade, state.wholeBrigade ? '1' : '0');
  params.set(STATE_PARAMS.distanceToEnemy, String(state.distanceToEnemy));
  params.set(STATE_PARAMS.unit, state.unit);
  return params.toString();
}

/**
 * Whether a query string says anything about the widget (so a page without it is left as it is).
 * @example hasMarchState('?arm=cavalry') // true
 * @example hasMarchState('?utm_source=forum') // false
 */
export function hasMarchState(query: string | URLSearchParams): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return Object.values(STATE_PARAMS).some((name) => params.has(name));
}

/**
 * The planner's input for a state.
 * @example planInputOf(defaultMarchState()).distanceToEnemy // { value: 60, unit: 'cm' }
 */
export function planInputOf(state: MarchState): PlanMarchInput {
  const { arm, formation, order, movedNormallyThisTurn, wholeBrigade, distanceToEnemy, unit } = state;
  return { arm, formation, order, movedNormallyThisTurn, wholeBrigade, distanceToEnemy: { value: distanceToEnemy, unit } };
}

/**
 * The brigade-allowance input for a state.
 * @example brigadesInputOf(defaultMarchState()) // { nation: 'britain', gifted: false, initiativeSuccesses: 0 }
 */
export function brigadesInputOf(state: MarchState): BrigadesInput {
  return { nation: state.nation, gifted: state.gifted, initiativeSuccesses: state.initiativeSuccesses };
}
