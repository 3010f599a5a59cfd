import { describe, expect, it } from 'vitest';
import { COLUMN_COUNT, LOOKUP_ERROR_CODES, TERRAINS, columnIndexForOdds, lookupCombatTable, rowIndexForRoll, shiftColumnIndex, type CombatTableQuery, type Terrain } from '../../../src/lib/ocs/combat-table';
import { ODDS_ERROR_CODES, compareOdds, computeOdds, formatOdds, parseOddsLabel, roundHalfUp } from '../../../src/lib/ocs/odds';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { expectOk } from './helpers';

describe('computeOdds (rules 9.7 and 4.1)', () => {
  it.each([
    [15, 6, 3, 1, '15 / 6 = 2.5 rounds up'],
    [9.75, 2, 5, 1, 'fractional strength is not rounded first: 4.875 → 5'],
    [6, 15, 1, 3, 'the defender stronger gives 1:n'],
    [10, 10, 1, 1, 'equal strengths'],
    [11, 5, 2, 1, '2.2 rounds down'],
    [0.7, 0.28, 3, 1, 'an exact .5 that floating point computes as 2.4999… still rounds up'],
    [1, 0.25, 4, 1, 'quarter strengths'],
    [2, 4.9, 1, 2, '1 : 2.45 rounds down'],
    [2.4999999999, 1, 2, 1, 'a hair under .5 rounds down (4.1), with no floating-point drift'],
    [1, 2.4999999999, 1, 2, 'the same on the defender\'s side'],
    [24.999999999, 10, 2, 1, 'exact on the typed decimals, not on their binary value'],
    [0.5, 0.2, 3, 1, '2.5 from two decimals that binary cannot hold'],
  ])('%d vs %d → %d:%d (%s)', (attack, defense, attacker, defender) => {
    expect(computeOdds(attack, defense)).toEqual({ ok: true, value: { attacker, defender } });
  });

  it.each([
    [0, 4, 0, 1, 'attacking with zero strength: the left-most column'],
    [4, 0, 1, 0, 'attacking a zero-strength defender: the right-most column'],
    [0, 0, 1, 1, 'both zero: call it 1:1'],
  ])('%d vs %d → %d:%d (9.14a, %s)', (attack, defense, attacker, defender) => {
    expect(computeOdds(attack, defense)).toEqual({ ok: true, value: { attacker, defender } });
  });

  it('starts zero-strength combats on the edge columns of every terrain, before shifts (9.14a)', () => {
    for (const terrain of TERRAINS) {
      expect(columnIndexForOdds(combatTable, terrain, expectOk(computeOdds(0, 4)))).toBe(0);
      expect(columnIndexForOdds(combatTable, terrain, expectOk(computeOdds(4, 0)))).toBe(COLUMN_COUNT - 1);
      expect(combatTable.columnsByTerrain[terrain][columnIndexForOdds(combatTable, terrain, expectOk(computeOdds(0, 0)))]).toBe('1:1');
    }
    const againstZero = expectOk(lookupCombatTable(combatTable, { terrain: 'Open', odds: expectOk(computeOdds(4, 0)), shift: -2, roll: 7 }));
    expect(againstZero.oddsColumnIndex).toBe(COLUMN_COUNT - 1);
    expect(againstZero.columnIndex).toBe(COLUMN_COUNT - 3);
    const withZero = expectOk(lookupCombatTable(combatTable, { terrain: 'Open', odds: expectOk(computeOdds(0, 4)), shift: 2, roll: 7 }));
    expect(withZero.columnIndex).toBe(2);
  });

  it.each([
    [-3, 4, 'invalid-attack-strength', -3],
    [Number.NaN, 4, 'invalid-attack-strength', Number.NaN],
    [Number.POSITIVE_INFINITY, 4, 'invalid-attack-strength', Number.POSITIVE_INFINITY],
    [4, -0.5, 'invalid-defense-strength', -0.5],
    [4, Number.NaN, 'invalid-defense-strength', Number.NaN],
  ])('%d vs %d → %s, without throwing', (attack, defense, code, value) => {
    expect(computeOdds(attack, defense)).toEqual({ ok: false, error: { code, value } });
    expect(ODDS_ERROR_CODES).toContain(code);
  });

  it('keeps odds finite even when the ratio overflows', () => {
    const odds = expectOk(computeOdds(Number.MAX_VALUE, Number.MIN_VALUE));
    expect(Number.isFinite(odds.attacker)).toBe(true);
  });

  it('rounds .5 up and everything else to nearest', () => {
    expect([0.5, 1.49, 1.5, 2.5, 4.875, 7, 2.4999999999, 0.49999999999999].map(roundHalfUp)).toEqual([1, 1, 2, 3, 5, 7, 2, 0]);
  });
});

