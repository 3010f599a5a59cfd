import { describe, expect, it } from 'vitest';
import { COMBAT_PHASES, COMBAT_TABLE_CLAUSES, CONCLUSION_CODES, REACTION_PHASE_CLAUSES, SITUATION_ERROR_CODES, SERIES_RULES, SOURCE_DOCS, TABLE_NOTE_RULES, isOverrunPhase, resolveCombatResult, type CombatResolution, type CombatSituation, type ConclusionCode } from '../../../src/lib/ocs/resolve';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { type CombatResult } from '../../../src/lib/ocs/combat-result';
import { expectOk, seededRandom, situation, valueOf } from './helpers';

function resolve(code: string, overrides: Partial<CombatSituation> = {}): CombatResolution {
  return expectOk(resolveCombatResult(valueOf(code), situation(overrides)));
}

function codesOf(resolution: CombatResolution): ConclusionCode[] {
  return resolution.steps.map((step) => step.code);
}

function stepOf(resolution: CombatResolution, code: ConclusionCode) {
  const step = resolution.steps.find((candidate) => candidate.code === code);
  if (!step) throw new Error(`expected a "${code}" step, got ${codesOf(resolution).join(', ')}`);
  return step;
}

describe('"Ao1 DL1o2" (source example: the attacker retreats, the defender keeps only DL1)', () => {
  it('lets the defender ignore its option when the attacker retreats one hex, so its result stays DL1', () => {
    const resolution = resolve('Ao1 DL1o2', { attackerRetreat: 1 });
    expect(resolution.attacker).toEqual({ stepsLost: 0, hexesRetreated: 1, destroyed: false, disorganized: false });
    expect(resolution.defender).toEqual({
      stepsLost: 1,
      hexesRetreated: 0,
      destroyed: false,
      disorganized: false,
      optionIgnorable: 'attacker-retreated',
      optionIgnored: true,
    });
    expect(codesOf(resolution)).toEqual([
      'attacker-retreats',
      'defender-loses-steps',
      'defender-may-ignore-option-attacker-retreated',
      'defender-ignores-option',
    ]);
    expect(stepOf(resolution, 'defender-may-ignore-option-attacker-retreated').source).toEqual({
      doc: 'ocs/combat-table',
      clause: 'defender-may-ignore',
      rule: '9.9 note 2',
    });
  });

  it('holds the defender to its option when the attacker takes its option as a step loss', () => {
    const resolution = resolve('Ao1 DL1o2', { attackerRetreat: 0, defenderRetreat: 1 });
    expect(resolution.attacker).toMatchObject({ stepsLost: 1, hexesRetreated: 0 });
    expect(resolution.defender).toMatchObject({ stepsLost: 2, hexesRetreated: 1, optionIgnorable: null, optionIgnored: false });
  });

  it('lets the defender apply its full option anyway after the attacker retreats (note 2)', () => {
    const resolution = resolve('Ao1 DL1o2', { attackerRetreat: 1, defenderRetreat: 2, defenderAppliesOptionAnyway: true });
    expect(resolution.defender).toMatchObject({ stepsLost: 1, hexesRetreated: 2, optionIgnorable: 'attacker-retreated', optionIgnored: false });
    expect(stepOf(resolution, 'defender-applies-option-anyway').source).toEqual({ doc: 'ocs/combat-table', clause: 'key-optional', rule: '9.9 note 2' });
  });
});

describe('"AL1o1 Do1" (source example: a one-step attacker)', () => {
  it('loses its only step to the AL1, and the defender ignores its result', () => {
    const resolution = resolve('AL1o1 Do1', { attackerSteps: 1 });
    expect(resolution.attacker).toEqual({ stepsLost: 1, hexesRetreated: 0, destroyed: true, disorganized: false });
    expect(resolution.defender).toMatchObject({ stepsLost: 0, hexesRetreated: 0, optionIgnorable: 'attacker-destroyed', optionIgnored: true });
    expect(codesOf(resolution)).toEqual([
      'attacker-loses-steps',
      'attacker-destroyed',
      'defender-may-ignore-option-attacker-destroyed',
      'defender-ignores-option',
    ]);
    expect(stepOf(resolution, 'defender-may-ignore-option-attacker-destroyed').source).toEqual({
      doc: 'ocs/combat-table',
      clause: 'example-al1o1-do1',
      rule: '9.9 note 2',
    });
  });

  it('holds the defender to Do1 when the attacker survives and takes its option as a loss', () => {
    const resolution = resolve('AL1o1 Do1', { attackerSteps: 3, defenderRetreat: 1 });
    expect(resolution.attacker).toMatchObject({ stepsLost: 2, destroyed: false });
    expect(resolution.defender).toMatchObject({ stepsLost: 0, hexesRetreated: 1, optionIgnorable: null });
  });

  it('holds the defender to Do1 when the attacker is destroyed by fulfilling its option (it did fulfil it)', () => {
    const resolution = resolve('AL1o1 Do1', { attackerSteps: 2, defenderRetreat: 0 });
    expect(resolution.attacker).toMatchObject({ stepsLost: 2, destroyed: true });
    expect(resolution.defender).toMatchObject({ stepsLost: 1, optionIgnorable: null });
  });

  it('takes the Reserve marker off a defender that receives even an ignorable Do1', () => {
    const resolution = resolve('AL1o1 Do1', { attackerSteps: 1, defenderInReserve: true });
    expect(resolution.defender.optionIgnored).toBe(true);
    expect(resolution.reserveMarkerRemoved).toBe(true);
    expect(stepOf(resolution, 'reserve-marker-removed').source).toEqual({ doc: 'ocs/reaction-phase', clause: 'reserve-removed-when-attacked' });
  });
});

