import { describe, expect, it } from 'vitest';
import { clauseIdFor, clauseIdForQuery, clauseIdsForQuery, clauseParity, isClauseId, labelClauseId, letterPosition, parseClauseQuery, typedNumberLabel } from '../../src/lib/clause-ids';

describe('clause ids', () => {
  it('turns a clause number into hyphenated ASCII', () => {
    expect(clauseIdFor('8.5')).toBe('8-5');
    expect(clauseIdFor('8.5.')).toBe('8-5');
  });

  it('gives the n-th lettered sub-clause the n-th Latin letter, whatever its script', () => {
    expect(clauseIdFor('8.5', 'а')).toBe('8-5-a');
    expect(clauseIdFor('8.5', 'д')).toBe('8-5-e');
    expect(clauseIdFor('8.5', 'ж')).toBe('8-5-g');
    expect(clauseIdFor('8.3', 'е')).toBe('8-3-f');
    expect(clauseIdFor('9.10', 'B')).toBe('9-10-b');
  });

  it('refuses a letter that labels no sub-clause', () => {
    expect(() => clauseIdFor('8.5', '!')).toThrow(/not a sub-clause letter/);
    expect(letterPosition('ы')).toBe(-1);
  });

  it('accepts only lowercase ASCII words joined by single hyphens', () => {
    for (const good of ['8-5', '8-5-e', 'releasing-reserve', 'example-al1o1-do1']) expect(isClauseId(good)).toBe(true);
    for (const bad of ['8.5', '8-5-д', 'Releasing', 'a--b', '-a', 'a-', '', 'a b']) expect(isClauseId(bad)).toBe(false);
  });
});

