import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { DIST } from '../support/site';
import { writeOfflineWorkers } from '../../src/integrations/offline';

// Two releases of the site on one origin: the built one, and a copy where a page changed, with its workers made
// again by the same post-build step. The server switches from one to the other between the reader's visits.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
let browser: Browser;
let workdir: string;
let server: Server;
let origin: string;
let current: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workdir = mkdtempSync(join(tmpdir(), 'offline-release-'));
  const first = join(workdir, 'first');
  const second = join(workdir, 'second');
  cpSync(DIST, first, { recursive: true });
  cpSync(DIST, second, { recursive: true });
  const page = join(second, 'es/ocs/combat-table/index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<h1>Tabla de Combate: resultados y opciones</h1>', '<h1>Tabla de Combate: resultados y opciones (nueva versión)</h1>'));
  await writeOfflineWorkers(second);
  current = first;
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    const file = join(current, normalize(path.endsWith('/') ? `${path}index.html` : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

describe('a new release', () => {
  it('replaces the saved copy on the next visit online, and then says when it was brought up to date', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${origin}/es/`);
    await tab.locator('#game-ocs [data-offline-save-button]').click();
    await tab.locator('#game-ocs [data-offline-remove-button]:not([hidden])').waitFor();
    // As if saved long ago: the page's note of the save, and the worker's of when it took the files.
    const longAgo = '2020-01-15T10:00:00.000Z';
    await tab.evaluate(async (when) => {
      localStorage.setItem('offline-copy', JSON.stringify({ lang: 'es', game: 'ocs', savedAt: when }));
      await (await caches.open('rules-offline-es-ocs-saved-at')).put('/offline-saved-at', new Response(when));
    }, longAgo);
    await tab.reload();
    const line = tab.locator('#game-ocs [data-offline-status]');
    expect(await line.textContent()).toMatch(/el 15 de enero de 2020/u);

    current = join(workdir, 'second');
    await tab.goto(`${origin}/es/`);
    // The visit finds the changed worker; it installs the new files and takes over.
    await tab.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      const worker = registration?.installing ?? registration?.waiting;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
    });

    await context.setOffline(true);
    await tab.goto(`${origin}/es/ocs/combat-table/`);
    expect(await tab.locator('h1').textContent()).toBe('Tabla de Combate: resultados y opciones (nueva versión)');
    // The line on the home page names the day the release brought the copy up to date, not the day it was saved
    // (a redeploy review: it went on naming the first day).
    await tab.goto(`${origin}/es/`);
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toMatch(new RegExp(`de ${new Date().getFullYear()}`, 'u'));
    expect(await line.textContent()).not.toMatch(/2020/u);
    await context.close();
  });
});
