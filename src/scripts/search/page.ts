/**
 * The search page: its field, the filters, the switch to every language, and the results. The search
 * is the URL (`?q=`, filters, `all=1`), kept current as the reader types.
 */
import { MAX_QUERY_LENGTH, cleanQuery } from '../../lib/search/query';
import { docOfGame, pagefindFilters, readSearchParams, searchParamsOf, TEXT_KINDS, type ParamProblem, type SearchState } from '../../lib/search/state';
import { isGame } from '../../lib/documents';
import { searchTranslator } from '../../lib/search/translate';
import { readSearchConfig } from './config';
import { searchEngine } from './engine';
import { SearchResults } from './results';
import { bindSearchShortcut, setShortcutEnabled, shortcutEnabled } from './shortcut';

/** How long typing pauses before the page searches. */
const DEBOUNCE_MS = 200;

/** Reads the filter controls into the search state. */
function readFilters(form: HTMLFormElement, state: SearchState): void {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
  const game = value('game');
  const doc = value('doc');
  const text = value('text');
  state.game = isGame(game) ? game : undefined;
  // A document of another game than the one chosen is never searched for: choosing a game lets go of it.
  state.doc = doc && (!state.game || docOfGame(doc, state.game)) ? doc : undefined;
  state.text = (TEXT_KINDS as readonly string[]).includes(text) ? (text as SearchState['text']) : undefined;
  state.allLanguages = (form.elements.namedItem('all') as HTMLInputElement | null)?.checked ?? false;
}

/** Shows the search state in the filter controls. */
function writeFilters(form: HTMLFormElement, state: SearchState): void {
  const set = (name: string, value: string) => {
    const control = form.elements.namedItem(name) as HTMLSelectElement | null;
    if (control) control.value = value;
  };
  set('game', state.game ?? '');
  set('doc', state.doc ?? '');
  set('text', state.text ?? '');
  const all = form.elements.namedItem('all') as HTMLInputElement | null;
  if (all) all.checked = state.allLanguages;
  offerDocsOf(form, state.game);
}

/** Offers in the document menu only the documents of `game` (every document when no game is chosen). */
function offerDocsOf(form: HTMLFormElement, game: SearchState['game']): void {
  const docSelect = form.elements.namedItem('doc') as HTMLSelectElement | null;
  for (const option of docSelect?.options ?? []) {
    const other = option.value !== '' && game !== undefined && !docOfGame(option.value, game);
    option.hidden = other;
    option.disabled = other;
  }
}

/** The key of the string that explains a problem of the URL. */
function problemKey(problem: ParamProblem): string {
  if (problem.reason === 'damaged') return 'problem.qDamaged';
  if (problem.reason === 'other-game') return 'problem.docOtherGame';
  return `problem.${problem.param}`;
}

/** The text a menu of the filters shows for `value` (the value itself when it offers none). */
function optionText(form: HTMLFormElement, name: string, value: string): string {
  const select = form.elements.namedItem(name) as HTMLSelectElement | null;
  return [...(select?.options ?? [])].find((option) => option.value === value)?.textContent?.trim() || value;
}

/**
 * Starts the search page inside `root` (`[data-search-page]`).
 * @example await initSearchPage(document.querySelector('[data-search-page]'))
 */
export async function initSearchPage(root: HTMLElement): Promise<void> {
  const config = readSearchConfig(root);
  const t = searchTranslator(config.lang, config.strings);
  const form = root.querySelector<HTMLFormElement>('[data-search-filters]');
  const field = root.querySelector<HTMLFormElement>('[data-search-field]');
  const input = field?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = root.querySelector('rules-search-results');
  if (!form || !field || !input || !(results instanceof SearchResults)) throw new Error('The search page is incomplete');

  const docSelect = form.elements.namedItem('doc') as HTMLSelectElement | null;
  const docs = [...(docSelect?.options ?? [])].map((option) => option.value).filter(Boolean);
  const { state, problems } = readSearchParams(new URLSearchParams(location.search), docs);
  showProblems(root, problems, (problem) =>
    t(problemKey(problem), {
      value: problem.value,
      max: MAX_QUERY_LENGTH,
      doc: optionText(form, 'doc', problem.value),
      game: optionText(form, 'game', state.game ?? ''),
    }),
  );
  writeFilters(form, state);
  input.value = state.query;

  // `exact=1` holds for the query it came with; a query typed afterwards is searched forgivingly again.
  const exactQuery = state.exact ? state.query : undefined;
  results.setup({
    config,
    t,
    showIdle: true,
    returnFocus: () => input.focus(),
    exactHref: (query) => `${location.pathname}?${searchParamsOf({ ...state, query, exact: true }).toString()}`,
    exactOnly: () => exactQuery !== undefined && cleanQuery(state.query) === exactQuery,
    widerHref: (query) => (state.allLanguages ? undefined : `${location.pathname}?${searchParamsOf({ ...state, query, allLanguages: true }).toString()}`),
  });
  results.clear();
  root.querySelector('[data-script-loading]')?.remove();

  const allLangs = config.languages.map((language) => language.lang);
  const langs = () => (state.allLanguages ? allLangs : [config.lang]);
  // Every language's bundles are loaded only when the reader asks for them.
  const engine = () => searchEngine(langs());

  const syncUrl = () => {
    const params = searchParamsOf({ ...state, query: cleanQuery(state.query) }).toString();
    history.replaceState(history.state, '', `${location.pathname}${params ? `?${params}` : ''}${location.hash}`);
  };
  const run = () => {
    const query = cleanQuery(state.query);
    if (!query) {
      results.clear();
      return;
    }
    const filters = pagefindFilters(state);
    const loading = engine();
    loading.catch(() => results.showError());
    void results.search(query, async (term) => (await loading).search(term, filters), langs(), filters);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    state.query = input.value;
    state.exact = exactQuery !== undefined && cleanQuery(state.query) === exactQuery;
    syncUrl();
    const query = cleanQuery(state.query);
    if (query) void engine().then((e) => e.preload(query, pagefindFilters(state)), () => undefined);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && results.focusFirst()) event.preventDefault();
  });
  field.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    run();
  });

  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', () => {
    readFilters(form, state);
    writeFilters(form, state);
    syncUrl();
    clearTimeout(timer);
    run();
  });
  bindSearchShortcut(() => input);
  const shortcut = root.querySelector<HTMLInputElement>('[data-shortcut-setting]');
  if (shortcut) {
    shortcut.checked = shortcutEnabled();
    shortcut.addEventListener('change', () => setShortcutEnabled(shortcut.checked));
    shortcut.closest<HTMLElement>('[data-shortcut-setting-line]')!.hidden = false;
  }

  // The address names what is searched: a query cut or cleaned, a filter dropped, as the problems above say.
  syncUrl();
  if (cleanQuery(state.query)) run();
  else {
    input.focus();
    // Pagefind and its index load while the reader types the first word.
    void engine().then((e) => e.warm(), () => results.showError());
  }
}

/** Lists what the URL asked for that the search could not use. */
function showProblems(root: HTMLElement, problems: ParamProblem[], message: (problem: ParamProblem) => string): void {
  const list = root.querySelector<HTMLElement>('[data-search-problems]');
  if (!list || problems.length === 0) return;
  list.replaceChildren(...problems.map((problem) => Object.assign(document.createElement('li'), { textContent: message(problem) })));
  list.hidden = false;
}
