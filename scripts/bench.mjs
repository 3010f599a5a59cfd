// The performance bench: build time (site and search index apart), per page the gzip-compressed HTML,
// CSS and JS and what Chromium transfers and runs before any interaction, search figures (index size,
// bytes for a first query, time to first result), Lighthouse (mobile), a bounded load run against
// nginx, and the scale run (the corpus ×10, optionally ×100). Prints tables and the budgets as
// PASS/FAIL lines, and writes bench/results.json. Asserts nothing; its exit status is 0 unless it breaks.
//
//   npm run bench                          build, measure, scale ×10
//   npm run bench -- --scale=10,100        also ×100 (a long run: about ten times the ×10 build)
//   npm run bench -- --no-build --scale=none --lighthouse=none   figures of the current dist/ only
//   npm run bench -- --no-build --search-only                     the search figures of the current dist/ only
//   npm run bench -- --long=100,1000,3000  the long-document axis (default 100,1000 with the scale run; none to skip;
//                                          --long-only runs it alone)
//   npm run bench -- --compare             side by side with Starlight (same texts, same run); --no-build, --scale=none apply
//   options: --lighthouse=key|all|none (default key pages), --load=<requests> (default 2000), BENCH_RUNS=<n> (search timings, default 7)
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { FULL_BUILD, indexSizes, timedBuild } from './bench/build.mjs';
import { browserSample, loadedWeight, staticWeights, ALLOWED_SCRIPTS } from './bench/pages.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { loadRun } from './bench/load.mjs';
import { longDocumentRuns, scaleFigures, scaleRun } from './bench/scale.mjs';
import { forgivingFigures, printForgiving, querySetFigure } from './bench/search.mjs';
import { DOCUMENT_PAGE_BYTES, documentWeight, flatBuildTime, flatClauseTime, lighthouse, verdictLine, widgetlessScripts } from './bench/budgets.ts';
import { kib, median, table } from './bench/report.ts';
import { launchChromium } from './lib/chromium.ts';
import { compareWithStarlight } from './bench/compare.mjs';
import { startNginx } from './lib/nginx.ts';
import { searchPagePath } from '../src/lib/site-paths.ts';

const option = (name, fallback) => {
  const given = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : (given.split('=')[1] ?? true);
};
const BUILD = !process.argv.includes('--no-build');
/** Only the search figures: no page weights, Lighthouse, load run or scale run. */
const SEARCH_ONLY = process.argv.includes('--search-only');
const SCALES = String(option('scale', process.argv.includes('--no-scale') || SEARCH_ONLY ? 'none' : '10'))
  .split(',')
  .filter((factor) => factor !== 'none')
  .map(Number);
if (SCALES.some((factor) => !Number.isInteger(factor) || factor < 2)) throw new Error('--scale takes whole factors from 2, e.g. --scale=10,100, or none');
const LONG = String(option('long', SCALES.length ? '100,1000' : 'none'))
  .split(',')
  .filter((size) => size !== 'none')
  .map(Number);
if (LONG.some((size) => !Number.isInteger(size) || size < 4)) throw new Error('--long takes clause counts from 4, e.g. --long=100,1000,3000, or none');
const LIGHTHOUSE = SEARCH_ONLY ? 'none' : String(option('lighthouse', 'key'));
const LOAD_REQUESTS = Number(option('load', 2000));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUERIES = { es: 'liberar reserva', ru: 'тактический марш' };
/** One page of each kind and each tool, for Lighthouse unless `--lighthouse=all`. */
const KEY_PAGES = ['/es/', '/es/ocs/reaction-phase/', '/ru/gdb/movement-phase/', '/es/ocs/combat-table/', '/ru/ocs/reaction-phase/parallel/', '/ru/gdb/movement-phase/8-5/', searchPagePath('es', 'reserva'), '/es/tools/combat/', '/ru/tools/tactical-march/', '/ru/glossary/'];

