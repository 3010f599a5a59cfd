import { QUOTE_LENGTH } from '../../../src/lib/url-state';
import { describe, expect, it } from 'vitest';
import { COMBAT_PHASES } from '../../../src/lib/ocs/resolve';
import { TERRAINS, columnIndexForOdds } from '../../../src/lib/ocs/combat-table';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import {
  DEFAULT_TOOL_STATE,
  FIELD_ERROR_CODES,
  INTEGER_LIMITS,
  MAX_ACTION_RATINGS,
  MAX_CODE_PARAM_LENGTH,
  STRENGTH_LIMITS,
  TERRAIN_SLUGS,
  TOOL_PARAMS,
  chooseCell,
  lookupForState,
  formatAttackingUnits,
  formatStrength,
  parseAttackingUnitsField,
  parseDicePair,
  parseIntegerField,
  parseOneDie,
  parseStrengthField,
  parseToolState,
  serializeToolState,
  situationFor,
  terrainFromSlug,
  withLookupResult,
  type CombatToolState,
} from '../../../src/lib/ocs/tool-state';
import { expectOk, seededRandom, valueOf } from './helpers';
import { parseCombatResult } from '../../../src/lib/ocs/combat-result';
import { resolveCombatResult } from '../../../src/lib/ocs/resolve';

function state(overrides: Partial<CombatToolState> = {}, situation: Partial<CombatToolState['situation']> = {}): CombatToolState {
  return { ...DEFAULT_TOOL_STATE, ...overrides, situation: { ...DEFAULT_TOOL_STATE.situation, ...situation } };
}

const EVERYTHING_CHANGED_BASE = state(
  { code: 'Ao1 e4 DL1o2', terrain: 'Very Close', attack: 9.75, defense: 2, shift: -3, roll: 11 },
  {
    attackerSteps: 5,
    defenderSteps: 1,
    attackerRetreat: 1,
    defenderRetreat: 2,
    attackerActionRatings: [4, 3, 0],
    attackerUnitSteps: [2, 1, 2],
    attackerDisorganized: [false, true, false],
    phase: 'overrun',
    defenderInReserve: true,
    attackingHexes: 3,
    attackFromNonAdjacentHexsides: true,
    defenderAppliesOptionAnyway: true,
  },
);
const EVERYTHING_CHANGED: CombatToolState = {
  ...EVERYTHING_CHANGED_BASE,
  procedure: { defenderAr: 5, defenderMode: 'strat', hedgehog: 3, otherShift: 2, otherNote: 'air support', surpriseDice: [6, 5], shiftDie: 2, combatDice: [1, 3] },
};