describe('"AL1o1" (source example: the attacker always fulfils its options)', () => {
  it('loses a step, then another step when it does not retreat', () => {
    const resolution = resolve('AL1o1', { attackerSteps: 3, attackerRetreat: 0 });
    expect(resolution.attacker).toEqual({ stepsLost: 2, hexesRetreated: 0, destroyed: false, disorganized: false });
    expect(codesOf(resolution)).toEqual(['attacker-loses-steps', 'attacker-option-as-losses']);
  });

  it('loses a step, then retreats one hex', () => {
    const resolution = resolve('AL1o1', { attackerSteps: 3, attackerRetreat: 1 });
    expect(resolution.attacker).toEqual({ stepsLost: 1, hexesRetreated: 1, destroyed: false, disorganized: false });
    expect(codesOf(resolution)).toEqual(['attacker-loses-steps', 'attacker-retreats']);
  });

  it('always accounts for the whole loss and option, whatever the split', () => {
    for (const attackerRetreat of [0, 1]) {
      const { attacker } = resolve('AL1o1', { attackerSteps: 5, attackerRetreat });
      expect(attacker.stepsLost + attacker.hexesRetreated).toBe(2);
    }
  });
});

describe('"DL1o1" (source example: the defender loses a step, then another or retreats, unless the attacker fell short)', () => {
  it('loses a step and another when the attacker took its option as a loss', () => {
    expect(resolve('Ao1 DL1o1', { defenderRetreat: 0 }).defender).toMatchObject({ stepsLost: 2, hexesRetreated: 0 });
  });

  it('loses a step and retreats one hex', () => {
    expect(resolve('Ao1 DL1o1', { defenderRetreat: 1 }).defender).toMatchObject({ stepsLost: 1, hexesRetreated: 1 });
  });

  it('only loses the step when the attacker retreated', () => {
    expect(resolve('Ao1 DL1o1', { attackerRetreat: 1, defenderRetreat: 1 }).defender).toMatchObject({
      stepsLost: 1,
      hexesRetreated: 0,
      optionIgnored: true,
    });
  });

  it('only loses the step when the attacker was destroyed before its option', () => {
    const resolution = resolve('AL1o1 DL1o1', { attackerSteps: 1 });
    expect(resolution.defender).toMatchObject({ stepsLost: 1, optionIgnorable: 'attacker-destroyed', optionIgnored: true });
  });

  it('only loses the step when the attacker ran out of steps part-way through its option', () => {
    const resolution = resolve('Ao2 DL1o1', { attackerSteps: 1 });
    expect(resolution.attacker).toMatchObject({ stepsLost: 1, destroyed: true });
    expect(codesOf(resolution).slice(0, 3)).toEqual(['attacker-option-as-first-losses', 'attacker-cannot-fulfil-option', 'attacker-destroyed']);
    expect(resolution.defender).toMatchObject({ stepsLost: 1, optionIgnorable: 'attacker-short', optionIgnored: true });
    expect(stepOf(resolution, 'defender-may-ignore-option-attacker-short').source).toEqual({ doc: 'ocs/combat-table', clause: 'defender-may-ignore' });
  });
});