/** The size of the brotli file the build wrote beside the file a path serves, or 0 when there is none. */
function brotliFileSize(path) {
  const file = join('dist', decodeURIComponent(path));
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : 0;
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
    // As transferred: nginx sends the build's precompressed files (brotli to Chromium).
    // Chromium reports no body size for a worker's own script; its file, as nginx sends it, stands in.
    const sizes = await request.sizes();
    const path = new URL(request.url()).pathname;
    const body = sizes.responseBodySize || brotliFileSize(path);
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

if (process.argv.includes('--long-only')) {
  const runs = longDocumentRuns(LONG.length ? LONG : [100, 1000]);
  printLongDocument(runs);
  console.log(`  ${verdictLine(flatClauseTime(runs.map((run) => ({ clauses: run.clauses, cpuMsPerClause: run.extraCpuMsPerClause }))))}`);
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/long-document.json', `${JSON.stringify(runs, null, 2)}\n`);
  process.exit(0);
}

if (process.argv.includes('--compare')) {
  const compared = await compareWithStarlight({ build: BUILD, factor: SCALES[0] ?? 0, runs: Number(process.env.BENCH_RUNS ?? 5) });
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/compare.json', `${JSON.stringify(compared, null, 2)}\n`);
  console.log('\nWritten to bench/compare.json');
  process.exit(0);
}

/** Prints the long-document axis. */
function printLongDocument(runs) {
  const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\nLong document (one generated document, both languages, built cold; per clause: CPU over the same copy without it)');
  console.log(
    table(
      ['clauses', 'pages', 'build wall', 'build CPU', 'precompression', 'CPU per clause', 'reading page HTML (gzip)'],
      runs.map((run) => [String(run.clauses), String(run.pages), secs(run.wallMs), secs(run.cpuMs), secs(run.precompressMs), run.clauses ? `${run.extraCpuMsPerClause.toFixed(1)} ms` : '–', run.clauses ? `${kib(run.readingPageGzip)}${run.readingPageGzip < DOCUMENT_PAGE_BYTES ? '' : ' (over the page budget)'}` : '–']),
    ),
  );
}

const results = { date: new Date().toISOString(), options: { build: BUILD, scales: SCALES, lighthouse: LIGHTHOUSE, loadRequests: LOAD_REQUESTS, runs: RUNS } };
const step = (what) => console.log(`… ${what}`);

if (BUILD) {
  // Every page and step made again (a rebuild of an unchanged site takes them from the last build), to time each part.
  step('building the site');
  results.build = timedBuild('.', FULL_BUILD);
} else {
  ensureBuilt();
}

step('weighing every page');
const pages = SEARCH_ONLY ? [] : await staticWeights('dist');
const nginx = await startNginx();
const browser = await launchChromium();
try {
  step('loading pages in Chromium');
  for (const page of browserSample(pages)) {
    // `/` sends a reader on to a language; `?choose` is the picker itself.
    page.loaded = await loadedWeight(browser, nginx.baseURL, page.kind === 'picker' ? '/?choose' : page.path);
    const allowed = new Set(page.allowedScripts);
    page.otherScripts = page.loaded.scriptsRun.map((script) => script.path).filter((path) => !allowed.has(path));
  }
  step('searching');
  results.search = {};
  for (const lang of Object.keys(QUERIES)) {
    results.search[lang] = {
      query: QUERIES[lang],
      disk: indexSizes('dist', lang),
      firstQuery: await firstQueryBytes(browser, nginx.baseURL, lang),
      typingToFirstResultMs: await typingTimes(browser, nginx.baseURL, lang),
      searchLinkToFirstResultMs: await searchLinkTimes(browser, nginx.baseURL, lang),
    };
  }
  step('searching forgivingly');
  results.forgiving = { querySet: await querySetFigure(nginx.baseURL), figures: await forgivingFigures(browser, nginx.baseURL, brotliFileSize, RUNS) };
  if (LIGHTHOUSE !== 'none') {
    const paths = LIGHTHOUSE === 'all' ? browserSample(pages).map((page) => (page.kind === 'picker' ? '/?choose' : page.path)) : KEY_PAGES;
    step(`Lighthouse on ${paths.length} pages`);
    results.lighthouse = await lighthouseScores(nginx.baseURL, paths);
  }
  if (!SEARCH_ONLY) step(`load run: ${LOAD_REQUESTS} requests against nginx`);
  const loadPaths = pages.filter((page) => page.kind !== 'not-found').flatMap((page) => [page.kind === 'picker' ? '/?choose' : page.path, ...page.stylesheets, ...page.scripts]);
  if (!SEARCH_ONLY) results.load = await loadRun(nginx.baseURL, [...new Set(loadPaths)], { requests: LOAD_REQUESTS });
} finally {
  await browser.close();
  await nginx.stop();
}
results.pages = pages;

/** Prints the search figures: index, first query, typing, and the forgiving search's. */
function printSearch() {
  console.log('\nSearch');
  for (const [lang, r] of Object.entries(results.search)) {
    console.log(`  ${lang.toUpperCase()} — query «${r.query}»`);
    console.log(`    index on disk:              ${kib(r.disk.index)}; whole bundle with Pagefind's code ${kib(r.disk.bundle)} (${kib(r.disk.bundleGzip)} gzip-compressed)`);
    console.log(`    first query downloads:      ${kib(r.firstQuery.bytes)} (compressed, headers included) in ${r.firstQuery.requests} requests, from a rules page's header`);
    console.log(`    typing → first result:      ${r.typingToFirstResultMs.cold.toFixed(0)} ms cold, ${r.typingToFirstResultMs.warm.toFixed(0)} ms warm (median of ${r.typingToFirstResultMs.runs})`);
    console.log(`    search link → first result: ${r.searchLinkToFirstResultMs.toFixed(0)} ms from navigation start (median of ${RUNS})`);
  }
  if (results.forgiving) printForgiving(results.forgiving, kib);
}

if (SEARCH_ONLY) {
  printSearch();
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench/results.json (search figures only)');
  process.exit(0);
}

results.scale = [];
if (SCALES.length) {
  // The site as it is is the ×1 point of the curve.
  if (results.build) results.scale.push(scaleFigures(1, pages.filter((page) => page.kind === 'document').length, results.build, 'dist'));
  for (const factor of SCALES) {
    step(`scale run: the corpus ×${factor}, built in a temporary copy`);
    results.scale.push(scaleRun(factor));
  }
}

if (LONG.length) {
  step(`long-document axis: one generated document of ${LONG.join(', ')} clauses, each built cold in a temporary copy`);
  results.longDocument = longDocumentRuns(LONG);
}

// The page budget counts what the issue calls a page's transferred bytes: its HTML, CSS and JS, gzip-compressed.
const documents = pages.filter((page) => page.kind === 'document' && page.loaded);
const [smaller, larger] = results.scale.slice(-2);
results.budgets = [
  documentWeight(documents.map((page) => ({ path: page.path, bytes: page.gzipTotal, fetched: page.loaded.requests.map((request) => request.path) }))),
  widgetlessScripts(pages.filter((page) => page.loaded).map((page) => ({ path: page.path, widget: page.widgets.length > 0, otherScripts: page.otherScripts }))),
  results.lighthouse ? lighthouse(results.lighthouse) : { ...lighthouse([]), detail: 'skipped (--lighthouse=none)' },
  flatBuildTime(smaller && { factor: smaller.factor, msPerPage: smaller.cpuMsPerPage }, larger && { factor: larger.factor, msPerPage: larger.cpuMsPerPage }),
  flatClauseTime((results.longDocument ?? []).map((run) => ({ clauses: run.clauses, cpuMsPerClause: run.extraCpuMsPerClause }))),
];
results.allowedScripts = ALLOWED_SCRIPTS.map(String);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
if (results.build) {
  const b = results.build;
  console.log(`\nBuild: ${seconds(b.wallMs)} wall (${seconds(b.cpuMs)} CPU) for ${b.pages} pages — site ${seconds(b.siteWallMs)} (of which precompression ${seconds(b.precompressMs)}), search index ${seconds(b.indexMs)}`);
  console.log(`Link-preview cards: ${b.cards} (${b.cardsDrawn} drawn, the rest unchanged from the cache) in ${seconds(b.cardsMs)} wall (${seconds(b.cardsCpuMs)} CPU), ${kib(b.cardsBytes)} (${kib(b.cardsBytes / b.cards)} a card)`);
}

console.log('\nPages — gzip: the built .gz files of the HTML and of the CSS and JS it loads before any interaction; transferred: what Chromium received from nginx before any interaction (brotli bodies + HTTP/1.1 headers); JS run: the scripts executed before any interaction, and how much of their code ran');
const clausePages = pages.filter((page) => page.kind === 'clause');
const rows = pages
  .filter((page) => page.loaded)
  .map((page) => [page.path, page.kind, page.widgets.join(', ') || '–', kib(page.gzip.html), kib(page.gzip.css), kib(page.gzip.js), kib(page.gzipTotal), `${kib(page.loaded.bodies)} + ${kib(page.loaded.headers)}`, String(page.loaded.requests.length), `${page.loaded.scriptsRun.length}`, kib(page.loaded.jsBytesRun), kib(page.loaded.jsCodeExecuted)]);
console.log(table(['page', 'kind', 'widgets', 'HTML', 'CSS', 'JS', 'gzip total', 'transferred', 'requests', 'scripts run', 'JS run', 'JS code executed'], rows));
if (clausePages.length) {
  const totals = clausePages.map((page) => page.gzipTotal);
  console.log(`All ${clausePages.length} clause pages: gzip total median ${kib(median(totals))}, largest ${kib(Math.max(...totals))}`);
}

printSearch();

if (results.lighthouse) {
  console.log('\nLighthouse (mobile)');
  console.log(table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'points lost to'], results.lighthouse.map((run) => [run.path, ...Object.values(run.scores).map((score) => String(score ?? '–')), `${Math.round(run.metrics.lcpMs)} ms`, `${Math.round(run.metrics.tbtMs)} ms`, run.lost.join('; ') || '–'])));
}

const l = results.load;
console.log(`\nLoad run against nginx: ${l.requests} requests, ${l.concurrency} at a time, in ${l.seconds} s — ${l.requestsPerSecond} requests/s, latency p50 ${l.latencyMs.p50} ms, p95 ${l.latencyMs.p95} ms, max ${l.latencyMs.max} ms; ${l.megabytes} MB; errors: ${l.errors}${l.errors ? ` (${l.errorSamples.join('; ')})` : ''}`);

if (results.scale.length) {
  console.log('\nScale (every document copied, both languages; CPU is the build and everything it started)');
  console.log(table(['corpus', 'documents', 'pages', 'build wall', 'build CPU', 'CPU per page', 'index build', 'index size', 'index per document'], results.scale.map((run) => [`×${run.factor}`, String(run.documents), String(run.pages), seconds(run.wallMs), seconds(run.cpuMs), `${run.cpuMsPerPage.toFixed(1)} ms`, seconds(run.indexMs), kib(run.indexBytes), kib(run.indexBytesPerDocument)])));
}

if (results.longDocument) printLongDocument(results.longDocument);

console.log('\nBudgets');
for (const verdict of results.budgets) console.log(`  ${verdictLine(verdict)}`);

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results.json');
process.exit(0);
