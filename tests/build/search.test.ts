import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readableText } from '../../src/lib/site-html';
import { bundlePath } from '../../src/lib/search/paths';
import { clauseHitsOf, type PagefindResultData } from '../../src/lib/search/rank';
import { clausesForNumber } from '../../src/lib/search/clause-number';
import { needsClauseRecords } from '../../src/lib/search/listing';
import { COMPONENT_UI_KEYS } from '../../src/lib/search/component-ui';
import { clauses, DIST, page } from '../support/site';
import { EXPECTED_CLAUSES, loadBundle, type PagefindInstance } from '../support/search';

const baseURL = inject('baseURL');
const LANGS = ['es', 'ru'] as const;
const records = clauses();
const rulesPages = (lang: string) => [...new Set(records.filter((r) => r.lang === lang).map((r) => r.url.split('#')[0]!))];
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
  it('is built for its language alone, with every rules page of it', () => {
    const entry = JSON.parse(readFileSync(join(DIST, bundlePath(lang), 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual([lang]);
    expect(entry.languages[lang]?.page_count).toBe(rulesPages(lang).length);
  });

  it('indexes the rules text of each page and nothing else (no navigation, notes or clause links)', async () => {
    const seen = new Set<string>();
    // Common words reach every page; each page's indexed content is compared with its rules text.
    for (const query of lang === 'es' ? ['de', 'la', 'el'] : ['в', 'и', 'на']) {
      for (const data of await pagesFor(lang, query)) {
        if (seen.has(data.url)) continue;
        seen.add(data.url);
        const $ = page(data.url);
        expect(words(data.content), data.url).toEqual(words(readableText($, $('.rules-body')[0]!)));
      }
    }
    expect([...seen].sort()).toEqual(rulesPages(lang).sort());
  });

  it('splits results at the clauses: every sub-result is a clause, titled with its label', async () => {
    const labels = new Map(records.map((r) => [r.url, r.label]));
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

describe('the Component UI in the bundle', () => {
  it('has no string the site does not translate', () => {
    // Its English strings are the reference set of keys every translation of it has.
    const source = readFileSync(join(DIST, bundlePath('es'), 'pagefind-component-ui.js'), 'utf8');
    const english = /\{(placeholder:"Search",[^}]*)\}/.exec(source)?.[1];
    expect(english).toBeDefined();
    const keys = [...english!.matchAll(/(?:^|,)(\w+):"/g)].map((m) => m[1]);
    expect(keys.sort()).toEqual([...COMPONENT_UI_KEYS].sort());
  });

  it('is the only Pagefind UI shipped', () => {
    for (const lang of LANGS) {
      expect(existsSync(join(DIST, bundlePath(lang), 'pagefind-component-ui.js')), lang).toBe(true);
      for (const legacy of ['pagefind-ui.js', 'pagefind-modular-ui.js', 'pagefind-highlight.js']) {
        expect(existsSync(join(DIST, bundlePath(lang), legacy)), `${lang}/${legacy}`).toBe(false);
      }
    }
  });
});
