// Answers a player acts on: the unit switch keeps the table the same, a unit that moved normally never
// marches, a unit inside the stop ring gets "no march", and every unit of a brigade gets its own answer.
import { describe, expect, it } from 'vitest';
import {
  ENEMY_MARCH_STOP,
  INFANTRY_MARCH,
  MOUNTED_MARCH,
  NORMAL_MOVES,
  normalMovesOf,
  planBrigade,
  planMarch,
  type MarchPlan,
  type PlanMarchInput,
} from '../../../src/lib/gdb/march';
import {
  addUnit,
  brigadeInputOf,
  defaultMarchState,
  planInputOf,
  defaultUnitState,
  marchStateQuery,
  parseMarchState,
  removeUnit,
  withArm,
  withUnit,
  withUnitEntry,
} from '../../../src/lib/gdb/march-state';
import { bracketedCitation } from '../../../src/lib/gdb/march-view';
import { convertLength, keepsRulesScale, lengthIn, type LengthUnit } from '../../../src/lib/gdb/units';

const column: PlanMarchInput = { arm: 'infantry', formation: 'company-column', order: 'move', distanceToEnemy: { value: 100, unit: 'cm' } };

function planned(input: PlanMarchInput): MarchPlan {
  const plan = planMarch(input);
  if (!plan.ok) throw new Error(plan.error.code);
  return plan.value;
}

const codes = (plan: MarchPlan) => plan.reasons.map((reason) => reason.code);

describe('switching between centimetres and inches', () => {
  it('converts at the rules’ own scale, 5 cm : 3″, as their pairs 30 cm (18″) and 40 cm (24″) do', () => {
    expect(convertLength(60, 'cm', 'in')).toBe(36);
    expect(convertLength(36, 'in', 'cm')).toBe(60);
    for (const distance of [INFANTRY_MARCH, MOUNTED_MARCH]) {
      expect(convertLength(distance.cm, 'cm', 'in')).toBe(distance.in);
      expect(convertLength(distance.in, 'in', 'cm')).toBe(distance.cm);
    }
  });

  it('keeps two decimals, as the form takes them', () => {
    expect(convertLength(20, 'in', 'cm')).toBe(33.33);
    expect(convertLength(12.5, 'cm', 'in')).toBe(7.5);
  });

  it('knows the stop is the one pair the rules give off their own scale: 35 cm is 21″, yet they say 20″', () => {
    expect(keepsRulesScale(INFANTRY_MARCH)).toBe(true);
    expect(keepsRulesScale(MOUNTED_MARCH)).toBe(true);
    expect(keepsRulesScale(ENEMY_MARCH_STOP)).toBe(false);
    expect(convertLength(ENEMY_MARCH_STOP.cm, 'cm', 'in')).toBe(21);
  });

  it('converts every typed distance of the state, so 60 cm becomes 36″ and back', () => {
    const brigade = withUnitEntry(addUnit(defaultMarchState('cm')), 1, { arm: 'cavalry', formation: 'squadron-column', distanceToEnemy: 100 });
    const inches = withUnit(brigade, 'in');
    expect(inches.unit).toBe('in');
    expect(inches.units.map((entry) => entry.distanceToEnemy)).toEqual([36, 60]);
    expect(withUnit(inches, 'cm').units.map((entry) => entry.distanceToEnemy)).toEqual([60, 100]);
  });

  it('keeps the answer: cavalry 60 cm away marches only 25 of 40 cm, and 16 of 24″ once switched, never a full 24″', () => {
    const state = withUnitEntry(defaultMarchState('cm'), 0, { arm: 'cavalry', formation: 'squadron-column' });
    const answer = (unit: LengthUnit) => {
      const brigade = planBrigade(brigadeInputOf(withUnit(state, unit)));
      if (!brigade.ok) throw new Error(brigade.error.code);
      return brigade.value.units[0]!;
    };
    expect(answer('cm').reach).toEqual({ value: 25, unit: 'cm' });
    expect(answer('in').reach).toEqual({ value: 16, unit: 'in' });
    expect(answer('in').reach.value).toBeLessThan(lengthIn(MOUNTED_MARCH, 'in'));
  });
});

