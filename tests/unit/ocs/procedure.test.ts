import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLUMN_COUNT, ROW_LABELS, TERRAINS } from '../../../src/lib/ocs/combat-table';
import { PROCEDURE_ERROR_CODES, PROCEDURE_FIELDS, PROCEDURE_STEP_CODES, runCombat, type CombatInput, type CombatProcedure } from '../../../src/lib/ocs/combat-procedure';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { parseCombatResult } from '../../../src/lib/ocs/combat-result';
import { resolveCombatResult, type CombatSituation } from '../../../src/lib/ocs/resolve';
import { expectOk, situation } from './helpers';

/** A regular combat at 4:1 in the open between two AR 3 units, no surprise (7), combat roll 7; overridable. */
function input(overrides: Partial<CombatInput> = {}): CombatInput {
  return {
    attack: 4,
    defense: 1,
    terrain: 'Open',
    overrun: false,
    attacker: { ar: 3 },
    defender: { ar: 3 },
    hedgehog: 0,
    otherShifts: [],
    surpriseRoll: [3, 4],
    combatRoll: [3, 4],
    ...overrides,
  };
}

function run(overrides: Partial<CombatInput> = {}): CombatProcedure {
  return expectOk(runCombat(combatTable, input(overrides)));
}

const columnOf = (terrain: (typeof TERRAINS)[number], label: string) => combatTable.columnsByTerrain[terrain].indexOf(label);

describe('the 9.8 example: an AR 5 unit overruns an AR 0 unit at 4:1 in the open', () => {
  const example = input({ overrun: true, attacker: { ar: 5 }, defender: { ar: 0 }, surpriseRoll: [4, 4], shiftDie: 3, combatRoll: [3, 4] });

  it('gains attacker surprise on 8 + 5 = 13, shifts three columns right to 9:1, and rolls 7 + 5 = 12: Ae3 DL2o2DG', () => {
    const combat = expectOk(runCombat(combatTable, example));
    expect(combat.arDifferential).toBe(5);
    expect(combat.surprise).toEqual({ roll: [4, 4], modified: 13, side: 'attacker', shift: 3 });
    expect(combat.column).toBe('9:1');
    expect(combat.row).toBe('12');
    expect(combat.result).toBe('Ae3 DL2o2DG');
  });

  it('gives Ae4 DL1o2 without the column shift, as the example says', () => {
    expect(expectOk(runCombat(combatTable, { ...example, surpriseRoll: [1, 1] })).result).toBe('Ae4 DL1o2');
  });

  it('reversed (the AR 0 unit overruns the AR 5): 10 − 5 = 5 is defender surprise, six columns left to 1:4, 7 − 5 = 2: AL2', () => {
    const reversed = { ...example, attacker: { ar: 0 }, defender: { ar: 5 }, surpriseRoll: [5, 5] as const, shiftDie: 6 };
    const combat = expectOk(runCombat(combatTable, reversed));
    expect(combat.surprise).toEqual({ roll: [5, 5], modified: 5, side: 'defender', shift: -6 });
    expect(combat.column).toBe('1:4');
    expect(combat.modifiedCombatRoll).toBe(2);
    expect(combat.result).toBe('AL2');
    // "Without Surprise, the result would have been AL1o1, Do1."
    expect(expectOk(runCombat(combatTable, { ...reversed, overrun: false, surpriseRoll: [6, 5] })).result).toBe('AL1o1 Do1');
  });

  it('explains every step with its numbers and its rule, in order', () => {
    const combat = expectOk(runCombat(combatTable, example));
    expect(combat.steps.map((step) => [step.code, step.rule])).toEqual([
      ['odds', '9.7'],
      ['odds-column', '9.7a'],
      ['action-rating', '9.6'],
      ['action-rating', '9.6'],
      ['ar-differential', '9.6'],
      ['surprise-roll', '9.8'],
      ['surprise-attacker', '9.8'],
      ['final-column', '9.1g'],
      ['combat-roll', '9.9'],
      ['result', '9.9'],
    ]);
    expect(combat.steps.find((step) => step.code === 'surprise-roll')?.params).toMatchObject({ first: 4, second: 4, differential: 5, hedgehog: 0, modified: 13, attackerAtLeast: 9 });
    expect(combat.steps.find((step) => step.code === 'final-column')?.params).toMatchObject({ from: '4:1', shift: '+3', column: '9:1' });
    expect(combat.steps.at(-1)?.params).toEqual({ column: '9:1', row: '12', result: 'Ae3 DL2o2DG' });
  });
});