describe('"Ae4 DL1o2" (source example: attackers with AR 4 or more are marked for Exploitation)', () => {
  it('marks exactly the attacking units whose Action Rating is 4 or more', () => {
    const resolution = resolve('Ae4 DL1o2', { attackerActionRatings: [4, 3, 5, 2], defenderRetreat: 2 });
    expect(resolution.exploitationMarked).toEqual([0, 2]);
    const marked = stepOf(resolution, 'units-exploitation-marked');
    expect(marked.params).toEqual({ minimum: 4, count: 2, units: '1, 3' });
    expect(marked.source).toEqual({ doc: 'ocs/combat-table', clause: 'legend-exploit' });
  });

  it('marks nobody when no attacking unit reaches the rating', () => {
    const resolution = resolve('Ae4 DL1o2', { attackerSteps: 2, attackerActionRatings: [3, 2] });
    expect(resolution.exploitationMarked).toEqual([]);
    expect(codesOf(resolution)).toContain('exploit-no-unit-qualifies');
  });

  it.each(COMBAT_PHASES.filter((phase) => phase !== 'combat'))('does not apply outside the Combat Segment of the Combat Phase (%s)', (phase) => {
    const resolution = resolve('Ae4 DL1o2', { attackerActionRatings: [5], phase });
    expect(resolution.exploitationMarked).toEqual([]);
    expect(stepOf(resolution, 'exploit-not-in-combat-segment').source).toEqual({ doc: 'ocs/combat-table', clause: 'legend-exploit' });
  });

  it('offers no way to decline e#: only a retreat of the option voids it (5.3, 5.4, 9.10d, 9.10 Example C)', () => {
    expect(CONCLUSION_CODES.filter((code) => code.startsWith('exploit-declined'))).toEqual([]);
    expect(resolve('Ae4 DL1o2', { attackerActionRatings: [5] }).exploitationMarked).toEqual([0]);
    const asLoss = resolve('Ao1 e4 DL1o2', { attackerSteps: 2, attackerActionRatings: [5, 4] });
    expect(asLoss.exploitationMarked).toEqual([1]);
    expect(codesOf(asLoss)).toEqual(expect.arrayContaining(['attacker-option-as-first-losses', 'units-exploitation-marked']));
    const asRetreat = resolve('Ao1 e4 DL1o2', { attackerActionRatings: [5], attackerRetreat: 1 });
    expect(asRetreat.exploitationMarked).toEqual([]);
    expect(codesOf(asRetreat)).toContain('exploit-voided-by-retreat');
  });

  it('never marks a DG attacker, whatever its rating, and says so (9.13b A, 5.10b C)', () => {
    const resolution = resolve('Ae4 DL1o2', { attackerSteps: 3, attackerActionRatings: [5, 4, 4], attackerDisorganized: [false, true, false] });
    expect(resolution.exploitationMarked).toEqual([0, 2]);
    expect(stepOf(resolution, 'exploit-disorganized-units-excluded')).toMatchObject({
      params: { minimum: 4, count: 1, units: '2' },
      source: { doc: 'ocs/combat-table', rule: '9.13b A' },
    });
    expect(codesOf(resolve('Ae4 DL1o2', { attackerActionRatings: [5], attackerDisorganized: [true] }))).toEqual([
      'defender-loses-steps', 'defender-option-as-losses', 'exploit-disorganized-units-excluded', 'exploit-qualifying-units-disorganized',
    ]);
  });

  it('says why no unit is marked: none had the rating, or the Action Rating unit that had it took the first loss (9.11c)', () => {
    expect(codesOf(resolve('Ae4 DL1o2', { attackerActionRatings: [3, 2], attackerSteps: 2 })).at(-1)).toBe('exploit-no-unit-qualifies');
    const lost = resolve('Ao1 e4 DL1o2', { attackerSteps: 2, attackerActionRatings: [4, 3] });
    expect(lost.exploitationMarked).toEqual([]);
    expect(lost.attackerUnitsDestroyed).toEqual([0]);
    expect(codesOf(lost)).not.toContain('exploit-no-unit-qualifies');
    expect(stepOf(lost, 'exploit-qualifying-units-destroyed')).toMatchObject({ params: { minimum: 4, count: 1, units: '1' }, source: { rule: '9.11c' } });
  });

  it('asks for the steps of each unit when the totals cannot tell them', () => {
    expect(resolveCombatResult(valueOf('Ae4 DL1o2'), situation({ attackerSteps: 3, attackerActionRatings: [5, 4] }))).toEqual({
      ok: false, error: { code: 'invalid-unit-steps', field: 'attackerUnitSteps' },
    });
    expect(resolveCombatResult(valueOf('Ae4 DL1o2'), situation({ attackerSteps: 3, attackerActionRatings: [5, 4], attackerUnitSteps: [1, 1] })).ok).toBe(false);
    expect(resolveCombatResult(valueOf('Ae4 DL1o2'), situation({ attackerSteps: 3, attackerActionRatings: [5, 4], attackerUnitSteps: [2, 1] })).ok).toBe(true);
    expect(resolveCombatResult(valueOf('Ae4 DL1o2'), situation({ attackerActionRatings: [5], attackerDisorganized: [true, false] }))).toEqual({
      ok: false, error: { code: 'invalid-unit-dg', field: 'attackerDisorganized' },
    });
  });
});

