/**
 * The service worker of a saved copy. One script serves every copy: the build bundles it once and writes it at
 * each copy's address with that copy's list of files (`src/integrations/offline.ts`); the worker tells from its
 * own address which copy it keeps. A new release lists changed files with new revisions, so the next visit online
 * replaces them: the worker takes over at once and drops caches of older releases.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { offlineCacheIdOfWorker } from '../lib/offline/sets';

declare const self: { __WB_MANIFEST: PrecacheEntry[]; location: Location; skipWaiting(): Promise<void> };

setCacheNameDetails({ prefix: offlineCacheIdOfWorker(self.location.pathname) });
void self.skipWaiting();
clientsClaim();
// A tool's state travels in the query (?code=…, ?nation=…): the saved page serves every state.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();
