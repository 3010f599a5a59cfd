// Search figures: index size on disk per language, bytes downloaded for a first query, and time from
// typing to the first result in Chromium (median of several runs). Builds if needed; asserts nothing.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'astro';
import { ensureBuilt } from './ensure-built.mjs';
import { bundlePath, searchPagePath } from '../src/lib/search/paths.ts';
import { launchBrowser } from '../tests/support/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUERIES = { es: 'liberar reserva', ru: 'тактический марш' };
/** The files of a bundle that are the index itself, not Pagefind's code. */
const INDEX_FILE = /^(index|fragment|filter)\/|\.pf_meta$|^pagefind-entry\.json$/;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Every file below a folder, relative to it. */
function filesBelow(root, prefix = '') {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(root, path) : [path];
  });
}

/** One language's index size (its files are stored compressed) and its whole bundle's, raw and gzip-compressed. */
function diskSizes(lang) {
  const root = join('dist', bundlePath(lang));
  const sizes = { index: 0, bundle: 0, bundleGzip: 0 };
  for (const file of filesBelow(root)) {
    const bytes = readFileSync(join(root, file));
    sizes.bundle += bytes.length;
    sizes.bundleGzip += gzipSync(bytes).length;
    if (INDEX_FILE.test(file)) sizes.index += bytes.length;
  }
  return sizes;
}

/** The gzip-compressed size of the built file a path serves, or 0 when it is not a file. */
function gzippedFileSize(path) {
  try {
    return gzipSync(readFileSync(join('dist', decodeURIComponent(path)))).length;
  } catch {
    return 0;
  }
}

/** Types a query into the header field of a page and measures until its first result is listed. */
async function headerSearch(tab, query) {
  await tab.evaluate(() => {
    window.__bench = {};
    document.querySelector('#site-search-input')?.addEventListener('keydown', () => (window.__bench.typed ??= performance.now()), { once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('#site-search-panel .search-hit a')) {
        window.__bench.listed = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await tab.keyboard.press('/');
  await tab.keyboard.type(query);
  await tab.waitForFunction(() => window.__bench.listed !== undefined, null, { timeout: 30_000 });
  return tab.evaluate(() => window.__bench.listed - window.__bench.typed);
}

/** The bytes a reader downloads for a first query from the header of a rules page (nothing cached). */
async function firstQueryBytes(browser, baseURL, lang) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${baseURL}/${lang}/`, { waitUntil: 'networkidle' });
  const responses = [];
  context.on('requestfinished', (request) => responses.push(request));
  await headerSearch(tab, QUERIES[lang]);
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(300);
  let bytes = 0;
  const files = [];
  for (const request of responses) {
    // As transferred: the preview server compresses what compresses (gzip), like a production host.
    // Chromium reports no body size for a worker's own script; its file, gzip-compressed, stands in.
    const sizes = await request.sizes();
    const path = new URL(request.url()).pathname;
    const body = sizes.responseBodySize || gzippedFileSize(path);
    bytes += body + sizes.responseHeadersSize;
    files.push({ path, bytes: body });
  }
  await context.close();
  return { bytes, requests: files.length, files };
}

/** Median time from the first key typed to the first result listed: cold (fresh browser context) and warm (same page). */
async function typingTimes(browser, baseURL, lang) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/${lang}/`, { waitUntil: 'networkidle' });
    cold.push(await headerSearch(tab, QUERIES[lang]));
    await tab.locator('#site-search-input').fill('');
    await tab.keyboard.press('Escape');
    await tab.locator('#site-search-input').blur();
    warm.push(await headerSearch(tab, QUERIES[lang]));
    await context.close();
  }
  return { cold: median(cold), warm: median(warm), runs: RUNS };
}

/** Median time from opening a search link (`/search/?q=`) to its first result listed, nothing cached. */
async function searchLinkTimes(browser, baseURL, lang) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${searchPagePath(lang, QUERIES[lang])}`, { waitUntil: 'commit' });
    await tab.waitForSelector('main .search-hit a', { timeout: 30_000 });
    times.push(await tab.evaluate(() => performance.now()));
    await context.close();
  }
  return median(times);
}

ensureBuilt();
const server = await preview({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
const baseURL = `http://127.0.0.1:${server.port}`;
const browser = await launchBrowser();
const results = { date: new Date().toISOString(), runs: RUNS, languages: {} };
try {
  for (const lang of Object.keys(QUERIES)) {
    results.languages[lang] = {
      query: QUERIES[lang],
      disk: diskSizes(lang),
      firstQuery: await firstQueryBytes(browser, baseURL, lang),
      typingToFirstResultMs: await typingTimes(browser, baseURL, lang),
      searchLinkToFirstResultMs: await searchLinkTimes(browser, baseURL, lang),
    };
  }
} finally {
  await browser.close();
  await server.stop();
}

for (const [lang, r] of Object.entries(results.languages)) {
  console.log(`\n${lang.toUpperCase()} — query «${r.query}»`);
  console.log(`  index on disk:              ${kib(r.disk.index)}; whole bundle with Pagefind's code ${kib(r.disk.bundle)} (${kib(r.disk.bundleGzip)} gzip-compressed)`);
  console.log(`  first query downloads:      ${kib(r.firstQuery.bytes)} (compressed, headers included) in ${r.firstQuery.requests} requests, from a rules page's header`);
  console.log(`  typing → first result:      ${r.typingToFirstResultMs.cold.toFixed(0)} ms cold, ${r.typingToFirstResultMs.warm.toFixed(0)} ms warm (median of ${r.typingToFirstResultMs.runs})`);
  console.log(`  search link → first result: ${r.searchLinkToFirstResultMs.toFixed(0)} ms from navigation start (median of ${RUNS})`);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results.json');
process.exit(0);
