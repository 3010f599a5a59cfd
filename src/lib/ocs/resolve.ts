/**
 * Applying a combat result to a concrete situation: who loses how many
 * steps, who retreats how far, whether the defender may ignore its option,
 * who is DG, which attackers are marked for Exploitation, whether a Reserve
 * marker comes off. Every conclusion names the clause or table note it rests on.
 *
 * Sources: the Spanish "Tabla de Combate" explanation (doc 'ocs/combat-table'),
 * the Spanish Reaction Phase text (doc 'ocs/reaction-phase') and Notes 1–4 of the
 * official charts, printed on page 2 in the box "Explanation of Combat Results (9.10)".
 * Their internal ids keep the name '9.9 note N'; what readers see names them by 9.10.
 *
 * Attacking units are listed in the order they take step losses, the first
 * being the Action Rating unit (9.6, 9.11c): it loses the first step, and
 * every unit loses one before any loses two, so the resolution knows which
 * attackers survive to be marked for Exploitation. Not modelled: which
 * defending unit loses which step, retreat paths and zones of control, and
 * which attacking units are HQs (the caller leaves HQs out of the list).
 */
import { isWellFormedCombatResult, type CombatResult, type SideResult } from './combat-result';
import { fail, succeed, type Outcome } from '../result';

/** When the attack happens; e# only counts in the Combat Segment of the Combat Phase ('combat'). */
export const COMBAT_PHASES = ['combat', 'overrun', 'exploitation', 'reaction'] as const;

/** The phase (or overrun) in which the result was rolled. */
export type CombatPhase = (typeof COMBAT_PHASES)[number];

/**
 * Whether an attack in this phase is an overrun: an overrun itself, or any attack in the Reaction Phase, which has
 * no Combat Segment (7.0) and allows no regular combat (5.7b B).
 * @example isOverrunPhase('reaction') // true
 * @example isOverrunPhase('exploitation') // false (the Exploitation Phase has a Combat Segment)
 */
export function isOverrunPhase(phase: CombatPhase): boolean {
  return phase === 'overrun' || phase === 'reaction';
}

/** The concrete situation a result is applied to, including the choices each player made. */
export interface CombatSituation {
  /** Total steps of the attacking units. */
  readonly attackerSteps: number;
  /** Total steps of the defending units. */
  readonly defenderSteps: number;
  /** Hexes of the attacker's option taken as retreat (0..option); the rest is taken as step losses. */
  readonly attackerRetreat: number;
  /** Hexes of the defender's option taken as retreat (0..option); the rest is taken as step losses. */
  readonly defenderRetreat: number;
  /**
   * Printed Action Rating of each attacking unit other than HQs, in the order they take step losses; the first
   * is the Action Rating unit (9.6, 9.11c). Strat Mode units cannot attack (9.1e), so none is listed.
   */
  readonly attackerActionRatings: readonly number[];
  /**
   * Steps of each attacking unit, in the same order, adding up to `attackerSteps`. When left out: one step each
   * if `attackerSteps` equals the number of units, or all of them in a single unit; otherwise it must be given.
   */
  readonly attackerUnitSteps?: readonly number[];
  /** Whether each attacking unit is in DG Mode (it can never earn Exploitation, 9.13b A, 5.10b C); defaults to none. */
  readonly attackerDisorganized?: readonly boolean[];
  readonly phase: CombatPhase;
  /** Whether the defender is in Reserve Mode. */
  readonly defenderInReserve: boolean;
  /** How many hexes the attack comes from. */
  readonly attackingHexes: number;
  /** Whether the attack comes across two non-adjacent hexsides (note 4); defaults to false. */
  readonly attackFromNonAdjacentHexsides?: boolean;
  /** When the defender may ignore its option, whether it applies the full option anyway (note 2); defaults to false. */
  readonly defenderAppliesOptionAnyway?: boolean;
}

/** Every error code {@link resolveCombatResult} can return for an impossible situation. */
export const SITUATION_ERROR_CODES = [
  'invalid-result',
  'invalid-steps',
  'invalid-retreat',
  'no-attacking-units',
  'invalid-action-rating',
  'invalid-unit-steps',
  'invalid-unit-dg',
  'invalid-phase',
  'invalid-attacking-hexes',
  'overrun-from-several-hexes',
  'disorganized-overrun',
  'nonadjacent-from-one-hex',
  'more-hexes-than-units',
] as const;

