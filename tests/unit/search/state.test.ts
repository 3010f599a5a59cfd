import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../../src/lib/search/query';
import { QUOTE_LENGTH } from '../../../src/lib/url-state';
import { pagefindFilters, readSearchParams, searchParamsOf } from '../../../src/lib/search/state';

const DOCS = ['ocs/reaction-phase', 'ocs/combat-table', 'gdb/movement-phase'];
const read = (query: string) => readSearchParams(new URLSearchParams(query), DOCS);

describe('readSearchParams', () => {
  it('reads the query and every filter', () => {
    expect(read('q=liberar+reserva&game=ocs&doc=ocs%2Freaction-phase&text=original&all=1')).toEqual({
      state: { query: 'liberar reserva', game: 'ocs', doc: 'ocs/reaction-phase', text: 'original', allLanguages: true },
      problems: [],
    });
  });

  it('reads a URL without parameters as an empty search of the page language', () => {
    expect(read('')).toEqual({ state: { query: '', allLanguages: false }, problems: [] });
  });

  it('drops and reports values it does not know, keeping the rest', () => {
    const { state, problems } = read('q=marsh&game=chess&doc=..%2Fetc&text=both&all=maybe');
    expect(state).toEqual({ query: 'marsh', allLanguages: false });
    expect(problems).toEqual([
      { param: 'game', value: 'chess', reason: 'unknown' },
      { param: 'doc', value: '../etc', reason: 'unknown' },
      { param: 'text', value: 'both', reason: 'unknown' },
      { param: 'all', value: 'maybe', reason: 'unknown' },
    ]);
  });

  it('shortens an overlong query and says so, quoting its start', () => {
    const { state, problems } = read(`q=${'x'.repeat(MAX_QUERY_LENGTH + 10)}`);
    expect(state.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(problems).toEqual([{ param: 'q', value: `${'x'.repeat(QUOTE_LENGTH)}…`, reason: 'too-long' }]);
  });

  it('drops, and reports, a document of another game than the one asked for, keeping the game', () => {
    expect(read('q=reserva&game=gdb&doc=ocs%2Freaction-phase')).toEqual({
      state: { query: 'reserva', game: 'gdb', allLanguages: false },
      problems: [{ param: 'doc', value: 'ocs/reaction-phase', reason: 'other-game' }],
    });
    expect(read('q=reserva&game=ocs&doc=ocs%2Freaction-phase').problems).toEqual([]);
  });

  it('says that a query the link damaged could not be read, and searches only what can be', () => {
    expect(read('q=%E0%A4%A')).toEqual({ state: { query: '', allLanguages: false }, problems: [{ param: 'q', value: '', reason: 'damaged' }] });
    expect(read('q=liberar%20reserva%D0')).toEqual({
      state: { query: 'liberar reserva', allLanguages: false },
      problems: [{ param: 'q', value: 'liberar reserva', reason: 'damaged' }],
    });
  });

  it('cleans the query as it is searched: no invisible characters, full-width forms read as the usual ones', () => {
    expect(read('q=%E2%80%8B').state).toEqual({ query: '', allLanguages: false });
    expect(read('q=%EF%BC%99%EF%BC%8E%EF%BC%95').state.query).toBe('9.5');
  });

  it('reads flags as every tool does, and empty parameters as absent (a form without script sends them)', () => {
    expect(read('q=x&all=yes&exact=TRUE').state).toEqual({ query: 'x', allLanguages: true, exact: true });
    expect(read('q=x&game=&doc=&text=&all=')).toEqual({ state: { query: 'x', allLanguages: false }, problems: [] });
  });
});

describe('searchParamsOf', () => {
  it('writes only what differs from the default, and reads back the same search', () => {
    const state = { query: '8.5 д', game: 'gdb' as const, allLanguages: true };
    const params = searchParamsOf(state);
    expect(params.toString()).toBe('q=8.5+%D0%B4&game=gdb&all=1');
    expect(readSearchParams(params, DOCS).state).toEqual(state);
    expect(searchParamsOf({ query: '', allLanguages: false }).toString()).toBe('');
  });
});

describe('pagefindFilters', () => {
  it('maps the search to the filters the rules articles carry', () => {
    expect(pagefindFilters({ query: '', game: 'ocs', doc: 'ocs/combat-table', text: 'translation', allLanguages: false })).toEqual({
      game: ['ocs'],
      doc: ['ocs/combat-table'],
      original: ['false'],
    });
    expect(pagefindFilters({ query: 'x', text: 'original', allLanguages: true })).toEqual({ original: ['true'] });
    expect(pagefindFilters({ query: 'x', allLanguages: false })).toEqual({});
  });
});

describe('an exact search', () => {
  it('is a URL parameter, kept in links', () => {
    expect(read('q=reserba&exact=1').state).toEqual({ query: 'reserba', allLanguages: false, exact: true });
    expect(searchParamsOf({ query: 'reserba', allLanguages: false, exact: true }).toString()).toBe('q=reserba&exact=1');
    expect(read('q=x&exact=quizá').problems).toEqual([{ param: 'exact', value: 'quizá', reason: 'unknown' }]);
    // The words of the site's languages read as a flag does anywhere (url-state.ts).
    expect(read('q=x&exact=sí').state.exact).toBe(true);
  });
});
