/**
 * Which result links the saved offline copy can open: their page files are asked of the copy's caches, the only
 * place that knows what was saved in this browser (and stays right if another tab removed or replaced the copy).
 */
import { savedFileOfLink } from '../../lib/offline/saved-pages';
import { OFFLINE_CACHE_PREFIX } from '../../lib/offline/sets';

/**
 * For each link, whether the saved copy holds its page; a link to another site is not the copy's to judge (true).
 * @example await savedInOfflineCopy(['/es/ocs/reaction-phase/#reserve-mode', '/es/gdb/movement-phase/#8-5']) // [true, false] with OCS saved
 */
export async function savedInOfflineCopy(hrefs: readonly string[]): Promise<boolean[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX));
  const stores = await Promise.all(names.map((name) => caches.open(name)));
  return Promise.all(
    hrefs.map(async (href) => {
      const file = savedFileOfLink(href, location.href);
      if (file === null) return true;
      // The copy keys its pages with a revision in the query.
      for (const store of stores) if (await store.match(file, { ignoreSearch: true })) return true;
      return false;
    }),
  );
}