describe('clause numbers typed by readers', () => {
  it.each([
    ['8.5', '8-5'],
    ['8.5.', '8-5'],
    [' 8.5 ', '8-5'],
    ['§8.5', '8-5'],
    ['8.5 д', '8-5-e'],
    ['8.5д', '8-5-e'],
    ['8.5 д)', '8-5-e'],
    ['8.5 Д', '8-5-e'],
    ['8.5 d', '8-5-e'],
    ['8.5d)', '8-5-e'],
    ['8.5 a', '8-5-a'],
    ['8.5 zh', '8-5-g'],
    ['8.3 е', '8-3-f'],
    // A whole rulebook's clause numbers run to three digits (a long-document review: 20.160 was read as nothing).
    ['20.160', '20-160'],
    ['20.160 б)', '20-160-b'],
    ['20-160-б', '20-160-b'],
    ['20-160-b', '20-160-b'],
    // With the words players put before a number, in either language (and English).
    ['п. 8.5', '8-5'],
    ['п.8.5', '8-5'],
    ['пп. 8.5', '8-5'],
    ['пункт 8.5 д', '8-5-e'],
    ['Пункта 8.5', '8-5'],
    ['правило 8.5', '8-5'],
    ['regla 8.5', '8-5'],
    ['Regla 8.5 d)', '8-5-e'],
    ['punto 8.5', '8-5'],
    ['apartado 8.5', '8-5'],
    ['cláusula 8.5', '8-5'],
    ['clausula 8.5', '8-5'],
    ['sección 8.5', '8-5'],
    ['rule 8.5', '8-5'],
    // With a decimal comma, as both languages write decimals.
    ['8,5', '8-5'],
    ['п. 8,5 д', '8-5-e'],
    // As the clause's address writes it, its letter as the address does (`e`, the fifth: д).
    ['8-5', '8-5'],
    ['8-5-e', '8-5-e'],
    ['#8-5-e', '8-5-e'],
    // The letter set off by a hyphen or in parentheses, as players also write it.
    ['8.5-д', '8-5-e'],
    ['8.5 - д', '8-5-e'],
    ['8.5 (д)', '8-5-e'],
    ['8.5(д)', '8-5-e'],
    ['п. 8.5 (д)', '8-5-e'],
    ['8.5.д)', '8-5-e'],
    ['8.5-d', '8-5-e'],
    ['regla 8.5 (d)', '8-5-e'],
    // The address with the sub-clause's own Cyrillic letter, at its place in its own alphabet (д, the fifth: e).
    ['8-5-д', '8-5-e'],
    ['8-5 д', '8-5-e'],
    ['8-5д', '8-5-e'],
    ['8-5 (д)', '8-5-e'],
    ['#8-5-д', '8-5-e'],
    ['8-5-Д', '8-5-e'],
    ['8-3-е', '8-3-f'],
    ['8-5-а', '8-5-a'],
  ])('reads %j as clause %s', (query, id) => {
    expect(clauseIdForQuery(query)).toBe(id);
  });

  it.each([
    // A Latin letter typed for a Cyrillic label: by its sound first (d, д: the fifth), then by its place (d, the fourth: г).
    ['8.5 d', ['8-5-e', '8-5-d']],
    ['8.5 e', ['8-5-f', '8-5-e']],
    ['8.5 g)', ['8-5-d', '8-5-g']],
    ['regla 8.5 (v)', ['8-5-c', '8-5-v']],
    // A letter with no Cyrillic sound among the labels (c), or the same clause both ways (a, b), is read once.
    ['8.5 c', ['8-5-c']],
    ['8.5 a', ['8-5-a']],
    ['8.5 B', ['8-5-b']],
    ['8.5 zh', ['8-5-g']],
    // An address counts by place: set off by a space, its letter is read by place first.
    ['8-5 e', ['8-5-e', '8-5-f']],
    ['8-5 (c)', ['8-5-c']],
    // A Cyrillic letter, and an address's joined letter, name one clause.
    ['8.5 д', ['8-5-e']],
    ['8-5-d', ['8-5-d']],
    ['8-5-д', ['8-5-e']],
    ['8.5', ['8-5']],
  ])('reads %j as the clauses %j, the likelier first', (query, ids) => {
    expect(clauseIdsForQuery(query)).toEqual(ids);
    expect(clauseIdForQuery(query)).toBe(ids[0]);
  });

  it.each(['reserva', '8', '8.5 ДГ', '8.5 xyz', 'AL1o1', '', 'п.', 'пункт', 'regla', 'п. 8', '8, 5', 'reserva 8.5', '8.5 reserva', '8-5-ы', '8.5 (', '8.5-8.7', '8-5--e', '8-5 zh'])('does not take %j for a clause number', (query) => {
    expect(parseClauseQuery(query)).toBeNull();
  });
});

describe('translation parity', () => {
  it('names the ids a translation lacks and those it adds', () => {
    expect(clauseParity(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual({ missing: ['b'], extra: ['d'] });
    expect(clauseParity(['a'], ['a'])).toEqual({ missing: [], extra: [] });
  });
});

describe('a typed number as the "no such clause" message names it', () => {
  it('keeps a Latin letter as typed: a rule of the series (9.10d), not a Cyrillic sub-clause (9.10 д))', () => {
    expect(typedNumberLabel('9.10d')).toBe('9.10d');
    expect(typedNumberLabel('16.0 d')).toBe('16.0d');
    expect(typedNumberLabel('regla 13.2 g')).toBe('13.2g');
  });

  it('labels a Cyrillic letter as the texts label their sub-clauses, and a bare number as it is', () => {
    expect(typedNumberLabel('8.5д')).toBe('8.5 д)');
    expect(typedNumberLabel('п. 8,19 д')).toBe('8.19 д)');
    expect(typedNumberLabel('regla 99,9')).toBe('99.9');
  });
});

describe('labelClauseId', () => {
  it('reads the number a label writes, its letter by place in either script', () => {
    expect(['8.5', '8.5 д)', '9.2 b)', '20.160 в)'].map(labelClauseId)).toEqual(['8-5', '8-5-e', '9-2-b', '20-160-c']);
  });

  it('reads none from a name, a code, or a number written otherwise than labels write it', () => {
    expect(['Modo Reserva', 'AL1', '8.5в', '8.5 д', '§ 8.5'].map(labelClauseId)).toEqual([null, null, null, null, null]);
  });
});
