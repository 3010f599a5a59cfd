import { describe, expect, it } from 'vitest';
import { BASE_MARCHING_BRIGADES, NATIONS, brigadesAllowed, type Nation } from '../../../src/lib/gdb/march';

/** Lets a test pass what a form might send, which the types would otherwise refuse. */
function loose<T>(value: unknown): T {
  return value as T;
}

describe('a plain commander (not gifted, no initiative rolls)', () => {
  it.each([
    ['britain', 2],
    ['france', 2],
    ['late-prussia', 2],
    ['austria', 1],
    ['russia', 1],
    ['other', 1],
  ] as const)('of %s may march %i brigade(s)', (nation, expected) => {
    expect(brigadesAllowed({ nation, gifted: false, initiativeSuccesses: 0 })).toEqual({
      ok: true,
      value: { total: expected, base: expected, gifted: 0, initiative: 0, sources: ['8-5-commanders'] },
    });
  });

  it('has a base for every nation the table lists', () => {
    expect(Object.keys(BASE_MARCHING_BRIGADES).sort()).toEqual([...NATIONS].sort());
  });

  it('is assumed when gifted and initiative are left out', () => {
    expect(brigadesAllowed({ nation: 'russia' })).toMatchObject({ ok: true, value: { total: 1, gifted: 0, initiative: 0  } });
  });
});

describe('a gifted commander', () => {
  it.each(NATIONS.map((nation) => [nation, BASE_MARCHING_BRIGADES[nation] + 1] as const))(
    'of %s may march one brigade more (%i)',
    (nation: Nation, expected) => {
      expect(brigadesAllowed({ nation, gifted: true })).toMatchObject({ ok: true, value: { total: expected, gifted: 1  } });
    },
  );
});

describe('successful brigadier-initiative rolls', () => {
  it.each([1, 2, 5])('%i successful roll(s) add as many brigades', (successes) => {
    expect(brigadesAllowed({ nation: 'austria', initiativeSuccesses: successes })).toMatchObject({
      ok: true,
      value: { total: 1 + successes, initiative: successes },
    });
  });

  it('cite the initiative clause alongside the commanders table', () => {
    const result = brigadesAllowed({ nation: 'austria', initiativeSuccesses: 1 });
    expect(result.ok && result.value.sources).toEqual(['8-5-commanders', '8-5-initiative']);
  });

  it('stack with a gifted commander and the nation base', () => {
    expect(brigadesAllowed({ nation: 'britain', gifted: true, initiativeSuccesses: 2 })).toEqual({
      ok: true,
      value: { total: 5, base: 2, gifted: 1, initiative: 2, sources: ['8-5-commanders', '8-5-initiative'] },
    });
  });

  it('count a negative zero as plain zero', () => {
    const result = brigadesAllowed({ nation: 'france', initiativeSuccesses: -0 });
    expect(result.ok && Object.is(result.value.initiative, 0)).toBe(true);
  });
});

describe('invalid allowance input', () => {
  it.each([-1, 1.5, Number.NaN, Infinity, '2', null])('refuses %j initiative successes with a code', (value) => {
    expect(brigadesAllowed({ nation: 'france', initiativeSuccesses: loose<number>(value) })).toEqual({
      ok: false,
      error: { code: 'invalid-initiative-successes', params: { value: String(value) } },
    });
  });

  it.each(['prussia', 'Britain', '', undefined])('refuses nation %j with a code', (nation) => {
    expect(brigadesAllowed({ nation: loose<Nation>(nation) })).toEqual({
      ok: false,
      error: { code: 'unknown-nation', params: { value: String(nation) } },
    });
  });

  it('refuses a gifted flag that is not a boolean', () => {
    expect(brigadesAllowed({ nation: 'france', gifted: loose<boolean>('yes') })).toMatchObject({
      ok: false,
      error: { code: 'invalid-gifted' },
    });
  });

  it('refuses a missing input without throwing', () => {
    expect(brigadesAllowed(loose(null))).toEqual({ ok: false, error: { code: 'invalid-input', params: {} } });
  });
});
