/**
 * The service worker of a saved copy. One script serves every copy: the build bundles it once and writes it at
 * each copy's address with that copy's list of files (`src/integrations/offline.ts`); the worker tells from its
 * own address which copy it keeps. A new release lists changed files with new revisions, so the next visit online
 * replaces them: the worker takes over at once and drops caches of older releases.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { offlineCacheId, offlineCopyOfWorker } from '../lib/offline/sets';
import { savedFileOfLink } from '../lib/offline/saved-pages';
import { SAVED_AT_KEY, markedUnreachable, savedAtCache } from '../lib/offline/saved-copy';
import { BILINGUAL_NOT_FOUND_PATH, notFoundPath, pageFile } from '../lib/site-paths';
import { notFoundPagePath, pageAddressWrittenOtherwise } from '../lib/not-found';
import { LANGUAGES } from '../i18n/languages';

interface PageRequestEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: PageRequestEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void;
};

const copy = offlineCopyOfWorker(self.location.pathname);
setCacheNameDetails({ prefix: offlineCacheId(copy.lang, copy.game) });
void self.skipWaiting();
clientsClaim();
// A tool's state travels in the query (?code=…, ?nation=…): the saved page serves every state.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// When the copy's files were last taken: at the first save, and again when a release that changes them installs this
// worker anew (the page's own note of the save would otherwise go on naming the first day).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.open(savedAtCache(offlineCacheId(copy.lang, copy.game))).then((cache) => cache.put(SAVED_AT_KEY, new Response(new Date().toISOString()))));
});

// A page the copy holds, its address written otherwise (no final slash, as forums pass links on; capitals; a stop glued
// on), is sent to its address, as the server sends it online. A page the copy does not hold (the other game's, the
// other language's, an address that never was) opens, when the network fails, an error page that says it was not
// saved, in the language of its address as online (the copy's, for an address in no language); the browser's own page
// said only that the network is off. The page is marked as answered without the network: a browser that believes it
// is online (a wifi without internet) would otherwise have it say the page does not exist. The copy's own pages are
// the precache's to answer, as above.
self.addEventListener('fetch', (event) => {
  const file = event.request.mode === 'navigate' ? savedFileOfLink(event.request.url, self.location.href) : null;
  if (file === null || getCacheKeyForURL(file) !== undefined) return;
  const url = new URL(event.request.url);
  const written = pageAddressWrittenOtherwise(url.pathname);
  const held = written === null ? null : savedFileOfLink(written, self.location.href);
  if (written !== null && held !== null && getCacheKeyForURL(held) !== undefined) {
    event.respondWith(Promise.resolve(Response.redirect(`${url.origin}${written}${url.search}`, 301)));
    return;
  }
  const asked = notFoundPagePath(url.pathname, LANGUAGES);
  const page = pageFile(asked === BILINGUAL_NOT_FOUND_PATH ? notFoundPath(copy.lang) : asked);
  event.respondWith(fetch(event.request).catch(async () => {
    const saved = await matchPrecache(page);
    return saved ? new Response(markedUnreachable(await saved.text()), { headers: saved.headers }) : Response.error();
  }));
});
