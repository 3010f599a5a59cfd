import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { filesBelow } from '../lib/files-below';
import { pathOfFile, readBuiltPage } from '../lib/built-site';
import { cardCache, cardRequestOf } from './og-cards';
import { CLOCK_MARGIN_MS, COMPRESSIBLE, compressIntoCache } from './precompress';

/** What the warming is given: the folder Astro writes to, when it started, and the caches to fill. */
export interface WarmingOptions {
  root: string;
  /** Files written before this (ms since the epoch) are an earlier build's, left alone. */
  since: number;
  /** The precompression cache; null when this build does not precompress (`PRECOMPRESS=0`). */
  compressionCache: string | null;
  cardCache: string;
}

/** What the warming did before it was stopped. */
export interface WarmingReport {
  compressed: number;
  cards: number;
  /** Files it could not read or work on: the post-build step does them, and says why if it fails too. */
  failed: number;
}

/** A file is taken once its last write is this old: Astro writes a page in one go, well within it. */
const SETTLED_MS = 150;
/** How long the warming waits for new files when it has none. */
const POLL_MS = 100;

/**
 * Fills the caches of the post-build steps ahead of them, while Astro renders: the gzip and brotli encodings of every
 * text file (`precompress.ts`) and the link-preview card of every page that draws its own (`og-cards.ts`), each kept
 * by its content, as the steps look for them. Runs until `stopped()` says so, one file at a time: this is the work
 * of one core, the one the rendering leaves idle. It is a head start and nothing else: a file it misses, or reads
 * before its last write, is done by the step itself, which finds no entry in the cache for its final content.
 * @example await warmCaches({ root: 'dist', since: Date.now(), compressionCache: null, cardCache: 'node_modules/.cache/og-cards' }, () => stopping) // { compressed: 0, cards: 164, failed: 0 }
 */
export async function warmCaches(options: WarmingOptions, stopped: () => boolean): Promise<WarmingReport> {
  const report: WarmingReport = { compressed: 0, cards: 0, failed: 0 };
  const cards = await cardCache(options.cardCache);
  /** Each file taken, with the time of the write it was taken at: a later write is taken again. */
  const taken = new Map<string, number>();
  const due = async () => {
    const now = Date.now();
    let names: string[];
    try {
      // Not the server code Astro renders with (`.prerender/`), removed once the pages are written.
      names = filesBelow(options.root).filter((name) => COMPRESSIBLE.test(name) && !/(^|\/)\./.test(name));
    } catch {
      // The folder is being emptied or made: look again shortly.
      return [];
    }
    const files: { file: string; written: number }[] = [];
    for (const name of names) {
      const file = join(options.root, name);
      const written = await stat(file).then((found) => found.mtimeMs, () => null);
      if (written === null || written < options.since - CLOCK_MARGIN_MS || now - written < SETTLED_MS || taken.get(file) === written) continue;
      files.push({ file, written });
    }
    return files;
  };
  const warm = async (file: string) => {
    const body = await readFile(file);
    if (options.compressionCache && (await compressIntoCache(options.compressionCache, body))) report.compressed += 1;
    if (!file.endsWith('.html')) return;
    const request = cardRequestOf(readBuiltPage(body.toString('utf8')), pathOfFile(options.root, file));
    if (request && 'content' in request && (await cards.draw(request.content)).drawn) report.cards += 1;
  };
  while (!stopped()) {
    const files = await due();
    if (files.length === 0) await delay(POLL_MS);
    for (const { file, written } of files) {
      if (stopped()) break;
      taken.set(file, written);
      await warm(file).catch(() => (report.failed += 1));
    }
  }
  return report;
}

/**
 * Starts {@link warmCaches} on a worker thread, beside the build's own; `stop` ends it after the file in hand and
 * gives its report, or null when the worker could not run (the steps then do all the work, as without it).
 * @example const warming = startCacheWarming({ root: 'dist', since: Date.now(), compressionCache: null, cardCache }); …; await warming.stop()
 */
export function startCacheWarming(options: WarmingOptions): { stop: () => Promise<WarmingReport | null> } {
  const worker = new Worker(new URL('./cache-warming-worker.mjs', import.meta.url), { workerData: options });
  const report = new Promise<WarmingReport | null>((resolve) => {
    worker.once('message', (message: WarmingReport) => resolve(message));
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await report;
      await worker.terminate();
      return result;
    },
  };
}
