/**
 * A search as a URL: `?q=` and the filters, so a search is a link a reader can paste in a forum,
 * and what the URL asks for, checked, before anything is searched.
 */
import { GAMES, type Game } from '../documents';
import { choiceField, flagField, paramEntry, textField, urlStateReader, writeQuery } from '../url-state';
import { DAMAGED_CHARACTER, MAX_QUERY_LENGTH, tidyQuery } from './query';

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

/**
 * A URL parameter the search could not use as given (it is ignored, and the reader told why): a value it does not
 * know, a query too long (cut) or damaged (an escape the link lost part of: what can be read is searched), a document
 * of another game than the one asked for (the game is kept).
 */
export interface ParamProblem {
  param: 'q' | 'game' | 'doc' | 'text' | 'all' | 'exact';
  value: string;
  reason: 'unknown' | 'too-long' | 'damaged' | 'other-game';
}

// Each parameter's kind (src/lib/url-state.ts): the query made plain as it is searched (cleanQuery), and cut to its limit.
const QUERY = textField({ maxLength: MAX_QUERY_LENGTH, clean: tidyQuery });
const GAME = choiceField(GAMES);
const TEXT = choiceField(TEXT_KINDS);
const FLAG = flagField();

/**
 * Whether a document key (`ocs/reaction-phase`) is one of a game's documents.
 * @example docOfGame('ocs/reaction-phase', 'gdb') // false
 */
export function docOfGame(doc: string, game: Game): boolean {
  return doc.startsWith(`${game}/`);
}

/**
 * Reads a search from a URL's parameters; unknown values, and a document of another game than the one asked for, are
 * dropped and reported, never searched; a query the link damaged is searched for what can be read of it.
 * @example readSearchParams(new URLSearchParams('q=reaccion&game=ocs'), ['ocs/reaction-phase']).state
 * // { query: 'reaccion', game: 'ocs', allLanguages: false }
 * @example readSearchParams(new URLSearchParams('game=chess'), []).problems // [{ param: 'game', value: 'chess', reason: 'unknown' }]
 * @example readSearchParams(new URLSearchParams('game=gdb&doc=ocs/combat-table'), ['ocs/combat-table']).problems
 * // [{ param: 'doc', value: 'ocs/combat-table', reason: 'other-game' }]
 */
export function readSearchParams(params: URLSearchParams, docs: readonly string[]): { state: SearchState; problems: ParamProblem[] } {
  const reader = urlStateReader(params);
  const state: SearchState = { query: reader.read('q', QUERY, ''), allLanguages: false };
  const damaged = reader.raw('q')?.includes(DAMAGED_CHARACTER) ?? false;
  // What is left of the escape the link cut (`%A` of `%E0%A4%A`) is no more the reader's than the rest of it.
  if (damaged) state.query = state.query.replace(/%[0-9a-f]?$/iu, '').trim();
  const game = reader.read<Game | null, string>('game', GAME, null);
  if (game !== null) state.game = game;
  const doc = reader.read<string | null, string>('doc', choiceField(docs), null);
  const otherGame = doc !== null && game !== null && !docOfGame(doc, game);
  if (doc !== null && !otherGame) state.doc = doc;
  const text = reader.read<TextKind | null, string>('text', TEXT, null);
  if (text !== null) state.text = text;
  state.allLanguages = reader.read('all', FLAG, false);
  if (reader.read('exact', FLAG, false)) state.exact = true;
  const problems: ParamProblem[] = reader.problems.map(({ param, value, error }) => ({
    param: param as ParamProblem['param'],
    value,
    reason: error.code === 'too-long' ? ('too-long' as const) : ('unknown' as const),
  }));
  if (damaged) problems.unshift({ param: 'q', value: state.query, reason: 'damaged' });
  if (otherGame) problems.push({ param: 'doc', value: doc, reason: 'other-game' });
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
