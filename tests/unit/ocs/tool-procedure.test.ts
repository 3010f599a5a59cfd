import { describe, expect, it } from 'vitest';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { applyFieldInput, applyRolledDice } from '../../../src/lib/ocs/tool-form';
import { PROCEDURE_FIELD_PARAMS, linkCodeDisagreement, procedureFor, procedureInputFor, withLedResult } from '../../../src/lib/ocs/tool-procedure';
import { DEFAULT_TOOL_STATE, chooseCell, parseDiceField, parseToolState, serializeToolState, type CombatToolState } from '../../../src/lib/ocs/tool-state';
import { PROCEDURE_FIELDS } from '../../../src/lib/ocs/combat-procedure';
import { expectOk } from './helpers';

/** The 9.8 example as the tools hold it: AR 5 overruns AR 0 at 4:1 in the open. */
const EXAMPLE: CombatToolState = {
  ...DEFAULT_TOOL_STATE,
  attack: 4,
  defense: 1,
  situation: { ...DEFAULT_TOOL_STATE.situation, attackerActionRatings: [5], phase: 'overrun' },
  procedure: { ...DEFAULT_TOOL_STATE.procedure, defenderAr: 0 },
};

describe('the tools\' state as a whole combat', () => {
  it('waits for both strengths and the dice', () => {
    expect(procedureInputFor(EXAMPLE)).toBeNull();
    expect(procedureFor({ ...EXAMPLE, attack: null }, combatTable)).toBeNull();
  });

  it('takes the attacker\'s Action Rating from the first attacking unit (DG counts) and an overrun from the phase', () => {
    const input = procedureInputFor(applyRolledDice({ ...EXAMPLE, situation: { ...EXAMPLE.situation, attackerDisorganized: [true] } }, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] }));
    expect(input).toMatchObject({ attacker: { ar: 5, dg: true }, defender: { ar: 0, dg: false, strat: false }, overrun: true, surpriseRoll: [4, 4], shiftDie: 3 });
  });

  it('counts any attack in the Reaction Phase as an overrun (7.0, 5.7b B), with its surprise thresholds', () => {
    const dice = { surpriseDice: [4, 5] as const, shiftDie: 2, combatDice: [3, 4] as const };
    const reaction = { ...EXAMPLE, attack: 8, defense: 2, situation: { ...EXAMPLE.situation, attackerActionRatings: [3], phase: 'reaction' as const }, procedure: { ...EXAMPLE.procedure, defenderAr: 3 } };
    const outcome = expectOk(procedureFor(applyRolledDice(reaction, combatTable, dice), combatTable)!);
    expect(outcome.surprise.side).toBe('attacker');
    expect(outcome.steps.find((step) => step.code === 'surprise-roll')?.params).toMatchObject({ modified: 9, attackerAtLeast: 9, overrun: 1 });
    const combat = expectOk(procedureFor(applyRolledDice({ ...reaction, situation: { ...reaction.situation, phase: 'combat' } }, combatTable, dice), combatTable)!);
    expect(combat.surprise.side).toBeNull();
  });

  it('refuses an overrun when any attacking unit is DG, not only the first (5.10b C)', () => {
    const state = applyRolledDice({ ...EXAMPLE, situation: { ...EXAMPLE.situation, attackerActionRatings: [5, 3], attackerUnitSteps: null, attackerDisorganized: [false, true] } }, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] });
    expect(procedureFor(state, combatTable)).toEqual({ ok: false, error: { code: 'disorganized-overrun', field: 'attacker.mode' } });
  });

  it('rolls to the 9.8 example\'s cell: shift +3, modified roll 12, Ae3 DL2o2DG, and carries it all in the URL', () => {
    const rolled = applyRolledDice(EXAMPLE, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] });
    expect(rolled).toMatchObject({ shift: 3, roll: 12, code: 'Ae3 DL2o2DG' });
    const query = serializeToolState(rolled);
    expect(query).toContain('sdice=4,4&sdie=3&cdice=3,4');
    expect(parseToolState(query)).toEqual({ state: rolled, problems: [] });
  });

  it('follows typed dice, and sets them aside when the reader types the shift or the roll by hand', () => {
    let state = expectOk(applyFieldInput(EXAMPLE, combatTable, 'sdice', '⚃ ⚃'));
    state = expectOk(applyFieldInput(state, combatTable, 'sdie', '3'));
    state = expectOk(applyFieldInput(state, combatTable, 'cdice', '34'));
    expect(state.code).toBe('Ae3 DL2o2DG');
    const byHand = expectOk(applyFieldInput(state, combatTable, 'roll', '7'));
    expect(byHand.procedure).toMatchObject({ surpriseDice: null, shiftDie: null, combatDice: null, defenderAr: 0 });
    expect(byHand).toMatchObject({ attack: 4, defense: 1, shift: 3, roll: 7 });
    expect(byHand.code).toBe(combatTable.rows[6]!.results[10]);
    const chosen = chooseCell(state, combatTable, 0, 0);
    expect(chosen.procedure).toMatchObject({ surpriseDice: null, shiftDie: null, combatDice: null, defenderAr: 0 });
    expect(procedureFor(chosen, combatTable)).toBeNull();
  });

  it('refuses bad dice at their field, and points a procedure error at the tools\' field', () => {
    expect(applyFieldInput(EXAMPLE, combatTable, 'sdice', '7 1')).toEqual({ ok: false, error: { code: 'dice', params: { count: 2 } } });
    expect(applyFieldInput(EXAMPLE, combatTable, 'sdie', '12')).toEqual({ ok: false, error: { code: 'dice', params: { count: 1 } } });
    expect(applyFieldInput(EXAMPLE, combatTable, 'hedgehog', '5').ok).toBe(false);
    expect(applyFieldInput(EXAMPLE, combatTable, 'dar', '9').ok).toBe(false);
    expect(parseDiceField('3,4', 2)).toEqual({ ok: true, value: [3, 4] });
    const noShiftDie = applyRolledDice(EXAMPLE, combatTable, { surpriseDice: [6, 6], shiftDie: null, combatDice: [3, 4] });
    expect(procedureFor(noShiftDie, combatTable)).toEqual({ ok: false, error: { code: 'missing-shift-die', field: 'shiftDie' } });
    expect(noShiftDie.code).toBe(EXAMPLE.code);
    for (const field of PROCEDURE_FIELDS) expect(PROCEDURE_FIELD_PARAMS[field]).toBeTruthy();
  });
});