describe('"Ao1 e4 DL1o2" (source: to exploit, the attacker takes its whole option as losses)', () => {
  it('marks units when the attacker takes its option as a step loss', () => {
    const resolution = resolve('Ao1 e4 DL1o2', { attackerActionRatings: [4, 5], attackerUnitSteps: [2, 2], attackerRetreat: 0 });
    expect(resolution.attacker).toMatchObject({ stepsLost: 1, hexesRetreated: 0 });
    expect(resolution.exploitationMarked).toEqual([0, 1]);
  });

  it('marks only the units that survive: two one-step AR 4 units, the option as a loss, only the second is marked (9.11c)', () => {
    const resolution = resolve('Ao1 e4 DL1o2', { attackerSteps: 2, attackerActionRatings: [4, 4], attackerRetreat: 0 });
    expect(resolution.attackerUnitsDestroyed).toEqual([0]);
    expect(resolution.exploitationMarked).toEqual([1]);
    expect(stepOf(resolution, 'units-exploitation-marked').params).toEqual({ minimum: 4, count: 1, units: '2' });
  });

  it('spreads losses one per unit, the Action Rating unit first, before any unit loses two (9.11c)', () => {
    const oneLoss = resolve('Ao1 e4 DL1o2', { attackerSteps: 3, attackerActionRatings: [5, 5], attackerUnitSteps: [1, 2] });
    expect(oneLoss.attackerUnitsDestroyed).toEqual([0]);
    expect(oneLoss.exploitationMarked).toEqual([1]);
    const firstHasSteps = resolve('Ao1 e4 DL1o2', { attackerSteps: 3, attackerActionRatings: [5, 5], attackerUnitSteps: [2, 1] });
    expect(firstHasSteps.attackerUnitsDestroyed).toEqual([]);
    expect(firstHasSteps.exploitationMarked).toEqual([0, 1]);
  });

  it('voids the exploitation when the attacker retreats (note 1), and the defender may ignore its option', () => {
    const resolution = resolve('Ao1 e4 DL1o2', { attackerActionRatings: [4, 5], attackerUnitSteps: [2, 2], attackerRetreat: 1 });
    expect(resolution.exploitationMarked).toEqual([]);
    expect(stepOf(resolution, 'exploit-voided-by-retreat').source).toEqual({
      doc: 'ocs/combat-table',
      clause: 'exploit-takes-losses',
      rule: '9.9 note 1',
    });
    expect(resolution.defender).toMatchObject({ stepsLost: 1, optionIgnored: true });
  });

  it('marks nobody when taking the option as a loss destroys the attacker', () => {
    const resolution = resolve('Ao1 e4 DL1o2', { attackerSteps: 1, attackerActionRatings: [5] });
    expect(resolution.attacker.destroyed).toBe(true);
    expect(resolution.exploitationMarked).toEqual([]);
    expect(codesOf(resolution)).toContain('exploit-no-surviving-attackers');
  });
});

describe('table note 4: three or more attacking hexes, or two non-adjacent hexsides', () => {
  it('ignores the e result from three hexes but applies the rest normally', () => {
    const resolution = resolve('Ae4 DL1o2', { attackerActionRatings: [5, 3, 3], attackerUnitSteps: [2, 1, 1], attackingHexes: 3, defenderRetreat: 1 });
    expect(resolution.exploitationMarked).toEqual([]);
    expect(stepOf(resolution, 'exploit-ignored-three-or-more-hexes')).toMatchObject({
      params: { minimum: 4, count: 3 },
      source: { doc: 'ocs/combat-table', rule: '9.9 note 4' },
    });
    expect(resolution.defender).toMatchObject({ stepsLost: 2, hexesRetreated: 1 });
  });

  it('still exploits from two hexes', () => {
    expect(resolve('Ae4 DL1o2', { attackerActionRatings: [5, 3], attackerUnitSteps: [2, 2], attackingHexes: 2 }).exploitationMarked).toEqual([0]);
  });

  it('ignores the e result across two non-adjacent hexsides', () => {
    const resolution = resolve('Ae4 DL1o2', { attackerActionRatings: [5, 3], attackerUnitSteps: [2, 2], attackingHexes: 2, attackFromNonAdjacentHexsides: true });
    expect(resolution.exploitationMarked).toEqual([]);
    expect(codesOf(resolution)).toContain('exploit-ignored-non-adjacent-hexsides');
  });
});

