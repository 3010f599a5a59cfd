import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow } from '../lib/files-below';
import { linkOrCopy, writeAnew, writeWhole } from '../lib/linked-files';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroPrerenderer } from 'astro';

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

/** Where the cache keeps the encodings of one content (the name without `.gz` / `.br`). */
function cacheKeyOf(cacheDir: string, body: Buffer): string {
  return join(cacheDir, createHash('sha256').update(SETTINGS).update(body).digest('hex'));
}

/**
 * Compression of the pages while the build renders them: each rendered body is compressed into the cache by its
 * content, one at a time on a zlib thread, while this thread renders the next pages (rendering uses one core; the
 * other would wait for the post-build steps). The post-build pass then links each page's encodings from the cache,
 * waiting for those still under way ({@link precompressFiles}' `underWay`).
 * @example const early = compressAsRendered(cache); early.add('/es/ocs/', body); …; early.hurry(); await precompressFiles('dist', { cacheDir: cache, underWay: early.underWay })
 */
export function compressAsRendered(cacheDir: string): {
  add: (path: string, body: Buffer) => void;
  hurry: () => void;
  underWay: ReadonlyMap<string, Promise<boolean>>;
} {
  // Each content's compression, resolving to whether this build made it (not an earlier one, whose it found).
  const underWay = new Map<string, Promise<boolean>>();
  // One lane while pages render: a second would take the thread the build writes its files with.
  const limit = pLimit(1);
  const compress = async (key: string, body: Buffer) => {
    if (existsSync(`${key}.gz`) && existsSync(`${key}.br`)) return false;
    const { gz, br } = await compressBody(body);
    await Promise.all([writeWhole(`${key}.gz`, gz), writeWhole(`${key}.br`, br)]);
    return true;
  };
  let ready: Promise<unknown> | undefined;
  return {
    add(path, body) {
      // A page is written as `index.html` in its folder (the build's directory format); an endpoint under its own name.
      if (!COMPRESSIBLE.test(path.endsWith('/') ? `${path}index.html` : path)) return;
      const key = cacheKeyOf(cacheDir, body);
      if (underWay.has(key)) return;
      ready ??= mkdir(cacheDir, { recursive: true });
      const done = limit(async () => {
        await ready;
        return compress(key, body);
      });
      // A failure is not lost: the post-build pass, finding no encodings in the cache, compresses the file itself.
      underWay.set(key, done.catch(() => false));
    },
    hurry() {
      limit.concurrency = Math.max(2, availableParallelism());
    },
    underWay,
  };
}

/**
 * The build's page renderer, handing on each page it renders (its path and body, as the build then writes it) as well
 * as returning it; redirects, which the build writes as pages of its own, are not handed on.
 * @example setPrerenderer((astro) => handingOnPages(astro, (path, body) => early.add(path, body)))
 */
export function handingOnPages(prerenderer: AstroPrerenderer, onPage: (path: string, body: Buffer) => void): AstroPrerenderer {
  return {
    ...prerenderer,
    render: async (request, options) => {
      const result = await prerenderer.render(request, options);
      const response = result instanceof Response ? result : result.response;
      if (response.status !== 200 || !response.body) return result;
      // Read once, then given back whole: the build reads the body again to write it.
      const body = Buffer.from(await response.arrayBuffer());
      onPage(new URL(request.url).pathname, body);
      const again = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      return result instanceof Response ? again : { ...result, response: again };
    },
  };
}

/** What one run did. */
export interface PrecompressReport {
  files: number;
  /** Files whose encodings came from the cache: their content had been compressed by an earlier build. */
  reused: number;
  /** Files whose encodings this build made as it rendered them ({@link compressAsRendered}). */
  asRendered: number;
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
  options: { cacheDir?: string; only?: string[]; changedSince?: number; underWay?: ReadonlyMap<string, Promise<boolean>> } = {},
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
  let asRendered = 0;
  const now = new Date();
  await pLimit(Math.max(2, availableParallelism())).map(files, async (file) => {
    const body = await readFile(file);
    const key = cacheDir && cacheKeyOf(cacheDir, body);
    if (key) {
      const madeAsRendered = await options.underWay?.get(key);
      try {
        await Promise.all([linkOrCopy(`${key}.gz`, `${file}.gz`), linkOrCopy(`${key}.br`, `${file}.br`)]);
        await Promise.all([utimes(`${key}.gz`, now, now), utimes(`${key}.br`, now, now)]);
        if (madeAsRendered) asRendered += 1;
        else reused += 1;
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
  return { files: files.length, reused, asRendered };
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
 * Post-build step: precompresses the whole build, taking the pages `asRendered` compressed as they were rendered.
 * It starts first, on the site as rendered, and runs while the other steps do (zlib compresses on its own threads,
 * beside the steps' work on the main thread); `finish`, after the last step, compresses what the steps wrote or changed
 * meanwhile. `PRECOMPRESS=0` skips it (the site's test build; the fixture's build precompresses, and nginx's test
 * compresses what it serves).
 * @example const precompression = startPrecompression('dist', 'node_modules/.cache/rules-precompress', logger); …; await precompression.finish()
 */
export function startPrecompression(
  root: string,
  cacheDir: string,
  logger: { info: (message: string) => void },
  asRendered?: ReturnType<typeof compressAsRendered>,
): { finish: () => Promise<void> } {
  if (process.env.PRECOMPRESS === '0') return { finish: async () => logger.info('precompression skipped (PRECOMPRESS=0)') };
  const start = performance.now();
  const startedAt = Date.now();
  asRendered?.hurry();
  const rendered = precompressFiles(root, { cacheDir, underWay: asRendered?.underWay });
  // Awaited in finish(); a failure meanwhile must not surface as an unhandled rejection before then.
  rendered.catch(() => undefined);
  return {
    finish: async () => {
      const first = await rendered;
      const later = await precompressFiles(root, { cacheDir, changedSince: startedAt - CLOCK_MARGIN_MS });
      logger.info(
        `precompressed ${first.files + later.files} files (gzip, brotli; ${first.asRendered + later.asRendered} as they were rendered, ` +
          `${first.reused + later.reused} unchanged since an earlier build) in ${Math.round(performance.now() - start)} ms`,
      );
    },
  };
}
