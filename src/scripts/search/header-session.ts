/** The header search once the reader uses it: a Component UI instance, and its results in a panel under the field. */
import { clientTranslations } from '../../i18n/client';
import { componentUiTranslations } from '../../lib/search/component-ui';
import { searchPagePath } from '../../lib/site-paths';
import { cleanQuery } from '../../lib/search/query';
import { readSearchConfig } from './config';
import { searchInstance } from './pagefind-components';
import { SearchResults } from './results';

/** How long typing pauses before the header searches. */
const DEBOUNCE_MS = 150;
/** How many results the header panel lists; the search page has them all. */
const PANEL_LIMIT = 6;

/**
 * Starts searching from the header field: results appear under it as the reader types; `↓` enters
 * them, `Esc` closes them, Enter opens the search page.
 * @example const session = await startHeaderSession(root, input)
 */
export async function startHeaderSession(root: HTMLElement, input: HTMLInputElement) {
  const config = readSearchConfig(root);
  const t = clientTranslations(config.lang, 'search', config.strings);
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const results = panel?.querySelector('rules-search-results');
  if (!panel || !(results instanceof SearchResults)) throw new Error('The header search has no results panel');

  const open = () => {
    if (cleanQuery(input.value)) panel.hidden = false;
  };
  const close = () => {
    panel.hidden = true;
  };
  results.setup({
    config,
    t,
    limit: PANEL_LIMIT,
    moreHref: (query) => searchPagePath(config.lang, query),
    exactHref: (query) => searchPagePath(config.lang, query, { exact: true }),
    returnFocus: (reason) => {
      if (reason === 'escape') close();
      input.focus();
    },
  });
  const instance = await searchInstance('header', [config.lang], componentUiTranslations((key, values) => t(key, values))).catch(() => undefined);
  // Without Pagefind there is nothing to search: the panel says so rather than staying silent.
  if (instance) results.attach(instance, [config.lang]);
  else results.showError();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const search = (value: string) => {
    clearTimeout(timer);
    const query = cleanQuery(value);
    if (!query) {
      // Cleared here, not by an empty search: Pagefind answers an empty search with an empty
      // list even when it lands after the next term was typed, which would flash "no results".
      close();
      results.clear();
      return;
    }
    timer = setTimeout(() => {
      instance?.triggerSearch(query);
      if (document.activeElement === input || root.contains(document.activeElement)) open();
    }, DEBOUNCE_MS);
  };

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !panel.hidden) {
      event.preventDefault();
      results.focusFirst();
    } else if (event.key === 'Escape' && !panel.hidden) {
      // Only closes; a second Esc is the browser's own: it empties the field.
      event.preventDefault();
      close();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) close();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node | null)) close();
  });
  void instance?.triggerLoad();
  return { search };
}
