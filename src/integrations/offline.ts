import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { LANGUAGES } from '../i18n/languages';
import { GAMES } from '../lib/documents';
import { offlineCacheId, offlineGlobs } from '../lib/offline/sets';
import { offlineWorkerPath } from '../lib/site-paths';

/**
 * Post-build step: one Workbox service worker per game and language, precaching that copy of the site. A reader
 * registers one only by asking to save it; every release gives changed files new revisions, so the next visit
 * online replaces them (the worker takes over at once and drops caches of older releases).
 * @example await writeOfflineWorkers('dist')
 */
export async function writeOfflineWorkers(root: string): Promise<{ path: string; files: number; bytes: number }[]> {
  const written = [];
  for (const lang of LANGUAGES) {
    for (const game of GAMES) {
      const path = offlineWorkerPath(lang, game);
      const { count, size, warnings } = await generateSW({
        globDirectory: root,
        globPatterns: offlineGlobs(lang, game),
        globIgnores: ['**/*.gz', '**/*.br', 'offline-*.js'],
        swDest: join(root, path),
        cacheId: offlineCacheId(lang, game),
        directoryIndex: 'index.html',
        // A tool's state travels in the query (?code=…, ?nation=…): the saved page serves every state.
        ignoreURLParametersMatching: [/.*/],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        mode: 'production',
        sourcemap: false,
      });
      if (warnings.length > 0) throw new Error(`Offline worker ${path}: ${warnings.join('; ')}`);
      written.push({ path, files: count, bytes: size });
    }
  }
  return written;
}