/** Runs the procedure to the cell that holds `code` at a given odds column and row, in the open, without surprise. */
function combatTo(code: string, column: string, roll: number): CombatProcedure {
  const [attacker, defender] = column.split(':').map(Number) as [number, number];
  // Past 12 the dice alone do not reach: the attacker's better Action Rating makes up the difference.
  const differential = Math.max(0, roll - 12);
  const dice: [number, number] = [Math.min(6, roll - differential - 1), roll - differential - Math.min(6, roll - differential - 1)];
  const combat = run({ attack: attacker, defense: defender, attacker: { ar: 2 + differential }, defender: { ar: 2 }, surpriseRoll: [4, 3], combatRoll: dice });
  expect(combat.result).toBe(code);
  return combat;
}

function resolveOf(combat: CombatProcedure, overrides: Partial<CombatSituation>) {
  const parsed = parseCombatResult(combat.result);
  if (!parsed.ok) throw new Error(`the table printed an unreadable ${combat.result}`);
  return expectOk(resolveCombatResult(parsed.value, situation(overrides)));
}

describe('odds outside the printed columns (9.7b; a rules review: 20:1 cited only 9.7a)', () => {
  it('resolves them on the last column at either end, and says so, citing 9.7b; odds inside cite 9.7a', () => {
    const column = (combat: CombatProcedure) => combat.steps.find((step) => step.code.startsWith('odds-column'));
    expect(column(run({ attack: 20, defense: 1 }))).toEqual({ code: 'odds-column-outside', params: { odds: '20:1', column: '13:1', terrain: 'Open' }, rule: '9.7b' });
    expect(column(run({ attack: 1, defense: 7, terrain: 'Close' }))).toEqual({ code: 'odds-column-outside', params: { odds: '1:7', column: '1:4', terrain: 'Close' }, rule: '9.7b' });
    // On a printed column's odds, or between two, the table is read as printed.
    expect(column(run({ attack: 13, defense: 1 }))?.rule).toBe('9.7a');
    expect(column(run({ attack: 1, defense: 5 }))?.rule).toBe('9.7a');
    expect(column(run({ attack: 6, defense: 1 }))).toEqual({ code: 'odds-column', params: { column: '5:1', terrain: 'Open' }, rule: '9.7a' });
  });
});

describe('the 9.10 examples, from the dice to the result applied', () => {
  it('A) Ao1 DL1o2: the attacker retreats, the defender\'s result becomes DL1', () => {
    const applied = resolveOf(combatTo('Ao1 DL1o2', '1:1', 13), { attackerRetreat: 1 });
    expect(applied.defender).toMatchObject({ stepsLost: 1, hexesRetreated: 0, optionIgnored: true });
  });

  it('B) AL1o1 Do1: the sole attacker dies by the L1, so the defender can ignore its option', () => {
    const applied = resolveOf(combatTo('AL1o1 Do1', '4:1', 2), { attackerSteps: 1, attackerActionRatings: [2] });
    expect(applied.attacker.destroyed).toBe(true);
    expect(applied.defender).toMatchObject({ optionIgnorable: 'attacker-destroyed', optionIgnored: true, stepsLost: 0 });
  });

  it('C) Ao1 e4 DL1o2: the attacker loses a step and gets its exploit result; the defender loses 1 and executes o2', () => {
    const applied = resolveOf(combatTo('Ao1 e4 DL1o2', '9:1', 7), { attackerSteps: 3, attackerActionRatings: [4, 4], attackerUnitSteps: [2, 1], defenderRetreat: 2 });
    expect(applied.attacker).toMatchObject({ stepsLost: 1, hexesRetreated: 0 });
    expect(applied.exploitationMarked).toEqual([0, 1]);
    expect(applied.defender).toMatchObject({ stepsLost: 1, hexesRetreated: 2, optionIgnored: false });
  });

  it('D) AL1 Do1: the attacker takes its required loss, the defender must execute its option', () => {
    const applied = resolveOf(combatTo('AL1 Do1', '7:1', 2), { defenderRetreat: 1 });
    expect(applied.attacker.stepsLost).toBe(1);
    expect(applied.defender).toMatchObject({ optionIgnorable: null, hexesRetreated: 1 });
  });

  it('E) Ao1 DL1o1: the attacker must take its option, the lone defending step is destroyed', () => {
    const applied = resolveOf(combatTo('Ao1 DL1o1', '9:1', 3), { defenderSteps: 1, attackerRetreat: 1 });
    expect(applied.attacker.hexesRetreated).toBe(1);
    expect(applied.defender.destroyed).toBe(true);
  });
});

