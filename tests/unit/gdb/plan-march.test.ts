import { describe, expect, it } from 'vitest';
import {
  FORMATIONS_BY_ARM,
  MARCH_CLAUSES,
  NOTE_REASON_CODES,
  ORDERS,
  REASON_CODES,
  isNoteReason,
  planMarch,
  type MarchPlan,
  type PlanMarchInput,
  type Reason,
  type ReasonCode,
} from '../../../src/lib/gdb/march';
import type { LengthUnit } from '../../../src/lib/gdb/units';

/** Lets a test pass what a form might send, which the types would otherwise refuse. */
function loose<T>(value: unknown): T {
  return value as T;
}

/** Plans and insists the input was valid, so tests read the plan directly. */
function plan(input: PlanMarchInput): MarchPlan {
  const result = planMarch(input);
  if (!result.ok) throw new Error(`expected a plan, got ${result.error.code}`);
  return result.value;
}

function codes(result: MarchPlan): ReasonCode[] {
  return result.reasons.map((reason) => reason.code);
}

function reason(result: MarchPlan, code: ReasonCode): Reason | undefined {
  return result.reasons.find((candidate) => candidate.code === code);
}

function away(value: number, unit: LengthUnit = 'cm'): { value: number; unit: LengthUnit } {
  return { value, unit };
}

const infantryInColumn: PlanMarchInput = {
  arm: 'infantry',
  formation: 'company-column',
  order: 'attack',
  distanceToEnemy: away(100),
};

describe('infantry in company column under Attack orders, far from the enemy', () => {
  it('may march its full 30 cm', () => {
    const result = plan(infantryInColumn);
    expect(result.mayMarch).toBe(true);
    expect(result.reach).toEqual({ value: 30, unit: 'cm' });
    expect(result.distance).toMatchObject({ cm: 30, in: 18, clause: '8-5-c' });
  });

  it('marches its full 18″ when measured in inches', () => {
    expect(plan({ ...infantryInColumn, distanceToEnemy: away(60, 'in') }).reach).toEqual({ value: 18, unit: 'in' });
  });

  it('lists every rule it checked, brigade first, in a stable order', () => {
    expect(codes(plan(infantryInColumn))).toEqual([
      'whole-brigade-marches',
      'order-permits-march',
      'order-beyond-8-1',
      'formation-permits-march',
      'march-distance-for-arm',
      'not-moved-normally',
      'march-full-distance',
      'assumes-straight-toward-nearest-enemy',
      'assumes-no-fire-in-attack-phase',
    ]);
  });

  it('ties each reason to a known clause and a known code', () => {
    for (const item of plan(infantryInColumn).reasons) {
      expect(MARCH_CLAUSES).toContain(item.clause);
      expect(REASON_CODES).toContain(item.code);
    }
  });

  it('states its straight-line assumption as a note with the measured distance', () => {
    expect(reason(plan(infantryInColumn), 'assumes-straight-toward-nearest-enemy')).toEqual({
      code: 'assumes-straight-toward-nearest-enemy',
      ok: true,
      params: { distanceToEnemy: { value: 100, unit: 'cm' } },
      clause: '8-5-e',
    });
    // And the Attack Phase, as a note of its own that cites the clause it bears on (a rules review: it linked 8.5 д only).
    expect(reason(plan(infantryInColumn), 'assumes-no-fire-in-attack-phase')).toEqual({ code: 'assumes-no-fire-in-attack-phase', ok: true, params: {}, clause: '8-3-c' });
  });

  it('cites 8.5 c for its march distance', () => {
    expect(reason(plan(infantryInColumn), 'march-distance-for-arm')).toMatchObject({
      clause: '8-5-c',
      params: { arm: 'infantry' },
    });
  });

  it('assumes the whole brigade marches when not told', () => {
    expect(reason(plan(infantryInColumn), 'whole-brigade-marches')).toMatchObject({ ok: true, clause: '8-5' });
  });

  it('may not march when only part of its brigade would', () => {
    const result = plan({ ...infantryInColumn, wholeBrigade: false });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'part-of-brigade-cannot-march')).toMatchObject({ ok: false, clause: '8-5' });
    expect(result.reach).toEqual({ value: 0, unit: 'cm' });
  });

  it('says the planner decision is exactly whether every reason is ok', () => {
    for (const wholeBrigade of [true, false]) {
      const result = plan({ ...infantryInColumn, wholeBrigade });
      expect(result.mayMarch).toBe(result.reasons.every((item) => item.ok));
    }
  });
});