describe('field parsers', () => {
  it('read whole numbers within their range, with typographic minus signs', () => {
    expect(parseIntegerField(' 7 ', INTEGER_LIMITS.roll)).toEqual({ ok: true, value: 7 });
    expect(parseIntegerField('−3', INTEGER_LIMITS.shift)).toEqual({ ok: true, value: -3 });
    expect(parseIntegerField('+2', INTEGER_LIMITS.shift)).toEqual({ ok: true, value: 2 });
    expect(parseIntegerField('-0', INTEGER_LIMITS.shift)).toEqual({ ok: true, value: 0 });
    const refusal = { ok: false, error: { code: 'integer-range', params: { min: -12, max: 12 } } };
    for (const bad of ['', '2.5', '13', '-13', '1e1', '0x1', ' ', 'abc', '١', '9'.repeat(400)]) {
      expect(parseIntegerField(bad, INTEGER_LIMITS.shift), bad).toEqual(refusal);
    }
  });

  it('read strengths of zero or more with a decimal point or comma, keeping fractions (9.7, 9.14a)', () => {
    expect(parseStrengthField('9,75')).toEqual({ ok: true, value: 9.75 });
    expect(parseStrengthField('0')).toEqual({ ok: true, value: 0 });
    expect(parseStrengthField('0,0')).toEqual({ ok: true, value: 0 });
    expect(parseStrengthField('2.4999999999')).toEqual({ ok: true, value: 2.4999999999 });
    expect(parseStrengthField('999999.9999999999').ok).toBe(false);
    expect(parseStrengthField('0.25')).toEqual({ ok: true, value: 0.25 });
    expect(parseStrengthField('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseStrengthField('15')).toEqual({ ok: true, value: 15 });
    for (const bad of ['-1', '', '1/2', '1e3', 'Infinity', 'NaN', '1.23456789012', '2000000', '1,5,5']) {
      expect(parseStrengthField(bad).ok, bad).toBe(false);
    }
    expect(parseStrengthField('x')).toEqual({ ok: false, error: { code: 'strength', params: { ...STRENGTH_LIMITS } } });
  });

  it('read Action Ratings separated by commas, semicolons or spaces', () => {
    expect(parseAttackingUnitsField('3, 4;2 0')).toEqual({ ok: true, value: { ratings: [3, 4, 2, 0], steps: null, disorganized: [false, false, false, false] } });
    for (const bad of ['', ' , ', '3, x', '10', '6', '-1', '3.5', 'DG', '4 DG DG', '4x0', '4x2x3', Array.from({ length: MAX_ACTION_RATINGS + 1 }, () => '3').join(',')]) {
      expect(parseAttackingUnitsField(bad).ok, bad).toBe(false);
    }
  });

  it('read each attacking unit\'s printed Action Rating, whether it is DG and its steps (9.6a, 9.11c)', () => {
    expect(parseAttackingUnitsField('4, 4 DG, 3×2')).toEqual({ ok: true, value: { ratings: [4, 4, 3], steps: [1, 1, 2], disorganized: [false, true, false] } });
    expect(parseAttackingUnitsField('5dgx3 2')).toEqual({ ok: true, value: { ratings: [5, 2], steps: [3, 1], disorganized: [true, false] } });
    expect(parseAttackingUnitsField('4x1,3')).toEqual({ ok: true, value: { ratings: [4, 3], steps: null, disorganized: [false, false] } });
    expect(formatAttackingUnits({ ratings: [4, 3], steps: [1, 2], disorganized: [true, false] }, ',')).toBe('4dg,3x2');
    const units = { ratings: [5, 0, 3], steps: [3, 1, 2], disorganized: [true, false, false] };
    expect(parseAttackingUnitsField(formatAttackingUnits(units, ', '))).toEqual({ ok: true, value: units });
  });

  it('read full-width digits as digits: strengths, Action Ratings, steps and dice', () => {
    expect(parseStrengthField('１５')).toEqual({ ok: true, value: 15 });
    expect(parseStrengthField('９，７５')).toEqual({ ok: true, value: 9.75 });
    expect(parseAttackingUnitsField('４，３ DG')).toEqual({ ok: true, value: { ratings: [4, 3], steps: null, disorganized: [false, true] } });
    expect(parseIntegerField('１２', INTEGER_LIMITS.roll)).toEqual({ ok: true, value: 12 });
    expect(parseDicePair('３ ４')).toEqual({ ok: true, value: [3, 4] });
    expect(parseOneDie('５')).toEqual({ ok: true, value: 5 });
  });

  it('refuse a die with a sign instead of reading -5 as 5, and still take a dash between two dice', () => {
    const refusal = { ok: false, error: { code: 'dice', params: { count: 1 } } };
    for (const bad of ['-5', '−5', '+5', ' -5 ', '–5']) expect(parseOneDie(bad), bad).toEqual(refusal);
    expect(parseDicePair('-3 4').ok).toBe(false);
    expect(parseDicePair('3 -4').ok).toBe(false);
    expect(parseDicePair('3-4')).toEqual({ ok: true, value: [3, 4] });
    expect(parseDicePair('3 - 4')).toEqual({ ok: true, value: [3, 4] });
    expect(parseToolState('?sdie=-5').problems.map((problem) => problem.param)).toEqual(['sdie']);
    expect(parseToolState('?sdie=-5').state.procedure.shiftDie).toBeNull();
  });

  it('write a tiny strength into the link as plain digits, which read back (0.0000001, not 1e-7)', () => {
    const tiny = state({ attack: 5, defense: 0.0000001 });
    expect(serializeToolState(tiny)).toBe('?attack=5&defense=0.0000001');
    expect(parseToolState(serializeToolState(tiny))).toEqual({ state: tiny, problems: [] });
    expect(formatStrength(1e-10)).toBe('0.0000000001');
  });

  it('read terrains from their slugs only', () => {
    for (const terrain of TERRAINS) expect(terrainFromSlug(TERRAIN_SLUGS[terrain])).toBe(terrain);
    expect(terrainFromSlug('Open')).toBeNull();
    expect(terrainFromSlug('__proto__')).toBeNull();
  });
});

describe('reading the tools\' state from a URL', () => {
  it('falls back to the defaults when the URL says nothing, or only things it does not know', () => {
    expect(parseToolState('')).toEqual({ state: DEFAULT_TOOL_STATE, problems: [] });
    expect(parseToolState('?choose')).toEqual({ state: DEFAULT_TOOL_STATE, problems: [] });
    expect(parseToolState('?utm_source=forum&lang=xx')).toEqual({ state: DEFAULT_TOOL_STATE, problems: [] });
  });

  it('reads the forum link of the issue, ?code=AL1o1+DL1o2', () => {
    expect(parseToolState('?code=AL1o1+DL1o2')).toEqual({ state: state({ code: 'AL1o1 DL1o2' }), problems: [] });
  });

  it('keeps an unreadable code as typed, for the explainer to point at what is wrong', () => {
    expect(parseToolState('?code=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E').state.code).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads every parameter', () => {
    const query = '?code=Ao1+e4+DL1o2&terrain=very-close&attack=9.75&defense=2&shift=-3&roll=11&asteps=5&dsteps=1&aretreat=1&dretreat=2'
      + '&ar=4x2,3dg,0x2&phase=overrun&reserve=1&hexes=3&nonadjacent=1&anyway=1'
      + '&dar=5&dmode=strat&hedgehog=3&oshift=2&onote=air+support&sdice=6,5&sdie=2&cdice=1,3';
    expect(parseToolState(query)).toEqual({ state: EVERYTHING_CHANGED, problems: [] });
  });

  it('replaces each unusable value by its default and says which and why', () => {
    const parsed = parseToolState('?terrain=swamp&attack=-1&roll=abc&shift=99&phase=lunch&exploit=maybe&ar=3;9&code=Ao1');
    expect(parsed.state).toEqual(state({ code: 'Ao1' }));
    expect(parsed.problems.map(({ param, value, error }) => [param, value, error.code])).toEqual([
      ['terrain', 'swamp', 'choice'],
      ['attack', '-1', 'strength'],
      ['shift', '99', 'integer-range'],
      ['roll', 'abc', 'integer-range'],
      ['ar', '3;9', 'action-ratings'],
      ['phase', 'lunch', 'choice'],
    ]);
    for (const problem of parsed.problems) expect(FIELD_ERROR_CODES).toContain(problem.error.code);
  });

  it('opens an old link that said whether the attacker wanted Exploitation as if it did not, with no problem (e# is involuntary, 5.3)', () => {
    for (const value of ['0', '1', 'maybe', '']) {
      expect(parseToolState(`?code=Ae4+DL1o2&exploit=${value}`)).toEqual({ state: state({ code: 'Ae4 DL1o2' }), problems: [] });
    }
    expect(serializeToolState(parseToolState('?code=Ae4+DL1o2&exploit=0').state)).toBe('?code=Ae4+DL1o2');
  });

  it('reads an empty parameter as its default, with no problem (as a form submitted without script sends it)', () => {
    expect(parseToolState('?ar=&roll=&terrain=&exploit=&attack=')).toEqual({ state: DEFAULT_TOOL_STATE, problems: [] });
  });

  it('cuts an over-long code to its limit and says so, and cuts what a problem quotes', () => {
    const parsed = parseToolState(`?code=${'A'.repeat(MAX_CODE_PARAM_LENGTH + 1)}&roll=${'9'.repeat(100)}`);
    expect(parsed.state.code).toBe('A'.repeat(MAX_CODE_PARAM_LENGTH));
    expect(parsed.problems.map((problem) => problem.error)).toEqual([
      { code: 'too-long', params: { max: MAX_CODE_PARAM_LENGTH } },
      { code: 'integer-range', params: INTEGER_LIMITS.roll },
    ]);
    for (const problem of parsed.problems) expect(problem.value).toBe(`${problem.value.slice(0, QUOTE_LENGTH)}…`);
    expect(parseToolState(`?roll=${'😀'.repeat(50)}`).problems[0]?.value).toBe(`${'😀'.repeat(QUOTE_LENGTH)}…`);
  });

  it('reads the first of repeated parameters', () => {
    expect(parseToolState('?roll=3&roll=x').state.roll).toBe(3);
  });

  it('never throws, whatever the query (seeded fuzz)', () => {
    const random = seededRandom(20_240_905);
    const pieces = ['code', 'roll', 'shift', 'attack', 'terrain', 'ar', 'phase', 'exploit', '=', '&', '?', '%', '%2', '%ZZ', '%E0%A4', '+', '#', ';', '<script>', '"', '__proto__', 'constructor', '9', '-', '.', ',', '😀', '\ud800', ' ', 'ÿ'];
    for (let run = 0; run < 1_000; run += 1) {
      const length = Math.floor(random() * 30);
      const query = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const parsed = parseToolState(query);
      expect(TERRAINS).toContain(parsed.state.terrain);
      expect(COMBAT_PHASES).toContain(parsed.state.situation.phase);
      expect(parseToolState(serializeToolState(parsed.state)).state).toEqual(parsed.state);
    }
  });

  it('treats a non-string search as empty rather than throwing', () => {
    expect(parseToolState(undefined as unknown as string)).toEqual({ state: DEFAULT_TOOL_STATE, problems: [] });
  });
});

describe('writing the tools\' state to a URL', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeToolState(DEFAULT_TOOL_STATE)).toBe('');
  });

  it('writes the issue\'s forum link with a readable code', () => {
    expect(serializeToolState(state({ code: 'AL1o1 DL1o2' }))).toBe('?code=AL1o1+DL1o2');
  });

  it('writes every changed value in a fixed order, commas left bare', () => {
    // The attacker's 5 steps are the ones its listed units hold, which a link need not repeat.
    expect(serializeToolState(EVERYTHING_CHANGED)).toBe(
      '?code=Ao1+e4+DL1o2&terrain=very-close&attack=9.75&defense=2&shift=-3&roll=11&dsteps=1&aretreat=1&dretreat=2'
        + '&ar=4x2,3dg,0x2&phase=overrun&reserve=1&hexes=3&nonadjacent=1&anyway=1'
        + '&dar=5&dmode=strat&hedgehog=3&oshift=2&onote=air+support&sdice=6,5&sdie=2&cdice=1,3',
    );
  });

  it('encodes what would break the query, and reads it back intact', () => {
    const hostile = state({ code: '"><script>alert(1)</script>&roll=3#x+y%' });
    const query = serializeToolState(hostile);
    expect(query).not.toMatch(/[<>"#]/);
    expect(query.split('&')).toHaveLength(1);
    expect(parseToolState(query).state).toEqual(hostile);
  });

  it('round-trips random valid states (seeded)', () => {
    const random = seededRandom(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const integer = (range: { min: number; max: number }) => range.min + Math.floor(random() * (range.max - range.min + 1));
    for (let run = 0; run < 500; run += 1) {
      const random4 = Math.round(random() * 1_000_000) / 10_000;
      const original = state(
        {
          code: pick(['', 'AL2', 'ao1 , e4 dl1o2', '<b>', 'x&y=z']),
          terrain: pick(TERRAINS),
          attack: pick([null, random4 > 0 ? random4 : 1]),
          defense: pick([null, integer({ min: 1, max: 99 })]),
          shift: integer(INTEGER_LIMITS.shift),
          roll: pick([null, integer(INTEGER_LIMITS.roll)]),
        },
        {
          attackerSteps: integer(INTEGER_LIMITS.steps),
          defenderSteps: integer(INTEGER_LIMITS.steps),
          attackerRetreat: integer(INTEGER_LIMITS.retreat),
          defenderRetreat: integer(INTEGER_LIMITS.retreat),
          ...((count) => ({
            attackerActionRatings: Array.from({ length: count }, () => integer(INTEGER_LIMITS.actionRating)),
            attackerUnitSteps: random() < 0.5 ? null : Array.from({ length: count }, (_, index) => (index === 0 ? 2 : integer({ min: 1, max: 3 }))),
            attackerDisorganized: Array.from({ length: count }, () => random() < 0.3),
          }))(1 + integer({ min: 0, max: 4 })),
          phase: pick(COMBAT_PHASES),
          defenderInReserve: random() < 0.5,
          attackingHexes: integer(INTEGER_LIMITS.attackingHexes),
          attackFromNonAdjacentHexsides: random() < 0.5,
          defenderAppliesOptionAnyway: random() < 0.5,
        },
      );
      expect(parseToolState(serializeToolState(original))).toEqual({ state: original, problems: [] });
    }
  });

  it('names every piece of state by a distinct parameter', () => {
    const names = Object.values(TOOL_PARAMS);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the table inputs', () => {
  it('compute odds by rules 9.7 and 4.1 once both strengths are given', () => {
    expect(lookupForState(state({ attack: 15, defense: 6 }), combatTable)).toEqual({ odds: { attacker: 3, defender: 1 }, oddsError: null, cell: null });
    expect(lookupForState(state({ attack: 9.75, defense: 2 }), combatTable).odds).toEqual({ attacker: 5, defender: 1 });
    expect(lookupForState(state({ attack: 6, defense: 15 }), combatTable).odds).toEqual({ attacker: 1, defender: 3 });
    expect(lookupForState(state({ attack: 6 }), combatTable)).toEqual({ odds: null, oddsError: null, cell: null });
    expect(lookupForState(state({ attack: 0, defense: 1 }), combatTable).odds).toEqual({ attacker: 0, defender: 1 });
    expect(lookupForState(state({ attack: 0, defense: 1, roll: 7 }), combatTable).cell?.columnIndex).toBe(0);
    expect(lookupForState(state({ attack: 3, defense: 0, roll: 7 }), combatTable).cell?.columnIndex).toBe(12);
    expect(lookupForState(state({ attack: -1, defense: 1 }), combatTable).oddsError).toBe('invalid-attack-strength');
  });

  it('find the rules\' examples: 4:1 Open, +3, roll 12 → 9:1; 4:1 Open, −6, roll 2 → 1:4', () => {
    const up = lookupForState(state({ attack: 4, defense: 1, shift: 3, roll: 12 }), combatTable).cell;
    expect(up).toMatchObject({ column: '9:1', row: '12', result: 'Ae3 DL2o2DG', oddsColumnIndex: 7, columnIndex: 10 });
    const down = lookupForState(state({ attack: 4, defense: 1, shift: -6, roll: 2 }), combatTable).cell;
    expect(down).toMatchObject({ column: '1:4', row: '2', result: 'AL2' });
  });

  it('put the cell they lead to in the code, and leave the code alone when incomplete', () => {
    expect(withLookupResult(state({ attack: 4, defense: 1, shift: 3, roll: 12 }), combatTable).code).toBe('Ae3 DL2o2DG');
    expect(withLookupResult(state({ code: 'AL2', attack: 4, defense: 1 }), combatTable).code).toBe('AL2');
  });
});

describe('choosing a cell of the table', () => {
  it('moves the shift and roll to the cell when strengths are given', () => {
    const chosen = chooseCell(state({ attack: 4, defense: 1 }), combatTable, 11, 10);
    expect(chosen).toEqual(state({ attack: 4, defense: 1, shift: 3, roll: 12, code: 'Ae3 DL2o2DG' }));
  });

  it('sets the strengths to the column\'s odds when none are given', () => {
    expect(chooseCell(DEFAULT_TOOL_STATE, combatTable, 0, 7)).toEqual(state({ attack: 4, defense: 1, shift: 0, roll: 1, code: 'AL1o1' }));
    expect(chooseCell(state({ terrain: 'Close' }), combatTable, 14, 0)).toMatchObject({ attack: 1, defense: 4, roll: 15 });
  });

  it('leads the table inputs back to every cell, on every terrain, with or without strengths', () => {
    const starts = [state(), state({ attack: 15, defense: 6, shift: 2, roll: 3 }), state({ attack: 1, defense: 40 }), state({ attack: 900, defense: 1 })];
    for (const terrain of TERRAINS) {
      for (const start of starts) {
        combatTable.rows.forEach((row, rowIndex) => {
          row.results.forEach((result, column) => {
            const chosen = chooseCell({ ...start, terrain }, combatTable, rowIndex, column);
            expect(chosen.code).toBe(result);
            expect(lookupForState(chosen, combatTable).cell).toMatchObject({ rowIndex, columnIndex: column, result });
            expect(parseToolState(serializeToolState(chosen)).problems).toEqual([]);
          });
        });
      }
    }
  });

  it('ignores a cell outside the table', () => {
    expect(chooseCell(DEFAULT_TOOL_STATE, combatTable, 15, 0)).toBe(DEFAULT_TOOL_STATE);
    expect(chooseCell(DEFAULT_TOOL_STATE, combatTable, 0, 13)).toBe(DEFAULT_TOOL_STATE);
    expect(chooseCell(DEFAULT_TOOL_STATE, combatTable, -1, 0)).toBe(DEFAULT_TOOL_STATE);
  });

  it('agrees with the shipped table lookup on the odds column', () => {
    const chosen = chooseCell(state({ attack: 15, defense: 6 }), combatTable, 6, 9);
    expect(chosen.shift).toBe(9 - columnIndexForOdds(combatTable, 'Open', { attacker: 3, defender: 1 }));
  });
});

describe('situationFor', () => {
  it('cuts each side\'s retreat to its option, and keeps the other choices', () => {
    const choices = { ...DEFAULT_TOOL_STATE.situation, attackerRetreat: 3, defenderRetreat: 2, phase: 'overrun' as const };
    const situation = situationFor(choices, valueOf('Ao1 DL1o2'));
    expect(situation).toEqual({ ...choices, attackerUnitSteps: undefined, attackerRetreat: 1, defenderRetreat: 2 });
    expect('attackerUnitSteps' in situation).toBe(false);
    expect(situationFor({ ...choices, attackerUnitSteps: [2, 1] }, valueOf('AL2')).attackerUnitSteps).toEqual([2, 1]);
    expect(situationFor(choices, valueOf('AL2'))).toMatchObject({ attackerRetreat: 0, defenderRetreat: 0, phase: 'overrun' });
  });

  it('gives the resolver a situation it accepts for every printed cell and the default choices', async () => {
    const { resolveCombatResult } = await import('../../../src/lib/ocs/resolve');
    for (const row of combatTable.rows) {
      for (const cell of row.results) {
        const value = valueOf(cell);
        expectOk(resolveCombatResult(value, situationFor({ ...DEFAULT_TOOL_STATE.situation, attackerRetreat: 9, defenderRetreat: 9 }, value)));
      }
    }
  });
});

describe('a link that lists the attacking units without the attacker\'s steps', () => {
  it('has the steps those units hold, and resolves (an OCS review: `ar=4,3` was refused for the default 3 steps)', () => {
    const parsed = parseToolState('?code=Ae4+DL1o2&ar=4,3');
    expect(parsed.problems).toEqual([]);
    expect(parsed.state.situation.attackerSteps).toBe(2);
    expect(parseToolState('?code=AL2&ar=4x2,3').state.situation.attackerSteps).toBe(3);
    expect(parseToolState('?code=AL2&ar=4x2').state.situation.attackerSteps).toBe(2);
    const value = parseCombatResult('Ae4 DL1o2');
    expect(value.ok && resolveCombatResult(value.value, situationFor(parsed.state.situation, value.value)).ok).toBe(true);
    // The attacker's steps, when given, stand; one unit alone still takes them (the default, 3).
    expect(parseToolState('?code=AL2&ar=4,3&asteps=5').state.situation.attackerSteps).toBe(5);
    expect(parseToolState('?code=AL2&ar=4').state.situation.attackerSteps).toBe(3);
    // Units holding more steps than the field takes imply none: the panel then says the steps disagree.
    expect(parseToolState('?code=AL2&ar=4x99,3x99').state.situation.attackerSteps).toBe(3);
  });
});