/** A stable code naming what is impossible about a situation. */
export type SituationErrorCode = (typeof SITUATION_ERROR_CODES)[number];

/** Why a situation was rejected, and which input field is at fault ('value' for the result itself). */
export interface SituationError {
  readonly code: SituationErrorCode;
  readonly field: keyof CombatSituation | 'value';
}

/** The document a conclusion comes from. */
export const SOURCE_DOCS = { combatTable: 'ocs/combat-table', reactionPhase: 'ocs/reaction-phase' } as const;

/** The clause ids of doc 'ocs/combat-table' that conclusions cite. */
export const COMBAT_TABLE_CLAUSES = [
  'loss-or-option',
  'option-number',
  'defender-may-ignore',
  'exploit-takes-losses',
  'legend-exploit',
  'legend-dg',
  'example-al1o1-do1',
  'key-optional',
] as const;

/** The clause ids of doc 'ocs/reaction-phase' that conclusions cite. */
export const REACTION_PHASE_CLAUSES = ['reserve-removed-when-attacked'] as const;

/** Notes 1–4 of the official charts (printed with 9.10, page 2), for what only they say. */
export const TABLE_NOTE_RULES = ['9.9 note 1', '9.9 note 2', '9.9 note 3', '9.9 note 4'] as const;

/** Rules of the OCS series rules v4.3 that conclusions cite beside the documents, for what the documents do not say. */
export const SERIES_RULES = ['5.10', '11.0a', '9.11c', '9.13b A', '9.10d', '8.0', '8.1f', '9.12a', '9.12g', '9.12g B'] as const;

/** Where a conclusion comes from: a document, and a clause of it and/or an official rule number. */
export interface RuleSource {
  readonly doc: string;
  readonly clause?: string;
  readonly rule?: string;
}

/** Every conclusion code, in the order they can appear in a resolution. */
export const CONCLUSION_CODES = [
  'exploitation-phase-dg-attackers',
  'attacker-loses-steps',
  'attacker-option-as-losses',
  'attacker-option-as-first-losses',
  'attacker-cannot-fulfil-option',
  'attacker-retreats',
  'attacker-dg-from-retreat',
  'attacker-destroyed',
  'overrun-retreat-ends-movement',
  'defender-loses-steps',
  'defender-dg',
  'defender-may-ignore-option-attacker-retreated',
  'defender-may-ignore-option-attacker-destroyed',
  'defender-may-ignore-option-attacker-short',
  'defender-ignores-option',
  'defender-applies-option-anyway',
  'defender-option-as-losses',
  'defender-option-as-first-losses',
  'defender-cannot-fulfil-option',
  'defender-retreats',
  'defender-dg-from-retreat',
  'defender-destroyed',
  'overrun-attackers-advance',
  'attackers-may-advance',
  'attackers-cannot-advance-after-retreat',
  'exploit-not-in-combat-segment',
  'exploit-ignored-three-or-more-hexes',
  'exploit-ignored-non-adjacent-hexsides',
  'exploit-voided-by-retreat',
  'exploit-no-surviving-attackers',
  'exploit-disorganized-units-excluded',
  'exploit-no-unit-qualifies',
  'exploit-qualifying-units-destroyed',
  'exploit-qualifying-units-disorganized',
  'units-exploitation-marked',
  'reserve-marker-removed',
  'reserve-marker-removed-dg',
  'reserve-marker-stays',
] as const;

/** A stable code for one step of a resolution, rendered as `conclusion.<code>` in the locale files. */
export type ConclusionCode = (typeof CONCLUSION_CODES)[number];

/**
 * One step of a resolution. `params.count` is the number the sentence pluralizes on (steps, hexes, units),
 * `params.minimum` the e# Action Rating, `params.units` the 1-based positions of marked units for display.
 */
export interface Conclusion {
  readonly code: ConclusionCode;
  readonly params: Readonly<Record<string, number | string>>;
  readonly source: RuleSource;
}

/** Why the defender may ignore its option. */
export const IGNORABLE_REASONS = ['attacker-retreated', 'attacker-destroyed', 'attacker-short'] as const;

/** Why the defender may ignore its option: the attacker retreated, was destroyed before its option, or fell short of it. */
export type IgnorableReason = (typeof IGNORABLE_REASONS)[number];

/** What happened to one side. */
export interface SideOutcome {
  readonly stepsLost: number;
  readonly hexesRetreated: number;
  readonly destroyed: boolean;
  readonly disorganized: boolean;
}

