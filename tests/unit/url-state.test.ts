import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  QUOTE_LENGTH,
  choiceField,
  decimalField,
  flagField,
  integerField,
  paramEntry,
  quoteValue,
  textField,
  urlStateReader,
  writeQuery,
  type UrlField,
} from '../../src/lib/url-state';
import { parseToolState, serializeToolState, DEFAULT_TOOL_STATE, type CombatToolState } from '../../src/lib/ocs/tool-state';
import { defaultMarchState, marchStateQuery, parseMarchState, withUnitEntry } from '../../src/lib/gdb/march-state';
import { readSearchParams, searchParamsOf } from '../../src/lib/search/state';
import { tidyQuery } from '../../src/lib/search/query';

/** Writes one value as a link would and reads it back through a reader, as a page does. */
function throughLink<Value>(field: UrlField<Value, string>, value: Value, fallback: Value) {
  const reader = urlStateReader(`?${writeQuery([paramEntry('p', field, value, fallback)])}`);
  return { value: reader.read('p', field, fallback), problems: reader.problems };
}

describe('each kind of field, written into a link and read back', () => {
  it('a flag', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (value, fallback) => {
      expect(throughLink(flagField(), value, fallback)).toEqual({ value, problems: [] });
    }));
  });

  it('an integer within its range', () => {
    fc.assert(fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }), (value, fallback) => {
      expect(throughLink(integerField({ min: -40, max: 40 }), value, fallback)).toEqual({ value, problems: [] });
    }));
  });

  it('a decimal with up to its number of decimals', () => {
    const field = decimalField({ wholeDigits: 4, decimals: 2 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999 }), (hundredths) => {
      const value = hundredths / 100;
      expect(throughLink(field, value, 60)).toEqual({ value, problems: [] });
    }));
  });

  it('a choice, spelt by its slug', () => {
    const options = ['Open', 'Very Close', 'Extremely Close'] as const;
    const field = choiceField(options, (option) => option.toLowerCase().replace(' ', '-'));
    fc.assert(fc.property(fc.constantFrom(...options), (value) => {
      expect(throughLink(field, value, 'Open')).toEqual({ value, problems: [] });
    }));
  });

  it('any text within its length, whatever its characters (spaces, commas, +, &, =, %, emoji)', () => {
    const field = textField({ maxLength: 80 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
      // An empty text is the default, so it is left out of the link and read back as the default.
      expect(throughLink(field, value, '')).toEqual({ value, problems: [] });
    }));
  });

  it('leaves out a value that writes as its default does', () => {
    expect(paramEntry('roll', integerField({ min: 1, max: 6 }), 1, 1)).toEqual(['roll', null]);
    expect(paramEntry('roll', integerField({ min: 1, max: 6 }), null, 1)).toEqual(['roll', null]);
    expect(paramEntry('roll', integerField({ min: 1, max: 6 }), 1, null)).toEqual(['roll', '1']);
    expect(writeQuery([['code', 'AL1o1 DL1o2'], ['roll', null], ['ar', '3,4']])).toBe('code=AL1o1+DL1o2&ar=3,4');
  });
});

