/**
 * Finding a cell of the shipped Combat Table (see `table-lookup.ts` for the
 * rules of the lookup, which work on any table of the validated shape).
 */
import { combatTable, type Terrain } from './combat-table';
import type { Odds } from './odds';
import { columnIndexInTable, lookupInTable, type CombatTableQuery, type LookupOutcome } from './table-lookup';

export {
  LOOKUP_ERROR_CODES,
  rowIndexForRoll,
  shiftColumnIndex,
  type CombatTableCell,
  type CombatTableQuery,
  type LookupError,
  type LookupErrorCode,
  type LookupOutcome,
} from './table-lookup';

/**
 * Picks the column for the odds: the highest not above them; the first when below the table, the last beyond it.
 * @example columnIndexForOdds('Open', { attacker: 4, defender: 1 }) // 7 ('4:1')
 * @example columnIndexForOdds('Open', { attacker: 6, defender: 1 }) // 8 ('5:1')
 * @example columnIndexForOdds('Open', { attacker: 1, defender: 9 }) // 0 ('1:5')
 */
export function columnIndexForOdds(terrain: Terrain, odds: Odds): number {
  return columnIndexInTable(combatTable, terrain, odds);
}

/**
 * Looks up the Combat Table; never throws for bad input, returning a coded error instead.
 * @example lookupCombatTable({ terrain: 'Open', odds: { attacker: 4, defender: 1 }, shift: 3, roll: 12 })
 * // { ok: true, value: { column: '9:1', row: '12', result: 'Ae3 DL2o2DG', columnIndex: 10, oddsColumnIndex: 7, rowIndex: 11 } }
 */
export function lookupCombatTable(query: CombatTableQuery): LookupOutcome {
  return lookupInTable(combatTable, query);
}