describe('brigade orders', () => {
  it.each(['attack', 'support', 'move'] as const)('the %s order lets the brigade march', (order) => {
    const result = plan({ ...infantryInColumn, order });
    expect(result.mayMarch).toBe(true);
    expect(reason(result, 'order-permits-march')).toEqual({
      code: 'order-permits-march',
      ok: true,
      params: { order },
      clause: '8-5-a',
    });
  });

  it('any other order stops the march', () => {
    const result = plan({ ...infantryInColumn, order: 'other' });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'order-forbids-march')).toMatchObject({ ok: false, clause: '8-5-a' });
    expect(result.reach.value).toBe(0);
  });

  it('every order is either marching or not, and only "other" is not', () => {
    const refused = ORDERS.filter((order) => !plan({ ...infantryInColumn, order }).mayMarch);
    expect(refused).toEqual(['other']);
  });
});

const MARCHING_FORMATIONS = [
  ['infantry', 'company-column'],
  ['infantry', 'division-column'],
  ['cavalry', 'squadron-column'],
  ['cavalry', 'half-squadron-column'],
  ['foot-artillery', 'limbered'],
  ['horse-artillery', 'limbered'],
  ['skirmishers', 'open-order'],
] as const;

const NON_MARCHING_FORMATIONS = [
  ['infantry', 'line'],
  ['infantry', 'square'],
  ['infantry', 'unformed'],
  ['cavalry', 'line'],
  ['cavalry', 'unformed'],
  ['foot-artillery', 'unlimbered'],
  ['horse-artillery', 'unlimbered'],
  ['skirmishers', 'unformed'],
] as const;

describe('formations each arm may march in', () => {
  const armsAt = (arm: PlanMarchInput['arm'], formation: PlanMarchInput['formation']): MarchPlan =>
    plan({ ...infantryInColumn, arm, formation });

  it.each(MARCHING_FORMATIONS)('%s in %s may march', (arm, formation) => {
    const result = armsAt(arm, formation);
    expect(result.mayMarch).toBe(true);
    expect(reason(result, 'formation-permits-march')).toEqual({
      code: 'formation-permits-march',
      ok: true,
      params: { arm, formation },
      clause: '8-5-b',
    });
  });

  it.each(NON_MARCHING_FORMATIONS)('%s in %s may not march', (arm, formation) => {
    const result = armsAt(arm, formation);
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'formation-forbids-march')).toMatchObject({ ok: false, clause: '8-5-b' });
  });

  it('covers every formation of every arm in the two lists above', () => {
    const known = Object.entries(FORMATIONS_BY_ARM).flatMap(([arm, list]) => list.map((f) => `${arm}/${f}`));
    const tested = [...MARCHING_FORMATIONS, ...NON_MARCHING_FORMATIONS].map(([arm, f]) => `${arm}/${f}`);
    expect(tested.sort()).toEqual(known.sort());
  });
});

describe('cavalry in squadron column', () => {
  const cavalry: PlanMarchInput = { ...infantryInColumn, arm: 'cavalry', formation: 'squadron-column' };

  it('marches 40 cm', () => {
    expect(plan(cavalry).reach).toEqual({ value: 40, unit: 'cm' });
  });

  it('marches 24″ when measured in inches', () => {
    expect(plan({ ...cavalry, distanceToEnemy: away(50, 'in') }).reach).toEqual({ value: 24, unit: 'in' });
  });

  it('cites 8.5 d for its distance', () => {
    expect(reason(plan(cavalry), 'march-distance-for-arm')?.clause).toBe('8-5-d');
  });

  it('stops 35 cm short of an enemy 55 cm away, after 20 cm', () => {
    expect(plan({ ...cavalry, distanceToEnemy: away(55) }).reach).toEqual({ value: 20, unit: 'cm' });
  });
});

