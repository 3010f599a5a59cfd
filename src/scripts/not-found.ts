import { pageAddressWrittenOtherwise } from '../lib/not-found';

/**
 * On an error page: goes to the page the missing address writes otherwise (`…/8-5-b/)`, `/ES/GDB/…`), its query and
 * fragment kept, when the server has that page; resolves to whether it went there. Offline, or for a page the site
 * lacks, it stays.
 * @example if (!(await goToPageWrittenOtherwise())) showSuggestions()
 */
export async function goToPageWrittenOtherwise(): Promise<boolean> {
  const page = pageAddressWrittenOtherwise(location.pathname);
  if (page === null) return false;
  const found = await fetch(page, { method: 'HEAD' }).then((response) => response.ok, () => false);
  if (found) location.replace(`${page}${location.search}${location.hash}`);
  return found;
}
