// The forgiving search in the bench: the query set's figure against the built index, and for an exact,
// a typo and a partial query, from the header of a language's home page: the bytes fetched on focusing
// the field, the bytes fetched after typing until the first result, and the time from the last key typed
// to the result.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './report.ts';
import { vocabularyPath } from '../../src/lib/search/vocabulary.ts';
import { HEADER_DEBOUNCE_MS } from '../../src/lib/search/query.ts';
import { bundleSource, runQuerySet, builtClauses as clauses } from '../lib/search-quality.ts';

/** Per language, a query the text answers as typed, the same with a typo, and one no clause holds whole. */
export const FORGIVING_QUERIES = {
  es: { exact: 'liberar reserva', typo: 'liberar reserba', partial: 'reserva ferrocarril tanques' },
  ru: { exact: 'тактический марш', typo: 'тактичиский марш', partial: 'драгуны уланы гусары' },
};

/** The size of a built file and of its brotli copy. */
function fileSizes(path) {
  const file = join('dist', path);
  return { raw: statSync(file).size, brotli: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : 0 };
}

/**
 * Runs the query set against the served bundles.
 * @example const { found, total, misses } = await querySetFigure(baseURL)
 */
export async function querySetFigure(baseURL) {
  const sources = { es: await bundleSource('es', baseURL), ru: await bundleSource('ru', baseURL) };
  try {
    return await runQuerySet(sources, clauses());
  } finally {
    await Promise.all(Object.values(sources).map((source) => source.bundle.destroy()));
  }
}

/**
 * In a fresh page, focuses the header field, waits until what focusing loads has arrived, then types a
 * query: the bytes fetched on focus, the bytes fetched after typing until its first result is listed,
 * and the time from the last key to that result. Every request of the page and of its workers counts,
 * as transferred (headers, and the body as nginx sends it: the build's brotli files).
 * @example const { ms, focusBytes, resultBytes } = await oneQuery(browser, baseURL, 'es', 'liberar reserva', brotliFileSize)
 */
export async function oneQuery(browser, baseURL, lang, query, brotliFileSize) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${baseURL}/${lang}/`, { waitUntil: 'networkidle' });
  const requests = [];
  context.on('requestfinished', (request) => requests.push(request));
  await tab.keyboard.press('/');
  // Focusing loads the search code and whatever it prepares: wait until nothing more arrives.
  let count = -1;
  for (let settled = 0; settled < 4; ) {
    await tab.waitForTimeout(150);
    settled = requests.length === count ? settled + 1 : 0;
    count = requests.length;
  }
  const typedAt = await tab.evaluate(() => performance.timeOrigin + performance.now());
  await tab.evaluate((q) => {
    window.__bench = {};
    document.querySelector('#site-search-input')?.addEventListener('keydown', () => (window.__bench.lastKey = performance.now()));
    // The results of this query, not of a prefix typed on the way: the status names the query.
    new MutationObserver((_, observer) => {
      const status = document.querySelector('#site-search-panel .search-status')?.textContent ?? '';
      if (status.includes(`«${q}»`) && document.querySelector('#site-search-panel .search-hit a')) {
        window.__bench.listed = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, query);
  await tab.keyboard.type(query);
  await tab.waitForFunction(() => window.__bench.listed !== undefined, null, { timeout: 30_000 });
  const { ms, listedAt } = await tab.evaluate(() => ({ ms: window.__bench.listed - window.__bench.lastKey, listedAt: performance.timeOrigin + window.__bench.listed }));
  const files = [];
  for (const request of [...requests]) {
    const sizes = await request.sizes();
    const timing = request.timing();
    const path = new URL(request.url()).pathname;
    // Chromium reports no body size for a worker's own script; its file, as nginx sends it, stands in.
    files.push({ path, bytes: (sizes.responseBodySize || brotliFileSize(path)) + sizes.responseHeadersSize, endedAt: timing.startTime + timing.responseEnd });
  }
  await context.close();
  const onFocus = files.filter((file) => file.endedAt <= typedAt);
  const untilResult = files.filter((file) => file.endedAt > typedAt && file.endedAt <= listedAt);
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  return { ms, focusBytes: sum(onFocus), resultBytes: sum(untilResult), focusFiles: onFocus.map((f) => f.path), resultFiles: untilResult.map((f) => f.path) };
}

/**
 * For each language and each kind of query: the bytes fetched on focusing the header field, the bytes
 * after typing until the first result, and the median time from the last key to the result (with and
 * without the debounce).
 * @example const figures = await forgivingFigures(browser, baseURL, brotliFileSize, 7)
 */
export async function forgivingFigures(browser, baseURL, brotliFileSize, runs) {
  const figures = {};
  for (const [lang, queries] of Object.entries(FORGIVING_QUERIES)) {
    figures[lang] = { vocabulary: fileSizes(vocabularyPath(lang)) };
    for (const [kind, query] of Object.entries(queries)) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await oneQuery(browser, baseURL, lang, query, brotliFileSize));
      const lastKeyToResultMs = median(samples.map((s) => s.ms));
      figures[lang][kind] = {
        query,
        lastKeyToResultMs,
        afterDebounceMs: lastKeyToResultMs - HEADER_DEBOUNCE_MS,
        bytesOnFocus: median(samples.map((s) => s.focusBytes)),
        bytesUntilResult: median(samples.map((s) => s.resultBytes)),
        focusFiles: samples[0].focusFiles,
        resultFiles: samples[0].resultFiles,
        vocabularyFetched: samples[0].resultFiles.includes(vocabularyPath(lang)),
      };
    }
  }
  return figures;
}

/**
 * Prints the forgiving search's figures.
 * @example printForgiving(results.forgiving, kib)
 */
export function printForgiving({ querySet, figures }, kib) {
  console.log('\nForgiving search');
  console.log(`  query set: ${querySet.found} of ${querySet.total} in the top three (${((100 * querySet.found) / querySet.total).toFixed(1)}%)`);
  for (const miss of querySet.misses) console.log(`    miss: ${miss.lang} «${miss.query}» (${miss.kind}) → ${miss.clause}; top three: ${miss.top.join(', ') || 'none'}`);
  for (const [lang, f] of Object.entries(figures)) {
    console.log(`  ${lang.toUpperCase()} — vocabulary ${kib(f.vocabulary.raw)} (${kib(f.vocabulary.brotli)} brotli), fetched only when a query is not answered as typed`);
    for (const kind of ['exact', 'typo', 'partial']) {
      const k = f[kind];
      console.log(
        `    ${kind.padEnd(7)} «${k.query}»: on focus ${kib(k.bytesOnFocus)}, after typing until the first result ${kib(k.bytesUntilResult)}; ` +
          `last key → result ${k.lastKeyToResultMs.toFixed(0)} ms (${k.afterDebounceMs.toFixed(0)} ms after the ${HEADER_DEBOUNCE_MS} ms debounce); vocabulary ${k.vocabularyFetched ? 'fetched' : 'not fetched'}`,
      );
      console.log(`      until the result: ${k.resultFiles.join(', ') || 'nothing'}`);
    }
  }
}
