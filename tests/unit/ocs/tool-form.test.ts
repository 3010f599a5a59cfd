import { describe, expect, it } from 'vitest';
import { COMBAT_PHASES } from '../../../src/lib/ocs/resolve';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { FORM_FIELDS, applyFieldInput, isFormFieldParam } from '../../../src/lib/ocs/tool-form';
import { DEFAULT_TOOL_STATE, INTEGER_LIMITS, TOOL_PARAMS, type CombatToolState } from '../../../src/lib/ocs/tool-state';
import { expectOk } from './helpers';

const BUSY: CombatToolState = {
  code: 'Ao1 DL1o2',
  terrain: 'Extremely Close',
  attack: 9.75,
  defense: 2,
  shift: -2,
  roll: 9,
  situation: {
    attackerSteps: 6,
    defenderSteps: 2,
    attackerRetreat: 1,
    defenderRetreat: 2,
    attackerActionRatings: [4, 2],
    attackerUnitSteps: [5, 1],
    attackerDisorganized: [false, true],
    phase: 'reaction',
    defenderInReserve: true,
    attackingHexes: 2,
    attackFromNonAdjacentHexsides: true,
    defenderAppliesOptionAnyway: true,
  },
  procedure: { defenderAr: 1, defenderMode: 'dg', hedgehog: 2, otherShift: -1, otherNote: 'río', surpriseDice: [2, 5], shiftDie: 4, combatDice: [6, 1] },
};

const TABLE_INPUTS = ['terrain', 'attack', 'defense', 'shift', 'roll', 'dar', 'dmode', 'hedgehog', 'oshift', 'onote', 'sdice', 'sdie', 'cdice'];

describe('the form fields', () => {
  it('cover every URL parameter but the code, which has its own field', () => {
    expect(Object.keys(FORM_FIELDS).sort()).toEqual(Object.values(TOOL_PARAMS).filter((param) => param !== 'code').sort());
    for (const [param, field] of Object.entries(FORM_FIELDS)) expect(field.param).toBe(param);
    expect(isFormFieldParam('roll')).toBe(true);
    expect(isFormFieldParam('code')).toBe(false);
    expect(isFormFieldParam('toString')).toBe(false);
  });

  it('mark the table inputs as the ones that look up a cell', () => {
    const lookups = Object.values(FORM_FIELDS).filter((field) => field.lookup).map((field) => field.param);
    expect(lookups.sort()).toEqual([...TABLE_INPUTS].sort());
  });

  it.each(Object.values(FORM_FIELDS).map((field) => [field.param, field] as const))('%s shows the state and reads it back unchanged', (_param, field) => {
    // In a language that writes a decimal comma: the field reads back what it shows.
    const show = (state: CombatToolState) => (field.kind === 'checkbox' ? field.show(state) : field.show(state, 'ru'));
    const shown = show(BUSY);
    const applied = field.kind === 'checkbox' ? field.apply(DEFAULT_TOOL_STATE, shown as boolean) : expectOk(field.apply(DEFAULT_TOOL_STATE, shown as string));
    expect(show(applied)).toEqual(shown);
  });

  it('show the attacking units as a reader types them: printed rating, DG, steps', () => {
    expect(FORM_FIELDS.ar.show(BUSY, 'es')).toBe('4×5, 2 DG');
  });

  it('show a strength as the page\'s language writes it, as the hint does (an OCS review: 9.75 beside «9,75»)', () => {
    const strength = FORM_FIELDS.attack;
    expect(strength.kind === 'text' && [strength.show(BUSY, 'es'), strength.show(BUSY, 'ru'), strength.show(BUSY, 'en')]).toEqual(['9,75', '9,75', '9.75']);
  });

  it('list the select options the state can take', () => {
    expect(FORM_FIELDS.terrain.kind === 'select' && FORM_FIELDS.terrain.options).toEqual(['open', 'close', 'very-close', 'extremely-close']);
    expect(FORM_FIELDS.phase.kind === 'select' && FORM_FIELDS.phase.options).toEqual(COMBAT_PHASES);
  });

  it('give the whole-number inputs their range', () => {
    expect(FORM_FIELDS.shift.kind === 'text' && FORM_FIELDS.shift.range).toEqual(INTEGER_LIMITS.shift);
    expect(FORM_FIELDS.asteps.kind === 'text' && FORM_FIELDS.asteps.range).toEqual(INTEGER_LIMITS.steps);
  });
});

