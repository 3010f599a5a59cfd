import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOT_INDEXED } from '../../src/lib/search/index-html';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readableText } from '../../src/lib/built-site';
import { clauseHitsOf, type PagefindResultData } from '../../src/lib/search/rank';
import { clausesForNumber } from '../../src/lib/search/clause-number';
import { needsClauseRecords } from '../../src/lib/search/listing';
import { loadGlossary } from '../../src/lib/glossary/load';
import { clauses, DIST, page } from '../support/site';
import { EXPECTED_CLAUSES } from '../support/search';
import { QUERY_SET, bundleSource, listedClauses, loadBundle, runQuerySet, type PagefindInstance } from '../../scripts/lib/search-quality';
import { siteSearch } from '../../src/lib/search/site-search';
import { vocabularyPath, type SearchVocabulary } from '../../src/lib/search/vocabulary';
import { clauseName } from '../../src/lib/search/clause-name';
import { bundlePath, glossaryPath, termPath } from '../../src/lib/site-paths';

const baseURL = inject('baseURL');
const LANGS = ['es', 'ru'] as const;
const records = clauses();
const rulesPages = (lang: string) => [...new Set(records.filter((r) => r.lang === lang).map((r) => r.url.split('#')[0]!))];
/** Every page a language's bundle indexes: its rules pages and its glossary. */
const indexedPages = (lang: (typeof LANGS)[number]) => [...rulesPages(lang), glossaryPath(lang)];
const terms = loadGlossary();
/** A clause's text as the search folds it: lower case, without accents. */
const normalizeForTest = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => text.split(/\s+/u).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);

let bundles: Record<(typeof LANGS)[number], PagefindInstance>;

beforeAll(async () => {
  bundles = { es: await loadBundle('es', baseURL), ru: await loadBundle('ru', baseURL) };
});
afterAll(async () => {
  await Promise.all(Object.values(bundles ?? {}).map((bundle) => bundle.destroy()));
});

/** Every page result's data for a query. */
async function pagesFor(lang: (typeof LANGS)[number], query: string): Promise<PagefindResultData[]> {
  const response = await bundles[lang].search(query);
  return Promise.all(response.results.map((result) => result.data()));
}

/** The ranked clause URLs for a query, as the site lists them. */
async function rankedUrls(lang: (typeof LANGS)[number], query: string): Promise<string[]> {
  return (await clauseHitsOf(query, await bundles[lang].search(query))).map((hit) => hit.url);
}

