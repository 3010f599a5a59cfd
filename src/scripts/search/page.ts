/**
 * The search page: Pagefind's `<pagefind-input>`, the filters, the switch to every language, and the
 * results. The search is the URL (`?q=`, filters, `all=1`), kept current as the reader types.
 */
import { clientTranslations } from '../../i18n/client';
import { componentUiTranslations } from '../../lib/search/component-ui';
import { MAX_QUERY_LENGTH, cleanQuery } from '../../lib/search/query';
import { pagefindFilters, readSearchParams, searchParamsOf, TEXT_KINDS, type ParamProblem, type SearchState } from '../../lib/search/state';
import { GAMES } from '../../lib/documents';
import { readSearchConfig } from './config';
import { searchInstance, type ComponentInstance } from './pagefind-components';
import { SearchResults } from './results';
import { bindSearchShortcut } from './shortcut';

/** How long typing pauses before the page searches. */
const DEBOUNCE_MS = 200;

/** Reads the filter controls into the search state. */
function readFilters(form: HTMLFormElement, state: SearchState): void {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
  const game = value('game');
  const doc = value('doc');
  const text = value('text');
  state.game = (GAMES as readonly string[]).includes(game) ? (game as SearchState['game']) : undefined;
  state.doc = doc || undefined;
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
}

/**
 * Starts the search page inside `root` (`[data-search-page]`).
 * @example await initSearchPage(document.querySelector('[data-search-page]'))
 */
export async function initSearchPage(root: HTMLElement): Promise<void> {
  const config = readSearchConfig(root);
  const t = clientTranslations(config.lang, 'search', config.strings);
  const form = root.querySelector<HTMLFormElement>('[data-search-filters]');
  const field = root.querySelector<HTMLElement>('[data-search-field]');
  const results = root.querySelector('rules-search-results');
  if (!form || !field || !(results instanceof SearchResults)) throw new Error('The search page is incomplete');

  const docSelect = form.elements.namedItem('doc') as HTMLSelectElement | null;
  const docs = [...(docSelect?.options ?? [])].map((option) => option.value).filter(Boolean);
  const { state, problems } = readSearchParams(new URLSearchParams(location.search), docs);
  showProblems(root, problems, (problem) => t(`problem.${problem.param}`, { value: problem.value, max: MAX_QUERY_LENGTH }));
  writeFilters(form, state);

  const fieldInput = () => field.querySelector<HTMLInputElement>('input');
  // `exact=1` holds for the query it came with; a query typed afterwards is searched forgivingly again.
  const exactQuery = state.exact ? state.query : undefined;
  results.setup({
    config,
    t,
    showIdle: true,
    returnFocus: () => fieldInput()?.focus(),
    exactHref: (query) => `${location.pathname}?${searchParamsOf({ ...state, query, exact: true }).toString()}`,
    exactOnly: () => exactQuery !== undefined && cleanQuery(state.query) === exactQuery,
  });
  results.clear();

  const strings = componentUiTranslations((key, values) => t(key, values));
  const allLangs = config.languages.map((language) => language.lang);
  let local: ComponentInstance;
  try {
    local = await searchInstance('page', [config.lang], strings);
  } catch {
    results.showError();
    return;
  }
  // The field drives the page-language instance; `↓` in it looks for results registered there.
  local.registerResults(results, { keyboardNavigation: true, announcements: true });
  let everyLanguage: ComponentInstance | undefined;
  const active = async (): Promise<ComponentInstance> => {
    if (!state.allLanguages) return local;
    everyLanguage ??= await searchInstance('page-all', allLangs, strings);
    return everyLanguage;
  };

  const syncUrl = () => {
    const params = searchParamsOf({ ...state, query: cleanQuery(state.query) }).toString();
    history.replaceState(history.state, '', `${location.pathname}${params ? `?${params}` : ''}${location.hash}`);
  };
  const searchActive = async () => {
    const instance = await active();
    results.attach(instance, state.allLanguages ? allLangs : [config.lang]);
    if (instance !== local) instance.triggerSearchWithFilters(state.query, pagefindFilters(state));
  };

  // Whatever searches the page instance (the field, a filter) also searches every language when asked to.
  local.on('search', (term) => {
    state.query = term;
    state.exact = exactQuery !== undefined && cleanQuery(term) === exactQuery;
    syncUrl();
    if (state.allLanguages) void searchActive();
  }, root);

  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', (event) => {
    const switched = (event.target as HTMLInputElement | null)?.name === 'all';
    readFilters(form, state);
    if (switched && !state.allLanguages) results.attach(local, [config.lang]);
    local.triggerSearchWithFilters(state.query, pagefindFilters(state));
  });

  const input = document.createElement('pagefind-input');
  input.setAttribute('instance', 'page');
  input.setAttribute('debounce', String(DEBOUNCE_MS));
  field.append(input);
  fieldInput()?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
  bindSearchShortcut(fieldInput);

  results.attach(await active(), state.allLanguages ? allLangs : [config.lang]);
  if (state.query) local.triggerSearchWithFilters(state.query, pagefindFilters(state));
  else fieldInput()?.focus();
}

/** Lists what the URL asked for that the search could not use. */
function showProblems(root: HTMLElement, problems: ParamProblem[], message: (problem: ParamProblem) => string): void {
  const list = root.querySelector<HTMLElement>('[data-search-problems]');
  if (!list || problems.length === 0) return;
  list.replaceChildren(...problems.map((problem) => Object.assign(document.createElement('li'), { textContent: message(problem) })));
  list.hidden = false;
}
