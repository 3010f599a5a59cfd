/**
 * A whole OCS combat on the shipped Combat Table (see `combat-procedure.ts` for the procedure, which works on
 * any table of the validated shape).
 */
import { combatTable } from './combat-table';
import { runCombatOnTable, type CombatInput, type ProcedureOutcome } from './combat-procedure';

export {
  PROCEDURE_ERROR_CODES,
  PROCEDURE_FIELDS,
  PROCEDURE_LIMITS,
  PROCEDURE_STEP_CODES,
  effectiveActionRating,
  procedureInputError,
  runCombatOnTable,
  surpriseThresholds,
  type CombatInput,
  type CombatProcedure,
  type CombatSideUnit,
  type DeclaredShift,
  type DicePair,
  type ProcedureError,
  type ProcedureErrorCode,
  type ProcedureField,
  type ProcedureOutcome,
  type ProcedureStep,
  type ProcedureStepCode,
  type SurpriseOutcome,
  type SurpriseSide,
  type SurpriseThresholdValues,
} from './combat-procedure';

/**
 * Runs a whole combat (9.6–9.9) on the shipped Combat Table; never throws.
 * @example
 * runCombat({ attack: 4, defense: 1, terrain: 'Open', overrun: true, attacker: { ar: 0 }, defender: { ar: 5 },
 *   hedgehog: 0, otherShifts: [], surpriseRoll: [5, 5], shiftDie: 6, combatRoll: [3, 4] }).value.result // 'AL2' (the 9.8 example reversed)
 */
export function runCombat(input: CombatInput): ProcedureOutcome {
  return runCombatOnTable(combatTable, input);
}