describe('artillery, limbered', () => {
  it.each([
    ['foot-artillery', 30, 18],
    ['horse-artillery', 40, 24],
  ] as const)('%s marches %i cm or %i″', (arm, cm, inches) => {
    const limbered: PlanMarchInput = { ...infantryInColumn, arm, formation: 'limbered' };
    expect(plan(limbered).reach).toEqual({ value: cm, unit: 'cm' });
    expect(plan({ ...limbered, distanceToEnemy: away(100, 'in') }).reach).toEqual({ value: inches, unit: 'in' });
  });
});

describe('a general', () => {
  const general: PlanMarchInput = { arm: 'general', order: 'move', distanceToEnemy: away(100) };

  it('needs no formation and marches 40 cm', () => {
    const result = plan(general);
    expect(result.mayMarch).toBe(true);
    expect(result.reach).toEqual({ value: 40, unit: 'cm' });
  });

  it('marches 24″ when measured in inches', () => {
    expect(plan({ ...general, distanceToEnemy: away(100, 'in') }).reach).toEqual({ value: 24, unit: 'in' });
  });

  it('gets a note instead of a formation check', () => {
    const result = plan(general);
    expect(reason(result, 'general-needs-no-formation')).toMatchObject({ ok: true, clause: '8-5-b' });
    expect(reason(result, 'formation-permits-march')).toBeUndefined();
  });

  it('refuses a formation given to a general', () => {
    expect(planMarch({ ...general, formation: 'line' })).toEqual({
      ok: false,
      error: { code: 'formation-not-for-arm', params: { arm: 'general', formation: 'line' } },
    });
  });
});

describe('skirmishers in open order', () => {
  const skirmishers: PlanMarchInput = { ...infantryInColumn, arm: 'skirmishers', formation: 'open-order' };

  it('march as infantry: 30 cm', () => {
    expect(plan(skirmishers).reach).toEqual({ value: 30, unit: 'cm' });
  });

  it('march as infantry: 18″', () => {
    expect(plan({ ...skirmishers, distanceToEnemy: away(100, 'in') }).reach).toEqual({ value: 18, unit: 'in' });
  });

  it('say the distance is inferred, not stated by the source', () => {
    expect(reason(plan(skirmishers), 'skirmishers-march-as-infantry')).toEqual({
      code: 'skirmishers-march-as-infantry',
      ok: true,
      params: { distance: { cm: 30, in: 18, clause: '8-5-c', restatedIn: '8-6' } },
      clause: '8-5-c',
    });
  });

  it('are entered as infantry once in column', () => {
    expect(planMarch({ ...skirmishers, formation: 'company-column' })).toMatchObject({
      ok: false,
      error: { code: 'formation-not-for-arm' },
    });
  });
});

