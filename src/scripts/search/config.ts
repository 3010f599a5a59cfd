import type { SearchClientConfig } from '../../lib/search/client-config';
import { readWidgetConfig } from '../../lib/json-script';

/**
 * Reads the search configuration the page rendered for the widget, as every widget's (`WidgetConfig.astro`).
 * @example const config = readSearchConfig(document.querySelector('[data-search-page]'))
 */
export function readSearchConfig(root: Element): SearchClientConfig {
  const config = readWidgetConfig(root);
  if (!config) throw new Error('The page has no search configuration');
  return config as SearchClientConfig;
}
