// `npm run bench -- --compare`: the site measured side by side with an Astro Starlight site of the same
// texts (a pinned release, installed under node_modules/.cache, its pages written from content/rules),
// both served the same way (every response gzip level 9) and loaded in the same Chromium, in one run.
// Prints the figures of issue 17 with their ratios; asserts nothing.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync, constants } from 'node:zlib';
import { timedBuild } from './build.mjs';
import { scaleRun } from './scale.mjs';
import { withProjectCopy } from '../lib/project-copy.ts';
import { STARLIGHT_OVERRIDES, STARLIGHT_PACKAGES, starlightSiteFiles } from './starlight-site.ts';
import { kib, median, table } from './report.ts';
import { launchChromium } from '../lib/chromium.ts';
import { serveGzip } from '../lib/gzip-server.ts';
import { HEADER_DEBOUNCE_MS } from '../../src/lib/search/query.ts';

/** Where the reference site's packages are installed: outside the project's own dependencies, never committed. */
const INSTALL = resolve('node_modules/.cache/starlight-compare');

/** The three original documents, each searched from its own page with a query in its language. */
export const COMPARED_PAGES = [
  { path: '/es/ocs/reaction-phase/', query: 'liberar reserva' },
  { path: '/es/ocs/combat-table/', query: 'retirada' },
  { path: '/ru/gdb/movement-phase/', query: 'тактический марш' },
];

/** How each site opens its search, where its field is, what a listed result is, and how long it waits after the last key. */
function sites() {
  const pagefindUi = /debounceTimeoutMs = opts\.debounceTimeoutMs \?\? (\d+)/.exec(readFileSync(join(INSTALL, 'node_modules/@pagefind/default-ui/npm_dist/mjs/ui-core.mjs'), 'utf8'));
  if (!pagefindUi) throw new Error('could not read the search debounce of one of the sites');
  return {
    starlight: { name: `Starlight ${STARLIGHT_PACKAGES['@astrojs/starlight']}`, open: 'Control+k', ready: '#starlight__search input', hit: '#starlight__search .pagefind-ui__result-link', debounceMs: Number(pagefindUi[1]) },
    ours: { name: 'this site', open: '/', ready: '#site-search-input', hit: '#site-search-panel .search-hit a', debounceMs: HEADER_DEBOUNCE_MS },
  };
}

/** Installs the pinned Starlight (and its Astro) under node_modules/.cache, unless that exact release is there. */
export function installStarlight() {
  const manifest = `${JSON.stringify({ name: 'starlight-compare', private: true, type: 'module', dependencies: STARLIGHT_PACKAGES, overrides: STARLIGHT_OVERRIDES }, null, 2)}\n`;
  const installed = join(INSTALL, 'node_modules/@astrojs/starlight/package.json');
  const current = existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === STARLIGHT_PACKAGES['@astrojs/starlight'];
  if (current && existsSync(join(INSTALL, 'package.json')) && readFileSync(join(INSTALL, 'package.json'), 'utf8') === manifest) return;
  mkdirSync(INSTALL, { recursive: true });
  writeFileSync(join(INSTALL, 'package.json'), manifest);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: INSTALL, stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`npm could not install ${Object.entries(STARLIGHT_PACKAGES).map(([name, version]) => `${name}@${version}`).join(', ')}`);
}

/** The project's rules pages, by path below content/rules. */
function rulesPages() {
  const rules = 'content/rules';
  return Object.fromEntries(
    readdirSync(rules, { recursive: true })
      .filter((file) => String(file).endsWith('.mdx'))
      .map((file) => [String(file).replaceAll('\\', '/'), readFileSync(join(rules, String(file)), 'utf8')]),
  );
}

/**
 * The edit of the "after one text changed" builds: a word of one clause of one translation, made the same way in
 * both sites' copy of the text (this site's MDX below `content/rules`, Starlight's Markdown below `src/content/docs`).
 */
const EDIT = { page: 'es/gdb/movement-phase', from: 'movimiento de las unidades representa', to: 'movimiento de las brigadas representa' };

/** Makes {@link EDIT} in a site's copy of the text; throws if the text is not there (the figure would mean nothing). */
function editOneText(file) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(EDIT.from)) throw new Error(`${file} does not hold «${EDIT.from}»`);
  writeFileSync(file, text.replace(EDIT.from, EDIT.to));
}

/**
 * Builds the Starlight site of the rules texts (each document `factor` times) in a scratch folder, cold, and with
 * `rebuild` twice more there, as a maintainer rebuilds: unchanged, then after {@link EDIT}. Returns the builds'
 * figures and the folder of its output; `remove` deletes it all.
 */