/** What happened to the defender, including what became of its option. */
export interface DefenderOutcome extends SideOutcome {
  /** Why the defender could ignore its option, or null when it had to apply it (or had none). */
  readonly optionIgnorable: IgnorableReason | null;
  readonly optionIgnored: boolean;
}

/** The full resolution of a result in a situation. */
export interface CombatResolution {
  readonly attacker: SideOutcome;
  readonly defender: DefenderOutcome;
  /** Indexes into `attackerActionRatings` of the units marked for Exploitation: survivors, not DG, rating e# or more. */
  readonly exploitationMarked: readonly number[];
  /** Indexes into `attackerActionRatings` of the attacking units destroyed (losses go one per unit, in list order, 9.11c). */
  readonly attackerUnitsDestroyed: readonly number[];
  readonly reserveMarkerRemoved: boolean;
  /** The conclusions in the order they are applied; the attacker always acts first. */
  readonly steps: readonly Conclusion[];
}

/** What {@link resolveCombatResult} returns. */
export type ResolutionOutcome = Outcome<CombatResolution, SituationError>;

interface SideSteps {
  readonly outcome: SideOutcome;
  readonly steps: readonly Conclusion[];
}

interface AttackerSteps extends SideSteps {
  readonly unfulfilled: IgnorableReason | null;
}

interface DefenderSteps {
  readonly outcome: DefenderOutcome;
  readonly steps: readonly Conclusion[];
}

/**
 * Applies a combat result to a situation, attacker first; never throws, returning a coded error for impossible input.
 * @example
 * // Ao1 DL1o2, and the attacker takes its option as a one-hex retreat:
 * resolveCombatResult(
 *   { attacker: { loss: 0, option: 1 }, defender: { loss: 1, option: 2 }, exploit: null, dg: false },
 *   { attackerSteps: 3, defenderSteps: 3, attackerRetreat: 1, defenderRetreat: 0,
 *     attackerActionRatings: [3], phase: 'combat', defenderInReserve: false, attackingHexes: 1 },
 * ).value.defender // { stepsLost: 1, hexesRetreated: 0, destroyed: false, disorganized: false, optionIgnorable: 'attacker-retreated', optionIgnored: true }
 */
export function resolveCombatResult(value: CombatResult, situation: CombatSituation): ResolutionOutcome {
  const error = situationError(value, situation);
  if (error) return fail(error);
  const attacker = resolveAttacker(value.attacker, situation);
  const defender = resolveDefender(value, situation, attacker.unfulfilled);
  const units = attackingUnits(situation);
  const survivors = survivingUnits(units, attacker.outcome.stepsLost);
  const attackerUnitsDestroyed = units.flatMap((_, index) => (survivors.includes(index) ? [] : [index]));
  const exploitation = resolveExploitation(value, situation, attacker.outcome, units, survivors);
  const reserve = resolveReserve(value, situation, defender.outcome);
  return succeed({
    attacker: attacker.outcome,
    defender: defender.outcome,
    exploitationMarked: exploitation.marked,
    attackerUnitsDestroyed,
    reserveMarkerRemoved: reserve.removed,
    steps: [
      ...exploitationPhaseSteps(situation),
      ...attacker.steps,
      ...overrunRetreatSteps(situation, attacker.outcome),
      ...defender.steps,
      ...advanceSteps(situation, attacker.outcome, defender.outcome),
      ...exploitation.steps,
      ...reserve.steps,
    ],
  });
}

// In the Exploitation Phase only Exploitation Mode units and released Reserves fight (11.0a), and a DG marker takes
// the place of any other mode marker (5.10): a DG attacker can be only a Reserve released in the phase, which the
// tool cannot tell, so it is said rather than refused.
function exploitationPhaseSteps(situation: CombatSituation): readonly Conclusion[] {
  return situation.phase === 'exploitation' && situation.attackerDisorganized?.some(Boolean) === true
    ? [conclusion('exploitation-phase-dg-attackers', {}, seriesSource('11.0a'))]
    : [];
}

// Attackers that retreat from an overrun end their movement for the phase (8.1f).
function overrunRetreatSteps(situation: CombatSituation, attacker: SideOutcome): readonly Conclusion[] {
  return isOverrunPhase(situation.phase) && attacker.hexesRetreated > 0 ? [conclusion('overrun-retreat-ends-movement', {}, seriesSource('8.1f'))] : [];
}

