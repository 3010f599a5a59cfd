import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { load, type CheerioAPI } from 'cheerio';
import { preview } from 'astro';
import ogs from 'open-graph-scraper';
import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { createProjectCopy } from '../../scripts/lib/project-copy';
import { runImport } from '../../scripts/import.mjs';
import { addLongDocument } from '../../scripts/scale-corpus.mjs';
import { LONG_DOCUMENT_SOURCE, textParagraphs } from '../../scripts/bench/corpus-scale';
import { runTranslate } from '../../scripts/translate.mjs';
import { parseRulesSource } from '../../src/lib/translation-skeleton';
import { buildProject } from '../support/fixture-build';
import { INCREMENTAL_MANIFEST } from '../../src/integrations/incremental-build';
import { axeViolations, launchBrowser, watchErrors } from '../support/browser';
import type { PagefindInstance } from '../../scripts/lib/search-quality';

// The one build of a copy of the site, grown the way the people who keep it grow it: a new chapter imported from
// plain text and translated in part with `npm run translate`, and the movement chapter's translation missing two
// clauses (whose registered URLs must still resolve). It is read here as built: marks, progress, search, one
// browser visit. Then the copy is broken, a data file and then a text, to see a real build stop and say where.
const RU_MOVEMENT = 'content/rules/ru/gdb/movement-phase.mdx';
const ES_MOVEMENT = 'content/rules/es/gdb/movement-phase.mdx';
const CORRECTIONS = 'content/sources/corrections.yaml';
const ES_CHAPTER = 'content/rules/es/gdb/chapter-ix.mdx';
/** Clauses 9.1–9.3 of the imported chapter (12 clauses), of which the fixture translates three. */
const CHAPTER_CLAUSES = 12;
const TRANSLATED = ['9-1', '9-2', '9-2-a'];
/** A clause fragment registered as published, moved to another document. */
const MOVED_FROM = '/es/gdb/movement-phase/#8-10-once';
const MOVED_TO = '/es/gdb/chapter-ix/#9-1';
/** Its clause page, registered as published too, moved to the clause's new page. */
const MOVED_PAGE_FROM = '/es/gdb/movement-phase/8-10-once/';
const MOVED_PAGE_TO = '/es/gdb/chapter-ix/9-1/';

/**
 * A long document, read in sections: generated, in OCS (whose pages the rebuild below copies), of 48 clauses, which
 * this build cuts as it would cut hundreds (RULES_SPLIT_ABOVE, RULES_SECTION_CLAUSES): three sections of 16. Its
 * 20.10 is in the third; links to it were published before it was split, or before its sections moved.
 */
const LONG_CLAUSES = 48;
const LONG_DOC = `/ru/ocs/long-document-${LONG_CLAUSES}/`;
const PUBLISHED_BEFORE_SPLIT = [`${LONG_DOC}#20-10-b`, `${LONG_DOC}part/2/#20-10`];
/** The long document's clause, in its second section, whose wording a correction mends. */
const LONG_CORRECTED_CLAUSE = '20-6';
/** The long document's clause the glossary names (under Exploit). */
const GLOSSARY_CLAUSE = '20-10-c';

/**
 * The fixture is built as for a server (precompressed), the rebuilds alike: their files are compared with its files.
 * Each cuts the long document as the first did.
 */
const PRECOMPRESSED = { precompress: true, env: { RULES_SPLIT_ABOVE: '40', RULES_SECTION_CLAUSES: '16' } };

let copy: { root: string; remove: () => void };
let build: { status: number | null; output: string };
let server: Awaited<ReturnType<typeof preview>> | undefined;
let baseURL: string;

/** The source text of one clause of a page. */
const clauseSource = (text: string, id: string) => {
  const clause = parseRulesSource(text).clauses.find((c) => c.id === id)!;
  return text.slice(clause.start, clause.end);
};