describe('where the rules’ two figures for the stop disagree (35 cm, 20″)', () => {
  it('says so when the same table measured in the other unit marches another distance', () => {
    const plan = planned({ ...column, distanceToEnemy: { value: 60, unit: 'cm' } });
    const note = plan.reasons.find((reason) => reason.code === 'stop-pair-differs');
    expect(note).toMatchObject({
      ok: true,
      clause: '8-5-e',
      params: {
        otherDistance: { value: 36, unit: 'in' },
        otherReach: { value: 16, unit: 'in' },
        stopCm: { value: 35, unit: 'cm' },
        stopIn: { value: 20, unit: 'in' },
        stopCmAtScale: { value: 21, unit: 'in' },
      },
    });
  });

  it('says so when the other unit would not march at all (34 cm is 20.4″, outside 20″ but inside 35 cm)', () => {
    expect(codes(planned({ ...column, distanceToEnemy: { value: 34, unit: 'cm' } }))).toContain('stop-pair-differs');
    const inches = planned({ ...column, distanceToEnemy: { value: 20.4, unit: 'in' } });
    expect(inches.mayMarch).toBe(true);
    expect(codes(inches)).toContain('stop-pair-differs-no-march');
  });

  it('says nothing when both units give the same march, or when something else rules the march out', () => {
    expect(codes(planned({ ...column, distanceToEnemy: { value: 100, unit: 'cm' } })).filter((code) => code.startsWith('stop-pair'))).toEqual([]);
    expect(codes(planned({ ...column, distanceToEnemy: { value: 10, unit: 'cm' } })).filter((code) => code.startsWith('stop-pair'))).toEqual([]);
    expect(codes(planned({ ...column, order: 'other', distanceToEnemy: { value: 60, unit: 'cm' } })).filter((code) => code.startsWith('stop-pair'))).toEqual([]);
  });
});

describe('8.5 е): a normal move and a march in one turn', () => {
  it('never gives a march to a unit that moved normally, at any distance', () => {
    for (const value of [36, 60, 100, 9999]) {
      const plan = planned({ ...column, movedNormallyThisTurn: 'yes', distanceToEnemy: { value, unit: 'cm' } });
      expect(plan.mayMarch).toBe(false);
      expect(plan.reach.value).toBe(0);
      expect(plan.reasons.find((reason) => reason.code === 'normal-move-forbids-march')).toMatchObject({ ok: false, clause: '8-5-f' });
    }
  });

  it('lets a unit that only changed formation march, but never calls it a full march: the change takes part of the turn', () => {
    const plan = planned({ ...column, movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: { value: 100, unit: 'cm' } });
    expect(plan.mayMarch).toBe(true);
    expect(plan.reachIsUpperBound).toBe(true);
    expect(plan.reasons.find((reason) => reason.code === 'formation-change-takes-part-of-turn')).toMatchObject({ ok: true, clause: '8-8' });
    expect(codes(planned({ ...column, distanceToEnemy: { value: 100, unit: 'cm' } }))).not.toContain('formation-change-takes-part-of-turn');
    // No line of the answer calls it a full march either.
    expect(codes(plan)).not.toContain('march-full-distance');
    expect(codes(plan)).toContain('march-not-cut-by-enemy');
  });

  it('offers exactly three answers: no normal move, only a formation change, a normal move', () => {
    expect(NORMAL_MOVES).toEqual(['no', 'yes', 'formation-change-only']);
  });
});

describe('at or inside the 35 cm (20″) ring', () => {
  it.each([
    [35, 'cm'],
    [35.004, 'cm'],
    [20, 'in'],
    [20.0001, 'in'],
    [0, 'cm'],
  ] as const)('%d %s is "no march", never a march of 0', (value, unit) => {
    const plan = planned({ ...column, distanceToEnemy: { value, unit } });
    expect(plan.mayMarch).toBe(false);
    expect(plan.reasons.find((reason) => reason.code === 'within-enemy-stop')).toMatchObject({ ok: false });
    expect(codes(plan)).not.toContain('march-ends-near-enemy');
  });

  it('lets a unit just outside it march what is left', () => {
    expect(planned({ ...column, distanceToEnemy: { value: 35.01, unit: 'cm' } })).toMatchObject({ mayMarch: true, reach: { value: 0.01 } });
  });
});

