import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLUMN_COUNT, ROW_LABELS, TERRAINS, isTerrain } from '../../../src/lib/ocs/combat-table';
import { combatTable, loadCombatTable } from '../../../src/lib/ocs/official-combat-table';

const dataPath = new URL('../../../content/data/ocs-combat-table-v4.3.json', import.meta.url);
// The shared data folder sits beside the checkout; where it is absent there is nothing to compare with.
const sharedPath = new URL('../../../../shared/data/ocs-combat-table-v4.3.json', import.meta.url);

function freshJson(): Record<string, unknown> & { rows: { roll: string; results: string[] }[]; columnsByTerrain: Record<string, string[]>; notes: string[] } {
  return JSON.parse(readFileSync(dataPath, 'utf8'));
}

function loadError(json: unknown): string {
  try {
    loadCombatTable(json);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadCombatTable to throw');
}

describe('the shipped v4.3 combat table', () => {
  it('has 13 odds columns for each of the four terrains', () => {
    expect(Object.keys(combatTable.columnsByTerrain).sort()).toEqual([...TERRAINS].sort());
    for (const terrain of TERRAINS) expect(combatTable.columnsByTerrain[terrain]).toHaveLength(COLUMN_COUNT);
  });

  it('has the 15 rows from "1 or less" to "15 or more" in order, 13 results each', () => {
    expect(combatTable.rows.map((row) => row.roll)).toEqual([...ROW_LABELS]);
    for (const row of combatTable.rows) expect(row.results).toHaveLength(COLUMN_COUNT);
  });

  it('starts Open at 1:5 and ends Extremely Close at 52:1, as printed', () => {
    expect(combatTable.columnsByTerrain.Open[0]).toBe('1:5');
    expect(combatTable.columnsByTerrain['Extremely Close'][COLUMN_COUNT - 1]).toBe('52:1');
  });

  it('keeps the four table notes in their printed order', () => {
    expect(combatTable.notes.map((note) => note.slice(0, 2))).toEqual(['1)', '2)', '3)', '4)']);
  });

  it.runIf(existsSync(sharedPath))('is a byte-identical copy of the shared data file', () => {
    expect(readFileSync(dataPath).equals(readFileSync(sharedPath))).toBe(true);
  });
});

describe('isTerrain', () => {
  it('accepts the four terrains and nothing else', () => {
    for (const terrain of TERRAINS) expect(isTerrain(terrain)).toBe(true);
    for (const other of ['open', 'Swamp', '', 3, null, undefined]) expect(isTerrain(other)).toBe(false);
  });
});

describe('loadCombatTable on a corrupted table', () => {
  it('accepts an untouched copy', () => {
    expect(loadCombatTable(freshJson()).rows).toHaveLength(15);
  });

  it('names the cell whose result is unreadable', () => {
    const json = freshJson();
    json.rows[3]!.results[12] = 'Ao1 x4 DL1o2';
    expect(loadError(json)).toMatch(/rows\[3\]\.results\[12\]/);
  });

  it('names the row with a missing result', () => {
    const json = freshJson();
    json.rows[7]!.results.pop();
    expect(loadError(json)).toMatch(/rows\[7\]\.results/);
  });

  it('names a row label that is out of order', () => {
    const json = freshJson();
    [json.rows[1], json.rows[2]] = [json.rows[2]!, json.rows[1]!];
    expect(loadError(json)).toMatch(/rows\[1\]\.roll/);
  });

  it('rejects a table with a row missing', () => {
    const json = freshJson();
    json.rows.pop();
    expect(loadError(json)).toMatch(/^Malformed OCS combat table: rows: /);
  });

  it('names the terrain whose odds do not rise', () => {
    const json = freshJson();
    json.columnsByTerrain['Very Close']![4] = '1:1';
    expect(loadError(json)).toMatch(/columnsByTerrain\["Very Close"\]\[4\]/);
  });

  it('names a header that is not odds', () => {
    const json = freshJson();
    json.columnsByTerrain.Open![0] = '1-5';
    expect(loadError(json)).toMatch(/columnsByTerrain\.Open\[0\]/);
  });

  it('names a missing terrain', () => {
    const json = freshJson();
    delete json.columnsByTerrain.Close;
    expect(loadError(json)).toMatch(/columnsByTerrain\.Close/);
  });

  it('names a missing legend entry', () => {
    const json = freshJson();
    delete (json.legend as Record<string, unknown>)['e#'];
    expect(loadError(json)).toMatch(/legend\["e#"\]/);
  });

  it('names notes that lost their numbering', () => {
    const json = freshJson();
    json.notes[2] = 'A retreat of 2 or more hexes triggers DG.';
    expect(loadError(json)).toMatch(/notes\[2\]/);
  });

  it('names the root when the input is not an object', () => {
    expect(loadError(null)).toMatch(/\(root\)/);
    expect(loadError('table')).toMatch(/\(root\)/);
  });
});
