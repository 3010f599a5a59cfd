import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { listHtmlFiles, pathOfFile } from '../../src/lib/built-site';
import { pageAssets, pageKind, scriptClosure, widgetsOf } from '../../scripts/bench/page-weight';
import { ALLOWED_SCRIPTS } from '../../scripts/bench/pages.mjs';
import { ORIGINAL_PAGE_HTML_GZIP, PAGE_CSS_GZIP, PAGE_REQUESTS, WIDGET_STYLESHEETS } from '../../scripts/bench/budgets';
import { DIST, DOCUMENTS } from '../support/site';

/** A built file's bytes, gzip level 9 as the bench serves it (the test build is not precompressed). */
const gzipOf = (path: string) => gzipSync(readFileSync(join(DIST, path)), { level: constants.Z_BEST_COMPRESSION }).length;
const htmlFile = (path: string) => (path.endsWith('/') ? `${path}index.html` : path);
const read = (path: string) => (existsSync(join(DIST, path)) ? readFileSync(join(DIST, path), 'utf8') : undefined);

/** What a page fetches before the reader acts: its HTML, stylesheets, and scripts with their static imports. */
function firstView(path: string) {
  const html = readFileSync(join(DIST, htmlFile(path)), 'utf8');
  const assets = pageAssets(html, path);
  const scripts = scriptClosure(assets.scripts, read);
  return { html, stylesheets: assets.stylesheets, scripts, cssGzip: assets.stylesheets.reduce((sum, sheet) => sum + gzipOf(sheet), 0) };
}

const pages = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file)).filter((path) => path.endsWith('/'));

describe('byte budgets (scripts/bench/budgets.ts)', () => {
  it.each(DOCUMENTS.map((document) => document.path))('the original document %s sends no more HTML than its budget (gzip 9)', (path) => {
    expect(gzipOf(htmlFile(path))).toBeLessThanOrEqual(ORIGINAL_PAGE_HTML_GZIP[path]!);
  });

  it.each(pages)('%s loads no more CSS, and makes no more requests, than the budget of its kind', (path) => {
    const view = firstView(path);
    const kind = pageKind(path);
    expect(view.cssGzip).toBeLessThanOrEqual(PAGE_CSS_GZIP[kind]);
    // The page itself, its stylesheets and every script it runs at load (the allowed loaders fetch the rest on demand).
    expect(1 + view.stylesheets.length + view.scripts.length).toBeLessThanOrEqual(PAGE_REQUESTS[kind]);
  });

  it.each(pages)('%s loads a widget\'s styles only when it has that widget', (path) => {
    const view = firstView(path);
    const widgets = widgetsOf(view.html);
    for (const [widget, sheet] of Object.entries(WIDGET_STYLESHEETS)) {
      const loaded = view.stylesheets.some((stylesheet) => sheet.test(stylesheet));
      if (!widgets.includes(widget)) expect(loaded, `${path} loads the styles of the ${widget}`).toBe(false);
    }
  });

  it('measures what a page really loads: the allowed loaders are among the counted scripts', () => {
    const view = firstView(DOCUMENTS[0]!.path);
    expect(view.scripts.some((script) => ALLOWED_SCRIPTS.some((pattern) => pattern.test(script)))).toBe(true);
    expect(view.stylesheets.length).toBeGreaterThan(0);
  });
});