describe('one rule for reading', () => {
  it('reads flags as 1, true or yes against 0, false or no, in any case', () => {
    for (const yes of ['1', 'true', 'yes', 'TRUE', ' Yes ']) expect(flagField().read(yes)).toEqual({ ok: true, value: true });
    for (const no of ['0', 'false', 'no', 'NO']) expect(flagField().read(no)).toEqual({ ok: true, value: false });
    expect(flagField().read('maybe')).toEqual({ ok: false, error: { code: 'flag', params: {} } });
  });

  it('reads flags in the words of the site’s languages, as their messages name them: sí/no, да/нет', () => {
    // A forum link typed by hand says what the refusal message offers («debe ser sí o no», «да или нет»).
    for (const yes of ['sí', 'si', 'Sí', 'да', 'Да', 'verdadero']) expect(flagField().read(yes), yes).toEqual({ ok: true, value: true });
    for (const no of ['no', 'нет', 'НЕТ', 'falso']) expect(flagField().read(no), no).toEqual({ ok: true, value: false });
    for (const other of ['s', 'д', 'nein', 'ja']) expect(flagField().read(other).ok, other).toBe(false);
  });

  it('reads an absent or empty parameter as the default, without a problem', () => {
    const reader = urlStateReader('?a=&b=%20');
    expect(reader.read('a', integerField({ min: 0, max: 9 }), 5)).toBe(5);
    expect(reader.read('missing', flagField(), true)).toBe(true);
    expect(reader.problems).toEqual([]);
    // A blank value is a value: it does not read as a number.
    expect(reader.read('b', integerField({ min: 0, max: 9 }), 5)).toBe(5);
    expect(reader.problems).toEqual([{ param: 'b', value: ' ', error: { code: 'integer-range', params: { min: 0, max: 9 } } }]);
  });

  it('quotes a value whose escapes do not decode as the link writes it, not as replacement characters (a review: «�%A»)', () => {
    const reader = urlStateReader('?enemy=%E0%A4%A&roll=%E2%82');
    expect(reader.read('enemy', integerField({ min: 0, max: 9 }), 5)).toBe(5);
    expect(reader.read('roll', integerField({ min: 1, max: 6 }), 3)).toBe(3);
    expect(reader.problems.map((problem) => problem.value)).toEqual(['%E0%A4%A', '%E2%82']);
    // A value that decodes is quoted decoded.
    const decoded = urlStateReader('?enemy=caf%C3%A9');
    decoded.read('enemy', integerField({ min: 0, max: 9 }), 5);
    expect(decoded.problems[0]?.value).toBe('café');
  });

  it('replaces an unusable value by the default and quotes at most 40 characters of it', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), (junk) => {
      const reader = urlStateReader(new URLSearchParams([['roll', `x${junk}`]]));
      expect(reader.read('roll', integerField({ min: 1, max: 6 }), 3)).toBe(3);
      const quoted = reader.problems[0]?.value ?? '';
      expect(Array.from(quoted.replace(/…$/u, '')).length).toBeLessThanOrEqual(QUOTE_LENGTH);
      expect(`x${junk}`.startsWith(quoted.replace(/…$/u, ''))).toBe(true);
    }));
    expect(quoteValue('😀'.repeat(50))).toBe(`${'😀'.repeat(QUOTE_LENGTH)}…`);
  });

  it('cuts a text longer than its limit, and says so', () => {
    const reader = urlStateReader(`?note=${'a'.repeat(90)}`);
    expect(reader.read('note', textField({ maxLength: 80 }), '')).toBe('a'.repeat(80));
    expect(reader.problems.map((problem) => problem.error)).toEqual([{ code: 'too-long', params: { max: 80 } }]);
  });

  it('reads numbers as typed: spaces around, a typographic minus, a decimal comma; no signs or exponents in decimals', () => {
    expect(integerField({ min: -12, max: 12 }).read(' −3 ')).toEqual({ ok: true, value: -3 });
    expect(decimalField({ wholeDigits: 4, decimals: 2 }).read('12,5')).toEqual({ ok: true, value: 12.5 });
    for (const bad of ['-1', '1e3', 'Infinity', 'NaN', '12345', '1.234', '.']) {
      expect(decimalField({ wholeDigits: 4, decimals: 2 }).read(bad).ok, bad).toBe(false);
    }
  });

  it('reads full-width digits as the digits they are, as a phone or a forum may write them', () => {
    expect(integerField({ min: -12, max: 12 }).read('１２')).toEqual({ ok: true, value: 12 });
    expect(integerField({ min: -12, max: 12 }).read('－３')).toEqual({ ok: true, value: -3 });
    expect(decimalField({ wholeDigits: 4, decimals: 2 }).read('９．５')).toEqual({ ok: true, value: 9.5 });
    expect(decimalField({ wholeDigits: 4, decimals: 2 }).read('１２，５')).toEqual({ ok: true, value: 12.5 });
  });

  it('writes a decimal without an exponent, so a link it wrote reads back (0.0000001, never 1e-7)', () => {
    const field = decimalField({ wholeDigits: 7, decimals: 10, digits: 15, max: 1_000_000 });
    for (const value of [1e-7, 1e-10, 0.0000123, 1_000_000, 0, 2.5]) {
      expect(field.write(value), String(value)).not.toMatch(/e/i);
      expect(throughLink(field, value, 60), String(value)).toEqual({ value, problems: [] });
    }
    expect(field.write(1e-7)).toBe('0.0000001');
  });

  it('never throws, whatever the query', () => {
    fc.assert(fc.property(fc.string(), (query) => {
      const reader = urlStateReader(query);
      reader.read('a', flagField(), false);
      reader.read('b', decimalField({ wholeDigits: 7, decimals: 10, digits: 15, max: 1_000_000 }), 0);
      reader.read('c', textField({ maxLength: 5 }), '');
    }));
  });
});

describe('the three users of the codec, round trip', () => {
  it('the combat tools: any code, note, strengths and roll come back from their link', () => {
    const note = fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => text.trim());
    fc.assert(fc.property(
      fc.string({ unit: 'grapheme', maxLength: 60 }), note, fc.option(fc.integer({ min: 0, max: 99_999 })), fc.option(fc.integer({ min: -20, max: 40 })),
      (code, otherNote, attack, roll) => {
        const state: CombatToolState = { ...DEFAULT_TOOL_STATE, code, attack: attack === null ? null : attack / 4, roll, procedure: { ...DEFAULT_TOOL_STATE.procedure, otherNote } };
        expect(parseToolState(serializeToolState(state))).toEqual({ state, problems: [] });
      },
    ));
  });

  it('the march planner: any distance of each unit comes back from its link', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('cm' as const, 'in' as const), (hundredths, unit) => {
      const state = withUnitEntry(defaultMarchState(unit), 0, { distanceToEnemy: hundredths / 100 });
      expect(parseMarchState(marchStateQuery(state), unit === 'cm' ? 'in' : 'cm')).toEqual({ state, issues: [] });
    }));
  });

  it('the combat tools: strengths with up to 10 decimals, however small, come back from their link', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 5 }), (digits, shift) => {
      const defense = digits / 10 ** (5 + shift);
      const state: CombatToolState = { ...DEFAULT_TOOL_STATE, attack: 5, defense };
      expect(serializeToolState(state)).not.toMatch(/defense=[^&]*e/i);
      expect(parseToolState(serializeToolState(state))).toEqual({ state, problems: [] });
    }));
  });

  it('the march planner: a distance and an initiative in full-width digits read as the numbers they are', () => {
    const { state, issues } = parseMarchState('?enemy=１２&initiative=２', 'cm');
    expect(issues).toEqual([]);
    expect(state.units[0]?.distanceToEnemy).toBe(12);
    expect(state.initiativeSuccesses).toBe(2);
  });

  it('search: any query, cleaned as it is searched, comes back from its link', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.boolean(), (typed, allLanguages) => {
      const query = tidyQuery(typed);
      const state = { query, allLanguages };
      expect(readSearchParams(searchParamsOf(state), [])).toEqual({ state, problems: [] });
    }));
  });
});
