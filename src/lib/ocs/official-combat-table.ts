/**
 * The official OCS Combat Table (rule 9.9, series rules v4.3) as data: a zod schema
 * for `content/data/ocs-combat-table-v4.3.json`, a loader that names what is
 * wrong with a malformed copy, and the validated table itself. Server-side (and tests):
 * browser code gets the validated table from the page and works with `combat-table.ts`.
 */
import { z } from 'zod';
import table from '../../../content/data/ocs-combat-table-v4.3.json';
import { parseCombatResult } from './combat-result';
import { compareOdds, parseOddsLabel } from './odds';
import { COLUMN_COUNT, ROW_LABELS, type CombatTable } from './combat-table';

const nonEmptyText = z.string().min(1);

const oddsLabelSchema = z
  .string()
  .refine((label) => parseOddsLabel(label) !== null, { message: 'expected odds such as "3:1" or "1:2"' });

const terrainColumnsSchema = z
  .array(oddsLabelSchema)
  .length(COLUMN_COUNT)
  .superRefine((labels, context) => {
    labels.forEach((label, index) => {
      const previous = index > 0 ? parseOddsLabel(labels[index - 1] ?? '') : null;
      const current = parseOddsLabel(label);
      if (previous && current && compareOdds(previous, current) >= 0) {
        context.addIssue({ code: 'custom', path: [index], message: `odds must rise left to right, but "${label}" follows "${labels[index - 1]}"` });
      }
    });
  });

const cellSchema = z.string().superRefine((cell, context) => {
  const parsed = parseCombatResult(cell);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: `unreadable result "${cell}" (${parsed.error.code} at "${parsed.error.token}")` });
  }
});

const rowSchema = z.object({
  roll: z.enum(ROW_LABELS),
  results: z.array(cellSchema).length(COLUMN_COUNT),
});

const rowsSchema = z
  .array(rowSchema)
  .length(ROW_LABELS.length)
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      const expected = ROW_LABELS[index];
      if (row.roll !== expected) {
        context.addIssue({ code: 'custom', path: [index, 'roll'], message: `expected row "${expected}" here, found "${row.roll}"` });
      }
    });
  });

// The resolver cites the notes as "9.9 note N", so their number and order matter.
const notesSchema = z
  .array(nonEmptyText)
  .length(4)
  .superRefine((notes, context) => {
    notes.forEach((note, index) => {
      if (!note.startsWith(`${index + 1})`)) {
        context.addIssue({ code: 'custom', path: [index], message: `expected note ${index + 1} to start with "${index + 1})"` });
      }
    });
  });

const surpriseThresholdsSchema = z.object({
  attacker_surprise: nonEmptyText,
  defender_surprise: nonEmptyText,
});

/** The shape of `ocs-combat-table-v4.3.json`. */
export const combatTableSchema = z.object({
  title: nonEmptyText,
  source: nonEmptyText,
  notation: nonEmptyText,
  dice: nonEmptyText,
  columnsByTerrain: z.object({
    Open: terrainColumnsSchema,
    Close: terrainColumnsSchema,
    'Very Close': terrainColumnsSchema,
    'Extremely Close': terrainColumnsSchema,
  }),
  rows: rowsSchema,
  legend: z.object({
    A: nonEmptyText,
    D: nonEmptyText,
    'L#': nonEmptyText,
    'o#': nonEmptyText,
    DG: nonEmptyText,
    'e#': nonEmptyText,
  }),
  notes: notesSchema,
  surprise: z.object({
    procedure: nonEmptyText,
    drm: nonEmptyText,
    overrun: surpriseThresholdsSchema,
    regular: surpriseThresholdsSchema,
  }),
  actionRatingModifiers: z.array(nonEmptyText),
  combatSupply: nonEmptyText,
  odds: nonEmptyText,
});

/**
 * Validates combat table JSON; throws an Error naming each problem by its path (e.g. `rows[3].results[12]`).
 * @example loadCombatTable(JSON.parse(text)).columnsByTerrain.Open[0] // '1:5'
 */
export function loadCombatTable(json: unknown): CombatTable {
  const parsed = combatTableSchema.safeParse(json);
  // Returning the schema's output as a CombatTable keeps the schema and the zod-free shape in step at compile time.
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
  throw new Error(`Malformed OCS combat table: ${problems.join('; ')}`);
}

/** The Combat Table of series rules v4.3, validated when this module loads. */
export const combatTable: CombatTable = loadCombatTable(table);

function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, position) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (/^[A-Za-z_$][\w$]*$/.test(name)) return position === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}