// A defender that leaves its hex, by retreat or destruction, has it entered by the overrunning attackers that neither
// retreated nor died (8.0); after regular combat they may enter it, and need not (9.12g D). Attackers that took their
// option as a retreat cannot advance (9.12g B).
function advanceSteps(situation: CombatSituation, attacker: SideOutcome, defender: DefenderOutcome): readonly Conclusion[] {
  const vacated = defender.destroyed || defender.hexesRetreated > 0;
  if (!vacated || attacker.destroyed) return [];
  if (attacker.hexesRetreated > 0) return [conclusion('attackers-cannot-advance-after-retreat', {}, seriesSource('9.12g B'))];
  if (isOverrunPhase(situation.phase)) return [conclusion('overrun-attackers-advance', {}, seriesSource('8.0'))];
  return [conclusion('attackers-may-advance', {}, seriesSource('9.12g'))];
}

/**
 * Finds the first impossible thing about a situation, or null when it can be resolved.
 * @example situationError(ao1Dl1o2, { ...situation, attackerRetreat: 2 }) // { code: 'invalid-retreat', field: 'attackerRetreat' } (Ao1 allows at most 1 hex)
 */
export function situationError(value: CombatResult, situation: CombatSituation): SituationError | null {
  if (!isWellFormedCombatResult(value)) return { code: 'invalid-result', field: 'value' };
  if (typeof situation !== 'object' || situation === null) return { code: 'invalid-steps', field: 'attackerSteps' };
  if (!isStepCount(situation.attackerSteps)) return { code: 'invalid-steps', field: 'attackerSteps' };
  if (!isStepCount(situation.defenderSteps)) return { code: 'invalid-steps', field: 'defenderSteps' };
  if (!isRetreatWithin(situation.attackerRetreat, value.attacker.option)) return { code: 'invalid-retreat', field: 'attackerRetreat' };
  if (!isRetreatWithin(situation.defenderRetreat, value.defender.option)) return { code: 'invalid-retreat', field: 'defenderRetreat' };
  const ratings = situation.attackerActionRatings;
  if (!Array.isArray(ratings) || ratings.length === 0) return { code: 'no-attacking-units', field: 'attackerActionRatings' };
  if (!ratings.every((rating) => Number.isSafeInteger(rating))) return { code: 'invalid-action-rating', field: 'attackerActionRatings' };
  if (unitStepsOf(situation) === null) return { code: 'invalid-unit-steps', field: 'attackerUnitSteps' };
  const disorganized = situation.attackerDisorganized;
  if (disorganized !== undefined && (!Array.isArray(disorganized) || disorganized.length !== ratings.length || !disorganized.every((flag) => typeof flag === 'boolean'))) {
    return { code: 'invalid-unit-dg', field: 'attackerDisorganized' };
  }
  if (!(COMBAT_PHASES as readonly unknown[]).includes(situation.phase)) return { code: 'invalid-phase', field: 'phase' };
  if (!Number.isSafeInteger(situation.attackingHexes) || situation.attackingHexes < 1) {
    return { code: 'invalid-attacking-hexes', field: 'attackingHexes' };
  }
  if (isOverrunPhase(situation.phase) && situation.attackingHexes > 1) return { code: 'overrun-from-several-hexes', field: 'attackingHexes' };
  // Each attacking hex holds at least one attacking unit, and one hex attacks across one hexside only (9.9 note 4).
  if (situation.attackingHexes > ratings.length) return { code: 'more-hexes-than-units', field: 'attackingHexes' };
  if (situation.attackFromNonAdjacentHexsides && situation.attackingHexes < 2) return { code: 'nonadjacent-from-one-hex', field: 'attackFromNonAdjacentHexsides' };
  if (isOverrunPhase(situation.phase) && disorganized?.some(Boolean)) return { code: 'disorganized-overrun', field: 'attackerDisorganized' };
  return null;
}

