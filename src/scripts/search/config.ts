import type { SearchClientConfig } from '../../lib/search/client-config';

/**
 * Reads the search configuration the page rendered as a JSON data block (`[data-search-config]`).
 * @example const config = readSearchConfig()
 */
export function readSearchConfig(root: ParentNode = document): SearchClientConfig {
  const block = root.querySelector('script[data-search-config]');
  if (!block?.textContent) throw new Error('The page has no search configuration');
  return JSON.parse(block.textContent) as SearchClientConfig;
}