describe('the 35 cm stop, measured in centimetres', () => {
  it.each([
    [100, 30, 'march-full-distance'],
    [65, 30, 'march-full-distance'],
    [64, 29, 'march-ends-near-enemy'],
    [50, 15, 'march-ends-near-enemy'],
    [35.5, 0.5, 'march-ends-near-enemy'],
    [Infinity, 30, 'march-full-distance'],
  ] as const)('an enemy %s cm away lets infantry march %s cm (%s)', (distance, reach, code) => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(distance) });
    expect(result.mayMarch).toBe(true);
    expect(result.reach).toEqual({ value: reach, unit: 'cm' });
    expect(reason(result, code)).toMatchObject({ ok: true, clause: '8-5-e' });
  });

  it.each([35, 20, 0])('an enemy %s cm away ends the march before it starts', (distance) => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(distance) });
    expect(result.mayMarch).toBe(false);
    expect(result.reach).toEqual({ value: 0, unit: 'cm' });
    expect(reason(result, 'within-enemy-stop')).toEqual({
      code: 'within-enemy-stop',
      ok: false,
      params: { distanceToEnemy: { value: distance, unit: 'cm' }, stop: { cm: 35, in: 20, clause: '8-5-e' } },
      clause: '8-5-e',
    });
  });

  it('passes the cut-short reach, full distance and stop to the message', () => {
    expect(reason(plan({ ...infantryInColumn, distanceToEnemy: away(50) }), 'march-ends-near-enemy')?.params).toEqual({
      reach: { value: 15, unit: 'cm' },
      distance: { cm: 30, in: 18, clause: '8-5-c', restatedIn: '8-6' },
      stop: { cm: 35, in: 20, clause: '8-5-e' },
    });
  });
});

describe('the 20″ stop, measured in inches', () => {
  it.each([
    [60, 18, 'march-full-distance'],
    [38, 18, 'march-full-distance'],
    [37, 17, 'march-ends-near-enemy'],
    [30, 10, 'march-ends-near-enemy'],
    [20.3, 0.3, 'march-ends-near-enemy'],
  ] as const)('an enemy %s″ away lets infantry march %s″ (%s)', (distance, reach, code) => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(distance, 'in') });
    expect(result.reach).toEqual({ value: reach, unit: 'in' });
    expect(codes(result)).toContain(code);
  });

  it.each([20, 19.9, 6])('an enemy %s″ away ends the march before it starts', (distance) => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(distance, 'in') });
    expect(result.mayMarch).toBe(false);
    expect(codes(result)).toContain('within-enemy-stop');
  });

  it('uses 20″, not 35 cm converted (21″)', () => {
    expect(plan({ ...infantryInColumn, distanceToEnemy: away(20.5, 'in') }).reach).toEqual({ value: 0.5, unit: 'in' });
  });
});

describe('the rest of the brigade', () => {
  it('carries on when this unit is cut short', () => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(50) });
    expect(reason(result, 'rest-of-brigade-continues')).toMatchObject({ ok: true, clause: '8-5-e' });
    expect(reason(result, 'unit-may-move-at-normal-speed')).toBeUndefined();
  });

  it('carries on while this unit, already within the stop, may move at normal speed', () => {
    const result = plan({ ...infantryInColumn, distanceToEnemy: away(30) });
    expect(reason(result, 'rest-of-brigade-continues')).toMatchObject({ ok: true, clause: '8-5-e' });
    expect(reason(result, 'unit-may-move-at-normal-speed')).toMatchObject({ ok: true, clause: '8-5-g' });
  });

  it('is not mentioned when this unit marches its full distance', () => {
    expect(codes(plan(infantryInColumn))).not.toContain('rest-of-brigade-continues');
  });

  it('is not mentioned when the brigade cannot march at all', () => {
    const result = plan({ ...infantryInColumn, order: 'other', distanceToEnemy: away(30) });
    expect(codes(result)).not.toContain('rest-of-brigade-continues');
    expect(codes(result)).not.toContain('unit-may-move-at-normal-speed');
  });
});