describe('surprise thresholds at their edges (9.8)', () => {
  // AR differential 0, no hedgehog: the modified roll is the dice.
  it.each([
    [false, [5, 5], 'attacker'],
    [false, [4, 5], null],
    [false, [3, 3], null],
    [false, [2, 3], 'defender'],
    [true, [4, 5], 'attacker'],
    [true, [4, 4], null],
    [true, [3, 4], null],
    [true, [3, 3], 'defender'],
  ] as const)('overrun %s, surprise dice %j → %s', (overrun, dice, side) => {
    const combat = run({ overrun, surpriseRoll: dice, shiftDie: 2 });
    expect(combat.surprise.side).toBe(side);
    expect(combat.surprise.shift).toBe(side === 'attacker' ? 2 : side === 'defender' ? -2 : 0);
    expect(combat.columnIndex - combat.oddsColumnIndex).toBe(combat.surprise.shift);
  });

  it('ignores a shift die rolled when nobody gains surprise, and asks for one when someone does', () => {
    expect(run({ surpriseRoll: [3, 4], shiftDie: 6 }).surprise).toEqual({ roll: [3, 4], modified: 7, side: null, shift: 0 });
    expect(runCombat(combatTable, input({ surpriseRoll: [6, 6] }))).toEqual({ ok: false, error: { code: 'missing-shift-die', field: 'shiftDie' } });
  });
});

describe('the hedgehog: −1 on the surprise roll at any level, its full level on the combat roll (9.8, 9.9)', () => {
  it.each([1, 2, 3, 4])('level %i', (level) => {
    const combat = run({ hedgehog: level, surpriseRoll: [5, 5], shiftDie: 1, combatRoll: [5, 5] });
    expect(combat.surprise.modified).toBe(9);
    expect(combat.surprise.side).toBeNull();
    expect(combat.modifiedCombatRoll).toBe(10 - level);
  });

  it('turns an overrun\'s 9 into no surprise, and 10 into attacker surprise', () => {
    expect(run({ overrun: true, hedgehog: 2, surpriseRoll: [4, 5] }).surprise.side).toBeNull();
    expect(run({ overrun: true, hedgehog: 2, surpriseRoll: [5, 5], shiftDie: 1 }).surprise.side).toBe('attacker');
  });
});

describe('Action Ratings: printed, DG −1, Strat 0 (9.6a)', () => {
  it('takes one from a DG unit on both rolls', () => {
    const combat = run({ attacker: { ar: 4, dg: true }, defender: { ar: 2 }, combatRoll: [3, 3] });
    expect(combat.arDifferential).toBe(1);
    expect(combat.modifiedCombatRoll).toBe(7);
    expect(combat.steps.find((step) => step.code === 'action-rating')?.params).toEqual({ side: 'attacker', printed: 4, mode: 'dg', effective: 3 });
  });

  it('counts a defender in Strat Mode as 0, and a DG AR 0 as −1', () => {
    expect(run({ attacker: { ar: 1 }, defender: { ar: 5, strat: true }, shiftDie: 1 }).arDifferential).toBe(1);
    expect(run({ attacker: { ar: 2 }, defender: { ar: 0, dg: true }, shiftDie: 1 }).arDifferential).toBe(3);
  });

  it('refuses an attacker in Strat Mode (9.1e) and a unit both DG and Strat', () => {
    expect(runCombat(combatTable, input({ attacker: { ar: 3, strat: true } }))).toEqual({ ok: false, error: { code: 'attacker-in-strat-mode', field: 'attacker.mode' } });
    expect(runCombat(combatTable, input({ defender: { ar: 3, dg: true, strat: true } }))).toEqual({ ok: false, error: { code: 'invalid-mode', field: 'defender.mode' } });
  });

  it('refuses an overrun by DG units (5.10b C), the Action Rating unit or another, but lets them make a regular attack', () => {
    const refused = { ok: false, error: { code: 'disorganized-overrun', field: 'attacker.mode' } };
    expect(runCombat(combatTable, input({ overrun: true, attacker: { ar: 4, dg: true } }))).toEqual(refused);
    expect(runCombat(combatTable, input({ overrun: true, attackersDisorganized: true }))).toEqual(refused);
    expect(runCombat(combatTable, input({ overrun: false, attacker: { ar: 4, dg: true }, attackersDisorganized: true })).ok).toBe(true);
  });
});

