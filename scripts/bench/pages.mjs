// Page weight: per page, the gzip-compressed HTML, CSS and JS it loads before any interaction (from the
// built .gz files), and in Chromium what it transfers and which JavaScript runs before the reader acts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listHtmlFiles, pathOfFile } from '../../src/lib/built-site.ts';
import { pageAssets, pageKind, scriptClosure, widgetsOf } from './page-weight.ts';
import { executedBytes } from './coverage.ts';

/**
 * The scripts every page may run without a widget: the page chrome (theme, language links) and the
 * loaders of clause links and of search (which fetch the search code only once the field is used).
 */
export const ALLOWED_SCRIPTS = [
  /^\/scripts\/theme-init\.js$/,
  /^\/_astro\/BaseLayout\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/,
  /^\/_astro\/CiteMenu\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/,
  /^\/_astro\/SiteSearch\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/,
  // The glossary's loader: its popovers' code comes when the pointer or focus reaches a marked term.
  /^\/_astro\/GlossaryPopovers\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/,
];

/** Size of a built file's .gz sibling (the file itself when it has none). */
function gzipSize(dist, path) {
  const file = join(dist, path);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** Reads a built script by site path. */
const reader = (dist) => (path) => {
  const file = join(dist, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** Every built page with its kind, widgets, and gzip-compressed HTML, CSS and JS (scripts with their static imports). */
export async function staticWeights(dist = 'dist') {
  const read = reader(dist);
  const pages = [];
  for (const file of await listHtmlFiles(dist)) {
    const path = pathOfFile(dist, file);
    const html = readFileSync(file, 'utf8');
    const assets = pageAssets(html, path);
    const scripts = scriptClosure(assets.scripts, read);
    const allowed = scriptClosure(assets.scripts.filter((script) => ALLOWED_SCRIPTS.some((pattern) => pattern.test(script))), read);
    const gzip = {
      html: gzipSize(dist, path.endsWith('/') ? `${path}index.html` : path),
      css: assets.stylesheets.reduce((sum, sheet) => sum + gzipSize(dist, sheet), 0),
      js: scripts.reduce((sum, script) => sum + gzipSize(dist, script), 0),
    };
    pages.push({ path, kind: pageKind(path), widgets: widgetsOf(html), stylesheets: assets.stylesheets, scripts, allowedScripts: allowed, gzip, gzipTotal: gzip.html + gzip.css + gzip.js });
  }
  return pages;
}

/**
 * Loads a page in a fresh browser context (nothing cached) and waits until the network is idle, without
 * touching it: the bytes transferred (compressed bodies and headers), the requests, and the scripts that
 * ran with how much of their code ran (V8 block coverage).
 */
export async function loadedWeight(browser, baseURL, path) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const finished = [];
  tab.on('requestfinished', (request) => finished.push(request));
  await tab.coverage.startJSCoverage({ resetOnNavigation: false });
  await tab.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const coverage = await tab.coverage.stopJSCoverage();
  let bodies = 0;
  let headers = 0;
  const requests = [];
  for (const request of finished) {
    const sizes = await request.sizes();
    bodies += sizes.responseBodySize;
    headers += sizes.responseHeadersSize;
    requests.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  }
  const ran = coverage
    .filter((entry) => entry.url.startsWith(baseURL) && entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
    .map((entry) => {
      const source = entry.source ?? '';
      return { path: new URL(entry.url).pathname, bytes: Buffer.byteLength(source), executedBytes: executedBytes(source.length, entry.functions) };
    });
  await context.close();
  return {
    transferred: bodies + headers,
    bodies,
    headers,
    requests,
    scriptsRun: ran,
    jsBytesRun: ran.reduce((sum, script) => sum + script.bytes, 0),
    jsCodeExecuted: ran.reduce((sum, script) => sum + script.executedBytes, 0),
  };
}

/** The pages measured in the browser: every page but the 404s and the clause pages, plus each document's first clause page. */
export function browserSample(pages) {
  const firstClause = new Map();
  for (const page of pages) {
    if (page.kind !== 'clause') continue;
    const doc = page.path.replace(/[^/]+\/$/, '');
    if (!firstClause.has(doc)) firstClause.set(doc, page);
  }
  return [...pages.filter((page) => !['clause', 'not-found', 'other'].includes(page.kind)), ...firstClause.values()];
}