describe('a unit not in a march formation (8.5 б) keeps its whole brigade from marching (8.5)', () => {
  const inLine = { position: 2, arm: 'infantry', formation: 'line' } as const;

  it('this unit out of formation: the brigade may not march, and the «ВСЕМИ» rule is not met', () => {
    const result = plan({ ...infantryInColumn, formation: 'line' });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'formation-forbids-march')).toMatchObject({ ok: false, clause: '8-5-b' });
    expect(reason(result, 'unit-out-of-formation-stops-brigade')).toMatchObject({ ok: false, clause: '8-5' });
    expect(reason(result, 'whole-brigade-marches')).toBeUndefined();
  });

  it('another unit out of formation: this one may not march either, and the answer names that unit', () => {
    const result = plan({ ...infantryInColumn, othersOutOfFormation: [inLine] });
    expect(result.mayMarch).toBe(false);
    expect(result.reach.value).toBe(0);
    expect(reason(result, 'formation-permits-march')).toMatchObject({ ok: true });
    expect(reason(result, 'other-unit-out-of-formation')).toEqual({
      code: 'other-unit-out-of-formation',
      ok: false,
      params: { n: 2, arm: 'infantry', formation: 'line' },
      clause: '8-5',
    });
    expect(reason(result, 'whole-brigade-marches')).toBeUndefined();
  });

  it('never says the rest of the brigade marches on (8.5 д) or that this unit moves at normal speed while it does (8.5 ж)', () => {
    for (const result of [plan({ ...infantryInColumn, formation: 'line', distanceToEnemy: away(30) }), plan({ ...infantryInColumn, othersOutOfFormation: [inLine], distanceToEnemy: away(50) })]) {
      expect(codes(result)).not.toContain('rest-of-brigade-continues');
      expect(codes(result)).not.toContain('unit-may-move-at-normal-speed');
    }
  });

  it('explains, after a formation change, that the formation asked for is the one the unit changes into', () => {
    const result = plan({ arm: 'foot-artillery', formation: 'unlimbered', order: 'support', movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: away(100) });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'formation-after-change-forbids-march')).toMatchObject({ ok: false, clause: '8-5-b', params: { formation: 'unlimbered' } });
    expect(reason(result, 'formation-forbids-march')).toBeUndefined();
    const limbered = plan({ arm: 'foot-artillery', formation: 'limbered', order: 'support', movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: away(100) });
    expect(limbered.mayMarch).toBe(true);
  });
});

describe('a unit that may not march is not told how far it marches', () => {
  it.each([
    ['out of formation', { formation: 'line' }],
    ['under another order', { order: 'other' }],
    ['after a normal move', { movedNormallyThisTurn: 'yes' }],
    ['without its whole brigade', { wholeBrigade: false }],
  ] as const)('%s', (_name, change) => {
    for (const distance of [100, 60]) {
      const result = plan({ ...infantryInColumn, ...change, distanceToEnemy: away(distance) });
      expect(result.mayMarch).toBe(false);
      expect(codes(result)).not.toContain('march-full-distance');
      expect(codes(result)).not.toContain('march-ends-near-enemy');
      expect(codes(result)).not.toContain('march-not-cut-by-enemy');
    }
  });

  it('still hears that, inside the stop, its march would end before it starts', () => {
    expect(reason(plan({ ...infantryInColumn, order: 'other', distanceToEnemy: away(30) }), 'within-enemy-stop')).toMatchObject({ ok: false });
  });
});

describe('normal movement in the same turn', () => {
  it('a unit that moved normally moves at normal speed while the rest marches (8.5 ж), with no word of the 35 cm stop (8.5 д)', () => {
    const result = plan({ ...infantryInColumn, movedNormallyThisTurn: 'yes', distanceToEnemy: away(50) });
    expect(reason(result, 'unit-may-move-at-normal-speed')).toMatchObject({ ok: true, clause: '8-5-g' });
    expect(codes(result)).not.toContain('rest-of-brigade-continues');
  });

  it('none: the unit may march', () => {
    const result = plan({ ...infantryInColumn, movedNormallyThisTurn: 'no' });
    expect(result.mayMarch).toBe(true);
    expect(reason(result, 'not-moved-normally')).toMatchObject({ ok: true, clause: '8-5-f' });
  });

  it('a normal move: the unit may not also march', () => {
    const result = plan({ ...infantryInColumn, movedNormallyThisTurn: 'yes' });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'normal-move-forbids-march')).toMatchObject({ ok: false, clause: '8-5-f' });
    expect(result.reach.value).toBe(0);
  });

  it('a normal move that includes a formation change: the unit may still march', () => {
    const result = plan({ ...infantryInColumn, movedNormallyThisTurn: 'formation-change-only' });
    expect(result.mayMarch).toBe(true);
    expect(reason(result, 'formation-change-then-march')).toMatchObject({ ok: true, clause: '8-5-f' });
  });
});