describe('column shifts are kept on the table (9.1g, 9.7b)', () => {
  it('stops at the right edge and says so', () => {
    const combat = run({ attack: 13, defense: 1, otherShifts: [{ shift: 2, note: 'air support' }], surpriseRoll: [6, 6], shiftDie: 6 });
    expect(combat.oddsColumnIndex).toBe(COLUMN_COUNT - 1);
    expect(combat.columnIndex).toBe(COLUMN_COUNT - 1);
    expect(combat.steps.find((step) => step.code === 'declared-column')?.params).toMatchObject({ shift: '+2', edge: 'right' });
    expect(combat.steps.find((step) => step.code === 'final-column')?.params).toMatchObject({ shift: '+6', edge: 'right' });
    expect(combat.steps.find((step) => step.code === 'other-shift')?.params).toEqual({ shift: '+2', count: 2, note: 'air support' });
  });

  it('starts a 1:12 at 1:5 and shifts six columns from there to 3:1 (the 9.1g example)', () => {
    const combat = run({ attack: 1, defense: 12, surpriseRoll: [6, 6], shiftDie: 6 });
    expect(combat.oddsColumnIndex).toBe(0);
    expect(combat.column).toBe('3:1');
  });

  it('stops at the left edge, netting the declared shifts first', () => {
    const combat = run({ attack: 1, defense: 2, otherShifts: [{ shift: -1, note: 'a' }, { shift: -2, note: 'b' }], surpriseRoll: [1, 1], shiftDie: 5 });
    expect(combat.columnIndex).toBe(0);
    expect(combat.steps.find((step) => step.code === 'declared-column')?.params).toMatchObject({ from: '1:2', shift: '−3', column: '1:5', edge: '' });
    expect(combat.steps.find((step) => step.code === 'final-column')?.params).toMatchObject({ from: '1:5', shift: '−5', edge: 'left' });
    expect(run({ otherShifts: [{ shift: 1, note: '' }, { shift: -3, note: '' }] }).columnIndex).toBe(columnOf('Open', '4:1') - 2);
  });

  it('applies the declared shifts as part of the initial odds and surprise after them, each kept on the table (the tools\' reading of 9.1g)', () => {
    // 20:1 starts on 13:1, the last column; +3 declared stays there; defender surprise then shifts three left from it, to 7:1.
    const combat = run({ attack: 20, defense: 1, otherShifts: [{ shift: 3, note: 'x' }], surpriseRoll: [1, 1], shiftDie: 3 });
    expect(combat.surprise.side).toBe('defender');
    expect(combat.column).toBe('7:1');
    expect(combat.result).toBe('Ao1 DL1o1');
    expect(combat.steps.map((step) => step.code)).toEqual([
      'odds', 'odds-column-outside', 'other-shift', 'declared-column', 'action-rating', 'action-rating', 'ar-differential',
      'surprise-roll', 'surprise-defender', 'final-column', 'combat-roll', 'result',
    ]);
  });
});

describe('zero strengths (9.14a)', () => {
  it.each([
    [0, 4, 0, 'odds-zero-attack'],
    [4, 0, COLUMN_COUNT - 1, 'odds-zero-defense'],
    [0, 0, columnOf('Open', '1:1'), 'odds-both-zero'],
  ] as const)('%d against %d starts on column %d', (attack, defense, column, code) => {
    const combat = run({ attack, defense });
    expect(combat.oddsColumnIndex).toBe(column);
    expect(combat.steps[0]).toMatchObject({ code, rule: '9.14a' });
  });
});

describe('the combat roll reads on the rows "1 or less" to "15 or more"', () => {
  it('clamps a low and a high modified roll to the edge rows', () => {
    expect(run({ attacker: { ar: 0 }, defender: { ar: 5 }, hedgehog: 4, shiftDie: 1, combatRoll: [1, 1] })).toMatchObject({ modifiedCombatRoll: -7, row: '1 or less' });
    expect(run({ attacker: { ar: 5 }, defender: { ar: 0 }, shiftDie: 1, combatRoll: [6, 6] })).toMatchObject({ modifiedCombatRoll: 17, row: '15 or more' });
  });
});