describe('a brigade: every unit in a march formation (8.5 б), or none marches (8.5)', () => {
  const far = { value: 100, unit: 'cm' } as const;
  const units = [
    { arm: 'infantry', formation: 'division-column', distanceToEnemy: far },
    { arm: 'infantry', formation: 'line', distanceToEnemy: far },
    { arm: 'cavalry', formation: 'squadron-column', distanceToEnemy: { value: 50, unit: 'cm' } },
    { arm: 'foot-artillery', formation: 'limbered', distanceToEnemy: { value: 30, unit: 'cm' } },
    { arm: 'general', distanceToEnemy: far },
  ] as const;

  it('marches no unit while one is out of formation, and names it to every other unit', () => {
    const plan = planBrigade({ order: 'attack', units });
    if (!plan.ok) throw new Error(plan.error.code);
    expect(plan.value.units.map((unit) => unit.mayMarch)).toEqual([false, false, false, false, false]);
    expect(plan.value.marching).toBe(0);
    expect(plan.value.outOfFormation).toEqual([{ position: 2, arm: 'infantry', formation: 'line' }]);
    for (const index of [0, 2, 3, 4]) {
      expect(codes(plan.value.units[index]!)).toContain('other-unit-out-of-formation');
      expect(codes(plan.value.units[index]!)).not.toContain('whole-brigade-marches');
      expect(codes(plan.value.units[index]!)).not.toContain('rest-of-brigade-continues');
      expect(codes(plan.value.units[index]!)).not.toContain('unit-may-move-at-normal-speed');
    }
    expect(codes(plan.value.units[1]!)).toContain('unit-out-of-formation-stops-brigade');
  });

  it('the same answers one unit at a time, as the page plans them (each unit told of the others out of formation)', () => {
    let state = defaultMarchState('cm');
    state = withUnitEntry(addUnit(state), 1, { arm: 'infantry', formation: 'line', distanceToEnemy: 100 });
    expect(planInputOf(state, 0).othersOutOfFormation).toEqual([{ position: 2, arm: 'infantry', formation: 'line' }]);
    expect(planInputOf(state, 1).othersOutOfFormation).toEqual([]);
    expect(planned(planInputOf(state, 0)).mayMarch).toBe(false);
  });

  describe('with every unit in a march formation (8.5 ж: part may move at normal speed while the rest marches)', () => {
    const formed = [units[0], { arm: 'infantry', formation: 'company-column', movedNormallyThisTurn: 'yes', distanceToEnemy: far }, ...units.slice(2)] as const;

    it('answers each unit on its own, in order, and counts those that march', () => {
      const plan = planBrigade({ order: 'attack', units: formed });
      if (!plan.ok) throw new Error(plan.error.code);
      expect(plan.value.units.map((unit) => [unit.mayMarch, unit.reach.value])).toEqual([
        [true, 30],
        [false, 0],
        [true, 15],
        [false, 0],
        [true, 40],
      ]);
      expect(plan.value.marching).toBe(3);
      expect(plan.value.outOfFormation).toEqual([]);
    });

    it('says a unit that may not march moves at normal speed while the rest marches, and cites 8.5 д) only for the 35 cm stop', () => {
      const plan = planBrigade({ order: 'attack', units: formed });
      if (!plan.ok) throw new Error(plan.error.code);
      for (const index of [1, 3]) {
        expect(plan.value.units[index]!.reasons.find((reason) => reason.code === 'unit-may-move-at-normal-speed')).toMatchObject({ clause: '8-5-g' });
      }
      expect(codes(plan.value.units[1]!)).not.toContain('rest-of-brigade-continues');
      expect(codes(plan.value.units[3]!)).toContain('rest-of-brigade-continues');
    });
  });

  it('marches no unit of a brigade whose order forbids it', () => {
    const plan = planBrigade({ order: 'other', units });
    expect(plan).toMatchObject({ ok: true, value: { marching: 0 } });
  });

  it('refuses an empty brigade and names the unit whose input is wrong', () => {
    expect(planBrigade({ order: 'move', units: [] })).toEqual({ ok: false, error: { code: 'no-units', params: {} } });
    const wrong = planBrigade({ order: 'move', units: [units[0], { arm: 'cavalry', formation: 'limbered', distanceToEnemy: far }] });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'formation-not-for-arm', params: { position: 2 } } });
  });

  it('carries every unit in a link, the first as before (arm, enemy…), the others numbered (arm2, enemy2…)', () => {
    let state = addUnit(addUnit(defaultMarchState('cm')));
    state = withUnitEntry(state, 1, { arm: 'general', formation: undefined, distanceToEnemy: 80 });
    state = withUnitEntry(state, 2, { arm: 'cavalry', formation: 'line', movedNormallyThisTurn: 'yes', distanceToEnemy: 45.5 });
    const query = marchStateQuery(state);
    expect(query).toBe('arm2=general&enemy2=80&arm3=cavalry&formation3=line&moved3=yes&enemy3=45.5&unit=cm');
    expect(parseMarchState(query)).toEqual({ state, issues: [] });
    // Links once wrote every field, a general's formation empty to keep its place; they read the same.
    const everyField = 'arm=infantry&formation=company-column&moved=no&enemy=60&arm2=general&formation2=&moved2=no&enemy2=80&arm3=cavalry&formation3=line&moved3=yes&enemy3=45.5&unit=cm';
    expect(parseMarchState(everyField)).toEqual({ state, issues: [] });
    expect(removeUnit(state, 1).units.map((unit) => unit.arm)).toEqual(['infantry', 'cavalry']);
    expect(removeUnit(defaultMarchState(), 0).units).toHaveLength(1);
  });

  it('reads a one-unit link made before brigades as the same single unit', () => {
    const { state, issues } = parseMarchState('?arm=cavalry&formation=half-squadron-column&order=attack&moved=no&brigade=1&enemy=50&unit=cm');
    expect(issues).toEqual([]);
    expect(state.units).toEqual([{ arm: 'cavalry', formation: 'half-squadron-column', movedNormallyThisTurn: 'no', distanceToEnemy: 50 }]);
    expect(defaultUnitState('in').distanceToEnemy).toBe(36);
  });
});