describe('DG: from the result code, or from a retreat of two or more hexes (note 3)', () => {
  it('disorganizes the defender of "Ae3 DL2o2DG" (legend DG) after its losses and before its retreat (9.12a), without repeating it for the retreat', () => {
    const resolution = resolve('Ae3 DL2o2DG', { defenderSteps: 5, defenderRetreat: 2 });
    expect(resolution.defender).toMatchObject({ stepsLost: 2, hexesRetreated: 2, disorganized: true });
    expect(stepOf(resolution, 'defender-dg').source).toEqual({ doc: 'ocs/combat-table', clause: 'legend-dg', rule: '9.12a' });
    expect(codesOf(resolution).filter((code) => code.startsWith('defender-'))).toEqual(['defender-loses-steps', 'defender-dg', 'defender-retreats']);
    // With the option split between a loss and a retreat, DG still comes before the retreat.
    expect(codesOf(resolve('Ae3 DL2o2DG', { defenderSteps: 5, defenderRetreat: 1 })).filter((code) => code.startsWith('defender-'))).toEqual([
      'defender-loses-steps',
      'defender-dg',
      'defender-option-as-losses',
      'defender-retreats',
    ]);
  });

  it('disorganizes a defender that retreats two hexes on "Ae4 DL1o2"', () => {
    const resolution = resolve('Ae4 DL1o2', { defenderRetreat: 2 });
    expect(resolution.defender).toMatchObject({ hexesRetreated: 2, disorganized: true });
    expect(stepOf(resolution, 'defender-dg-from-retreat').source).toEqual({ doc: 'ocs/combat-table', rule: '9.9 note 3' });
  });

  it('does not disorganize a defender that retreats one hex', () => {
    expect(resolve('Ae4 DL1o2', { defenderRetreat: 1 }).defender.disorganized).toBe(false);
  });

  it('applies to an attacker retreating two hexes as well, since the note speaks of any combat unit', () => {
    const resolution = resolve('Ao2 DL1', { attackerRetreat: 2 });
    expect(resolution.attacker).toMatchObject({ hexesRetreated: 2, disorganized: true });
    expect(codesOf(resolution)).toContain('attacker-dg-from-retreat');
  });

  it('leaves no one to disorganize when the defender is destroyed', () => {
    const resolution = resolve('Ae3 DL2o2DG', { defenderSteps: 2 });
    expect(resolution.defender).toMatchObject({ stepsLost: 2, destroyed: true, disorganized: false });
    expect(codesOf(resolution)).not.toContain('defender-dg');
  });
});

describe('an option taken as losses is a step loss like any other (9.11c)', () => {
  it("when they are the side's first losses, the Action Rating unit takes the first", () => {
    const attacker = resolve('Ao1 DL1o2', { attackerSteps: 2, attackerActionRatings: [4, 3] });
    expect(stepOf(attacker, 'attacker-option-as-first-losses')).toMatchObject({ params: { count: 1 }, source: { clause: 'option-number', rule: '9.11c' } });
    const defender = resolve('Ao1 Do2', { defenderSteps: 3, defenderRetreat: 0 });
    expect(codesOf(defender)).toContain('defender-option-as-first-losses');
  });

  it('after a loss result, the option adds to losses already taken', () => {
    const resolution = resolve('AL1o1 DL1o2', { attackerSteps: 3, defenderSteps: 4, defenderRetreat: 0 });
    expect(codesOf(resolution)).toEqual(expect.arrayContaining(['attacker-loses-steps', 'attacker-option-as-losses', 'defender-loses-steps', 'defender-option-as-losses']));
    expect(codesOf(resolution).filter((code) => code.endsWith('first-losses'))).toEqual([]);
  });
});

describe('advance after combat (9.12g)', () => {
  it('after regular combat, the attackers may enter the hex the defender leaves, and need not', () => {
    const resolution = resolve('Ao1 DL1o2', { defenderSteps: 3, defenderRetreat: 2 });
    expect(codesOf(resolution).at(-1)).toBe('attackers-may-advance');
    expect(stepOf(resolution, 'attackers-may-advance').source).toEqual({ doc: 'ocs/combat-table', rule: '9.12g' });
    expect(codesOf(resolve('Ao1 DL1o1', { defenderSteps: 1 }))).toContain('attackers-may-advance');
    expect(codesOf(resolve('Ao1 DL1o2', { defenderSteps: 4, defenderRetreat: 0 }))).not.toContain('attackers-may-advance');
  });

  it('attackers that took their option as a retreat cannot advance (9.12g B); destroyed ones are not spoken of', () => {
    const retreated = resolve('Ao1 DL1o2', { attackerRetreat: 1, defenderSteps: 1 });
    expect(stepOf(retreated, 'attackers-cannot-advance-after-retreat').source).toEqual({ doc: 'ocs/combat-table', rule: '9.12g B' });
    expect(codesOf(retreated)).not.toContain('attackers-may-advance');
    const destroyed = codesOf(resolve('AL1 DL1', { attackerSteps: 1, defenderSteps: 1 }));
    expect(destroyed.filter((code) => code.includes('advance'))).toEqual([]);
  });
});

