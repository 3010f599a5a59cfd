import type { HeaderSearchConfig, SearchClientConfig } from '../../lib/search/client-config';
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

/**
 * Reads what the header search's page tells it: its language and the address of the rest of its configuration.
 * @example const { lang, source } = readHeaderSearchConfig(document.querySelector('[data-site-search]'))
 */
export function readHeaderSearchConfig(root: Element): HeaderSearchConfig {
  const config = readWidgetConfig(root) as Partial<HeaderSearchConfig> | null;
  if (!config || typeof config.lang !== 'string' || typeof config.source !== 'string') throw new Error('The page has no header search configuration');
  return config as HeaderSearchConfig;
}

/**
 * Fetches the header search's configuration: its strings and the languages there are.
 * @example const config = await fetchSearchConfig('/es/search/config.json')
 */
export async function fetchSearchConfig(source: string): Promise<SearchClientConfig> {
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source}: ${response.status}`);
  return (await response.json()) as SearchClientConfig;
}