describe('re-forming inside enemy influence', () => {
  const reformed: PlanMarchInput = { ...infantryInColumn, movedNormallyThisTurn: 'formation-change-only' };

  it.each([
    [10, 'cm'],
    [4, 'cm'],
    [6, 'in'],
  ] as const)('at %s %s warns of a formation test if the enemy is formed', (value, unit) => {
    expect(reason(plan({ ...reformed, distanceToEnemy: away(value, unit) }), 'formation-test-if-enemy-formed')).toEqual({
      code: 'formation-test-if-enemy-formed',
      ok: true,
      params: { influence: { cm: 10, in: 6, clause: '8-4-a' } },
      clause: '8-4-a',
    });
  });

  it.each([
    [10.5, 'cm'],
    [6.5, 'in'],
  ] as const)('at %s %s gives no warning', (value, unit) => {
    expect(codes(plan({ ...reformed, distanceToEnemy: away(value, unit) }))).not.toContain(
      'formation-test-if-enemy-formed',
    );
  });

  it('gives no warning when the unit did not re-form', () => {
    expect(codes(plan({ ...infantryInColumn, distanceToEnemy: away(5) }))).not.toContain(
      'formation-test-if-enemy-formed',
    );
  });
});

describe('notes', () => {
  it('are always ok, so they never stop a march', () => {
    const samples = [
      plan({ ...infantryInColumn, arm: 'skirmishers', formation: 'open-order', distanceToEnemy: away(30) }),
      plan({ arm: 'general', order: 'move', distanceToEnemy: away(50) }),
      plan({ ...infantryInColumn, distanceToEnemy: away(8), movedNormallyThisTurn: 'formation-change-only' }),
    ];
    const notes = samples.flatMap((result) => result.reasons.filter(isNoteReason));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((note) => note.ok)).toBe(true);
  });

  it('are a subset of the reason codes', () => {
    for (const code of NOTE_REASON_CODES) expect(REASON_CODES).toContain(code);
  });
});

describe('invalid plan input', () => {
  it.each([
    ['no input at all', null, 'invalid-input', {}],
    ['an unknown arm', { ...infantryInColumn, arm: 'dragoons' }, 'unknown-arm', { value: 'dragoons' }],
    ['a missing formation', { ...infantryInColumn, formation: undefined }, 'missing-formation', { arm: 'infantry' }],
    ['an unknown formation', { ...infantryInColumn, formation: 'wedge' }, 'unknown-formation', { value: 'wedge' }],
    [
      'cavalry limbered',
      { ...infantryInColumn, arm: 'cavalry', formation: 'limbered' },
      'formation-not-for-arm',
      { arm: 'cavalry', formation: 'limbered' },
    ],
    [
      'formed infantry in open order',
      { ...infantryInColumn, formation: 'open-order' },
      'formation-not-for-arm',
      { arm: 'infantry', formation: 'open-order' },
    ],
    ['a Hold order (not in the list)', { ...infantryInColumn, order: 'hold' }, 'unknown-order', { value: 'hold' }],
    ['a missing distance', { ...infantryInColumn, distanceToEnemy: undefined }, 'invalid-distance', { value: 'undefined' }],
    ['a negative distance', { ...infantryInColumn, distanceToEnemy: away(-1) }, 'invalid-distance', { value: '-1' }],
    ['a NaN distance', { ...infantryInColumn, distanceToEnemy: away(Number.NaN) }, 'invalid-distance', { value: 'NaN' }],
    [
      'a distance typed as text',
      { ...infantryInColumn, distanceToEnemy: { value: '50', unit: 'cm' } },
      'invalid-distance',
      { value: '50' },
    ],
    [
      'millimetres',
      { ...infantryInColumn, distanceToEnemy: { value: 50, unit: 'mm' } },
      'unknown-length-unit',
      { value: 'mm' },
    ],
    [
      'an unknown normal-move answer',
      { ...infantryInColumn, movedNormallyThisTurn: 'maybe' },
      'unknown-normal-move',
      { value: 'maybe' },
    ],
    [
      'another unit out of formation given as a number',
      { ...infantryInColumn, othersOutOfFormation: [2] },
      'invalid-other-units',
      {},
    ],
    [
      'another unit given as out of formation in a march formation',
      { ...infantryInColumn, othersOutOfFormation: [{ position: 2, arm: 'infantry', formation: 'company-column' }] },
      'invalid-other-units',
      {},
    ],
    [
      'a whole-brigade flag given as text',
      { ...infantryInColumn, wholeBrigade: 'yes' },
      'invalid-whole-brigade',
      { value: 'yes' },
    ],
  ])('%s gives a coded error instead of throwing', (_name, input, code, params) => {
    expect(() => planMarch(loose(input))).not.toThrow();
    expect(planMarch(loose(input))).toEqual({ ok: false, error: { code, params } });
  });
});