function resolveAttacker(result: SideResult, situation: CombatSituation): AttackerSteps {
  const steps: Conclusion[] = [];
  const lossTaken = Math.min(result.loss, situation.attackerSteps);
  if (lossTaken > 0) steps.push(conclusion('attacker-loses-steps', { count: lossTaken }, combatTableSource('loss-or-option')));
  const left = situation.attackerSteps - lossTaken;
  if (left === 0) {
    steps.push(conclusion('attacker-destroyed', {}, combatTableSource('loss-or-option')));
    return {
      outcome: { stepsLost: lossTaken, hexesRetreated: 0, destroyed: true, disorganized: false },
      steps,
      unfulfilled: result.option > 0 ? 'attacker-destroyed' : null,
    };
  }
  const option = applyOption('attacker', result.option, situation.attackerRetreat, left, false, lossTaken === 0);
  const unfulfilled = situation.attackerRetreat > 0 ? 'attacker-retreated' : option.shortfall > 0 ? 'attacker-short' : null;
  return {
    outcome: { ...option.outcome, stepsLost: lossTaken + option.outcome.stepsLost },
    steps: [...steps, ...option.steps],
    unfulfilled,
  };
}

// A DG result takes effect right after the defender's losses and before any retreat (9.12a), which matters for a
// retreat through enemy zones of control (9.12e); a defender destroyed meanwhile has no mode to speak of.
function resolveDefender(value: CombatResult, situation: CombatSituation, attackerUnfulfilled: IgnorableReason | null): DefenderSteps {
  const option = resolveDefenderOption(value, situation, attackerUnfulfilled);
  if (!value.dg || option.outcome.destroyed) return option;
  const afterLosses = option.steps[0]?.code === 'defender-loses-steps' ? 1 : 0;
  return {
    outcome: { ...option.outcome, disorganized: true },
    steps: [...option.steps.slice(0, afterLosses), conclusion('defender-dg', {}, combatTableSource('legend-dg', '9.12a')), ...option.steps.slice(afterLosses)],
  };
}

function resolveDefenderOption(value: CombatResult, situation: CombatSituation, attackerUnfulfilled: IgnorableReason | null): DefenderSteps {
  const { loss, option } = value.defender;
  const steps: Conclusion[] = [];
  const lossTaken = Math.min(loss, situation.defenderSteps);
  if (lossTaken > 0) steps.push(conclusion('defender-loses-steps', { count: lossTaken }, combatTableSource('loss-or-option')));
  const left = situation.defenderSteps - lossTaken;
  const optionIgnorable = option > 0 ? attackerUnfulfilled : null;
  const untouched = { hexesRetreated: 0, disorganized: false, optionIgnorable, optionIgnored: false };
  if (left === 0) {
    steps.push(conclusion('defender-destroyed', {}, combatTableSource('loss-or-option')));
    return { outcome: { ...untouched, stepsLost: lossTaken, destroyed: true }, steps };
  }
  if (option === 0) return { outcome: { ...untouched, stepsLost: lossTaken, destroyed: false }, steps };
  if (optionIgnorable) {
    steps.push(ignorableConclusion(optionIgnorable, option));
    if (!situation.defenderAppliesOptionAnyway) {
      steps.push(conclusion('defender-ignores-option', { count: option }, combatTableSource('defender-may-ignore')));
      return { outcome: { ...untouched, stepsLost: lossTaken, destroyed: false, optionIgnored: true }, steps };
    }
    steps.push(conclusion('defender-applies-option-anyway', { count: option }, combatTableSource('key-optional', '9.9 note 2')));
  }
  const applied = applyOption('defender', option, situation.defenderRetreat, left, value.dg, lossTaken === 0);
  return {
    outcome: { ...untouched, ...applied.outcome, stepsLost: lossTaken + applied.outcome.stepsLost },
    steps: [...steps, ...applied.steps],
  };
}

