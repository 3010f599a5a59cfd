/**
 * The OCS combat API: reading and printing Combat Table results, computing
 * odds, looking up the table, applying a result to a situation, and
 * explaining a result to a reader, and running a whole combat from the counters and the dice. Import from here rather than from the
 * individual modules, except in browser code, which imports the modules it
 * needs one by one so the page does not load the table validator (zod).
 */
export { fail, succeed, type Outcome } from './outcome';
export {
  COMBAT_ERROR_CODES,
  MAX_COMBAT_INPUT_LENGTH,
  RESULT_NUMBER_RANGE,
  RESULT_PART_CODES,
  combatResultParts,
  defenderReceivesResult,
  formatCombatResult,
  isWellFormedCombatResult,
  parseCombatResult,
  type CombatErrorCode,
  type CombatParseError,
  type CombatResult,
  type CombatResultOutcome,
  type ResultPart,
  type ResultPartCode,
  type SideResult,
} from './combat-result';
export {
  ODDS_ERROR_CODES,
  compareOdds,
  computeOdds,
  formatOdds,
  isValidOdds,
  parseOddsLabel,
  roundHalfUp,
  type Odds,
  type OddsError,
  type OddsErrorCode,
  type OddsOutcome,
} from './odds';
export {
  COLUMN_COUNT,
  ROW_LABELS,
  TERRAINS,
  combatTable,
  combatTableSchema,
  isTerrain,
  loadCombatTable,
  type CombatTable,
  type CombatTableRow,
  type RowLabel,
  type SurpriseThresholds,
  type Terrain,
} from './combat-table';
export { columnIndexInTable, lookupInTable } from './table-lookup';
export {
  LOOKUP_ERROR_CODES,
  columnIndexForOdds,
  lookupCombatTable,
  rowIndexForRoll,
  shiftColumnIndex,
  type CombatTableCell,
  type CombatTableQuery,
  type LookupError,
  type LookupErrorCode,
  type LookupOutcome,
} from './lookup';
export {
  COMBAT_PHASES,
  COMBAT_TABLE_CLAUSES,
  CONCLUSION_CODES,
  IGNORABLE_REASONS,
  REACTION_PHASE_CLAUSES,
  SERIES_RULES,
  SITUATION_ERROR_CODES,
  SOURCE_DOCS,
  TABLE_NOTE_RULES,
  resolveCombatResult,
  situationError,
  type CombatPhase,
  type CombatResolution,
  type CombatSituation,
  type Conclusion,
  type ConclusionCode,
  type DefenderOutcome,
  type IgnorableReason,
  type ResolutionOutcome,
  type RuleSource,
  type SideOutcome,
  type SituationError,
  type SituationErrorCode,
} from './resolve';
// The whole combat (9.6–9.9): `runCombat` on the shipped table, and the procedure's types and limits.
export * from './procedure';
export { BAND_SYMBOLS, RESULT_BANDS, resultBalance, resultBand, type ResultBand } from './balance';
export {
  CITED_CLAUSES,
  RESULT_PART_SOURCES,
  citedClauseLabels,
  errorExcerpt,
  explainCombatResult,
  ruleLinks,
  tableNoteId,
  tableNoteNumber,
  type CitedDoc,
  type ErrorExcerpt,
  type ExplainedPart,
  type LinkContext,
  type RuleLink,
} from './explain';