function growFixture(root: string): void {
  const path = (file: string) => join(root, file);
  // The movement chapter's translation lacks 8.5 д) (inside a list) and 8.9 (the last clause).
  let movement = readFileSync(path(ES_MOVEMENT), 'utf8');
  for (const id of ['8-5-e', '8-9']) movement = movement.replace(clauseSource(movement, id), '');
  writeFileSync(path(ES_MOVEMENT), movement);
  // A new chapter, imported: 8.1–8.3 of the movement source, renumbered as the next instalment would be.
  const source = readFileSync('content/sources/002_346995670edcfe7c.txt', 'utf8').split('\n');
  const chapter = source.slice(0, source.findIndex((line) => line.startsWith('8.4.'))).join('\n').replace(/^8\.(\d)/gm, '9.$1').replace(/VIII/g, 'IX');
  writeFileSync(path('chapter-ix.txt'), `${chapter}\n`);
  const imported = runImport([path('chapter-ix.txt'), '--lang', 'ru', '--game', 'gdb', '--doc', 'chapter-ix'], root);
  if (imported.code !== 0) throw new Error(imported.lines.join('\n'));
  // What the importer leaves to a person, written (the build refuses its TODOs).
  const description = 'Глава IX: передвижение генералов и подразделений, ограничения.';
  writeFileSync(path('content/rules/ru/gdb/chapter-ix.mdx'), readFileSync(path('content/rules/ru/gdb/chapter-ix.mdx'), 'utf8').replace(/^description: "TODO[^\n]*$/mu, `description: ${JSON.stringify(description)}`));
  const sources = readFileSync(path('content/sources/sources.yaml'), 'utf8');
  writeFileSync(path('content/sources/sources.yaml'), sources.replace(/"TODO: de dónde[^"]*"/u, '"Un capítulo de prueba."').replace(/"TODO: откуда[^"]*"/u, '"Пробная глава."'));
  // Its translation: the skeleton, then three clauses translated (the movement chapter's Spanish, renumbered).
  const skeleton = runTranslate(['--doc', 'gdb/chapter-ix', '--to', 'es'], root);
  if (skeleton.code !== 0) throw new Error(skeleton.lines.join('\n'));
  // Its title and description, which the build refuses as the skeleton leaves them.
  let translation = readFileSync(path(ES_CHAPTER), 'utf8')
    .replace(/^title: "TODO[^\n]*$/mu, 'title: "Capítulo IX. Fase de movimiento"')
    .replace(/^description: "TODO[^\n]*$/mu, 'description: "Capítulo IX: movimiento de generales y unidades, restricciones."');
  const spanish = readFileSync(ES_MOVEMENT, 'utf8');
  const renumbered = (id: string) => clauseSource(spanish, id.replace(/^9/, '8')).replace(/"8-/g, '"9-').replace(/8\.(\d)/g, '9.$1');
  translation = translation.replace(clauseSource(translation, '9-1'), renumbered('9-1'));
  translation = translation.replace(clauseSource(translation, '9-2-a'), renumbered('9-2-a'));
  translation = translation.replace('<Clause id="9-2" label="9.2">', '<Clause id="9-2" label="9.2" heading="9.2. Movimiento de los generales.">');
  writeFileSync(path(ES_CHAPTER), translation);
  // A clause once published in the movement chapter, since moved to the new chapter: its old link must still lead there.
  const registry = JSON.parse(readFileSync(path('content/permalinks.json'), 'utf8')) as { published: string[]; moved: Record<string, string> };
  registry.published.push(MOVED_FROM, MOVED_PAGE_FROM);
  registry.moved[MOVED_FROM] = MOVED_TO;
  registry.moved[MOVED_PAGE_FROM] = MOVED_PAGE_TO;
  const long = addLongDocument(root, LONG_CLAUSES, 'ocs');
  // A typo in its second section (20.6's first word doubles its first letter), in its text and its source alike,
  // which a correction mends: every section lists the correction, linking to its marker there.
  const longPage = path(`content/rules/ru/ocs/${long}.mdx`);
  const longText = readFileSync(longPage, 'utf8');
  const firstWord = longText.indexOf('\n\n', longText.indexOf(`<Clause id="${LONG_CORRECTED_CLAUSE}"`)) + 2;
  const typo = `${longText.slice(0, firstWord)}${longText[firstWord]}${longText.slice(firstWord)}`;
  writeFileSync(longPage, typo);
  writeFileSync(path(`content/sources/${LONG_DOCUMENT_SOURCE}`), `${textParagraphs(typo).join('\n')}\n`);
  const typoWord = typo.slice(firstWord).split(/\s/u)[0]!;
  appendFileSync(path(CORRECTIONS), `- source: ${LONG_DOCUMENT_SOURCE}\n  original: "${typoWord}"\n  corrected: "${typoWord.slice(1)}"\n  reason: "Errata: una letra de más."\n`);
  // Its translation, revised against the original as it is (the build warns of a translation without its original's hashes).
  const revised = runTranslate(['--doc', `ocs/${long}`, '--to', 'es', '--accept', 'all'], root);
  if (revised.code !== 0) throw new Error(revised.lines.join('\n'));
  // The glossary names one of its clauses in the last section.
  const glossary = path('content/glossary/terms.yaml');
  writeFileSync(glossary, readFileSync(glossary, 'utf8').replace('    - { doc: ocs/combat-table, id: exploit-takes-losses }\n', `    - { doc: ocs/combat-table, id: exploit-takes-losses }\n    - { doc: ocs/${long}, id: ${GLOSSARY_CLAUSE} }\n`));
  registry.published.push(...PUBLISHED_BEFORE_SPLIT);
  writeFileSync(path('content/permalinks.json'), JSON.stringify(registry, null, 2));
}

beforeAll(async () => {
  // Its own build caches, empty: what its build compresses and draws, it does itself (as on a fresh clone).
  copy = createProjectCopy({ coldCaches: true });
  growFixture(copy.root);
  build = buildProject(copy.root, [], PRECOMPRESSED);
  if (build.status !== 0) return;
  server = await preview({ root: copy.root, server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  baseURL = `http://127.0.0.1:${server.port}`;
}, 400_000);
afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

const built = (path: string): CheerioAPI => load(readFileSync(join(copy.root, 'dist', path, 'index.html'), 'utf8'));

describe('a translation published as it progresses (built)', () => {
  it('builds, the imported chapter and the partial translations with it', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    expect(build.output).not.toContain('Translations to review');
  });

  it('serves precompressed files that are, each, the file as written, pages compressed as they were rendered', () => {
    const [, files, asRendered] = build.output.match(/precompressed (\d+) files \(gzip, brotli; (\d+) as they were rendered/) ?? [];
    const dist = join(copy.root, 'dist');
    const compressible = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|css|js|json|svg|xml|txt|webmanifest)$/.test(file));
    const pages = compressible.filter((file) => file.endsWith('.html'));
    expect(Number(files)).toBeGreaterThanOrEqual(compressible.length);
    // The pages, the JSON files and the sitemap are rendered; the assets, Pagefind's files and the steps' files are not.
    expect(Number(asRendered)).toBeGreaterThan(pages.length * 0.9);
    expect(Number(asRendered)).toBeLessThan(compressible.length);
    // Pages a later step rewrites too, as the moved clause's old page, which leads on to its new one.
    for (const file of compressible) {
      const plain = readFileSync(join(dist, file));
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(plain), `${file}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(plain), `${file}.br`).toBe(true);
    }
  });

  it('warns once, in words, that a build without SITE_URL points its absolute URLs to localhost', () => {
    const warnings = build.output.split('\n').filter((line) => line.includes('SITE_URL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/canonical.*og:url.*sitemap.*http:\/\/localhost:4321/);
    // No other: a warning printed on every build is one nobody reads.
    expect(build.output.split('\n').filter((line) => line.includes('[WARN]') && !line.includes('SITE_URL'))).toEqual([]);
  });

  it('shows each clause not yet translated in the original, marked, in its language, in place', () => {
    const $ = built('/es/gdb/chapter-ix/');
    const ids = $('.rules-body [data-clause]').toArray().map((e) => e.attribs.id ?? '');
    expect(ids).toEqual(parseRulesSource(readFileSync(join(copy.root, 'content/rules/ru/gdb/chapter-ix.mdx'), 'utf8')).clauses.map((c) => c.id));
    const untranslated = $('.rules-body [data-untranslated]').toArray().map((e) => e.attribs.id);
    expect(untranslated).toEqual(ids.filter((id) => !TRANSLATED.includes(id)));
    const clause = $('[id="9-3-b"]');
    expect(clause.find('[data-untranslated-mark]').text()).toBe('Sin traducir todavía: texto original en ruso. Leer esta cláusula en el original');
    expect(clause.find('[data-untranslated-mark] a').attr('href')).toBe('/ru/gdb/chapter-ix/#9-3-b');
    const wording = clause.find('[lang="ru"]');
    expect(wording.text()).toContain('Построение Непостроенного подразделения');
    // Left out of the Spanish index: each run of the original's wording (the Russian words inside it with it; the
    // clause's own label, whose letter is Russian, is a link the index leaves out as it leaves out every [data-ui]).
    const outermost = wording.toArray().filter((e) => $(e).parent().closest('[lang="ru"]').length === 0 && $(e).closest('[data-ui]').length === 0);
    expect(outermost.map((e) => e.attribs['data-pagefind-ignore'] !== undefined ? 'ignored' : $(e).text())).toEqual(outermost.map(() => 'ignored'));
    // 9.2 is translated; its sub-clauses 9.2 б) and в) are not, 9.2 а) is.
    expect($('[id="9-2"]').is('[data-untranslated]')).toBe(false);
    expect($('[id="9-2-a"]').text()).toContain('Los generales que no están agregados');
    expect($('[id="9-2-b"]').is('[data-untranslated]')).toBe(true);
    // The table of contents lists every clause; those not yet translated by their original name, in its language.
    expect($('.toc a[href="#9-3-b"]').attr('lang')).toBe('ru');
    expect($('.toc a[href="#9-1"]').attr('lang')).toBeUndefined();
  });

  it('prints the clauses not yet translated in the original, marked, as the page shows them', () => {
    const $ = built('/es/gdb/print/');
    const chapter = $('[data-booklet-part="doc-chapter-ix"]');
    const untranslated = chapter.find('[data-untranslated]');
    expect(untranslated.length).toBe(CHAPTER_CLAUSES - TRANSLATED.length);
    expect(untranslated.first().find('[data-untranslated-mark]').text()).toContain('Sin traducir todavía: texto original en ruso.');
    expect(chapter.find('[data-untranslated] [lang="ru"]').text()).toContain('Построение Непостроенного подразделения');
  });

  it('fills a translation that lacks clauses where its original has them', () => {
    const $ = built('/es/gdb/movement-phase/');
    const ids = $('.rules-body [data-clause]').toArray().map((e) => e.attribs.id);
    expect(ids.slice(ids.indexOf('8-5-d'), ids.indexOf('8-5-d') + 3)).toEqual(['8-5-d', '8-5-e', '8-5-f']);
    expect(ids.at(-1)).toBe('8-9');
    expect($('[id="8-5-e"]').parent().is('ol.lettered')).toBe(true);
    expect($('[id="8-5-e"][data-untranslated] [lang="ru"]').text()).toContain('35см');
    expect($('[data-translation-progress]').text().trim()).toBe('30 / 32 cláusulas traducidas');
  });

  it('says how far each translation has got, on its page and on the home page, in the reader’s language', () => {
    expect(built('/es/gdb/chapter-ix/')('[data-translation-progress]').text().trim()).toBe(`3 / ${CHAPTER_CLAUSES} cláusulas traducidas`);
    const home = built('/es/');
    const item = home('.doc-list li').filter((_, li) => home(li).find('a[href="/es/gdb/chapter-ix/"]').length > 0);
    expect(item.find('[data-translation-progress]').text().trim()).toBe(`3 / ${CHAPTER_CLAUSES} cláusulas traducidas`);
    // The original and a complete translation say nothing of progress.
    expect(built('/ru/gdb/chapter-ix/')('[data-translation-progress]').length).toBe(0);
    expect(built('/ru/')('[data-translation-progress]').length).toBe(0);
  });

  it('keeps a page for every clause, and the side-by-side view clause by clause', () => {
    const clausePage = built('/es/gdb/chapter-ix/9-3-b/');
    expect(clausePage('[data-untranslated-mark]').text()).toContain('Sin traducir todavía');
    expect(clausePage('a[data-other-version="ru"]').attr('href')).toBe('/ru/gdb/chapter-ix/9-3-b/');
    const parallel = built('/ru/gdb/chapter-ix/parallel/');
    expect(parallel('[id="9-3-b"] [data-column="translation"] [data-untranslated-mark]').text()).toBe('Ещё не переведено.');
    expect(parallel('[id="9-3-b"] [data-column="original"]').text()).toContain('Построение Непостроенного подразделения');
    expect(parallel('[id="9-1"] [data-column="translation"]').text()).toContain('En esta Fase del juego');
  });

  it('writes valid HTML where it shows the original (as tests/build/html-valid.test.ts checks the site)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'valid-id': ['error', { relaxed: true }], 'void-style': 'off', 'long-title': 'off' },
    });
    const errors: string[] = [];
    for (const path of ['/es/gdb/chapter-ix/', '/es/gdb/chapter-ix/9-3-b/', '/es/gdb/chapter-ix/parallel/', '/es/gdb/movement-phase/', '/es/']) {
      const report = await validator.validateString(readFileSync(join(copy.root, 'dist', path, 'index.html'), 'utf8'), path);
      for (const result of report.results) for (const message of result.messages) errors.push(`${path}:${message.line} ${message.ruleId}: ${message.message}`);
    }
    expect(errors).toEqual([]);
  });

  it('finds a long document\'s clauses in every section, each on its section\'s page', async () => {
    const module = (await import(pathToFileURL(join(copy.root, 'dist/pagefind/ru/pagefind.js')).href)) as {
      createInstance: (options: Record<string, unknown>) => PagefindInstance;
    };
    const ru = module.createInstance({ basePath: `${baseURL}/pagefind/ru/`, baseUrl: '/' });
    const { results } = await ru.search('подразделения');
    const urls = (await Promise.all(results.map(async (result) => (await result.data()).sub_results.map((sub) => sub.url)))).flat();
    const inLong = urls.filter((url) => url.startsWith(LONG_DOC));
    expect(new Set(inLong.map((url) => url.split('#')[0]))).toEqual(new Set([LONG_DOC, `${LONG_DOC}part/2/`, `${LONG_DOC}part/3/`]));
    // Each result at its clause, on the page that holds it.
    for (const url of inLong) {
      const [page, id] = url.split('#') as [string, string];
      expect(built(page)(`[id="${id}"][data-clause]`).length, url).toBe(1);
    }
  });

  it('lists a long document\'s corrections on each section, each linking back to its marker on the section that shows it (a maintainer review: the build failed)', () => {
    const second = built(`${LONG_DOC}part/2/`);
    const marker = second('ins.correction[id^="correction-ref-"]');
    expect(marker.length).toBe(1);
    const id = marker.attr('id')!;
    expect(second(`.corrections a[href="#${id}"]`).length).toBe(1);
    for (const other of [LONG_DOC, `${LONG_DOC}part/3/`]) {
      expect(built(other)(`.corrections a[href="${LONG_DOC}part/2/#${id}"]`).length, other).toBe(1);
    }
  });

  it('links the glossary to a long document\'s clause on the section that holds it, and previews each section as itself', () => {
    for (const lang of ['ru', 'es']) {
      expect(built(`/${lang}/glossary/`)(`a[data-clause-ref="ocs/long-document-${LONG_CLAUSES}#${GLOSSARY_CLAUSE}"]`).attr('href')).toBe(`/${lang}/ocs/long-document-${LONG_CLAUSES}/part/3/#${GLOSSARY_CLAUSE}`);
    }
    // A section's card names its range, as its title and the card's description do; so each section has a card of its own.
    const section = built(`${LONG_DOC}part/2/`);
    expect(section('meta[property="og:image:alt"]').attr('content')).toMatch(/ · 20\.5 – 20\.8$/u);
    const card = (path: string) => readFileSync(join(copy.root, 'dist', path, 'card.png'));
    expect(card(`${LONG_DOC}part/2/`).equals(card(LONG_DOC))).toBe(false);
    expect(card(`${LONG_DOC}part/2/`).equals(card(`${LONG_DOC}part/3/`))).toBe(false);
  });

  it('indexes for search only the text that exists in the page’s language', async () => {
    const bundle = async (lang: string) => {
      const module = (await import(pathToFileURL(join(copy.root, 'dist/pagefind', lang, 'pagefind.js')).href)) as {
        createInstance: (options: Record<string, unknown>) => PagefindInstance;
      };
      return module.createInstance({ basePath: `${baseURL}/pagefind/${lang}/`, baseUrl: '/' });
    };
    const pages = async (instance: PagefindInstance, query: string) =>
      Promise.all((await instance.search(query)).results.map(async (result) => (await result.data()).url));
    const [es, ru] = [await bundle('es'), await bundle('ru')];
    // A word only 9.3 б) has, untranslated in Spanish: found on the Russian page, not on the Spanish one.
    expect(await pages(ru, 'непостроенного')).toContain('/ru/gdb/chapter-ix/');
    expect(await pages(es, 'непостроенного')).not.toContain('/es/gdb/chapter-ix/');
    // The translated clauses are searchable in Spanish.
    expect(await pages(es, 'agregados')).toContain('/es/gdb/chapter-ix/');
    await Promise.all([es.destroy(), ru.destroy()]);
    // Nor do the glossary terms of a clause shown in its original list it among the page's language's results, as a
    // translation (a maintainer review: a Russian search listed Spanish text labelled «Перевод»).
    const records = JSON.parse(readFileSync(join(copy.root, 'dist/clauses.json'), 'utf8')) as { doc: string; lang: string; id: string; terms: string[] }[];
    const termsOf = (lang: string, untranslated: boolean) =>
      records.filter((r) => r.doc === 'gdb/chapter-ix' && r.lang === lang && TRANSLATED.includes(r.id) !== untranslated).flatMap((r) => r.terms);
    expect(termsOf('ru', true).length).toBeGreaterThan(0);
    expect(termsOf('es', true)).toEqual([]);
  });
});

describe('a half-translated page in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a link to a clause since moved to another document on to its new place', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}${MOVED_FROM}`);
    await tab.waitForURL(`${baseURL}${MOVED_TO}`);
    expect(await tab.locator('[id="9-1"]').isVisible()).toBe(true);
    await tab.close();
    // Without scripts, the old fragment shows where the clause went.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${baseURL}${MOVED_FROM}`);
    const notice = still.locator('[id="8-10-once"]');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.getAttribute('href')).toBe(MOVED_TO);
    await context.close();
  });

  it('sends a link to a clause page since moved on to its new page, which an unfurler previews as the new page', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}${MOVED_PAGE_FROM}`);
    await tab.waitForURL(`${baseURL}${MOVED_PAGE_TO}`);
    await tab.close();
    // A forum's unfurler follows no page's refresh: the old address must carry the new page's preview itself.
    const [before, after] = await Promise.all([MOVED_PAGE_FROM, MOVED_PAGE_TO].map(async (path) => (await ogs({ url: `${baseURL}${path}` })).result));
    expect(after!.ogTitle).toMatch(/^9\.1 /u);
    for (const field of ['ogTitle', 'ogDescription', 'ogUrl', 'ogLocale', 'twitterCard'] as const) expect(before![field], field).toBe(after![field]);
    expect(before!.ogImage?.[0]?.url).toBe(after!.ogImage?.[0]?.url);
    expect(new URL(before!.ogUrl!).pathname).toBe(MOVED_PAGE_TO);
    // In the new page's language, and never indexed in its place.
    const old = load(await (await fetch(`${baseURL}${MOVED_PAGE_FROM}`)).text());
    expect(old('html').attr('lang')).toBe('es');
    expect(old('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(old('link[rel="canonical"]').attr('href')).toBe(after!.ogUrl);
    // A preview made before the move names the old page's card: it still answers, with the new page's card
    // (a redeploy review: it was a 404, a broken image in every earlier unfurl).
    const [oldCard, newCard] = await Promise.all([MOVED_PAGE_FROM, MOVED_PAGE_TO].map((path) => fetch(`${baseURL}${path}card.png`)));
    expect([oldCard!.status, oldCard!.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await oldCard!.arrayBuffer()).equals(Buffer.from(await newCard!.arrayBuffer()))).toBe(true);
  });

  it('sends a link to a long document\'s clause on to the section that holds it, however the link names it', async () => {
    const tab = await browser.newPage();
    const errors = watchErrors(tab);
    // Links published before the document was split, or before its sections moved (the build kept them: they are registered).
    for (const link of PUBLISHED_BEFORE_SPLIT) {
      await tab.goto(`${baseURL}${link}`);
      await tab.waitForURL(`${baseURL}${LONG_DOC}part/3/#${link.split('#')[1]}`);
      expect(await tab.evaluate(() => document.querySelector(':target')?.id)).toBe(link.split('#')[1]);
    }
    // A clause number as a reader writes it.
    await tab.goto(`${baseURL}${LONG_DOC}#20.10%20%D0%B1)`);
    await tab.waitForURL(`${baseURL}${LONG_DOC}part/3/#20-10-b`);
    // A clause no section holds is said not to be there.
    await tab.goto(`${baseURL}${LONG_DOC}part/2/#20-99`);
    await expect.poll(() => tab.locator('[data-fragment-notice]').textContent()).toContain('20-99');
    expect(tab.url()).toBe(`${baseURL}${LONG_DOC}part/2/#20-99`);
    // The clause pages it read to find the section are not errors; a missing one is the server's 404, not the page's.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await tab.close();
  });

  it('reads a long document\'s section knowing where it is: its place at the top, its sections, its citations, its views', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${LONG_DOC}part/3/`);
    // Its place, at the top, leading to the list of sections (at the page's end).
    const place = tab.locator('.doc-header .doc-section-place a');
    expect(await place.textContent()).toBe('Раздел 3 из 3: 20.9 – 20.12');
    expect(await place.getAttribute('href')).toBe('#sections-title');
    // A section's page is a template no page of the site's own texts uses: scanned here.
    expect(await axeViolations(tab)).toEqual([]);
    // The side-by-side view opens at the section's first clause.
    expect(await tab.locator('a[data-parallel-link]').getAttribute('href')).toBe(`/ru/ocs/long-document-${LONG_CLAUSES}/parallel/#20-9`);
    // Each section's number inside its own item, not on the end of the item before it.
    const items = await tab.locator('.doc-sections li').evaluateAll((lis) =>
      lis.map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        return { box: li.getBoundingClientRect().toJSON() as DOMRect, textLeft: range.getClientRects()[0]!.left };
      }),
    );
    expect(items).toHaveLength(3);
    for (const [index, { box, textLeft }] of items.entries()) {
      expect(textLeft - box.left, `item ${index + 1}`).toBeGreaterThan(4);
      if (index > 0 && items[index - 1]!.box.top === box.top) expect(items[index - 1]!.box.right).toBeLessThanOrEqual(box.left);
    }
    // Two ways back, told apart: the section before, and the document before, which says it is a document.
    expect(await tab.locator('.doc-section-pager a[rel="prev"]').textContent()).toMatch(/^Предыдущий 20\.5 – 20\.8$/u);
    expect(await tab.locator('.doc-pager a').first().textContent()).toMatch(/^Предыдущий документ /u);
    // Printed, the section is the text alone: no list of sections.
    await tab.emulateMedia({ media: 'print' });
    expect(await tab.locator('.doc-sections').isVisible()).toBe(false);
    await tab.emulateMedia({ media: 'screen' });
    // A citation of one of its clauses links to the clause's own page.
    await tab.locator('[id="20-10-b"] > .cite-button').click();
    await tab.locator('[data-cite-format="link"]').click();
    const cited = await tab.evaluate(() => navigator.clipboard.readText());
    expect(cited).toBe(`${baseURL}${LONG_DOC}20-10-b/`);
    expect((await fetch(cited)).status).toBe(200);
    // The language switch lands on the same clause, in the other language's same section.
    await tab.goto(`${baseURL}${LONG_DOC}part/3/#20-10-b`);
    await tab.locator('a[data-lang-switch="es"]').click();
    await tab.waitForURL(`${baseURL}/es/ocs/long-document-${LONG_CLAUSES}/part/3/#20-10-b`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the mark, switches language to the same clause, and has no axe violation', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}/es/gdb/chapter-ix/#9-3-b`);
    await expect.poll(() => tab.locator('[id="9-3-b"] [data-untranslated-mark]').isVisible()).toBe(true);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/gdb/chapter-ix/#9-3-b`);
    expect(await tab.locator('[id="9-3-b"]').textContent()).toContain('Построение Непостроенного подразделения');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a rebuild', () => {
  // After the tests above have read the first build. Astro's incremental build copies a page whose code and inputs
  // (src/lib/build-inputs.ts) are those of the last build, instead of rendering it; the post-build steps' results
  // come from the last build when they start from the same rendered site (src/integrations/post-build-cache.ts).
  const site = () =>
    Object.fromEntries(
      readdirSync(join(copy.root, 'dist'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]),
    );

  it('copies every page and every file of the steps after it, byte for byte, instead of making them again', () => {
    const before = site();
    const rebuild = buildProject(copy.root, [], PRECOMPRESSED);
    expect(rebuild.status, rebuild.output.slice(-3000)).toBe(0);
    // Every clause page, document page and side-by-side view at least.
    const pages = Object.keys(before).filter((file) => file.endsWith('.html')).length;
    expect(rebuild.output.match(/\(restored\)/g)?.length ?? 0).toBeGreaterThan(pages * 0.9);
    expect(rebuild.output).toMatch(/post-build steps: \d+ files as the last build wrote them/);
    // The list the guard removes after a build that did not end (src/integrations/incremental-build.ts) is where
    // Astro keeps it, under the name the guard knows.
    expect(existsSync(join(copy.root, 'node_modules/.astro', INCREMENTAL_MANIFEST))).toBe(true);
    expect(rebuild.output).not.toContain('search index built');
    expect(site()).toEqual(before);
  });

  it("renders again the changed game's pages and the pages over all documents, and the site is as if built afresh", () => {
    // 8.3 is not the document's first clause: its page is cut from the document another page rendered.
    const file = join(copy.root, ES_MOVEMENT);
    writeFileSync(file, readFileSync(file, 'utf8').replace('La velocidad normal de movimiento de las unidades representa', 'La velocidad normal de movimiento de las brigadas representa'));
    const rebuild = buildProject(copy.root, [], PRECOMPRESSED);
    expect(rebuild.status, rebuild.output.slice(-3000)).toBe(0);
    // The pages Astro restored, each named with its mark at once; pages rendered four at a time (astro.config.mjs)
    // write their timings later, on whatever line is open then, so lines are no guide.
    const restored = [...rebuild.output.matchAll(/├─ (\S+) \(restored\)/gu)].map(([, page]) => page!);
    // The other game's document pages come from the last build; none of this game's, nor the home page.
    expect(restored.some((line) => line.includes('/es/ocs/reaction-phase/reserve-mode/'))).toBe(true);
    // The other game's booklet and tool, which read none of the changed text.
    for (const page of ['/es/ocs/print/index.html', '/ru/tools/combat/index.html', '/es/tools/combat/data.json']) {
      expect(restored.some((line) => line.includes(page)), page).toBe(true);
    }
    expect(restored.some((line) => /\/gdb\/|\/tools\/tactical-march\/|\/(es|ru)\/index\.html/.test(line))).toBe(false);
    expect(rebuild.output).toContain('search index built');
    // The oracle: every file as a build that takes nothing from the last one writes it.
    const incremental = site();
    const afresh = buildProject(copy.root, ['--force'], PRECOMPRESSED);
    expect(afresh.status, afresh.output.slice(-3000)).toBe(0);
    expect(afresh.output).not.toContain('(restored)');
    expect(site()).toEqual(incremental);
    expect(built('/es/gdb/movement-phase/8-3/')('.clause-page-text').text()).toContain('movimiento de las brigadas representa');
    expect(built('/es/gdb/movement-phase/')('[id="8-3"]').text()).toContain('movimiento de las brigadas representa');
    const clauses = JSON.parse(readFileSync(join(copy.root, 'dist/clauses.json'), 'utf8')) as { url: string; text: string }[];
    expect(clauses.find((clause) => clause.url === '/es/gdb/movement-phase/#8-3')?.text).toContain('movimiento de las brigadas representa');
  });
});