describe.each(LANGS)('the %s search bundle', (lang) => {
  it('is built for its language alone, with every rules page of it and its glossary', () => {
    const entry = JSON.parse(readFileSync(join(DIST, bundlePath(lang), 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual([lang]);
    expect(entry.languages[lang]?.page_count).toBe(indexedPages(lang).length);
  });

  it('indexes the rules text of each page and nothing else (no navigation, notes or clause links), and the glossary entries', async () => {
    const seen = new Set<string>();
    // Common words reach every page; each page's indexed content is compared with its rules text.
    for (const query of lang === 'es' ? ['de', 'la', 'el'] : ['в', 'и', 'на']) {
      for (const data of await pagesFor(lang, query)) {
        if (seen.has(data.url)) continue;
        seen.add(data.url);
        const $ = page(data.url);
        const indexed = [$(data.url === glossaryPath(lang) ? '[data-pagefind-body]' : '.rules-body')[0]!];
        const text = indexed.map((element) => {
          const copy = $(element).clone();
          copy.find(`[data-pagefind-ignore], ${NOT_INDEXED}`).remove();
          return readableText($, copy[0]!);
        });
        expect(words(data.content), data.url).toEqual(words(text.join(' ')));
      }
    }
    expect([...seen].sort()).toEqual(indexedPages(lang).sort());
  });

  it('splits results at the clauses: every sub-result is a clause, named by its label and heading (or a glossary entry, with its term)', async () => {
    const pages = new Map<string, ReturnType<typeof page>>();
    const named = (url: string, label: string) => {
      const [path, id] = url.split('#') as [string, string];
      if (!pages.has(path)) pages.set(path, page(path));
      const $ = pages.get(path)!;
      const clause = $(`[id="${id}"]`);
      const own = clause.children('.clause-heading').first().text();
      const parent = clause.parent().closest('[data-clause]').children('.clause-heading').first().text();
      return clauseName(label, own || undefined, parent || undefined);
    };
    const labels = new Map([...records.map((r) => [r.url, named(r.url, r.label)] as const), ...terms.map((t) => [termPath(lang, t.id), t[lang].term] as const)]);
    for (const { query } of EXPECTED_CLAUSES.filter((e) => e.lang === lang && !needsClauseRecords(e.query))) {
      for (const data of await pagesFor(lang, query)) {
        for (const sub of data.sub_results.filter((s) => s.anchor)) {
          expect(labels.get(sub.url), sub.url).toBe(sub.title);
        }
      }
    }
  });

  it('offers the filters: game, document, original or translation', async () => {
    const filters = await bundles[lang].filters();
    expect(Object.keys(filters.game ?? {}).sort()).toEqual(['gdb', 'ocs']);
    expect(Object.keys(filters.doc ?? {}).sort()).toEqual(['gdb/movement-phase', 'ocs/combat-table', 'ocs/reaction-phase']);
    expect(filters.original).toEqual({ true: lang === 'es' ? 2 : 1, false: lang === 'es' ? 1 : 2 });
  });
});

describe('the search hints', () => {
  // A Spanish reader's keyboard has no Cyrillic letter: the examples are ones that reader can type, and that search reads.
  it.each(['/es/', '/es/ocs/reaction-phase/', '/es/search/'])('on %s give examples in the Latin alphabet alone', (path) => {
    const $ = page(path);
    const hints = [$('[id$="-hint"]').filter((_, el) => /search/u.test($(el).attr('id') ?? '')).text(), $('[data-search-page] .lead').text()].join(' ');
    expect(hints).toContain('8.5 d');
    expect(hints).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it('on Russian pages keep the letter a Russian reader types', () => {
    expect(page('/ru/').root().find('#site-search-input-hint').text()).toContain('8.5 д');
  });
});

describe('search results', () => {
  it.each(EXPECTED_CLAUSES.filter((e) => !needsClauseRecords(e.query)))('$lang «$query» has $clause in the first three', async ({ lang, query, clause }) => {
    expect((await rankedUrls(lang, query)).slice(0, 3)).toContain(clause);
  });

  it.each(EXPECTED_CLAUSES.filter((e) => needsClauseRecords(e.query)))('$lang «$query» names $clause by number', ({ lang, query, clause }) => {
    expect(clausesForNumber(query, records, [lang]).map((r) => r.url)).toEqual([clause]);
  });

  it('forgive accents: reaccion finds “Reacción”, as reacción does', async () => {
    expect(await rankedUrls('es', 'reaccion')).toEqual(await rankedUrls('es', 'reacción'));
    const [first] = await pagesFor('es', 'reaccion');
    expect(first?.sub_results.map((s) => s.excerpt).join(' ')).toMatch(/<mark>Reacción[^<]*<\/mark>/);
  });

  it('forgive ё: еще and ещё find the same clauses', async () => {
    const plain = await rankedUrls('ru', 'еще');
    expect(plain.length).toBeGreaterThan(0);
    expect(await rankedUrls('ru', 'ещё')).toEqual(plain);
  });

  it('match inflections: атака finds “атаки” and “Атак”, генерал finds “Генералов”', async () => {
    const marked = async (query: string) =>
      (await pagesFor('ru', query)).flatMap((data) =>
        data.sub_results.flatMap((s) => [...s.excerpt.matchAll(/<mark>([^<]*)<\/mark>/gu)].map((m) => words(m[1]!.toLowerCase()).join(''))),
      );
    expect(await marked('атака')).toEqual(expect.arrayContaining(['атаки', 'атак']));
    expect(await marked('генерал')).toContain('генералов');
  });

  it('apply the filters', async () => {
    const response = await bundles.es.search('reserva', { filters: { game: ['gdb'] } });
    const pages = await Promise.all(response.results.map((r) => r.data()));
    expect(pages.every((p) => p.meta.doc?.startsWith('gdb/'))).toBe(true);
    const originals = await bundles.ru.search('марш', { filters: { original: ['false'] } });
    expect(originals.results).toEqual([]);
  });

  it('reach the other language once its bundle is merged in', async () => {
    const merged = await loadBundle('es', baseURL);
    await merged.mergeIndex(`${baseURL}${bundlePath('ru')}`, { baseUrl: '/' });
    const urls = (await clauseHitsOf('драгуны', await merged.search('драгуны'))).map((h) => h.url);
    expect(urls[0]).toBe('/ru/gdb/movement-phase/#8-7-dragoons');
    await merged.destroy();
  });
});

describe('search results name each clause', () => {
  it('a bare clause number with its heading: «8.5 Тактические марши», «8.5 д) Тактические марши»', async () => {
    const source = await bundleSource('ru', baseURL);
    const { hits } = await siteSearch('тактический марш', source);
    const labels = new Map(hits.map((hit) => [hit.url, hit.label]));
    expect(labels.get('/ru/gdb/movement-phase/#8-5')).toBe('8.5 Тактические марши');
    expect(labels.get('/ru/gdb/movement-phase/#8-5-e')).toBe('8.5 д) Тактические марши');
    await source.bundle.destroy();
  });
});

describe('forgiving search, against the built index', () => {
  let sources: Record<(typeof LANGS)[number], Awaited<ReturnType<typeof bundleSource>>>;
  beforeAll(async () => {
    sources = { es: await bundleSource('es', baseURL), ru: await bundleSource('ru', baseURL) };
  });
  afterAll(async () => {
    await Promise.all(Object.values(sources ?? {}).map((source) => source.bundle.destroy()));
  });

  it('has a query set of at least 80 queries in Spanish and Russian, a third of them typos, English terms, questions or other spellings', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(80);
    expect(new Set(QUERY_SET.map((entry) => entry.lang))).toEqual(new Set(['es', 'ru']));
    const otherwise = QUERY_SET.filter((entry) => ['typo', 'english', 'question', 'spelling'].includes(entry.kind));
    expect(otherwise.length).toBeGreaterThanOrEqual(QUERY_SET.length / 3);
    for (const entry of QUERY_SET) expect(records.some((record) => record.url === entry.clause), entry.clause).toBe(true);
  });

  it('finds the expected clause in the first three for at least 95% of the query set', async () => {
    const { found, total, misses } = await runQuerySet(sources, records);
    expect(found / total, `misses:\n${misses.map((m) => `  ${m.lang} «${m.query}» → ${m.clause} (got ${m.top.join(', ')})`).join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('lists first the clause a number names, however a player writes the number', async () => {
    const numbers = QUERY_SET.filter((entry) => entry.kind === 'number');
    expect(numbers.length).toBeGreaterThanOrEqual(6);
    for (const { lang, query, clause } of numbers) expect((await listedClauses(sources[lang], query, records))[0], query).toBe(clause);
  });

  it('answers a query that every word of some clause holds as typed, without the vocabulary', async () => {
    const source = await bundleSource('es', baseURL);
    const result = await siteSearch('liberar reserva', source);
    expect(result.mode).toBe('exact');
    expect(source.vocabularyLoads).toBe(0);
    await source.bundle.destroy();
  });

  it('lists the clauses that hold most of the words, saying which were not found', async () => {
    const result = await siteSearch('reserva ferrocarril tanques', sources.es);
    expect(result.mode).toBe('forgiving');
    expect(result.notFound).toEqual(['tanques']);
    expect(result.hits[0]).toMatchObject({ url: '/es/ocs/reaction-phase/#no-rail-air-naval', matched: ['reserva', 'ferrocarril'], missing: ['tanques'] });
  });

  it('lists no clause that holds only the query’s stop words: «zona de control» and ZOC are not every clause with «de»', async () => {
    for (const query of ['zona de control', 'ZOC']) {
      const listed = await listedClauses(sources.es, query, records);
      expect(listed.length, query).toBeGreaterThan(0);
      for (const url of listed) {
        const record = records.find((each) => each.url === url);
        const text = normalizeForTest(`${record?.label ?? ''} ${record?.text ?? ''}`);
        expect(/zona|control|zoc/u.test(text), `${query} → ${url}`).toBe(true);
      }
    }
    // The search configuration carries the stop words the texts hold, in both languages.
    const config = JSON.parse(readFileSync(join(DIST, 'es/search/config.json'), 'utf8')) as { stopWords: string[] };
    expect(config.stopWords).toEqual(expect.arrayContaining(['de', 'la', 'в', 'и']));
    expect(config.stopWords).not.toContain('reserva');
  });

  it('lists every clause for a word in quotation marks, as without them (Pagefind would give one section a page)', async () => {
    for (const [lang, word] of [['es', 'reserva'], ['ru', 'резерва']] as const) {
      const plain = await listedClauses(sources[lang], word, records);
      expect(plain.length, word).toBeGreaterThan(3);
      for (const quoted of [`"${word}"`, `«${word}»`]) expect(await listedClauses(sources[lang], quoted, records), quoted).toEqual(plain);
    }
  });

  it('never answers nothing while a word of the query (after stop words) is in the index', async () => {
    for (const [lang, query] of [['es', '¿qué pasa si me arrollan?'], ['ru', 'сколько может пройти генерал'], ['es', 'zzzz ferrocarril'], ['ru', 'qwerty драгуны']] as const) {
      expect((await siteSearch(query, sources[lang])).hits.length, query).toBeGreaterThan(0);
    }
  });

  it('reads a typo as the nearest index word, in Latin and Cyrillic, and says so', async () => {
    expect((await siteSearch('ferocarril', sources.es)).corrections).toEqual([{ typed: 'ferocarril', used: 'ferrocarril' }]);
    expect((await siteSearch('застрельшики', sources.ru)).corrections).toEqual([{ typed: 'застрельшики', used: 'застрельщики' }]);
  });

  it('reads two letters typed the other way round as the word meant, and lists its clauses first', async () => {
    const es = await siteSearch('liberar resreva', sources.es);
    expect(es.corrections).toEqual([{ typed: 'resreva', used: 'reserva' }]);
    // Listed as a typo of one letter is: «Liberación de la Reserva» and its clauses first.
    const urls = (result: Awaited<ReturnType<typeof siteSearch>>) => result.hits.map((hit) => hit.url);
    expect(urls(es)).toEqual(urls(await siteSearch('liberar reserba', sources.es)));
    expect(urls(es).slice(0, 2)).toEqual(['/es/ocs/reaction-phase/#releasing-reserve', '/es/ocs/reaction-phase/#releasing-units']);
    const ru = await siteSearch('драугны', sources.ru);
    expect(ru.corrections).toEqual([{ typed: 'драугны', used: 'драгуны' }]);
    expect(ru.hits[0]?.url).toBe('/ru/gdb/movement-phase/#8-7-dragoons');
  });

  it('finds one half however it is written, and a distance with or without a space or in either script', async () => {
    const half = ['1/2', '½', 'mitad', 'media', 'половина'];
    // Each spelling finds the clauses written with the others: «1/2» (OCS), «½» (8.3 в), «mitad» (8.7).
    const written = ['/es/ocs/reaction-phase/#reserve-restrictions', '/es/gdb/movement-phase/#8-3-c', '/es/gdb/movement-phase/#8-7-half-move'];
    for (const query of half) expect(await listedClauses(sources.es, query, records), query).toEqual(expect.arrayContaining(written));
    const distances = await Promise.all(['40 cm', '40см', '40 см'].map(async (query) => (await listedClauses(sources.ru, query, records)).slice(0, 2)));
    expect(distances[1]).toEqual(distances[0]);
    expect(distances[2]).toEqual(distances[0]);
    expect(distances[0]).toContain('/ru/gdb/movement-phase/#8-5-d');
  });

  it('writes a small vocabulary beside each bundle', () => {
    for (const lang of LANGS) {
      const file = join(DIST, vocabularyPath(lang));
      const vocabulary = JSON.parse(readFileSync(file, 'utf8')) as SearchVocabulary;
      expect(vocabulary.words).toContain(lang === 'es' ? 'ferrocarril' : 'застрельщики');
      expect(vocabulary.stopWords).toEqual(expect.arrayContaining(['que', 'сколько', 'what']));
      expect(vocabulary.stopWords).not.toContain('general');
      expect(vocabulary.clauses).toBe(records.filter((r) => r.lang === lang).length);
    }
  });
});

describe('the search code in the bundle', () => {
  it("is Pagefind's search API alone: no Pagefind UI, highlighter or worker is shipped", () => {
    for (const lang of LANGS) {
      expect(existsSync(join(DIST, bundlePath(lang), 'pagefind.js')), lang).toBe(true);
      for (const unused of ['pagefind-ui.js', 'pagefind-modular-ui.js', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js', 'pagefind-worker.js']) {
        expect(existsSync(join(DIST, bundlePath(lang), unused)), `${lang}/${unused}`).toBe(false);
      }
    }
  });
});