describe('bad input gets a coded error naming its field, never a throw', () => {
  it.each([
    [{ attack: -1 }, 'invalid-strength', 'attack'],
    [{ defense: Number.NaN }, 'invalid-strength', 'defense'],
    [{ terrain: 'Swamp' as never }, 'unknown-terrain', 'terrain'],
    [{ overrun: 'yes' as never }, 'invalid-flag', 'overrun'],
    [{ attacker: { ar: 6 } }, 'invalid-action-rating', 'attacker.ar'],
    [{ defender: { ar: -1 } }, 'invalid-action-rating', 'defender.ar'],
    [{ defender: { ar: 2.5 } }, 'invalid-action-rating', 'defender.ar'],
    [{ hedgehog: 5 }, 'invalid-hedgehog', 'hedgehog'],
    [{ otherShifts: [{ shift: 13, note: '' }] }, 'invalid-shift', 'otherShifts'],
    [{ surpriseRoll: [0, 3] as const }, 'invalid-die', 'surpriseRoll'],
    [{ surpriseRoll: [3] as never }, 'invalid-die', 'surpriseRoll'],
    [{ shiftDie: 7 }, 'invalid-die', 'shiftDie'],
    [{ combatRoll: [3, 1e21] as const }, 'invalid-die', 'combatRoll'],
  ] as [Partial<CombatInput>, string, string][])('%j → %s at %s', (overrides, code, field) => {
    expect(runCombat(combatTable, input(overrides))).toEqual({ ok: false, error: { code, field } });
    expect(PROCEDURE_ERROR_CODES).toContain(code);
    expect(PROCEDURE_FIELDS).toContain(field);
  });

  it('survives garbage from untyped callers', () => {
    expect(() => runCombat(combatTable, null as never)).not.toThrow();
    expect(runCombat(combatTable, null as never).ok).toBe(false);
    expect(runCombat(combatTable, {} as never).ok).toBe(false);
    expect(runCombat(combatTable, input({ attacker: null as never })).ok).toBe(false);
  });
});

describe('every input (property)', () => {
  const anything = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double(), fc.constant(undefined), fc.string({ maxLength: 3 }), fc.boolean());
  const die = fc.oneof(fc.integer({ min: 1, max: 6 }), anything);
  const side = fc.record({ ar: fc.oneof(fc.integer({ min: 0, max: 5 }), anything), dg: fc.option(fc.boolean(), { nil: undefined }), strat: fc.option(fc.boolean(), { nil: undefined }) });
  const arbitraryInput = fc.record({
    attack: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), anything),
    defense: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), anything),
    terrain: fc.oneof(fc.constantFrom(...TERRAINS), fc.string()),
    overrun: fc.oneof(fc.boolean(), anything),
    attacker: side,
    defender: side,
    hedgehog: fc.oneof(fc.integer({ min: 0, max: 4 }), anything),
    otherShifts: fc.array(fc.record({ shift: fc.oneof(fc.integer({ min: -12, max: 12 }), anything), note: fc.string({ maxLength: 8 }) }), { maxLength: 3 }),
    surpriseRoll: fc.tuple(die, die),
    shiftDie: fc.option(die, { nil: undefined }),
    combatRoll: fc.tuple(die, die),
  }) as fc.Arbitrary<CombatInput>;

  it('gives a result whose column and row are on the table, or a coded error', () => {
    fc.assert(
      fc.property(arbitraryInput, (candidate) => {
        const outcome = runCombat(combatTable, candidate);
        if (!outcome.ok) {
          expect(PROCEDURE_ERROR_CODES).toContain(outcome.error.code);
          expect(PROCEDURE_FIELDS).toContain(outcome.error.field);
          return;
        }
        const combat = outcome.value;
        expect(combat.columnIndex).toBeGreaterThanOrEqual(0);
        expect(combat.columnIndex).toBeLessThan(COLUMN_COUNT);
        expect(combatTable.columnsByTerrain[candidate.terrain][combat.columnIndex]).toBe(combat.column);
        expect(ROW_LABELS).toContain(combat.row);
        expect(combatTable.rows[combat.rowIndex]?.roll).toBe(combat.row);
        expect(combatTable.rows[combat.rowIndex]?.results[combat.columnIndex]).toBe(combat.result);
        expect(parseCombatResult(combat.result).ok).toBe(true);
        for (const step of combat.steps) expect(PROCEDURE_STEP_CODES).toContain(step.code);
      }),
      { numRuns: 3000 },
    );
  });

  it('moves the column by the declared shifts, then by the surprise shift, each kept on the table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.integer({ min: -12, max: 12 }), { maxLength: 3 }),
        fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
        fc.integer({ min: 1, max: 6 }),
        (column, shifts, dice, shiftDie) => {
          const label = combatTable.columnsByTerrain.Open[column]!;
          const [attack, defense] = label.split(':').map(Number) as [number, number];
          const combat = run({ attack, defense, otherShifts: shifts.map((shift) => ({ shift, note: '' })), surpriseRoll: dice, shiftDie });
          const onTable = (index: number) => Math.min(COLUMN_COUNT - 1, Math.max(0, index));
          const declared = onTable(column + shifts.reduce((sum, shift) => sum + shift, 0));
          expect(combat.oddsColumnIndex).toBe(column);
          expect(combat.columnIndex).toBe(onTable(declared + combat.surprise.shift));
        },
      ),
    );
  });
});
