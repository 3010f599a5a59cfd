/**
 * A search as a URL: `?q=` and the filters, so a search is a link a reader can paste in a forum,
 * and what the URL asks for, checked, before anything is searched.
 */
import { GAMES, type Game } from '../documents';
import { cleanQuery, MAX_QUERY_LENGTH } from './query';

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

const oneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/**
 * Reads a search from a URL's parameters; unknown values are dropped and reported, never searched.
 * @example readSearchParams(new URLSearchParams('q=reaccion&game=ocs'), ['ocs/reaction-phase']).state
 * // { query: 'reaccion', game: 'ocs', allLanguages: false }
 * @example readSearchParams(new URLSearchParams('game=chess'), []).problems // [{ param: 'game', value: 'chess', reason: 'unknown' }]
 */
export function readSearchParams(params: URLSearchParams, docs: readonly string[]): { state: SearchState; problems: ParamProblem[] } {
  const problems: ParamProblem[] = [];
  const raw = params.get('q') ?? '';
  const query = cleanQuery(raw);
  if (raw.replace(/\s+/gu, ' ').trim().length > MAX_QUERY_LENGTH) problems.push({ param: 'q', value: raw, reason: 'too-long' });
  const state: SearchState = { query, allLanguages: false };

  const game = params.get('game');
  if (game) {
    if (oneOf(GAMES, game)) state.game = game;
    else problems.push({ param: 'game', value: game, reason: 'unknown' });
  }
  const doc = params.get('doc');
  if (doc) {
    if (docs.includes(doc)) state.doc = doc;
    else problems.push({ param: 'doc', value: doc, reason: 'unknown' });
  }
  const text = params.get('text');
  if (text) {
    if (oneOf(TEXT_KINDS, text)) state.text = text;
    else problems.push({ param: 'text', value: text, reason: 'unknown' });
  }
  const all = params.get('all');
  if (all) {
    if (all === '1' || all === '0') state.allLanguages = all === '1';
    else problems.push({ param: 'all', value: all, reason: 'unknown' });
  }
  const exact = params.get('exact');
  if (exact) {
    if (exact === '1' || exact === '0') {
      if (exact === '1') state.exact = true;
    } else problems.push({ param: 'exact', value: exact, reason: 'unknown' });
  }
  return { state, problems };
}

/**
 * The URL parameters of a search, leaving out what is the default.
 * @example searchParamsOf({ query: '8.5 д', allLanguages: true }).toString() // 'q=8.5+%D0%B4&all=1'
 */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.game) params.set('game', state.game);
  if (state.doc) params.set('doc', state.doc);
  if (state.text) params.set('text', state.text);
  if (state.allLanguages) params.set('all', '1');
  if (state.exact) params.set('exact', '1');
  return params;
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
