/**
 * The OCS Combat Table (rule 9.9, series rules v4.3): its shape (terrains, rows, fields) and how a cell is
 * found in it (odds pick the column on the terrain's header row, column shifts move it, the modified roll
 * picks the row). The table is a parameter and nothing here validates it, so browser code can work with
 * the table the build validated; `official-combat-table.ts` holds the validated table and its schema.
 */
import { fail, succeed, type Outcome } from '../result';
import { compareOdds, isValidOdds, parseOddsLabel, type Odds } from './odds';

/** The terrain rows of the table header, from most open to most closed. */
export const TERRAINS = ['Open', 'Close', 'Very Close', 'Extremely Close'] as const;

/** A terrain of the table header; it picks the odds printed above each column. */
export type Terrain = (typeof TERRAINS)[number];

/** How many odds columns each terrain has. */
export const COLUMN_COUNT = 13;

/** The modified-roll labels of the rows, top to bottom. */
export const ROW_LABELS = [
  '1 or less', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15 or more',
] as const;

/** The label of one row of the table. */
export type RowLabel = (typeof ROW_LABELS)[number];

/** One row of the table: its roll label and its 13 printed results. */
export interface CombatTableRow {
  readonly roll: RowLabel;
  readonly results: readonly string[];
}

/** Who gains surprise on which roll, as printed. */
export interface SurpriseThresholds {
  readonly attacker_surprise: string;
  readonly defender_surprise: string;
}

/** The Combat Table as `ocs-combat-table-v4.3.json` holds it. */
export interface CombatTable {
  readonly title: string;
  readonly source: string;
  readonly notation: string;
  readonly dice: string;
  readonly columnsByTerrain: Readonly<Record<Terrain, readonly string[]>>;
  readonly rows: readonly CombatTableRow[];
  readonly legend: {
    readonly A: string;
    readonly D: string;
    readonly 'L#': string;
    readonly 'o#': string;
    readonly DG: string;
    readonly 'e#': string;
  };
  readonly notes: readonly string[];
  readonly surprise: {
    readonly procedure: string;
    readonly drm: string;
    readonly overrun: SurpriseThresholds;
    readonly regular: SurpriseThresholds;
  };
  readonly actionRatingModifiers: readonly string[];
  readonly combatSupply: string;
  readonly odds: string;
}

/**
 * Tells whether a string is one of the table's terrains.
 * @example isTerrain('Very Close') // true
 * @example isTerrain('Swamp') // false
 */
export function isTerrain(value: unknown): value is Terrain {
  return typeof value === 'string' && (TERRAINS as readonly string[]).includes(value);
}

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
 * Picks the column for the odds: the highest not above them; the first when below the table, the last beyond it.
 * @example columnIndexForOdds(combatTable, 'Open', { attacker: 4, defender: 1 }) // 7 ('4:1')
 * @example columnIndexForOdds(combatTable, 'Open', { attacker: 6, defender: 1 }) // 8 ('5:1')
 * @example columnIndexForOdds(combatTable, 'Open', { attacker: 1, defender: 9 }) // 0 ('1:5')
 */
export function columnIndexForOdds(table: CombatTable, terrain: Terrain, odds: Odds): number {
  let chosen = 0;
  table.columnsByTerrain[terrain].forEach((label, index) => {
    const column = parseOddsLabel(label);
    if (column && compareOdds(column, odds) <= 0) chosen = index;
  });
  return chosen;
}

/**
 * Whether odds fall outside the columns a terrain's row prints, at either end: they are resolved on the last column
 * at that end, where any shifts begin (9.7b).
 * @example oddsOutsideTable(table, 'Open', { attacker: 20, defender: 1 }) // true (the row ends at 13:1)
 * @example oddsOutsideTable(table, 'Open', { attacker: 6, defender: 1 }) // false (between 5:1 and 7:1: read on 5:1, 9.7a)
 */
export function oddsOutsideTable(table: CombatTable, terrain: Terrain, odds: Odds): boolean {
  const columns = table.columnsByTerrain[terrain];
  const [first, last] = [parseOddsLabel(columns[0] ?? ''), parseOddsLabel(columns.at(-1) ?? '')];
  return (first !== null && compareOdds(odds, first) < 0) || (last !== null && compareOdds(odds, last) > 0);
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
 * Looks up a table; never throws for bad input, returning a coded error instead.
 * @example lookupCombatTable(combatTable, { terrain: 'Open', odds: { attacker: 4, defender: 1 }, shift: 3, roll: 12 })
 * // { ok: true, value: { column: '9:1', row: '12', result: 'Ae3 DL2o2DG', columnIndex: 10, oddsColumnIndex: 7, rowIndex: 11 } }
 */
export function lookupCombatTable(table: CombatTable, query: CombatTableQuery): LookupOutcome {
  const { terrain, odds, shift, roll } = query;
  if (!isTerrain(terrain)) return fail({ code: 'unknown-terrain', field: 'terrain' });
  if (!isValidOdds(odds)) return fail({ code: 'invalid-odds', field: 'odds' });
  if (!Number.isSafeInteger(shift)) return fail({ code: 'invalid-shift', field: 'shift' });
  if (!Number.isSafeInteger(roll)) return fail({ code: 'invalid-roll', field: 'roll' });
  const oddsColumnIndex = columnIndexForOdds(table, terrain, odds);
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
