/** The header search once the reader uses it: Pagefind's search, and its results in a panel under the field. */
import { searchPagePath } from '../../lib/site-paths';
import { HEADER_DEBOUNCE_MS, cleanQuery } from '../../lib/search/query';
import { searchTranslator } from '../../lib/search/translate';
import { fetchSearchConfig, readHeaderSearchConfig } from './config';
import { searchEngine } from './engine';
import { glossaryTerms } from './extras';
import { SearchResults } from './results';

/** How many results the header panel lists; the search page has them all. */
const PANEL_LIMIT = 6;

/**
 * Starts searching from the header field: results appear under it as the reader types; `↓` enters
 * them, `Esc` closes them, Enter opens the search page. Pagefind, the glossary's forms and the search's strings
 * load now, side by side, while the reader is still to type.
 * @example const session = await startHeaderSession(root, input)
 */
export async function startHeaderSession(root: HTMLElement, input: HTMLInputElement) {
  const { lang, source } = readHeaderSearchConfig(root);
  const langs = [lang];
  const engine = searchEngine(langs);
  void engine.then((e) => e.warm(), () => undefined);
  void glossaryTerms();
  const config = await fetchSearchConfig(source);
  const t = searchTranslator(config.lang, config.strings);
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const results = panel?.querySelector('rules-search-results');
  if (!panel || !(results instanceof SearchResults)) throw new Error('The header search has no results panel');

  // Esc closes the results until the reader types again: focus coming back to the field (as Esc from
  // a result brings it) must not reopen them, nor may a search still pending.
  let dismissed = false;
  const open = () => {
    if (!dismissed && cleanQuery(input.value)) panel.hidden = false;
  };
  const close = () => {
    panel.hidden = true;
  };
  const dismiss = () => {
    dismissed = true;
    close();
  };
  input.addEventListener('input', () => (dismissed = false));
  results.setup({
    config,
    t,
    limit: PANEL_LIMIT,
    moreHref: (query) => searchPagePath(config.lang, query),
    exactHref: (query) => searchPagePath(config.lang, query, { exact: true }),
    returnFocus: (reason) => {
      if (reason === 'escape') dismiss();
      input.focus();
    },
  });
  // Without Pagefind there is nothing to search: the panel says so rather than staying silent.
  engine.catch(() => results.showError());

  let timer: ReturnType<typeof setTimeout> | undefined;
  const search = (value: string) => {
    clearTimeout(timer);
    const query = cleanQuery(value);
    if (!query) {
      close();
      results.clear();
      return;
    }
    // The index words load while typing pauses; the search itself waits for the pause.
    void engine.then((e) => e.preload(query), () => undefined);
    timer = setTimeout(() => {
      void results.search(query, async (term) => (await engine).search(term), langs);
      if (document.activeElement === input || root.contains(document.activeElement)) open();
    }, HEADER_DEBOUNCE_MS);
  };

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !panel.hidden) {
      event.preventDefault();
      results.focusFirst();
    } else if (event.key === 'Escape' && !panel.hidden) {
      // Only closes; a second Esc is the browser's own: it empties the field.
      event.preventDefault();
      dismiss();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    // Coming back to the field later shows its results again.
    dismissed = false;
    close();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node | null)) close();
  });
  return { search };
}
