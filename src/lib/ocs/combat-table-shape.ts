/**
 * The shape of the OCS Combat Table (rule 9.9, series rules v4.3): its
 * terrains, rows and fields, without the validator, so browser code can work
 * with a table the build has already validated (see `combat-table.ts`).
 */

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
