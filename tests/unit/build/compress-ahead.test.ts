import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { compressAhead, startCompressingAhead } from '../../../src/integrations/compress-ahead';
import { cachedEncodingsOf, precompressFiles } from '../../../src/integrations/precompress';

const folders: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build's output folder, not written yet, and the cache beside it. */
function emptySite() {
  const folder = mkdtempSync(join(tmpdir(), 'compress-ahead-'));
  folders.push(folder);
  return { root: join(folder, 'dist'), cacheDir: join(folder, 'cache') };
}

/** Writes a page as Astro does, its folder first. */
function writePage(root: string, path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), `<!doctype html><p>${text.repeat(100)}</p>`);
}

/** Waits until a content's encodings are in the cache (the process compresses them in its own time). */
async function cached(cacheDir: string, file: string) {
  const key = cachedEncodingsOf(cacheDir, readFileSync(file));
  await expect.poll(() => existsSync(`${key}.br`) && existsSync(`${key}.gz`), { timeout: 10_000, interval: 50 }).toBe(true);
}

describe('compressing the pages ahead, while they render', () => {
  it('compresses each page written since it started, which the post-build pass then takes from the cache', async () => {
    const { root, cacheDir } = emptySite();
    // A page of the last build, left in the folder, is not this build's: it is not compressed ahead.
    writePage(root, 'old/index.html', 'Fase de Reacción. ');
    utimesSync(join(root, 'old/index.html'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    let stopped = false;
    const ahead = compressAhead({ root, cacheDir, since: Date.now() - 1_000, stopped: () => stopped });
    writePage(root, 'es/index.html', 'Modo Reserva. ');
    writePage(root, 'ru/index.html', 'Режим резерва. ');
    await cached(cacheDir, join(root, 'es/index.html'));
    await cached(cacheDir, join(root, 'ru/index.html'));
    stopped = true;
    expect(await ahead).toBe(2);
    expect(await precompressFiles(root, { cacheDir })).toEqual({ files: 3, reused: 2 });
    for (const page of ['es/index.html', 'ru/index.html', 'old/index.html']) {
      expect(brotliDecompressSync(readFileSync(join(root, `${page}.br`))).toString(), page).toBe(readFileSync(join(root, page), 'utf8'));
    }
  });

  it('compresses a page again when it is written again, under its new content', async () => {
    const { root, cacheDir } = emptySite();
    let stopped = false;
    const ahead = compressAhead({ root, cacheDir, since: Date.now() - 1_000, stopped: () => stopped });
    writePage(root, 'es/index.html', 'Modo Reserva. ');
    await cached(cacheDir, join(root, 'es/index.html'));
    writePage(root, 'es/index.html', 'Fase de Reacción. ');
    await cached(cacheDir, join(root, 'es/index.html'));
    stopped = true;
    expect(await ahead).toBe(2);
  });

  it('runs in a process of its own, which says how many it compressed when stopped', async () => {
    vi.stubEnv('PRECOMPRESS', '1');
    const { root, cacheDir } = emptySite();
    const ahead = startCompressingAhead(root, cacheDir);
    writePage(root, 'es/ocs/index.html', 'Modo Reserva. ');
    await cached(cacheDir, join(root, 'es/ocs/index.html'));
    expect(await ahead.stop()).toEqual({ compressed: 1, ended: false });
  });

  it('ends at once when stopped before it has loaded, as a build that renders nothing stops it', async () => {
    vi.stubEnv('PRECOMPRESS', '1');
    const { root, cacheDir } = emptySite();
    expect(await startCompressingAhead(root, cacheDir).stop()).toEqual({ compressed: 0, ended: false });
  });

  it('starts nothing in a build that does not precompress', async () => {
    vi.stubEnv('PRECOMPRESS', '0');
    const { root, cacheDir } = emptySite();
    const ahead = startCompressingAhead(root, cacheDir);
    writePage(root, 'es/index.html', 'Modo Reserva. ');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ahead.stop()).toEqual({ compressed: 0, ended: false });
    expect(existsSync(cacheDir)).toBe(false);
  });
});
