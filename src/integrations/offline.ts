import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { LANGUAGES } from '../i18n/languages';
import { GAMES } from '../lib/documents';
import { offlineGlobs } from '../lib/offline/sets';
import { offlineWorkerPath } from '../lib/site-paths';

const require = createRequire(import.meta.url);

/**
 * Workbox's manifest injection, loaded when the workers are written: a build whose post-build steps are restored from
 * the cache never needs it, and loading it takes 0.07 s. The module itself, not the package's index, which also loads
 * the service-worker generator and its bundler (0.4 s). Required, not imported: the build's module loader is closed
 * by the time the workers are written.
 */
const manifestInjection = () =>
  (require('workbox-build/build/inject-manifest.js') as typeof import('workbox-build/build/inject-manifest.js')).injectManifest;

/** The service worker's source, bundled once per build and written at every copy's address. */
const WORKER_SOURCE = fileURLToPath(new URL('../scripts/offline-worker.ts', import.meta.url));

/**
 * The worker bundled into one classic script, as a service worker must be, without Workbox's development logging.
 * @example const code = await bundleOfflineWorker()
 */
async function bundleOfflineWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false, minify: true, lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'rulesOfflineWorker' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Offline worker: bundling ${WORKER_SOURCE} gave no script`);
  return chunk.code;
}

/**
 * Post-build step: one service worker per game and language, precaching that copy of the site. A reader
 * registers one only by asking to save it. The worker is bundled once; each copy gets it with its own list of
 * files and their revisions, so every release gives changed files new revisions.
 * @example await writeOfflineWorkers('dist')
 */
export async function writeOfflineWorkers(root: string): Promise<{ path: string; files: number; bytes: number }[]> {
  const folder = mkdtempSync(join(tmpdir(), 'rules-offline-worker-'));
  try {
    const swSrc = join(folder, 'offline-worker.js');
    writeFileSync(swSrc, await bundleOfflineWorker());
    const injectManifest = manifestInjection();
    const sets = LANGUAGES.flatMap((lang) => GAMES.map((game) => ({ lang, game, path: offlineWorkerPath(lang, game) })));
    return await Promise.all(
      sets.map(async ({ lang, game, path }) => {
        const { count, size, warnings } = await injectManifest({
          swSrc,
          swDest: join(root, path),
          globDirectory: root,
          globPatterns: offlineGlobs(lang, game),
          globIgnores: ['**/*.gz', '**/*.br', 'offline-*.js'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        });
        if (warnings.length > 0) throw new Error(`Offline worker ${path}: ${warnings.join('; ')}`);
        return { path, files: count, bytes: size };
      }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
