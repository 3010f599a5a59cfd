// The forgiving search in the bench: the query set's figure against the built index, and for an exact,
// a typo and a partial query the bytes a reader downloads until the first result and the time from the
// last key typed to the result, from a rules page's header.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './report.ts';
import { vocabularyPath } from '../../src/lib/search/vocabulary.ts';
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
 * Types a query in the header of a fresh page; returns last key → its results listed, and the bytes transferred until then.
 * @example const { ms, bytes } = await oneQuery(browser, baseURL, 'es', 'liberar reserva', brotliFileSize)
 */
export async function oneQuery(browser, baseURL, lang, query, brotliFileSize) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${baseURL}/${lang}/`, { waitUntil: 'networkidle' });
  const requests = [];
  context.on('requestfinished', (request) => requests.push(request));
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
  await tab.keyboard.press('/');
  await tab.keyboard.type(query);
  await tab.waitForFunction(() => window.__bench.listed !== undefined, null, { timeout: 30_000 });
  const ms = await tab.evaluate(() => window.__bench.listed - window.__bench.lastKey);
  let bytes = 0;
  const files = [];
  for (const request of [...requests]) {
    const sizes = await request.sizes();
    const path = new URL(request.url()).pathname;
    const body = sizes.responseBodySize || brotliFileSize(path);
    bytes += body + sizes.responseHeadersSize;
    files.push(path);
  }
  await context.close();
  return { ms, bytes, files };
}

/**
 * For each language and each kind of query: median time from the last key to the result, and the bytes until it.
 * @example const figures = await forgivingFigures(browser, baseURL, brotliFileSize, 7)
 */
export async function forgivingFigures(browser, baseURL, brotliFileSize, runs) {
  const figures = {};
  for (const [lang, queries] of Object.entries(FORGIVING_QUERIES)) {
    figures[lang] = { vocabulary: fileSizes(vocabularyPath(lang)) };
    for (const [kind, query] of Object.entries(queries)) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await oneQuery(browser, baseURL, lang, query, brotliFileSize));
      figures[lang][kind] = {
        query,
        lastKeyToResultMs: median(samples.map((s) => s.ms)),
        bytesUntilResult: median(samples.map((s) => s.bytes)),
        vocabularyFetched: samples[0].files.includes(vocabularyPath(lang)),
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
      console.log(`    ${kind.padEnd(7)} «${k.query}»: last key → result ${k.lastKeyToResultMs.toFixed(0)} ms, ${kib(k.bytesUntilResult)} until the result (vocabulary ${k.vocabularyFetched ? 'fetched' : 'not fetched'})`);
    }
  }
}