export function buildStarlight(factor, { rebuild = false } = {}) {
  // Outside any node_modules folder (Vite treats what is inside one as dependencies), with a copy of the
  // installed packages (Astro resolves a linked folder to its real path, outside the site).
  const root = mkdtempSync(join(tmpdir(), 'starlight-reference-'));
  for (const [path, content] of Object.entries(starlightSiteFiles(rulesPages(), factor))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  cpSync(join(INSTALL, 'node_modules'), join(root, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  const build = timedBuild(root);
  const again = rebuild ? timedBuild(root) : undefined;
  let edited;
  if (rebuild) {
    editOneText(join(root, 'src/content/docs', `${EDIT.page}.md`));
    edited = timedBuild(root);
  }
  return { build, rebuild: again, edited, dist: join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Bytes of a response body as sent; a worker's own script, whose size Chromium does not report, as the server would send it. */
async function bodyBytes(request, dist) {
  const sizes = await request.sizes();
  if (sizes.responseBodySize > 0) return sizes.responseBodySize;
  const file = join(dist, decodeURIComponent(new URL(request.url()).pathname));
  return existsSync(file) && !file.endsWith('/') ? gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length : 0;
}

/**
 * One original page in a fresh browser context: what loads until the load event (the first view), what
 * loads after it until the search field is focused and the network is idle (search on focus, whatever
 * the site loads by itself once idle included), then typing a query: bytes until its first result is
 * listed, and the time from the last key to it.
 */
async function visit(browser, baseURL, dist, site, { path, query }) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const phases = new Map();
  let phase = 'view';
  context.on('request', (request) => phases.set(request, phase));
  const finished = [];
  context.on('requestfinished', (request) => finished.push(request));
  tab.once('load', () => (phase = 'focus'));
  await tab.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  phase = 'focus';
  await tab.waitForLoadState('networkidle');
  await tab.waitForSelector(site.ready, { state: 'attached', timeout: 30_000 });
  await tab.keyboard.press(site.open);
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(300);
  phase = 'query';
  await tab.evaluate(
    ({ hit }) => {
      window.__compare = {};
      document.addEventListener('keydown', () => (window.__compare.lastKey = performance.now()), true);
      new MutationObserver((_, observer) => {
        if (window.__compare.lastKey !== undefined && document.querySelector(hit)) {
          window.__compare.listed = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    },
    { hit: site.hit },
  );
  await tab.keyboard.type(query);
  await tab.waitForFunction(() => window.__compare.listed !== undefined, null, { timeout: 30_000 });
  const ms = await tab.evaluate(() => window.__compare.listed - window.__compare.lastKey);
  // Only what had arrived when the first result was listed is part of the query's cost.
  const untilResult = new Set(finished);
  const figures = { path, html: 0, requests: 0, css: 0, cssBytes: 0, viewBytes: 0, focusBytes: 0, queryBytes: 0, keyToResultMs: ms - site.debounceMs };
  for (const request of finished) {
    const bytes = await bodyBytes(request, dist);
    const when = phases.get(request) ?? 'query';
    if (when === 'view') {
      figures.requests += 1;
      figures.viewBytes += bytes;
      if (request.resourceType() === 'document') figures.html += bytes;
      if (request.resourceType() === 'stylesheet') {
        figures.css += 1;
        figures.cssBytes += bytes;
      }
    } else if (when === 'focus') figures.focusBytes += bytes;
    else if (untilResult.has(request)) figures.queryBytes += bytes;
  }
  await context.close();
  return figures;
}

/** Every compared page of one site, `runs` times (the byte figures of the first run, the median time). */
async function measureSite(browser, dist, site, runs) {
  const server = await serveGzip(dist);
  try {
    const pages = [];
    for (const page of COMPARED_PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await visit(browser, server.baseURL, dist, site, page));
      pages.push({ ...samples[0], keyToResultMs: median(samples.map((sample) => sample.keyToResultMs)) });
    }
    return pages;
  } finally {
    await server.stop();
  }
}

const ratio = (ours, theirs) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : '–');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sum = (pages, key) => pages.reduce((total, page) => total + page[key], 0);

/**
 * The comparison table: every figure for both sites and this site's ratio to Starlight's.
 * @example compareRows({ starlight: { pages, build, scaled }, ours: { pages, build, scaled } })
 */
export function compareRows({ starlight, ours }) {
  const rows = COMPARED_PAGES.map(({ path }, index) => {
    const [theirs, mine] = [starlight.pages[index].html, ours.pages[index].html];
    return [`document HTML, gzip: ${path}`, kib(theirs), kib(mine), ratio(mine, theirs)];
  });
  const line = (label, theirs, mine, format) => [label, format(theirs), format(mine), ratio(mine, theirs)];
  rows.push(line('document HTML, gzip: the three pages', sum(starlight.pages, 'html'), sum(ours.pages, 'html'), kib));
  rows.push(line('requests on first view (3 pages)', sum(starlight.pages, 'requests'), sum(ours.pages, 'requests'), String));
  rows.push(line('  of which stylesheets', sum(starlight.pages, 'css'), sum(ours.pages, 'css'), String));
  rows.push(line('CSS on first view, gzip (3 pages)', sum(starlight.pages, 'cssBytes'), sum(ours.pages, 'cssBytes'), kib));
  rows.push(line('everything on first view, gzip (3 pages)', sum(starlight.pages, 'viewBytes'), sum(ours.pages, 'viewBytes'), kib));
  const middle = (site, key) => median(site.pages.map((page) => page[key]));
  rows.push(line('search: bytes after load until the field is focused (median page)', middle(starlight, 'focusBytes'), middle(ours, 'focusBytes'), kib));
  rows.push(line('search: bytes after typing until the first result (median page)', middle(starlight, 'queryBytes'), middle(ours, 'queryBytes'), kib));
  rows.push(line('search: last key → first result, minus the debounce (median)', middle(starlight, 'keyToResultMs'), middle(ours, 'keyToResultMs'), (ms) => `${Math.round(ms)} ms`));
  rows.push(line('build, base site, rebuild unchanged (wall)', starlight.build.wallMs, ours.build.wallMs, seconds));
  rows.push(line('build, base site, rebuild unchanged (CPU)', starlight.build.cpuMs, ours.build.cpuMs, seconds));
  if (starlight.editedBuild && ours.editedBuild) {
    rows.push(line('build, base site, after one text changed (wall)', starlight.editedBuild.wallMs, ours.editedBuild.wallMs, seconds));
    rows.push(line('build, base site, after one text changed (CPU)', starlight.editedBuild.cpuMs, ours.editedBuild.cpuMs, seconds));
  }
  if (starlight.coldBuild && ours.coldBuild) {
    rows.push(line('build, base site, cold (wall)', starlight.coldBuild.wallMs, ours.coldBuild.wallMs, seconds));
    rows.push(line('build, base site, cold (CPU)', starlight.coldBuild.cpuMs, ours.coldBuild.cpuMs, seconds));
  }
  if (starlight.scaled && ours.scaled) {
    rows.push(line(`build ×${starlight.scaled.factor} corpus, cold (wall)`, starlight.scaled.wallMs, ours.scaled.wallMs, seconds));
    rows.push(line(`build ×${starlight.scaled.factor} corpus, cold (CPU)`, starlight.scaled.cpuMs, ours.scaled.cpuMs, seconds));
  }
  return rows;
}

/**
 * Runs the comparison: builds both sites (this one as it is, unless `build` is false), measures them in
 * Chromium, builds both corpora ×`factor` (none when 0), prints the table and returns every figure.
 */
export async function compareWithStarlight({ build = true, factor = 10, runs = 5 } = {}) {
  const step = (what) => console.log(`… ${what}`);
  step(`installing Starlight ${STARLIGHT_PACKAGES['@astrojs/starlight']} under ${INSTALL}`);
  installStarlight();
  const config = sites();
  step('building the Starlight site of the same texts');
  // Each site is built three times: cold (empty caches), again unchanged, and after one word of one text changed,
  // as a maintainer rebuilds (this site's cold and edited builds in a copy, its unchanged rebuild in the project).
  const reference = buildStarlight(1, { rebuild: true });
  const results = {
    date: new Date().toISOString(),
    starlight: { version: STARLIGHT_PACKAGES['@astrojs/starlight'], coldBuild: reference.build, build: reference.rebuild, editedBuild: reference.edited },
    ours: {},
  };
  try {
    if (build) {
      step('building this site, cold (in a copy with empty caches)');
      withProjectCopy(
        (root) => {
          results.ours.coldBuild = timedBuild(root);
          // Then as a maintainer who corrects a word: the caches warm, the text changed.
          editOneText(join(root, 'content/rules', `${EDIT.page}.mdx`));
          results.ours.editedBuild = timedBuild(root);
        },
        { coldCaches: true },
      );
      step('building this site, then rebuilding it unchanged');
      timedBuild('.');
      results.ours.build = timedBuild('.');
    }
    const browser = await launchChromium();
    try {
      step(`loading and searching the three original pages, ${runs} times each, in both sites`);
      results.starlight.pages = await measureSite(browser, reference.dist, config.starlight, runs);
      results.ours.pages = await measureSite(browser, 'dist', config.ours, runs);
    } finally {
      await browser.close();
    }
  } finally {
    reference.remove();
  }
  if (factor > 1) {
    step(`building the Starlight corpus ×${factor}`);
    const scaled = buildStarlight(factor);
    scaled.remove();
    results.starlight.scaled = { factor, ...scaled.build };
    step(`building this site's corpus ×${factor}, cold (in a copy with empty caches)`);
    results.ours.scaled = scaleRun(factor, { coldCaches: true });
  }
  results.ours.build ??= { wallMs: Number.NaN, cpuMs: Number.NaN };
  console.log(`\nSide by side with Starlight ${results.starlight.version} (same texts, same run; every response gzip level 9; Chromium, nothing cached)`);
  console.log(table(['figure', `Starlight ${results.starlight.version}`, 'this site', 'ratio'], compareRows(results)));
  console.log('Debounce taken off the search times:', `Starlight ${config.starlight.debounceMs} ms, this site ${config.ours.debounceMs} ms.`);
  return results;
}
