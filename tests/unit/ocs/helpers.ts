import { expect } from 'vitest';
import { parseCombatResult, type CombatResult } from '../../../src/lib/ocs/combat-result';
import { type CombatSituation } from '../../../src/lib/ocs/resolve';

/** Parses a result code that the test expects to be valid. */
export function valueOf(code: string): CombatResult {
  const parsed = parseCombatResult(code);
  if (!parsed.ok) throw new Error(`expected "${code}" to parse, got ${parsed.error.code} at ${parsed.error.index}`);
  return parsed.value;
}

/** A plain Combat Phase attack from one hex with nobody retreating, overridable per test. */
export function situation(overrides: Partial<CombatSituation> = {}): CombatSituation {
  return {
    attackerSteps: 4,
    defenderSteps: 4,
    attackerRetreat: 0,
    defenderRetreat: 0,
    attackerActionRatings: [3],
    phase: 'combat',
    defenderInReserve: false,
    attackingHexes: 1,
    ...overrides,
  };
}

/** A seeded pseudo-random generator (mulberry32) so fuzz failures can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Asserts an outcome is ok and returns its value. */
export function expectOk<Value>(outcome: { ok: true; value: Value } | { ok: false; error: unknown }): Value {
  if (!outcome.ok) expect.fail(`expected ok, got error ${JSON.stringify(outcome.error)}`);
  return outcome.value;
}