describe('losses beyond the steps available', () => {
  it('destroys a defender that cannot take its whole option as losses', () => {
    const resolution = resolve('Ae3 DL2o2DG', { defenderSteps: 3, defenderRetreat: 0 });
    expect(resolution.defender).toMatchObject({ stepsLost: 3, destroyed: true });
    expect(stepOf(resolution, 'defender-cannot-fulfil-option').params).toEqual({ count: 1 });
  });

  it('holds the attacker to its option first when the defender is then destroyed (9.10 E), without repeating it', () => {
    const resolution = resolve('Ao1 DL1o1', { defenderSteps: 1, attackerRetreat: 1 });
    expect(resolution.defender.destroyed).toBe(true);
    expect(resolution.attacker).toMatchObject({ hexesRetreated: 1 });
    expect(codesOf(resolution)).toEqual(['attacker-retreats', 'defender-loses-steps', 'defender-destroyed', 'attackers-cannot-advance-after-retreat']);
  });

  it('destroys an attacker with fewer steps than the loss number', () => {
    expect(resolve('AL2', { attackerSteps: 1 }).attacker).toEqual({ stepsLost: 1, hexesRetreated: 0, destroyed: true, disorganized: false });
  });
});

describe('Reserve Mode (reaction phase text)', () => {
  it('keeps the Reserve marker when the defender receives nothing', () => {
    const resolution = resolve('AL2', { defenderInReserve: true });
    expect(resolution.reserveMarkerRemoved).toBe(false);
    expect(codesOf(resolution)).toEqual(['attacker-loses-steps', 'reserve-marker-stays']);
  });

  it('sends a defender made DG to DG Mode, not to Combat or Move Mode (5.10)', () => {
    const byResult = resolve('Ae3 DL2o2DG', { defenderSteps: 5, defenderInReserve: true });
    expect(codesOf(byResult)).toContain('reserve-marker-removed-dg');
    expect(codesOf(byResult)).not.toContain('reserve-marker-removed');
    expect(stepOf(byResult, 'reserve-marker-removed-dg').source).toEqual({ doc: 'ocs/reaction-phase', clause: 'reserve-removed-when-attacked', rule: '5.10' });
    const byRetreat = resolve('Ao1 DL1o2', { defenderInReserve: true, defenderRetreat: 2 });
    expect(codesOf(byRetreat).filter((code) => code.startsWith('reserve-'))).toEqual(['reserve-marker-removed-dg']);
    const oneHex = resolve('Ao1 DL1o2', { defenderInReserve: true, defenderRetreat: 1 });
    expect(codesOf(oneHex).filter((code) => code.startsWith('reserve-'))).toEqual(['reserve-marker-removed']);
  });

  it('says nothing of the marker of a destroyed defender', () => {
    const resolution = resolve('Ao1 DL1o2', { defenderSteps: 1, defenderInReserve: true });
    expect(resolution.defender.destroyed).toBe(true);
    expect(codesOf(resolution).some((code) => code.startsWith('reserve-'))).toBe(false);
  });

  it('takes the marker off for any defender result, in an overrun too', () => {
    expect(resolve('Ao1 DL1o2', { defenderInReserve: true, phase: 'overrun' }).reserveMarkerRemoved).toBe(true);
  });

  it('says nothing about Reserve for a defender not in Reserve', () => {
    const resolution = resolve('Ao1 DL1o2');
    expect(resolution.reserveMarkerRemoved).toBe(false);
    expect(codesOf(resolution).some((code) => code.startsWith('reserve-'))).toBe(false);
  });
});

describe('overruns (8.0, 8.1f), in the Reaction Phase too (7.0)', () => {
  it.each(['overrun', 'reaction'] as const)('%s: attackers that stay must enter the hex the defender leaves, by retreat or destruction', (phase) => {
    const retreated = resolve('Ao1 DL1o2', { phase, defenderSteps: 3, defenderRetreat: 2 });
    expect(codesOf(retreated).at(-1)).toBe('overrun-attackers-advance');
    expect(stepOf(retreated, 'overrun-attackers-advance').source).toEqual({ doc: 'ocs/combat-table', rule: '8.0' });
    expect(codesOf(resolve('Ao1 DL1o2', { phase, defenderSteps: 1 }))).toContain('overrun-attackers-advance');
    // The defender stays: nothing to enter.
    expect(codesOf(resolve('Ao1 DL1o2', { phase, defenderSteps: 4, defenderRetreat: 0 }))).not.toContain('overrun-attackers-advance');
  });

  it('ends the movement of attackers that retreat (8.1f), which then do not enter the hex', () => {
    const resolution = resolve('Ao1 DL1o2', { phase: 'overrun', attackerRetreat: 1, defenderSteps: 1 });
    expect(codesOf(resolution)).toEqual(['attacker-retreats', 'overrun-retreat-ends-movement', 'defender-loses-steps', 'defender-destroyed', 'attackers-cannot-advance-after-retreat']);
    expect(stepOf(resolution, 'overrun-retreat-ends-movement').source).toEqual({ doc: 'ocs/combat-table', rule: '8.1f' });
  });

  it('says that DG attackers fight in the Exploitation Phase only as Reserves released in it (11.0a, 5.10), first', () => {
    const dg = resolve('Ao1 DL1o2', { phase: 'exploitation', attackerActionRatings: [4, 3], attackerUnitSteps: [1, 1], attackerSteps: 2, attackerDisorganized: [false, true] });
    expect(codesOf(dg)[0]).toBe('exploitation-phase-dg-attackers');
    expect(stepOf(dg, 'exploitation-phase-dg-attackers').source).toEqual({ doc: 'ocs/combat-table', rule: '11.0a' });
    expect(codesOf(resolve('Ao1 DL1o2', { phase: 'exploitation' }))).not.toContain('exploitation-phase-dg-attackers');
    expect(codesOf(resolve('Ao1 DL1o2', { phase: 'combat', attackerDisorganized: [true] }))).not.toContain('exploitation-phase-dg-attackers');
  });

  it('says neither in a regular combat', () => {
    const codes = codesOf(resolve('Ao1 DL1o2', { phase: 'combat', attackerRetreat: 1, defenderSteps: 1 }));
    expect(codes.filter((code) => code.startsWith('overrun-'))).toEqual([]);
  });
});

