/**
 * A search as a URL: `?q=` and the filters, so a search is a link a reader can paste in a forum,
 * and what the URL asks for, checked, before anything is searched.
 */
import { GAMES, type Game } from '../documents';
import { choiceField, flagField, paramEntry, textField, urlStateReader, writeQuery } from '../url-state';
import { MAX_QUERY_LENGTH } from './query';

/** Which versions of the texts to search: originals, translations, or (absent) both. */
export const TEXT_KINDS = ['original', 'translation'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** The Pagefind filters each rules article carries (`data-pagefind-filter` reads them from its data attributes). */
export const ARTICLE_FILTERS = 'game[data-game], doc[data-doc], original[data-original]';
/** The metadata each rules article gives its results (besides the title, its `h1`). */
export const ARTICLE_META = 'doc[data-doc], original[data-original]';

/** What a search asks for. */
export interface SearchState {
  query: string;
  game?: Game;
  /** A document key (`gdb/movement-phase`). */
  doc?: string;
  text?: TextKind;
  /** Search every language's texts, not only the page's. */
  allLanguages: boolean;
  /** Search the words as typed only: no typo is read as another word, nothing is left out. */
  exact?: boolean;
}

/** A URL parameter the search could not use as given (it is ignored, and the reader told why). */
export interface ParamProblem {
  param: 'q' | 'game' | 'doc' | 'text' | 'all' | 'exact';
  value: string;
  reason: 'unknown' | 'too-long';
}

// Each parameter's kind (src/lib/url-state.ts): the query's spaces collapsed as it is searched (cleanQuery), and cut to its limit.
const QUERY = textField({ maxLength: MAX_QUERY_LENGTH, clean: (query) => query.replace(/\s+/gu, ' ').trim() });
const GAME = choiceField(GAMES);
const TEXT = choiceField(TEXT_KINDS);
const FLAG = flagField();

/**
 * Reads a search from a URL's parameters; unknown values are dropped and reported, never searched.
 * @example readSearchParams(new URLSearchParams('q=reaccion&game=ocs'), ['ocs/reaction-phase']).state
 * // { query: 'reaccion', game: 'ocs', allLanguages: false }
 * @example readSearchParams(new URLSearchParams('game=chess'), []).problems // [{ param: 'game', value: 'chess', reason: 'unknown' }]
 */
export function readSearchParams(params: URLSearchParams, docs: readonly string[]): { state: SearchState; problems: ParamProblem[] } {
  const reader = urlStateReader(params);
  const state: SearchState = { query: reader.read('q', QUERY, ''), allLanguages: false };
  const game = reader.read<Game | null, string>('game', GAME, null);
  if (game !== null) state.game = game;
  const doc = reader.read<string | null, string>('doc', choiceField(docs), null);
  if (doc !== null) state.doc = doc;
  const text = reader.read<TextKind | null, string>('text', TEXT, null);
  if (text !== null) state.text = text;
  state.allLanguages = reader.read('all', FLAG, false);
  if (reader.read('exact', FLAG, false)) state.exact = true;
  const problems = reader.problems.map(({ param, value, error }) => ({
    param: param as ParamProblem['param'],
    value,
    reason: error.code === 'too-long' ? ('too-long' as const) : ('unknown' as const),
  }));
  return { state, problems };
}

/**
 * The URL parameters of a search, leaving out what is the default.
 * @example searchParamsOf({ query: '8.5 д', allLanguages: true }).toString() // 'q=8.5+%D0%B4&all=1'
 */
export function searchParamsOf(state: SearchState): URLSearchParams {
  return new URLSearchParams(
    writeQuery([
      paramEntry('q', QUERY, state.query, ''),
      paramEntry('game', GAME, state.game ?? null, null),
      ['doc', state.doc ?? null],
      paramEntry('text', TEXT, state.text ?? null, null),
      paramEntry('all', FLAG, state.allLanguages, false),
      paramEntry('exact', FLAG, state.exact ?? false, false),
    ]),
  );
}

/**
 * The Pagefind filters a search applies (keys as in {@link ARTICLE_FILTERS}).
 * @example pagefindFilters({ query: '', game: 'gdb', text: 'original', allLanguages: false }) // { game: ['gdb'], original: ['true'] }
 */
export function pagefindFilters(state: SearchState): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  if (state.game) filters.game = [state.game];
  if (state.doc) filters.doc = [state.doc];
  if (state.text) filters.original = [String(state.text === 'original')];
  return filters;
}
