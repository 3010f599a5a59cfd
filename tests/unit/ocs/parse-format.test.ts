import { describe, expect, it } from 'vitest';
import { COMBAT_ERROR_CODES, MAX_COMBAT_INPUT_LENGTH, combatResultParts, defenderReceivesResult, formatCombatResult, isWellFormedCombatResult, parseCombatResult, type CombatErrorCode } from '../../../src/lib/ocs/combat-result';
import { ROW_LABELS } from '../../../src/lib/ocs/combat-table';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { valueOf } from './helpers';

const cells = combatTable.rows.flatMap((row) =>
  row.results.map((printed, column) => ({ printed, row: row.roll, column })),
);

describe('every printed cell of the table', () => {
  it('is 195 cells (15 rows × 13 columns)', () => {
    expect(cells).toHaveLength(ROW_LABELS.length * 13);
  });

  it.each(cells)('row $row column $column: "$printed" parses, prints back as printed and reparses the same', ({ printed }) => {
    const parsed = parseCombatResult(printed);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(isWellFormedCombatResult(parsed.value)).toBe(true);
    const formatted = formatCombatResult(parsed.value);
    expect(formatted).toBe(printed);
    expect(valueOf(formatted)).toEqual(parsed.value);
  });
});

describe('reading the printed notation', () => {
  it.each([
    ['AL2', { attacker: { loss: 2, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }],
    ['AL1o1 Do1', { attacker: { loss: 1, option: 1 }, defender: { loss: 0, option: 1 }, exploit: null, dg: false }],
    ['Ao1 e4 DL1o2', { attacker: { loss: 0, option: 1 }, defender: { loss: 1, option: 2 }, exploit: 4, dg: false }],
    ['Ae4 DL1o2', { attacker: { loss: 0, option: 0 }, defender: { loss: 1, option: 2 }, exploit: 4, dg: false }],
    ['Ae3 DL2o2DG', { attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 2 }, exploit: 3, dg: true }],
    ['Ae2 DL2o3DG', { attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 3 }, exploit: 2, dg: true }],
  ])('reads "%s" field by field', (printed, expected) => {
    expect(parseCombatResult(printed)).toEqual({ ok: true, value: expected });
  });
});

describe('player-written variants', () => {
  it.each([
    ['al1o1do1', 'AL1o1 Do1'],
    ['AL1O1 DO1', 'AL1o1 Do1'],
    ['  AL1o1    Do1  ', 'AL1o1 Do1'],
    ['AL1o1, Do1', 'AL1o1 Do1'],
    ['AL1o1,Do1', 'AL1o1 Do1'],
    ['AL1o1 - Do1', 'AL1o1 Do1'],
    ['AL1o1-Do1', 'AL1o1 Do1'],
    ['AL1o1 – Do1', 'AL1o1 Do1'],
    ['AL1o1 — Do1', 'AL1o1 Do1'],
    ['AL1o1; Do1', 'AL1o1 Do1'],
    ['AL1o1 / Do1', 'AL1o1 Do1'],
    // As a tool's address writes it (?code=AL1o1+DL1o2), copied from the address bar.
    ['AL1o1+DL1o2', 'AL1o1 DL1o2'],
    ['AL1o1\tDo1\n', 'AL1o1 Do1'],
    ['A L1 o1 D o1', 'AL1o1 Do1'],
    ['Ao1L1 Do1', 'AL1o1 Do1'],
    ['Do1 AL1o1', 'AL1o1 Do1'],
    // DG on its own, as the legend and the text's examples write it: only ever the defender's.
    ['DG', 'DDG'],
    ['dg', 'DDG'],
    ['DG AL1', 'AL1 DDG'],
    ['e4 DG', 'Ae4 DDG'],
    ['DG DL1', 'DL1DG'],
    ['Ao1e4DL1o2', 'Ao1 e4 DL1o2'],
    ['ao1 e4 dl1o2', 'Ao1 e4 DL1o2'],
    ['Ao1, e4, DL1o2', 'Ao1 e4 DL1o2'],
    ['Ao1 E4 - DL1O2', 'Ao1 e4 DL1o2'],
    ['A e4 DL1o2', 'Ae4 DL1o2'],
    ['AE4 DL1O2', 'Ae4 DL1o2'],
    ['ae4dl1o2', 'Ae4 DL1o2'],
    ['Ae3 DL2o2 DG', 'Ae3 DL2o2DG'],
    ['ae3dl2o2dg', 'Ae3 DL2o2DG'],
    ['Ae3 DL2o2, DG', 'Ae3 DL2o2DG'],
    ['Ae3 D DG L2 o2', 'Ae3 DL2o2DG'],
    ['Do1', 'Do1'],
    ['do1', 'Do1'],
    ['AL2', 'AL2'],
    ['al2', 'AL2'],
    ['DL1o2', 'DL1o2'],
    ['DDG', 'DDG'],
    ['Ae4', 'Ae4'],
    ['\u00a0AL2\u2003', 'AL2'],
    // Exploitation is only ever the attacker's, wherever a player writes it.
    ['AL1o1 DL1o2 e4', 'AL1o1 e4 DL1o2'],
    ['Ao1 DL1o2e4', 'Ao1 e4 DL1o2'],
    ['e4 DL1o2', 'Ae4 DL1o2'],
    ['DL1o2 e4', 'Ae4 DL1o2'],
    ['Do1, e4', 'Ae4 Do1'],
  ])('reads "%s" as %s', (typed, printed) => {
    expect(formatCombatResult(valueOf(typed))).toBe(printed);
  });

  it('reads invisible characters copied from a forum (zero-width space and joiners, word joiner, BOM, soft hyphen) as nothing', () => {
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']) {
      expect(formatCombatResult(valueOf(`AL1o1${invisible}DL1o2`)), invisible).toBe('AL1o1 DL1o2');
      expect(formatCombatResult(valueOf(`${invisible}A${invisible}L1o1 Do1${invisible}`)), invisible).toBe('AL1o1 Do1');
    }
  });

  it('reads full-width letters and digits as the letters and digits they stand for', () => {
    expect(formatCombatResult(valueOf('AL\uff11o1'))).toBe('AL1o1');
    expect(formatCombatResult(valueOf('\uff21\uff2c\uff11\uff4f\uff11\u3000\uff24\uff4f\uff11'))).toBe('AL1o1 Do1');
    // What a refusal points at is still what was typed, where it was typed.
    expect(parseCombatResult('\uff21\uff2c\uff10')).toEqual({ ok: false, error: { code: 'number-out-of-range', token: '\uff2c\uff10', index: 1 } });
  });

  it('reads a code quoted in a sentence, its stop, brackets and quotation marks kept by a forum\'s link', () => {
    expect(formatCombatResult(valueOf('AL1o1 DL1o2 e4.'))).toBe('AL1o1 e4 DL1o2');
    expect(formatCombatResult(valueOf('(Ae4 DL1o2)'))).toBe('Ae4 DL1o2');
    expect(formatCombatResult(valueOf('«AL1o1 Do1».'))).toBe('AL1o1 Do1');
    expect(formatCombatResult(valueOf('"Ao1 DL1o1"!'))).toBe('Ao1 DL1o1');
  });

  it('reads Cyrillic А, О and Е typed on a Russian layout as the Latin letters', () => {
    expect(formatCombatResult(valueOf('\u0410L1\u043e1 D\u043e1'))).toBe('AL1o1 Do1');
    expect(formatCombatResult(valueOf('\u0430\u04154 DL1\u041e2'))).toBe('Ae4 DL1o2');
  });
});