describe('impossible situations', () => {
  const value = valueOf('Ao1 DL1o2');
  it.each<[string, Partial<CombatSituation>, string, string]>([
    ['no attacker steps', { attackerSteps: 0 }, 'invalid-steps', 'attackerSteps'],
    ['negative defender steps', { defenderSteps: -2 }, 'invalid-steps', 'defenderSteps'],
    ['fractional steps', { attackerSteps: 1.5 }, 'invalid-steps', 'attackerSteps'],
    ['NaN steps', { defenderSteps: Number.NaN }, 'invalid-steps', 'defenderSteps'],
    ['a retreat longer than the option', { attackerRetreat: 2 }, 'invalid-retreat', 'attackerRetreat'],
    ['a negative retreat', { defenderRetreat: -1 }, 'invalid-retreat', 'defenderRetreat'],
    ['a fractional retreat', { defenderRetreat: 0.5 }, 'invalid-retreat', 'defenderRetreat'],
    ['no attacking units', { attackerActionRatings: [] }, 'no-attacking-units', 'attackerActionRatings'],
    ['a non-numeric Action Rating', { attackerActionRatings: [3, Number.NaN] }, 'invalid-action-rating', 'attackerActionRatings'],
    ['an unknown phase', { phase: 'movement' as CombatSituation['phase'] }, 'invalid-phase', 'phase'],
    ['zero attacking hexes', { attackingHexes: 0 }, 'invalid-attacking-hexes', 'attackingHexes'],
    ['an overrun from two hexes (9.1c)', { phase: 'overrun', attackingHexes: 2 }, 'overrun-from-several-hexes', 'attackingHexes'],
    ['a Reaction Phase attack, always an overrun, from three hexes', { phase: 'reaction', attackingHexes: 3 }, 'overrun-from-several-hexes', 'attackingHexes'],
    ['an overrun with a DG unit (5.10b C)', { phase: 'overrun', attackerActionRatings: [3, 4], attackerUnitSteps: [1, 1], attackerSteps: 2, attackerDisorganized: [false, true] }, 'disorganized-overrun', 'attackerDisorganized'],
    ['a Reaction Phase attack with a DG unit', { phase: 'reaction', attackerDisorganized: [true] }, 'disorganized-overrun', 'attackerDisorganized'],
    // One hex attacks across one hexside: two non-adjacent hexsides need two hexes at least (9.9 note 4).
    ['non-adjacent hexsides from one hex', { attackingHexes: 1, attackFromNonAdjacentHexsides: true }, 'nonadjacent-from-one-hex', 'attackFromNonAdjacentHexsides'],
    // Every attacking hex holds an attacking unit: one unit cannot attack from three hexes.
    ['more attacking hexes than attacking units', { attackingHexes: 3, attackerActionRatings: [4] }, 'more-hexes-than-units', 'attackingHexes'],
  ])('rejects %s', (_label, overrides, code, field) => {
    expect(resolveCombatResult(value, situation(overrides))).toEqual({ ok: false, error: { code, field } });
    expect(SITUATION_ERROR_CODES).toContain(code);
  });

  it('rejects a retreat when the side has no option at all', () => {
    expect(resolveCombatResult(valueOf('AL2'), situation({ attackerRetreat: 1 }))).toMatchObject({ ok: false, error: { code: 'invalid-retreat' } });
  });

  it('rejects a malformed result value', () => {
    const broken: CombatResult = { ...value, attacker: { loss: -1, option: 0 } };
    expect(resolveCombatResult(broken, situation())).toEqual({ ok: false, error: { code: 'invalid-result', field: 'value' } });
  });

  it('does not throw for garbage from untyped callers', () => {
    expect(() => resolveCombatResult(null as unknown as CombatResult, situation())).not.toThrow();
    expect(() => resolveCombatResult(value, null as unknown as CombatSituation)).not.toThrow();
    expect(() => resolveCombatResult(value, {} as CombatSituation)).not.toThrow();
    expect(resolveCombatResult(value, {} as CombatSituation).ok).toBe(false);
  });
});

