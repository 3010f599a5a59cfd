/**
 * Finding a cell of a Combat Table: odds pick the column on the terrain's
 * header row, column shifts move it, the modified roll picks the row. The
 * table is a parameter, so browser code can pass the table the build
 * validated; `lookup.ts` binds these to the shipped table.
 */
import { COLUMN_COUNT, ROW_LABELS, isTerrain, type CombatTable, type RowLabel, type Terrain } from './combat-table-shape';
import { fail, succeed, type Outcome } from './outcome';
import { compareOdds, isValidOdds, parseOddsLabel, type Odds } from './odds';

/** What to look up: terrain, combat odds, net column shift (right positive) and the modified roll. */
export interface CombatTableQuery {
  readonly terrain: Terrain;
  readonly odds: Odds;
  readonly shift: number;
  readonly roll: number;
}

/** A cell of the table, with indexes a UI can use to highlight it. */
export interface CombatTableCell {
  /** The header of the column used, after shifts, e.g. '9:1'. */
  readonly column: string;
  /** The row label, e.g. '12' or '15 or more'. */
  readonly row: RowLabel;
  /** The result as printed, e.g. 'Ae3 DL2o2DG'. */
  readonly result: string;
  /** 0-based column of `column` within the terrain's header row. */
  readonly columnIndex: number;
  /** 0-based column the odds alone picked, before shifts. */
  readonly oddsColumnIndex: number;
  /** 0-based row of `row`. */
  readonly rowIndex: number;
}

/** Every error code a lookup can return, one per query field. */
export const LOOKUP_ERROR_CODES = ['unknown-terrain', 'invalid-odds', 'invalid-shift', 'invalid-roll'] as const;

/** A stable code naming which part of the query was unusable. */
export type LookupErrorCode = (typeof LOOKUP_ERROR_CODES)[number];

/** Why a lookup failed, and which query field caused it. */
export interface LookupError {
  readonly code: LookupErrorCode;
  readonly field: keyof CombatTableQuery;
}

/** What a lookup returns. */
export type LookupOutcome = Outcome<CombatTableCell, LookupError>;

/**
 * Picks the column for the odds in a given table: the highest not above them; the first when below the table, the last beyond it.
 * @example columnIndexInTable(combatTable, 'Open', { attacker: 4, defender: 1 }) // 7 ('4:1')
 */
export function columnIndexInTable(table: CombatTable, terrain: Terrain, odds: Odds): number {
  let chosen = 0;
  table.columnsByTerrain[terrain].forEach((label, index) => {
    const column = parseOddsLabel(label);
    if (column && compareOdds(column, odds) <= 0) chosen = index;
  });
  return chosen;
}

/**
 * Moves a column index by a number of shifts (right positive), staying inside the table.
 * @example shiftColumnIndex(7, 3) // 10
 * @example shiftColumnIndex(7, -9) // 0
 */
export function shiftColumnIndex(columnIndex: number, shift: number): number {
  return clamp(columnIndex + shift, 0, COLUMN_COUNT - 1);
}

/**
 * Picks the row for a modified roll: 1 or less is the first row, 15 or more the last.
 * @example rowIndexForRoll(12) // 11 (row '12')
 * @example rowIndexForRoll(-3) // 0 (row '1 or less')
 * @example rowIndexForRoll(18) // 14 (row '15 or more')
 */
export function rowIndexForRoll(roll: number): number {
  return clamp(roll, 1, ROW_LABELS.length) - 1;
}

/**
 * Looks up a given table; never throws for bad input, returning a coded error instead.
 * @example lookupInTable(combatTable, { terrain: 'Open', odds: { attacker: 4, defender: 1 }, shift: 3, roll: 12 }).value.result // 'Ae3 DL2o2DG'
 */
export function lookupInTable(table: CombatTable, query: CombatTableQuery): LookupOutcome {
  const { terrain, odds, shift, roll } = query;
  if (!isTerrain(terrain)) return fail({ code: 'unknown-terrain', field: 'terrain' });
  if (!isValidOdds(odds)) return fail({ code: 'invalid-odds', field: 'odds' });
  if (!Number.isSafeInteger(shift)) return fail({ code: 'invalid-shift', field: 'shift' });
  if (!Number.isSafeInteger(roll)) return fail({ code: 'invalid-roll', field: 'roll' });
  const oddsColumnIndex = columnIndexInTable(table, terrain, odds);
  const columnIndex = shiftColumnIndex(oddsColumnIndex, shift);
  const rowIndex = rowIndexForRoll(roll);
  const row = table.rows[rowIndex];
  return succeed({
    column: expectCell(table.columnsByTerrain[terrain][columnIndex]),
    row: expectCell(row?.roll),
    result: expectCell(row?.results[columnIndex]),
    columnIndex,
    oddsColumnIndex,
    rowIndex,
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

// A table of the validated shape has 15 rows of 13 cells and indexes are clamped to them, so a miss is a broken invariant.
function expectCell<Cell>(cell: Cell | undefined): Cell {
  if (cell === undefined) throw new Error('OCS combat table invariant broken: a clamped index missed a cell');
  return cell;
}