describe('what the rules leave open is said to be the site’s reading (a rules expert’s review)', () => {
  const column = { arm: 'infantry', formation: 'company-column', order: 'move' } as const;

  it('asks for the formation the unit marches in, whichever comes first: 8.5 е) combines a formation change with a march in no set order', () => {
    // A column that marches and then forms line marches in column: it may march.
    expect(plan({ ...column, movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: away(100) }).mayMarch).toBe(true);
  });

  it('says «at most» of a march cut short by the enemy after a formation change, as of an uncut one', () => {
    const result = plan({ arm: 'cavalry', formation: 'half-squadron-column', order: 'move', movedNormallyThisTurn: 'formation-change-only', distanceToEnemy: away(60) });
    expect(result).toMatchObject({ mayMarch: true, reachIsUpperBound: true, reach: { value: 25, unit: 'cm' } });
    expect(reason(result, 'march-ends-near-enemy-at-most')).toMatchObject({ ok: true, clause: '8-5-e' });
    expect(reason(result, 'march-ends-near-enemy')).toBeUndefined();
    expect(reason(plan({ ...column, distanceToEnemy: away(60) }), 'march-ends-near-enemy')).toBeDefined();
  });

  it('holds a general who moved normally to 8.5 е) as the site’s reading, citing 8.2 б), not as the rules’ word', () => {
    const result = plan({ arm: 'general', order: 'move', movedNormallyThisTurn: 'yes', distanceToEnemy: away(100) });
    expect(result.mayMarch).toBe(false);
    expect(reason(result, 'general-normal-move-assumed')).toMatchObject({ ok: false, clause: '8-5-f' });
    expect(reason(result, 'normal-move-forbids-march')).toBeUndefined();
  });

  it('says once that a unit out of formation stopping its whole brigade is the site’s reading', () => {
    const result = plan({ ...column, formation: 'line', othersOutOfFormation: [{ position: 2, arm: 'cavalry', formation: 'unformed' }], distanceToEnemy: away(100) });
    expect(codes(result).filter((code) => code === 'brigade-stop-is-reading')).toHaveLength(1);
    expect(reason(result, 'brigade-stop-is-reading')).toMatchObject({ ok: true, clause: '8-5-g' });
    expect(reason(plan({ ...column, distanceToEnemy: away(100) }), 'brigade-stop-is-reading')).toBeUndefined();
  });

  it('never says the whole brigade marches beside a unit that does not march itself', () => {
    const moved = plan({ ...column, movedNormallyThisTurn: 'yes', distanceToEnemy: away(100) });
    expect(moved.mayMarch).toBe(false);
    expect(reason(moved, 'whole-brigade-marches')).toBeUndefined();
    expect(reason(moved, 'unit-may-move-at-normal-speed')).toBeDefined();
    expect(reason(plan({ ...column, distanceToEnemy: away(100) }), 'whole-brigade-marches')).toBeDefined();
  });
});
