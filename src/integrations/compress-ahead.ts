import { fork } from 'node:child_process';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesBelow } from '../lib/files-below';
import { CLOCK_MARGIN_MS, COMPRESSIBLE, compressIntoCache } from './precompress';

/** How often the folder is listed again for pages written since. */
const POLL_MS = 200;
/** A file last written this recently may still be being written: it waits for the next listing. */
const SETTLE_MS = 100;

/**
 * Compresses into the precompression cache every text file written below `root` since `since` (ms since the epoch;
 * file times may read a little earlier, see {@link CLOCK_MARGIN_MS}),
 * as it appears, until `stopped()`; returns how many it compressed. Astro renders the pages on one thread, so the
 * second core has time while it does: what is compressed then, the post-build pass (`precompress.ts`) links from the
 * cache instead of compressing. It never writes below `root`: a file caught half-written is cached under its half's
 * hash, which no finished file has.
 * @example await compressAhead({ root: 'dist', cacheDir: 'node_modules/.cache/rules-precompress', since: Date.now(), stopped: () => done })
 */
export async function compressAhead(options: { root: string; cacheDir: string; since: number; stopped: () => boolean }): Promise<number> {
  const { root, cacheDir, since, stopped } = options;
  await mkdir(cacheDir, { recursive: true });
  const done = new Map<string, number>();
  let compressed = 0;
  while (!stopped()) {
    let found = false;
    const files = await listed(root);
    for (const file of files) {
      if (stopped()) break;
      const written = await stat(join(root, file)).then((entry) => entry.mtimeMs, () => null);
      if (written === null || written < since - CLOCK_MARGIN_MS || done.get(file) === written || Date.now() - written < SETTLE_MS) continue;
      done.set(file, written);
      found = true;
      const body = await readFile(join(root, file)).catch(() => null);
      if (body && (await compressIntoCache(cacheDir, body))) compressed += 1;
    }
    if (!found) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return compressed;
}

/** The text files below a folder that may not exist yet. */
async function listed(root: string): Promise<string[]> {
  try {
    return filesBelow(root).filter((file) => COMPRESSIBLE.test(file));
  } catch {
    return [];
  }
}

/** How long a stopped process may take to finish its file before it is ended. */
const STOP_WAIT_MS = 5_000;

/** The process {@link startCompressingAhead} runs: `scripts/compress-ahead.mjs`. */
const ENTRY = fileURLToPath(new URL('../../scripts/compress-ahead.mjs', import.meta.url));
/** What lets that process load this module: Node strips the types, this resolves the extensionless imports. */
const TS_IMPORTS = fileURLToPath(new URL('../../scripts/ts-imports.mjs', import.meta.url));

/**
 * Starts {@link compressAhead} in a process of its own while Astro renders (a process, not a thread: Astro's file
 * writes and the compression would otherwise queue for the same few threads). `stop()` ends it after the file in
 * hand and resolves with the number compressed, and whether it had to be ended for not stopping. `PRECOMPRESS=0`
 * starts nothing.
 * @example const ahead = startCompressingAhead('dist', 'node_modules/.cache/rules-precompress'); …; await ahead.stop() // { compressed: 180, ended: false }
 */
export function startCompressingAhead(root: string, cacheDir: string): { stop: () => Promise<{ compressed: number; ended: boolean }> } {
  if (process.env.PRECOMPRESS === '0') return { stop: async () => ({ compressed: 0, ended: false }) };
  const child = fork(ENTRY, [root, cacheDir, String(Date.now())], { execArgv: ['--import', TS_IMPORTS], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  let count = 0;
  child.on('message', (message) => {
    if (typeof message === 'number') count = message;
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  // A process that could not start only means no page was compressed ahead: the post-build pass compresses them.
  child.on('error', () => undefined);
  return {
    stop: async () => {
      if (child.connected) child.send('stop');
      // It stops after the file in hand (a few milliseconds); one that does not is not waited for.
      const stuck = setTimeout(() => child.kill(), STOP_WAIT_MS);
      const signal = await exited;
      clearTimeout(stuck);
      return { compressed: count, ended: signal !== null };
    },
  };
}