describe('a link whose code is not the cell its other inputs lead to', () => {
  it('names both, read alike (a code as a link carries it, parts joined by +)', () => {
    const { state } = parseToolState('?code=AL1o1&attack=4&defense=1&roll=12&shift=3');
    expect(linkCodeDisagreement(state, combatTable)).toEqual({ code: 'AL1o1', cell: 'Ae3 DL2o2DG' });
    // The cell the dice of the whole combat lead to counts as well.
    const example98 = parseToolState(`?code=AL1o1&${serializeToolState(applyRolledDice(EXAMPLE, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] }))}`).state;
    expect(linkCodeDisagreement({ ...example98, code: 'AL1o1' }, combatTable)?.code).toBe('AL1o1');
  });

  it('says nothing when they agree, however written, or when the inputs lead to no cell yet', () => {
    expect(linkCodeDisagreement(parseToolState('?code=Ae3+DL2o2DG&attack=4&defense=1&roll=12&shift=3').state, combatTable)).toBeNull();
    expect(linkCodeDisagreement(parseToolState('?code=AL1o1&attack=4&defense=1').state, combatTable)).toBeNull();
    expect(linkCodeDisagreement(parseToolState('?attack=4&defense=1&roll=12').state, combatTable)).toBeNull();
    // A code the explainer cannot read gets its own message there.
    expect(linkCodeDisagreement(parseToolState('?code=ZZ9&attack=4&defense=1&roll=12').state, combatTable)).toBeNull();
  });
});

describe('the cell a state leads to', () => {
  it('is the whole combat\'s once the dice are in, or else the table lookup\'s', () => {
    expect(withLedResult(parseToolState('?attack=4&defense=1&shift=3&roll=12').state, combatTable).code).toBe('Ae3 DL2o2DG');
    const rolled = applyRolledDice(EXAMPLE, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] });
    expect(withLedResult({ ...rolled, code: '', shift: 0, roll: 1 }, combatTable).code).toBe(rolled.code);
    expect(withLedResult(parseToolState('?attack=4').state, combatTable).code).toBe('');
  });
});