function errorOf(input: string): { code: CombatErrorCode; token: string; index: number } {
  const parsed = parseCombatResult(input);
  if (parsed.ok) throw new Error(`expected "${input}" to be rejected`);
  return parsed.error;
}

describe('rejected input names the problem and where it is', () => {
  it.each<[string, CombatErrorCode, string, number]>([
    ['', 'empty', '', 0],
    ['   ', 'empty', '   ', 0],
    [' , - ', 'empty', ' , - ', 0],
    ['AL1 Dx1', 'unexpected-token', 'x1', 5],
    ['AL1o1 Do1 <script>', 'unexpected-token', '<script>', 10],
    ['A1', 'unexpected-token', '1', 1],
    ['AL1 Do1 2', 'unexpected-token', '2', 8],
    ['AL1\u0000', 'unexpected-token', '\u0000', 3],
    ['AL', 'missing-number', 'L', 1],
    ['Ao Do1', 'missing-number', 'o', 1],
    ['AL 1', 'missing-number', 'L', 1],
    ['Ae', 'missing-number', 'e', 1],
    ['AL0', 'number-out-of-range', 'L0', 1],
    ['AL99 Do1', 'number-out-of-range', 'L99', 1],
    ['Ae12', 'number-out-of-range', 'e12', 1],
    ['L1 Do1', 'missing-side', 'L1', 0],
    ['o1', 'missing-side', 'o1', 0],
    ['AL1 Do1 Ao1', 'duplicate-side', 'A', 8],
    ['Do1 DL1', 'duplicate-side', 'D', 4],
    ['AL1L2', 'duplicate-item', 'L2', 3],
    ['Ao1 e4 e3 DL1o2', 'duplicate-item', 'e3', 7],
    ['DL2DGDG', 'duplicate-item', 'DG', 5],
    ['A', 'empty-side', 'A', 0],
    ['A Do1', 'empty-side', 'A', 0],
    ['AL1 D', 'empty-side', 'D', 4],
    ['AL1 D, ', 'empty-side', 'D', 4],
    ['Ae4 DL1o2 e3', 'duplicate-item', 'e3', 10],
    ['e4 Ae3 DL1o2', 'duplicate-item', 'e4', 0],
    ['D e4', 'empty-side', 'D', 0],
    ['AL1DG', 'dg-outside-defender', 'DG', 3],
    ['Ae3 DG', 'dg-outside-defender', 'DG', 4],
    ['DG DDG', 'duplicate-item', 'DG', 4],
    ['DG DG', 'duplicate-item', 'DG', 3],
  ])('"%s" → %s at "%s" (index %i)', (input, code, token, index) => {
    const error = errorOf(input);
    expect(error).toEqual({ code, token, index });
    expect(input.slice(error.index, error.index + error.token.length)).toBe(error.token);
  });

  it(`rejects input longer than ${MAX_COMBAT_INPUT_LENGTH} characters, pointing at the excess`, () => {
    const input = `AL1o1 Do1${' '.repeat(MAX_COMBAT_INPUT_LENGTH)}`;
    expect(errorOf(input)).toEqual({ code: 'too-long', token: input.slice(MAX_COMBAT_INPUT_LENGTH), index: MAX_COMBAT_INPUT_LENGTH });
  });

  it(`accepts input of exactly ${MAX_COMBAT_INPUT_LENGTH} characters`, () => {
    expect(parseCombatResult(`AL2${' '.repeat(MAX_COMBAT_INPUT_LENGTH - 3)}`).ok).toBe(true);
  });

  it('reports the original characters, not the normalized ones, as the token', () => {
    expect(errorOf('\u0430l0')).toEqual({ code: 'number-out-of-range', token: 'l0', index: 1 });
    expect(errorOf('ao1 \u0435x')).toEqual({ code: 'missing-number', token: '\u0435', index: 4 });
  });

  it('has an example above for every documented error code', () => {
    const exercised = new Set<string>([
      'empty', 'too-long', 'unexpected-token', 'missing-number', 'number-out-of-range', 'missing-side',
      'duplicate-side', 'duplicate-item', 'empty-side', 'dg-outside-defender',
    ]);
    expect([...COMBAT_ERROR_CODES].sort()).toEqual([...exercised].sort());
  });

  it('does not throw when called from untyped code with a non-string', () => {
    expect(parseCombatResult(undefined as unknown as string).ok).toBe(false);
    expect(parseCombatResult(42 as unknown as string).ok).toBe(false);
  });
});