describe('a build of broken content', () => {
  // Last: it breaks the copy. The checks themselves run in-process on every kind of breakage (tests/unit/build/);
  // this proves a real build stops and prints where, file and line.
  it('fails at the line of a broken data file, and gives no text as its location', () => {
    const file = join(copy.root, CORRECTIONS);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^ {2}reason:/mu, '  reasn:'));
    const broken = buildProject(copy.root);
    writeFileSync(file, text);
    expect(broken.status).not.toBe(0);
    const line = text.split('\n').findIndex((entry) => /^ {2}reason:/u.test(entry));
    // The misspelt field, named as written, and the field it stands for, said to be missing.
    expect(broken.output).toContain(`${CORRECTIONS}: entry 1 (reasn): `);
    expect(broken.output).toContain('(reason): is missing');
    // Astro prints the error's place under «Location:»: the misspelt field's line.
    expect(broken.output).toMatch(new RegExp(`Location:\\s+\\S*${CORRECTIONS.replaceAll('.', '\\.')}:${line + 1}:`, 'u'));
    expect(broken.output).not.toMatch(/Location:\s+\S*\.mdx/u);
  });

  it('fails at the line of a front matter field its schema refuses, named as written (a maintainer review: it said line 0)', () => {
    const file = join(copy.root, RU_MOVEMENT);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('original: true', 'original: maybe'));
    const broken = buildProject(copy.root);
    writeFileSync(file, text);
    expect(broken.status).not.toBe(0);
    const line = text.split('\n').indexOf('original: true') + 1;
    expect(broken.output).toContain(`${RU_MOVEMENT}:${line}: original: Invalid input: expected boolean`);
    expect(broken.output).toMatch(new RegExp(`Location:\\s+\\S*${RU_MOVEMENT.replaceAll('.', '\\.')}:${line}:`, 'u'));
  });

  it('fails and names the file and line of a malformed clause id', () => {
    const file = join(copy.root, RU_MOVEMENT);
    writeFileSync(file, readFileSync(file, 'utf8').replace('<Clause id="8-6"', '<Clause id="8.6"'));
    const broken = buildProject(copy.root);
    expect(broken.status).not.toBe(0);
    const line = readFileSync(RU_MOVEMENT, 'utf8').split('\n').findIndex((text) => text.includes('<Clause id="8-6"')) + 1;
    expect(broken.output).toContain(`${RU_MOVEMENT}:${line}: clause id "8.6" is malformed`);
    // Astro prints the error's own place as its location (a maintainer review: it said line 0).
    expect(broken.output).toMatch(new RegExp(`Location:\\s+\\S*${RU_MOVEMENT.replaceAll('.', '\\.')}:${line}:`, 'u'));
  });
});