// Both sides take an option the same way: the loss part first, then the retreat, which a destroyed force cannot make.
// A 2+ hex retreat disorganizes (note 3); it goes unmentioned when the result's own DG already does. Losses taken for
// an option are step losses like any other: when they are the side's first, the Action Rating unit takes the first (9.11c).
function applyOption(
  side: 'attacker' | 'defender',
  option: number,
  retreat: number,
  stepsLeft: number,
  disorganizedByResult: boolean,
  firstLossesOfSide: boolean,
): SideSteps & { readonly shortfall: number } {
  const steps: Conclusion[] = [];
  const lossesWanted = option - retreat;
  const lossesTaken = Math.min(lossesWanted, stepsLeft);
  const shortfall = lossesWanted - lossesTaken;
  const destroyed = lossesTaken === stepsLeft && lossesTaken > 0;
  if (lossesTaken > 0) {
    const code = firstLossesOfSide ? (`${side}-option-as-first-losses` as const) : (`${side}-option-as-losses` as const);
    steps.push(conclusion(code, { count: lossesTaken }, firstLossesOfSide ? combatTableSource('option-number', '9.11c') : combatTableSource('option-number')));
  }
  if (shortfall > 0) {
    const why = side === 'attacker' ? 'defender-may-ignore' : 'option-number';
    steps.push(conclusion(`${side}-cannot-fulfil-option`, { count: shortfall }, combatTableSource(why)));
  }
  if (destroyed) {
    steps.push(conclusion(`${side}-destroyed`, {}, combatTableSource('option-number')));
    return { outcome: { stepsLost: lossesTaken, hexesRetreated: 0, destroyed, disorganized: false }, steps, shortfall };
  }
  if (retreat > 0) steps.push(conclusion(`${side}-retreats`, { count: retreat }, combatTableSource('option-number')));
  const disorganized = retreat >= 2;
  if (disorganized && !disorganizedByResult) steps.push(conclusion(`${side}-dg-from-retreat`, { count: retreat }, noteSource('9.9 note 3')));
  return { outcome: { stepsLost: lossesTaken, hexesRetreated: retreat, destroyed, disorganized }, steps, shortfall };
}

function ignorableConclusion(reason: IgnorableReason, option: number): Conclusion {
  const params = { count: option };
  switch (reason) {
    case 'attacker-retreated':
      return conclusion('defender-may-ignore-option-attacker-retreated', params, combatTableSource('defender-may-ignore', '9.9 note 2'));
    case 'attacker-destroyed':
      return conclusion('defender-may-ignore-option-attacker-destroyed', params, combatTableSource('example-al1o1-do1', '9.9 note 2'));
    case 'attacker-short':
      return conclusion('defender-may-ignore-option-attacker-short', params, combatTableSource('defender-may-ignore'));
  }
}

/** One attacking unit as the resolution tracks it. */
interface AttackingUnit {
  readonly rating: number;
  readonly steps: number;
  readonly disorganized: boolean;
}

// Null when the steps per unit are not given and cannot be told from the totals, or do not add up.
function unitStepsOf(situation: CombatSituation): readonly number[] | null {
  const count = situation.attackerActionRatings.length;
  const given = situation.attackerUnitSteps;
  if (given === undefined) {
    if (situation.attackerSteps === count) return situation.attackerActionRatings.map(() => 1);
    return count === 1 ? [situation.attackerSteps] : null;
  }
  if (!Array.isArray(given) || given.length !== count || !given.every(isStepCount)) return null;
  return given.reduce((sum, steps) => sum + steps, 0) === situation.attackerSteps ? given : null;
}

function attackingUnits(situation: CombatSituation): readonly AttackingUnit[] {
  const steps = unitStepsOf(situation) ?? [];
  return situation.attackerActionRatings.map((rating, index) => ({
    rating,
    steps: steps[index] ?? 1,
    disorganized: situation.attackerDisorganized?.[index] ?? false,
  }));
}

// 9.11c: the Action Rating unit (the first) loses the first step, and every unit loses one before any loses two.
function survivingUnits(units: readonly AttackingUnit[], stepsLost: number): number[] {
  const left = units.map((unit) => unit.steps);
  let losses = stepsLost;
  while (losses > 0 && left.some((steps) => steps > 0)) {
    for (let index = 0; index < left.length && losses > 0; index += 1) {
      if ((left[index] ?? 0) === 0) continue;
      left[index] = (left[index] ?? 0) - 1;
      losses -= 1;
    }
  }
  return left.flatMap((steps, index) => (steps > 0 ? [index] : []));
}