describe('formatCombatResult', () => {
  it('glues e# to a bare attacker and sets it apart after a loss or option', () => {
    const base = { defender: { loss: 1, option: 2 }, dg: false };
    expect(formatCombatResult({ ...base, attacker: { loss: 0, option: 0 }, exploit: 4 })).toBe('Ae4 DL1o2');
    expect(formatCombatResult({ ...base, attacker: { loss: 0, option: 1 }, exploit: 4 })).toBe('Ao1 e4 DL1o2');
    expect(formatCombatResult({ ...base, attacker: { loss: 1, option: 0 }, exploit: 4 })).toBe('AL1 e4 DL1o2');
  });

  it('glues DG to the defender part', () => {
    expect(formatCombatResult({ attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 2 }, exploit: 3, dg: true })).toBe('Ae3 DL2o2DG');
  });

  it('leaves out a side with nothing to do', () => {
    expect(formatCombatResult({ attacker: { loss: 2, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false })).toBe('AL2');
    expect(formatCombatResult({ attacker: { loss: 0, option: 0 }, defender: { loss: 0, option: 1 }, exploit: null, dg: false })).toBe('Do1');
  });
});

describe('isWellFormedCombatResult', () => {
  const valid = valueOf('AL1o1 Do1');
  it.each([
    ['a negative loss', { ...valid, attacker: { loss: -1, option: 1 } }],
    ['a fractional option', { ...valid, defender: { loss: 0, option: 1.5 } }],
    ['a loss above 9', { ...valid, attacker: { loss: 12, option: 0 } }],
    ['an exploit of 0', { ...valid, exploit: 0 }],
    ['no effect at all', { attacker: { loss: 0, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }],
  ])('rejects %s', (_label, value) => {
    expect(isWellFormedCombatResult(value)).toBe(false);
  });

  it('accepts what the parser produces', () => {
    expect(isWellFormedCombatResult(valid)).toBe(true);
  });
});

describe('explaining a result part by part', () => {
  it('lists the parts of "Ao1 e4 DL1o2" in printed order, its e4 as earned only through the option (9.10d)', () => {
    expect(combatResultParts(valueOf('Ao1 e4 DL1o2'))).toEqual([
      { code: 'attackerOption', params: { count: 1 } },
      { code: 'exploitAfterOption', params: { minimum: 4 } },
      { code: 'defenderLoss', params: { count: 1 } },
      { code: 'defenderOption', params: { count: 2 } },
    ]);
  });

  it('lists loss before option and DG last for "Ae3 DL2o2DG"', () => {
    expect(combatResultParts(valueOf('Ae3 DL2o2DG')).map((part) => part.code)).toEqual(['exploit', 'defenderLoss', 'defenderOption', 'dg']);
  });

  it('says whether the defender receives anything', () => {
    expect(defenderReceivesResult(valueOf('AL1o1 Do1'))).toBe(true);
    expect(defenderReceivesResult(valueOf('AL2'))).toBe(false);
  });
});
