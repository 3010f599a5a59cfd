import { describe, expect, it } from 'vitest';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { BAND_SYMBOLS, RESULT_BANDS, resultBalance, resultBand } from '../../../src/lib/ocs/result-bands';
import { valueOf } from './helpers';

const balances = combatTable.rows.map((row) => row.results.map((cell) => resultBalance(valueOf(cell))));

describe('result bands of the printed table', () => {
  it('puts the printed results in the expected bands', () => {
    const bands = Object.fromEntries(
      ['AL2', 'AL1o1', 'AL1o1 Do1', 'AL1 Do1', 'Ao1 Do1', 'AL1 DL1o1', 'Ao1 DL1o1', 'Ao1 DL1o2', 'Ao1 e4 DL1o2', 'Ae4 DL1o2', 'Ae3 DL2o2DG', 'Ae2 DL2o3DG']
        .map((code) => [code, resultBand(valueOf(code))]),
    );
    expect(bands).toEqual({
      AL2: 'defender-strong',
      AL1o1: 'defender-strong',
      'AL1o1 Do1': 'defender',
      'AL1 Do1': 'defender',
      'Ao1 Do1': 'even',
      'AL1 DL1o1': 'even',
      'Ao1 DL1o1': 'attacker',
      'Ao1 DL1o2': 'attacker',
      'Ao1 e4 DL1o2': 'attacker-strong',
      'Ae4 DL1o2': 'attacker-strong',
      'Ae3 DL2o2DG': 'attacker-decisive',
      'Ae2 DL2o3DG': 'attacker-decisive',
    });
  });

  it('never favours the attacker less further right along a row (better odds)', () => {
    for (const [rowIndex, row] of balances.entries()) {
      for (let column = 1; column < row.length; column += 1) {
        expect(row[column], `row ${rowIndex}, column ${column}`).toBeGreaterThanOrEqual(row[column - 1]!);
      }
    }
  });

  it('never favours the attacker less further down a column (higher roll)', () => {
    for (let rowIndex = 1; rowIndex < balances.length; rowIndex += 1) {
      balances[rowIndex]!.forEach((balance, column) => {
        expect(balance, `row ${rowIndex}, column ${column}`).toBeGreaterThanOrEqual(balances[rowIndex - 1]![column]!);
      });
    }
  });

  it('uses every band somewhere on the table, so the legend has nothing unused', () => {
    const used = new Set(combatTable.rows.flatMap((row) => row.results.map((cell) => resultBand(valueOf(cell)))));
    expect([...used].sort()).toEqual([...RESULT_BANDS].sort());
  });

  it('gives each band its own sign, so the shading does not rely on colour alone', () => {
    const symbols = RESULT_BANDS.map((band) => BAND_SYMBOLS[band]);
    expect(new Set(symbols).size).toBe(RESULT_BANDS.length);
    for (const symbol of symbols) expect(symbol.trim()).not.toBe('');
  });

  it('weighs losses, options, DG and exploitation from the attacker\'s side', () => {
    expect(resultBalance(valueOf('AL2'))).toBe(-2);
    expect(resultBalance(valueOf('Ao1 Do1'))).toBe(0);
    expect(resultBalance(valueOf('DL1DG'))).toBeGreaterThan(resultBalance(valueOf('DL1')));
    expect(resultBalance(valueOf('Ae2 DL1'))).toBeGreaterThan(resultBalance(valueOf('Ae4 DL1')));
  });
});
