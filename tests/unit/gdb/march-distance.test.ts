import { describe, expect, it } from 'vitest';
import {
  ARMS,
  AUSTRIAN_HORSE_ARTILLERY_MOVE,
  ENEMY_INFLUENCE,
  ENEMY_MARCH_STOP,
  INFANTRY_MARCH,
  MARCH_CLAUSES,
  MOUNTED_MARCH,
  marchDistance,
  type Arm,
} from '../../../src/lib/gdb/march';

describe('distances quoted by the source', () => {
  it.each([
    ['infantry march', INFANTRY_MARCH, 30, 18, '8-5-c'],
    ['mounted march', MOUNTED_MARCH, 40, 24, '8-5-d'],
    ['enemy stop', ENEMY_MARCH_STOP, 35, 20, '8-5-e'],
    ['enemy influence', ENEMY_INFLUENCE, 10, 6, '8-4-a'],
    ['Austrian horse artillery move', AUSTRIAN_HORSE_ARTILLERY_MOVE, 15, 9, '8-7-austrian-horse-artillery'],
  ] as const)('%s is %i cm (%i″) from clause %s', (_name, distance, cm, inches, clause) => {
    expect(distance).toMatchObject({ cm, in: inches, clause });
  });

  it('march speeds note that 8.6 repeats them', () => {
    expect(INFANTRY_MARCH.restatedIn).toBe('8-6');
    expect(MOUNTED_MARCH.restatedIn).toBe('8-6');
  });

  it('keeps the source pair 35 cm / 20″ although the other pairs would make it 21″', () => {
    const ratio = INFANTRY_MARCH.in / INFANTRY_MARCH.cm;
    expect(Math.round(ENEMY_MARCH_STOP.cm * ratio)).toBe(21);
    expect(ENEMY_MARCH_STOP.in).toBe(20);
  });

  it('cite only clauses the site knows', () => {
    for (const distance of [INFANTRY_MARCH, MOUNTED_MARCH, ENEMY_MARCH_STOP, ENEMY_INFLUENCE]) {
      expect(MARCH_CLAUSES).toContain(distance.clause);
    }
  });

  it('cannot be altered by a caller', () => {
    expect(Object.isFrozen(INFANTRY_MARCH)).toBe(true);
    expect(Object.isFrozen(ENEMY_MARCH_STOP)).toBe(true);
  });
});

describe('march distance by arm', () => {
  it.each([
    ['infantry', 30, 18, '8-5-c'],
    ['foot-artillery', 30, 18, '8-5-c'],
    ['cavalry', 40, 24, '8-5-d'],
    ['horse-artillery', 40, 24, '8-5-d'],
    ['general', 40, 24, '8-5-d'],
    ['skirmishers', 30, 18, '8-5-c'],
  ] as const)('%s marches %i cm (%i″) a turn, per %s', (arm, cm, inches, clause) => {
    const result = marchDistance(arm);
    expect(result).toMatchObject({ ok: true, value: { distance: { cm, in: inches, clause }  } });
  });

  it('marks the skirmishers distance as inferred, since the source gives none', () => {
    expect(marchDistance('skirmishers')).toMatchObject({ ok: true, value: { inferred: true  } });
  });

  it.each(ARMS.filter((arm) => arm !== 'skirmishers'))('states %s distance directly', (arm) => {
    expect(marchDistance(arm)).toMatchObject({ ok: true, value: { inferred: false  } });
  });

  it('never uses the Austrian horse artillery normal move for a march', () => {
    const result = marchDistance('horse-artillery');
    expect(result.ok && result.value.distance).not.toMatchObject({ cm: AUSTRIAN_HORSE_ARTILLERY_MOVE.cm });
  });

  it.each(['dragoons', '', undefined])('refuses arm %j with a code', (arm) => {
    expect(marchDistance(arm as Arm)).toEqual({
      ok: false,
      error: { code: 'unknown-arm', params: { value: String(arm) } },
    });
  });
});