function resolveExploitation(
  value: CombatResult,
  situation: CombatSituation,
  attacker: SideOutcome,
  units: readonly AttackingUnit[],
  survivors: readonly number[],
): { readonly marked: readonly number[]; readonly steps: readonly Conclusion[] } {
  const minimum = value.exploit;
  if (minimum === null) return { marked: [], steps: [] };
  const none = (step: Conclusion) => ({ marked: [], steps: [step] });
  if (situation.phase !== 'combat') return none(conclusion('exploit-not-in-combat-segment', { minimum }, combatTableSource('legend-exploit')));
  if (situation.attackingHexes >= 3) {
    return none(conclusion('exploit-ignored-three-or-more-hexes', { minimum, count: situation.attackingHexes }, noteSource('9.9 note 4')));
  }
  if (situation.attackFromNonAdjacentHexsides) {
    return none(conclusion('exploit-ignored-non-adjacent-hexsides', { minimum }, noteSource('9.9 note 4')));
  }
  if (situation.attackerRetreat > 0) {
    return none(conclusion('exploit-voided-by-retreat', { minimum }, combatTableSource('exploit-takes-losses', '9.9 note 1')));
  }
  if (attacker.destroyed || survivors.length === 0) {
    return none(conclusion('exploit-no-surviving-attackers', { minimum }, combatTableSource('legend-exploit')));
  }
  const steps: Conclusion[] = [];
  const disorganized = survivors.filter((index) => units[index]?.disorganized);
  if (disorganized.length > 0) {
    const numbers = disorganized.map((index) => index + 1).join(', ');
    steps.push(conclusion('exploit-disorganized-units-excluded', { minimum, count: disorganized.length, units: numbers }, seriesSource('9.13b A')));
  }
  const marked = survivors.filter((index) => {
    const unit = units[index];
    return unit !== undefined && !unit.disorganized && unit.rating >= minimum;
  });
  if (marked.length === 0) return { marked, steps: [...steps, noneQualifies(minimum, units, survivors)] };
  const numbers = marked.map((index) => index + 1).join(', ');
  steps.push(conclusion('units-exploitation-marked', { minimum, count: marked.length, units: numbers }, combatTableSource('legend-exploit')));
  return { marked, steps };
}

// Why no unit is marked when the attacker has survivors: none ever had the Action Rating, or those that had it were
// destroyed (the Action Rating unit takes the side's first loss, 9.11c), or those left of them are DG (9.13b A).
function noneQualifies(minimum: number, units: readonly AttackingUnit[], survivors: readonly number[]): Conclusion {
  const qualifying = units.flatMap((unit, index) => (unit.rating >= minimum ? [index] : []));
  if (qualifying.length === 0) return conclusion('exploit-no-unit-qualifies', { minimum }, combatTableSource('legend-exploit'));
  if (qualifying.some((index) => survivors.includes(index))) return conclusion('exploit-qualifying-units-disorganized', { minimum }, seriesSource('9.13b A'));
  const numbers = qualifying.map((index) => index + 1).join(', ');
  return conclusion('exploit-qualifying-units-destroyed', { minimum, count: qualifying.length, units: numbers }, seriesSource('9.11c'));
}

// A destroyed defender has no marker left to speak of; a DG defender goes to DG Mode, not Combat or Move (5.10).
function resolveReserve(
  value: CombatResult,
  situation: CombatSituation,
  defender: DefenderOutcome,
): { readonly removed: boolean; readonly steps: readonly Conclusion[] } {
  if (!situation.defenderInReserve) return { removed: false, steps: [] };
  const source: RuleSource = { doc: SOURCE_DOCS.reactionPhase, clause: 'reserve-removed-when-attacked' };
  const hasDefenderResult = value.defender.loss > 0 || value.defender.option > 0 || value.dg;
  if (!hasDefenderResult) return { removed: false, steps: [conclusion('reserve-marker-stays', {}, source)] };
  if (defender.destroyed) return { removed: true, steps: [] };
  if (defender.disorganized) return { removed: true, steps: [conclusion('reserve-marker-removed-dg', {}, { ...source, rule: '5.10' })] };
  return { removed: true, steps: [conclusion('reserve-marker-removed', {}, source)] };
}

function conclusion(code: ConclusionCode, params: Conclusion['params'], source: RuleSource): Conclusion {
  return { code, params, source };
}

function combatTableSource(clause: (typeof COMBAT_TABLE_CLAUSES)[number], rule?: (typeof TABLE_NOTE_RULES)[number] | (typeof SERIES_RULES)[number]): RuleSource {
  return rule ? { doc: SOURCE_DOCS.combatTable, clause, rule } : { doc: SOURCE_DOCS.combatTable, clause };
}

function seriesSource(rule: (typeof SERIES_RULES)[number]): RuleSource {
  return { doc: SOURCE_DOCS.combatTable, rule };
}

function noteSource(rule: (typeof TABLE_NOTE_RULES)[number]): RuleSource {
  return { doc: SOURCE_DOCS.combatTable, rule };
}

function isStepCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

function isRetreatWithin(retreat: number, option: number): boolean {
  return Number.isSafeInteger(retreat) && retreat >= 0 && retreat <= option;
}