describe('citing a clause in brackets', () => {
  it('never doubles the bracket of a lettered clause', () => {
    const { open, label, close } = bracketedCitation('8.5 а)');
    expect(`${open}${label}${close}`).toBe('(8.5\u00a0а)');
    const plain = bracketedCitation('8.6');
    expect(`${plain.open}${plain.label}${plain.close}`).toBe('(8.6)');
  });
});

describe('8.1 and 8.5 а) on the orders that allow a march', () => {
  it('notes, for Attack and Support, that 8.1 names only Move while 8.5 а) allows all three', () => {
    for (const order of ['attack', 'support'] as const) {
      const plan = planned({ ...column, order });
      expect(plan.mayMarch).toBe(true);
      expect(plan.reasons.find((reason) => reason.code === 'order-beyond-8-1')).toMatchObject({ ok: true, clause: '8-1', params: { order } });
    }
    expect(codes(planned(column))).not.toContain('order-beyond-8-1');
  });
});

describe('Austrian horse artillery', () => {
  it('marches the 40 cm of 8.5 г), with a note that 8.7 gives it only 15 cm (9″) of normal move', () => {
    const input = { arm: 'horse-artillery', formation: 'limbered', order: 'move', distanceToEnemy: { value: 100, unit: 'cm' } } as const;
    const austrian = planned({ ...input, nation: 'austria' });
    expect(austrian.reach).toEqual({ value: 40, unit: 'cm' });
    expect(austrian.reasons.find((reason) => reason.code === 'austrian-horse-artillery-normal-move')).toMatchObject({
      ok: true,
      clause: '8-7-austrian-horse-artillery',
      params: { normalMove: { cm: 15, in: 9 } },
    });
    expect(codes(planned({ ...input, nation: 'france' }))).not.toContain('austrian-horse-artillery-normal-move');
  });
});

describe('a general, who marches with the brigade but is not one of its units', () => {
  const general = { arm: 'general', order: 'move', distanceToEnemy: { value: 50, unit: 'cm' } } as const;

  it('has no formation to change: «only a formation change» is refused, in the planner, the form’s state and a link', () => {
    const plan = planMarch({ ...general, movedNormallyThisTurn: 'formation-change-only' });
    expect(plan.ok ? null : plan.error.code).toBe('general-no-formation-change');
    expect(withArm({ ...defaultUnitState(), movedNormallyThisTurn: 'formation-change-only' }, 'general').movedNormallyThisTurn).toBe('no');
    expect(withArm({ ...defaultUnitState(), movedNormallyThisTurn: 'yes' }, 'general').movedNormallyThisTurn).toBe('yes');
    const parsed = parseMarchState('?arm=general&moved=formation-change-only&enemy=5');
    expect(parsed.state.units[0]!.movedNormallyThisTurn).toBe('no');
    expect(parsed.issues.map((issue) => issue.code)).toEqual(['general-no-formation-change']);
    expect(normalMovesOf('general')).toEqual(['no', 'yes']);
    expect(normalMovesOf('infantry')).toEqual(NORMAL_MOVES);
  });

  it('is held by the 35 cm stop only as the site’s reading, said in a note: 8.5 д) speaks of the brigade’s units', () => {
    const plan = planned(general);
    expect(codes(plan)).toContain('general-stop-assumed');
    expect(plan.reasons.find((reason) => reason.code === 'general-stop-assumed')?.ok).toBe(true);
    expect(codes(planned(column))).not.toContain('general-stop-assumed');
    // Far from the enemy, no stop cuts the general's march, and no note is needed.
    expect(codes(planned({ ...general, distanceToEnemy: { value: 100, unit: 'cm' } }))).not.toContain('general-stop-assumed');
  });
});
