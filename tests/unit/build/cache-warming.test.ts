import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { startCacheWarming } from '../../../src/integrations/cache-warming';
import { precompressFiles } from '../../../src/integrations/precompress';
import { cardCache, cardRequestOf } from '../../../src/integrations/og-cards';
import { readBuiltPage } from '../../../src/lib/built-site';

// The caches of precompression and cards filled while pages are still being written, by the real worker thread,
// then read by the steps themselves: what the warming did, they do not do again.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const SITE = 'https://rules.example';
/** A clause page as ClausePermalink.astro writes it, naming its own card. */
const clausePage = (label: string) => `<!doctype html><html lang="es"><head>
<meta property="og:image" content="${SITE}/es/ocs/doc/${label.replace('.', '-')}/card.png"><meta property="og:site_name" content="Reglas de wargames">
</head><body><article data-clause-page><nav class="doc-game"><a href="/es/#game-ocs">OCS</a> › <a href="/es/ocs/doc/">Fase de Reacción</a></nav>
<div data-clause data-doc-path="/es/ocs/doc/"><h1><span class="clause-page-label">${label}</span></h1>
<blockquote class="clause-page-text"><p>${'Las unidades en Modo Reserva pueden moverse. '.repeat(20)}</p></blockquote></div></article></body></html>`;

function folder() {
  const base = mkdtempSync(join(tmpdir(), 'cache-warming-'));
  folders.push(base);
  const root = join(base, 'dist');
  mkdirSync(root);
  return { root, compressionCache: join(base, 'compressed'), cardCache: join(base, 'cards') };
}

function write(root: string, path: string, body: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), body);
}

/** Waits until `done()` or gives up after 15 s (the worker starts, loads its modules and the fonts first). */
async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 15_000; waited += 50) await delay(50);
}

const filesIn = (dir: string, ending: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(ending)) : []);

describe('filling the post-build caches while pages render', () => {
  it('compresses each text file and draws each page its card, which the steps then take from the caches', async () => {
    const { root, compressionCache, cardCache: cards } = folder();
    const warming = startCacheWarming({ root, since: Date.now(), compressionCache, cardCache: cards });
    // Pages appear while the warming runs, as Astro writes them.
    write(root, 'es/ocs/doc/9-1/index.html', clausePage('9.1'));
    await delay(200);
    write(root, 'es/ocs/doc/9-2/index.html', clausePage('9.2'));
    write(root, '_astro/site.css', 'body { color: black; }\n'.repeat(50));
    await until(() => filesIn(compressionCache, '.br').length === 3 && filesIn(cards, '.png').length === 2);
    expect(await warming.stop()).toEqual({ compressed: 3, cards: 2, failed: 0 });

    expect(await precompressFiles(root, { cacheDir: compressionCache })).toEqual({ files: 3, reused: 3 });
    const cache = await cardCache(cards);
    for (const label of ['9.1', '9.2']) {
      const request = cardRequestOf(readBuiltPage(clausePage(label)), `/es/ocs/doc/${label.replace('.', '-')}/`);
      expect(request && 'content' in request && (await cache.draw(request.content)).drawn).toBe(false);
    }
  });

  it("leaves alone an earlier build's files, Astro's server code, and compression when the build does not precompress", async () => {
    const { root, cardCache: cards, compressionCache } = folder();
    write(root, 'es/ocs/doc/9-1/index.html', clausePage('9.1'));
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'es/ocs/doc/9-1/index.html'), earlier, earlier);
    const warming = startCacheWarming({ root, since: Date.now() - 1000, compressionCache: null, cardCache: cards });
    write(root, '.prerender/chunks/page.mjs', 'export const page = 1;\n'.repeat(50));
    write(root, 'es/ocs/doc/9-2/index.html', clausePage('9.2'));
    await until(() => filesIn(cards, '.png').length === 1);
    await delay(500);
    expect(await warming.stop()).toEqual({ compressed: 0, cards: 1, failed: 0 });
    expect(existsSync(compressionCache)).toBe(false);
  });

  it('stops at once when the build reaches its steps with nothing written', async () => {
    const { root, cardCache: cards } = folder();
    const warming = startCacheWarming({ root, since: Date.now(), compressionCache: null, cardCache: cards });
    expect(await warming.stop()).toEqual({ compressed: 0, cards: 0, failed: 0 });
  });
});