describe('applyFieldInput', () => {
  it('looks up the cell when a table input completes the query, and the cell becomes the code', () => {
    let current = DEFAULT_TOOL_STATE;
    for (const [param, text] of [['terrain', 'close'], ['attack', '15'], ['defense', '6'], ['roll', '7']] as const) {
      current = expectOk(applyFieldInput(current, combatTable, param, text));
    }
    expect(current).toMatchObject({ terrain: 'Close', attack: 15, defense: 6, roll: 7, code: combatTable.rows[6]!.results[5] });
    current = expectOk(applyFieldInput(current, combatTable, 'shift', '+2'));
    expect(current.code).toBe(combatTable.rows[6]!.results[7]);
  });

  it('leaves the code alone while the table inputs are incomplete, and for situation choices', () => {
    const typed = { ...DEFAULT_TOOL_STATE, code: 'AL1 x' };
    expect(expectOk(applyFieldInput(typed, combatTable, 'attack', '15')).code).toBe('AL1 x');
    const complete = { ...typed, attack: 15, defense: 6, roll: 7 };
    expect(expectOk(applyFieldInput(complete, combatTable, 'asteps', '2')).code).toBe('AL1 x');
  });

  it('reads an emptied strength or roll as not given, and an emptied shift as no shift', () => {
    const full = { ...DEFAULT_TOOL_STATE, attack: 3, defense: 1, shift: 2, roll: 5 };
    expect(expectOk(applyFieldInput(full, combatTable, 'attack', '')).attack).toBeNull();
    expect(expectOk(applyFieldInput(full, combatTable, 'roll', ' ')).roll).toBeNull();
    expect(expectOk(applyFieldInput(full, combatTable, 'shift', '')).shift).toBe(0);
  });

  it('refuses what a field cannot take, with the reason and the numbers its message needs', () => {
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'roll', 'x')).toEqual({ ok: false, error: { code: 'integer-range', params: INTEGER_LIMITS.roll } });
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'asteps', '')).toEqual({ ok: false, error: { code: 'integer-range', params: INTEGER_LIMITS.steps } });
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'attack', '-1').ok).toBe(false);
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'ar', '3, x').ok).toBe(false);
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'terrain', 'swamp')).toEqual({ ok: false, error: { code: 'choice', params: {} } });
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'phase', 'lunch')).toEqual({ ok: false, error: { code: 'choice', params: {} } });
    expect(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'roll', true).ok).toBe(false);
  });

  it('sets a checkbox choice from its checked state', () => {
    expect(expectOk(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'reserve', true)).situation.defenderInReserve).toBe(true);
    expect(expectOk(applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'anyway', 'yes')).situation.defenderAppliesOptionAnyway).toBe(false);
  });

  it('has no field asking whether the attacker wants Exploitation: e# is involuntary (5.3, 9.10d)', () => {
    expect(isFormFieldParam('exploit')).toBe(false);
    expect(Object.keys(FORM_FIELDS)).not.toContain('exploit');
  });

  it('never changes the state it was given', () => {
    const before = structuredClone(BUSY);
    applyFieldInput(BUSY, combatTable, 'roll', '3');
    applyFieldInput(BUSY, combatTable, 'ar', '1, 2, 3');
    applyFieldInput(BUSY, combatTable, 'reserve', false);
    expect(BUSY).toEqual(before);
  });
});