describe('every table cell in many situations', () => {
  const values = [...new Set(combatTable.rows.flatMap((row) => row.results))].map(valueOf);
  const knownClauses = new Set<string>([...COMBAT_TABLE_CLAUSES, ...REACTION_PHASE_CLAUSES]);
  const knownRules = new Set<string>([...TABLE_NOTE_RULES, ...SERIES_RULES]);
  const knownDocs = new Set<string>(Object.values(SOURCE_DOCS));

  it('resolves without throwing, cites only known sources, and keeps the books balanced', () => {
    const random = seededRandom(94);
    for (let run = 0; run < 4000; run += 1) {
      const value = values[Math.floor(random() * values.length)]!;
      const pick = (max: number) => Math.floor(random() * (max + 1));
      const phase = COMBAT_PHASES[pick(3)]!;
      // An overrun comes from one hex (9.1c) and never with DG units (5.10b C): those situations are refused, below.
      const overrun = isOverrunPhase(phase);
      const unitSteps = Array.from({ length: 1 + pick(3) }, () => 1 + pick(2));
      const facts = situation({
        attackerSteps: unitSteps.reduce((sum, steps) => sum + steps, 0),
        attackerUnitSteps: unitSteps,
        attackerActionRatings: unitSteps.map(() => pick(5)),
        attackerDisorganized: unitSteps.map(() => !overrun && random() < 0.2),
        defenderSteps: 1 + pick(4),
        attackerRetreat: pick(value.attacker.option),
        defenderRetreat: pick(value.defender.option),
        phase,
        defenderInReserve: random() < 0.3,
        // Each attacking hex holds an attacking unit: those situations are refused too.
        attackingHexes: overrun ? 1 : 1 + pick(Math.min(3, unitSteps.length - 1)),
        defenderAppliesOptionAnyway: random() < 0.3,
      });
      const resolution = expectOk(resolveCombatResult(value, facts));
      for (const step of resolution.steps) {
        expect(CONCLUSION_CODES).toContain(step.code);
        expect(knownDocs.has(step.source.doc)).toBe(true);
        expect(step.source.clause !== undefined || step.source.rule !== undefined).toBe(true);
        if (step.source.clause !== undefined) expect(knownClauses.has(step.source.clause)).toBe(true);
        if (step.source.rule !== undefined) expect(knownRules.has(step.source.rule)).toBe(true);
      }
      const { attacker, defender } = resolution;
      expect(attacker.destroyed).toBe(attacker.stepsLost === facts.attackerSteps);
      expect(defender.destroyed).toBe(defender.stepsLost === facts.defenderSteps);
      // The attacker always fulfils its loss and option in full unless it runs out of steps.
      if (!attacker.destroyed) expect(attacker.stepsLost + attacker.hexesRetreated).toBe(value.attacker.loss + value.attacker.option);
      // The defender does too, unless it was allowed to ignore its option and did.
      if (!defender.destroyed) {
        const owed = value.defender.loss + (defender.optionIgnored ? 0 : value.defender.option);
        expect(defender.stepsLost + defender.hexesRetreated).toBe(owed);
      }
      if (defender.optionIgnored) expect(defender.optionIgnorable).not.toBeNull();
      for (const index of resolution.exploitationMarked) {
        expect(facts.attackerActionRatings[index]).toBeGreaterThanOrEqual(value.exploit ?? Number.POSITIVE_INFINITY);
        expect(facts.attackerDisorganized?.[index]).toBe(false);
        expect(resolution.attackerUnitsDestroyed).not.toContain(index);
      }
      expect(resolution.attackerUnitsDestroyed.length === facts.attackerActionRatings.length).toBe(attacker.destroyed);
      // No step says the same thing twice, and the steps come in the order they are applied.
      expect(new Set(codesOf(resolution)).size).toBe(resolution.steps.length);
      const order = codesOf(resolution).map((code) => CONCLUSION_CODES.indexOf(code));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      if (resolution.exploitationMarked.length > 0) {
        expect(facts.phase).toBe('combat');
        expect(facts.attackerRetreat).toBe(0);
        expect(facts.attackingHexes).toBeLessThan(3);
      }
    }
  });
});
