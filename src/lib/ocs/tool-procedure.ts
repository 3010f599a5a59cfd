/**
 * The combat tools' state as a whole combat (9.6–9.9): which inputs of the tools make a {@link CombatInput},
 * and the table inputs and result code the procedure leads to once the dice are in. Browser-safe: the
 * table is a parameter (see `tool-state.ts`).
 */
import type { CombatTable } from './combat-table';
import { runCombat, type CombatInput, type ProcedureField, type ProcedureOutcome } from './combat-procedure';
import { isOverrunPhase } from './resolve';
import { formatCombatResult, parseCombatResult } from './combat-result';
import { TOOL_PARAMS, withLookupResult, type CombatToolState, type ToolParam } from './tool-state';

/** The tools' field (URL parameter) each input of the procedure comes from, for showing an error there. */
export const PROCEDURE_FIELD_PARAMS: Readonly<Record<ProcedureField, ToolParam>> = {
  attack: TOOL_PARAMS.attack,
  defense: TOOL_PARAMS.defense,
  terrain: TOOL_PARAMS.terrain,
  overrun: TOOL_PARAMS.phase,
  'attacker.ar': TOOL_PARAMS.attackerActionRatings,
  'attacker.mode': TOOL_PARAMS.attackerActionRatings,
  'defender.ar': TOOL_PARAMS.defenderAr,
  'defender.mode': TOOL_PARAMS.defenderMode,
  hedgehog: TOOL_PARAMS.hedgehog,
  otherShifts: TOOL_PARAMS.otherShift,
  surpriseRoll: TOOL_PARAMS.surpriseDice,
  shiftDie: TOOL_PARAMS.shiftDie,
  combatRoll: TOOL_PARAMS.combatDice,
};

/**
 * The whole-combat input the state holds, or null while the strengths or the dice are missing. The attacker's
 * Action Rating unit is the first attacking unit (9.6). An attack in the Reaction Phase is an overrun too: that
 * phase has no Combat Segment (7.0) and allows no regular combat (5.7b B), so its surprise is an overrun's (9.8).
 * @example procedureInputFor({ ...DEFAULT_TOOL_STATE, attack: 4, defense: 1 }) // null (no dice yet)
 */
export function procedureInputFor(state: CombatToolState): CombatInput | null {
  const { attack, defense, procedure, situation } = state;
  if (attack === null || defense === null || procedure.surpriseDice === null || procedure.combatDice === null) return null;
  return {
    attack,
    defense,
    terrain: state.terrain,
    overrun: isOverrunPhase(situation.phase),
    attacker: { ar: situation.attackerActionRatings[0] ?? -1, dg: situation.attackerDisorganized[0] ?? false },
    attackersDisorganized: situation.attackerDisorganized.some(Boolean),
    defender: { ar: procedure.defenderAr, dg: procedure.defenderMode === 'dg', strat: procedure.defenderMode === 'strat' },
    hedgehog: procedure.hedgehog,
    otherShifts: procedure.otherShift === 0 ? [] : [{ shift: procedure.otherShift, note: procedure.otherNote }],
    surpriseRoll: procedure.surpriseDice,
    ...(procedure.shiftDie === null ? {} : { shiftDie: procedure.shiftDie }),
    combatRoll: procedure.combatDice,
  };
}

/**
 * The whole combat the state leads to, or null while it is incomplete.
 * @example procedureFor(stateWithDice, combatTable)?.ok // true, with every step explained
 */
export function procedureFor(state: CombatToolState, table: CombatTable): ProcedureOutcome | null {
  const input = procedureInputFor(state);
  return input === null ? null : runCombat(table, input);
}

/**
 * The state with the table inputs and the code the whole combat leads to: the shift the surprise and the
 * declared shift add up to, the modified roll, and the printed cell. Unchanged while incomplete or in error.
 * @example withProcedureResult(example98State, combatTable).code // 'Ae3 DL2o2DG'
 */
export function withProcedureResult(state: CombatToolState, table: CombatTable): CombatToolState {
  const outcome = procedureFor(state, table);
  if (outcome === null || !outcome.ok) return state;
  const combat = outcome.value;
  return { ...state, shift: combat.columnIndex - combat.oddsColumnIndex, roll: combat.modifiedCombatRoll, code: combat.result };
}

/**
 * The state without its dice, for when the reader types the shift or the roll by hand instead.
 * @example withoutDice(stateWithDice).procedure.surpriseDice // null
 */
export function withoutDice(state: CombatToolState): CombatToolState {
  return { ...state, procedure: { ...state.procedure, surpriseDice: null, shiftDie: null, combatDice: null } };
}

/**
 * The state with the code of the cell its inputs lead to: the whole combat's, once its dice are in, or else the
 * table lookup's (strengths, shift and roll); unchanged while they lead to none.
 * @example withLedResult({ ...DEFAULT_TOOL_STATE, attack: 4, defense: 1, shift: 3, roll: 12 }, combatTable).code // 'Ae3 DL2o2DG'
 */
export function withLedResult(state: CombatToolState, table: CombatTable): CombatToolState {
  return withProcedureResult(withLookupResult(state, table), table);
}

/**
 * A link's code and the cell its other inputs lead to (the whole combat's dice, or else the strengths, shift and
 * roll), when they differ: a hand-edited link would otherwise explain one result beside a table showing another.
 * Both are written as the explainer writes codes; null when they agree, when the inputs lead to no cell, or when the
 * code cannot be read (the explainer says why).
 * @example linkCodeDisagreement(parseToolState('?code=AL1o1&attack=4&defense=1&shift=3&roll=12').state, combatTable) // { code: 'AL1o1', cell: 'Ae3 DL2o2DG' }
 */
export function linkCodeDisagreement(state: CombatToolState, table: CombatTable): { code: string; cell: string } | null {
  if (state.code === '') return null;
  const code = parseCombatResult(state.code);
  const led = withLedResult({ ...state, code: '' }, table).code;
  if (!code.ok || led === '') return null;
  const cell = parseCombatResult(led);
  if (!cell.ok) return null;
  const [written, printed] = [formatCombatResult(code.value), formatCombatResult(cell.value)];
  return written === printed ? null : { code: written, cell: printed };
}