describe('odds labels', () => {
  it('reads and prints the table headers', () => {
    expect(parseOddsLabel('9:1')).toEqual({ attacker: 9, defender: 1 });
    expect(parseOddsLabel('1:4')).toEqual({ attacker: 1, defender: 4 });
    expect(formatOdds({ attacker: 3, defender: 1 })).toBe('3:1');
    for (const label of ['', '4-1', '0:1', '1:0', ' 3:1', '3:1x', '1.5:1']) expect(parseOddsLabel(label)).toBeNull();
  });

  it('orders odds by attacker advantage', () => {
    expect(compareOdds({ attacker: 1, defender: 2 }, { attacker: 1, defender: 1 })).toBeLessThan(0);
    expect(compareOdds({ attacker: 3, defender: 1 }, { attacker: 3, defender: 1 })).toBe(0);
    expect(compareOdds({ attacker: 4, defender: 1 }, { attacker: 1, defender: 5 })).toBeGreaterThan(0);
  });
});

function lookup(terrain: Terrain, attacker: number, defender: number, shift: number, roll: number) {
  return expectOk(lookupCombatTable(combatTable, { terrain, odds: { attacker, defender }, shift, roll }));
}

describe('lookupCombatTable', () => {
  it('4:1 Open, shift +3, roll 12 → column 9:1, Ae3 DL2o2DG', () => {
    expect(lookup('Open', 4, 1, 3, 12)).toEqual({
      column: '9:1',
      row: '12',
      result: 'Ae3 DL2o2DG',
      columnIndex: 10,
      oddsColumnIndex: 7,
      rowIndex: 11,
    });
  });

  it('4:1 Open, shift -6, roll 2 → column 1:4, AL2', () => {
    expect(lookup('Open', 4, 1, -6, 2)).toMatchObject({ column: '1:4', row: '2', result: 'AL2', columnIndex: 1, rowIndex: 1 });
  });

  it('uses the highest column not above the odds', () => {
    expect(lookup('Open', 6, 1, 0, 7).column).toBe('5:1');
    expect(lookup('Close', 7, 1, 0, 7).column).toBe('6:1');
    expect(lookup('Very Close', 5, 1, 0, 7).column).toBe('4:1');
    expect(lookup('Extremely Close', 30, 1, 0, 7).column).toBe('28:1');
  });

  it('reads the same odds on a different column for each terrain', () => {
    expect(TERRAINS.map((terrain) => lookup(terrain, 4, 1, 0, 7).columnIndex)).toEqual([7, 6, 5, 4]);
  });

  it('uses the first column for odds below the table', () => {
    expect(lookup('Open', 1, 9, 0, 7)).toMatchObject({ column: '1:5', columnIndex: 0 });
    expect(lookup('Extremely Close', 1, 3, 0, 7)).toMatchObject({ column: '1:2', columnIndex: 0 });
  });

  it('uses the last column for odds beyond the table, and shifts start from there', () => {
    expect(lookup('Open', 20, 1, 0, 7)).toMatchObject({ column: '13:1', columnIndex: 12 });
    expect(lookup('Open', 20, 1, -1, 7)).toMatchObject({ column: '11:1', columnIndex: 11 });
  });

  it('clamps shifts to the table', () => {
    expect(lookup('Open', 4, 1, 40, 7).column).toBe('13:1');
    expect(lookup('Open', 4, 1, -40, 7).column).toBe('1:5');
  });

  it('clamps the modified roll to "1 or less" and "15 or more"', () => {
    expect(lookup('Open', 1, 1, 0, 1).row).toBe('1 or less');
    expect(lookup('Open', 1, 1, 0, -4).row).toBe('1 or less');
    expect(lookup('Open', 1, 1, 0, 15).row).toBe('15 or more');
    expect(lookup('Open', 1, 1, 0, 22)).toMatchObject({ row: '15 or more', rowIndex: 14, result: 'Ae4 DL1o2' });
  });

  it('returns the printed cell at the indexes it reports', () => {
    for (const terrain of TERRAINS) {
      for (let roll = -1; roll <= 17; roll += 1) {
        const cell = lookup(terrain, 3, 1, 1, roll);
        expect(combatTable.rows[cell.rowIndex]?.results[cell.columnIndex]).toBe(cell.result);
        expect(combatTable.columnsByTerrain[terrain][cell.columnIndex]).toBe(cell.column);
      }
    }
  });

  it.each<[string, Partial<CombatTableQuery>, string]>([
    ['an unknown terrain', { terrain: 'Swamp' as Terrain }, 'unknown-terrain'],
    ['odds of two zeros', { odds: { attacker: 0, defender: 0 } }, 'invalid-odds'],
    ['negative odds', { odds: { attacker: -1, defender: 1 } }, 'invalid-odds'],
    ['NaN odds', { odds: { attacker: Number.NaN, defender: 1 } }, 'invalid-odds'],
    ['missing odds', { odds: undefined as unknown as CombatTableQuery['odds'] }, 'invalid-odds'],
    ['a fractional shift', { shift: 1.5 }, 'invalid-shift'],
    ['a fractional roll', { roll: 7.5 }, 'invalid-roll'],
    ['an infinite roll', { roll: Number.POSITIVE_INFINITY }, 'invalid-roll'],
  ])('rejects %s with a coded error', (_label, override, code) => {
    const query: CombatTableQuery = { terrain: 'Open', odds: { attacker: 3, defender: 1 }, shift: 0, roll: 7, ...override };
    const outcome = lookupCombatTable(combatTable, query);
    expect(outcome).toMatchObject({ ok: false, error: { code } });
    expect(LOOKUP_ERROR_CODES).toContain(code);
  });
});

describe('column and row indexes for a UI', () => {
  it('maps odds to a column index on each terrain', () => {
    expect(columnIndexForOdds(combatTable, 'Open', { attacker: 4, defender: 1 })).toBe(7);
    expect(columnIndexForOdds(combatTable, 'Close', { attacker: 1, defender: 3 })).toBe(1);
  });

  it('shifts within 0..12', () => {
    expect(shiftColumnIndex(7, 3)).toBe(10);
    expect(shiftColumnIndex(7, -9)).toBe(0);
    expect(shiftColumnIndex(7, 9)).toBe(COLUMN_COUNT - 1);
  });

  it('maps rolls to row indexes', () => {
    expect([-3, 1, 2, 12, 14, 15, 30].map(rowIndexForRoll)).toEqual([0, 0, 1, 11, 13, 14, 14]);
  });
});

describe('from strengths to a result', () => {
  it('15 vs 6 in Close terrain is 3:1, and a roll of 8 reads the 3:1 column', () => {
    const odds = expectOk(computeOdds(15, 6));
    expect(lookup('Close', odds.attacker, odds.defender, 0, 8)).toMatchObject({ column: '3:1', result: 'Ao1 Do1' });
  });
});
