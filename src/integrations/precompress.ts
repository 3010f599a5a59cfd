import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { filesBelow } from '../lib/files-below';
import { linkOrCopy, writeAnew, writeWhole } from '../lib/linked-files';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The files a server may send compressed. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

/**
 * Brotli quality 10. On the base site's 262 text files (4.0 MB) it writes 835,637 bytes, 2.0 % more
 * than quality 11 (819,099), in a third of its CPU time (1.5 s against 4.3 s, one core); quality 9
 * writes 10.5 % more than 11, in as much time as 10. Gzip stays at level 9, which costs next to nothing (0.07 s).
 */
const BROTLI_QUALITY = 10;
const GZIP_LEVEL = 9;
/** Part of every cache key: a change of settings compresses everything again. */
const SETTINGS = `gzip${GZIP_LEVEL}-br${BROTLI_QUALITY}`;
/** Cached results not used for this long are removed. */
const CACHE_DAYS = 14;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The gzip and brotli encodings of one file's bytes, as the site serves them.
 * @example const { gz, br } = await compressBody(Buffer.from('<p>…</p>'))
 */
export async function compressBody(body: Buffer): Promise<{ gz: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: GZIP_LEVEL }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { gz, br };
}

/** What one run did. */
export interface PrecompressReport {
  files: number;
  /** Files whose encodings came from the cache: their content had been compressed before. */
  reused: number;
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every text file below `root` (the server sends them as they
 * are). Files are compressed in parallel, one lane per core (zlib works on its own threads); with a
 * `cacheDir`, a file whose content was compressed by an earlier build is linked from there, keyed by
 * its content hash, instead of compressed again.
 * @example await precompressFiles('dist', { cacheDir: 'node_modules/.cache/rules-precompress' })
 */
export async function precompressFiles(
  root: string,
  options: { cacheDir?: string; only?: string[]; changedSince?: number } = {},
): Promise<PrecompressReport> {
  const all = filesBelow(root)
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => join(root, file));
  let files = options.only ? all.filter((file) => options.only!.includes(file)) : all;
  if (options.changedSince !== undefined) {
    const since = options.changedSince;
    const changed = await Promise.all(files.map(async (file) => ((await stat(file)).mtimeMs >= since ? file : null)));
    files = changed.filter((file) => file !== null);
  }
  const { cacheDir } = options;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  let reused = 0;
  const now = new Date();
  await pLimit(Math.max(2, availableParallelism())).map(files, async (file) => {
    const body = await readFile(file);
    const key = cacheDir && join(cacheDir, createHash('sha256').update(SETTINGS).update(body).digest('hex'));
    if (key) {
      try {
        await Promise.all([linkOrCopy(`${key}.gz`, `${file}.gz`), linkOrCopy(`${key}.br`, `${file}.br`)]);
        await Promise.all([utimes(`${key}.gz`, now, now), utimes(`${key}.br`, now, now)]);
        reused += 1;
        return;
      } catch {
        // Not compressed before (or the cache was cleared): compress it now.
      }
    }
    const { gz, br } = await compressBody(body);
    await Promise.all([writeAnew(`${file}.gz`, gz), writeAnew(`${file}.br`, br)]);
    // Written whole: a build sharing the cache, or the next one after this one is stopped, never links half of one.
    if (key) await Promise.all([writeWhole(`${key}.gz`, gz), writeWhole(`${key}.br`, br)]);
  });
  if (cacheDir) await pruneCache(cacheDir, now.getTime() - CACHE_DAYS * 86_400_000);
  return { files: files.length, reused };
}

/** Removes cached encodings last used before `before` (ms since the epoch). */
async function pruneCache(cacheDir: string, before: number): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const file = join(cacheDir, name);
    if ((await stat(file)).mtimeMs < before) await rm(file, { force: true });
  }
}

/**
 * File times come from a coarser clock than `Date.now()` (a few milliseconds): a file written just after a pass
 * starts may carry a time a little before it. Files written this shortly before are taken again, from the cache.
 */
const CLOCK_MARGIN_MS = 100;

/**
 * Post-build step: precompresses the whole build. It starts first, on the site as rendered, and runs while
 * the other steps do (zlib compresses on its own threads, beside the steps' work on the main thread);
 * `finish`, after the last step, compresses what the steps wrote or changed meanwhile. `PRECOMPRESS=0` skips
 * it (the test build, whose one precompression test compresses what it serves itself).
 * @example const precompression = startPrecompression('dist', 'node_modules/.cache/rules-precompress', logger); …; await precompression.finish()
 */
export function startPrecompression(root: string, cacheDir: string, logger: { info: (message: string) => void }): { finish: () => Promise<void> } {
  if (process.env.PRECOMPRESS === '0') return { finish: async () => logger.info('precompression skipped (PRECOMPRESS=0)') };
  const start = performance.now();
  const startedAt = Date.now();
  const rendered = precompressFiles(root, { cacheDir });
  // Awaited in finish(); a failure meanwhile must not surface as an unhandled rejection before then.
  rendered.catch(() => undefined);
  return {
    finish: async () => {
      const first = await rendered;
      const later = await precompressFiles(root, { cacheDir, changedSince: startedAt - CLOCK_MARGIN_MS });
      logger.info(
        `precompressed ${first.files + later.files} files (gzip, brotli; ${first.reused + later.reused} unchanged, from the cache) in ${Math.round(performance.now() - start)} ms`,
      );
    },
  };
}
