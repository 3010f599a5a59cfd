import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGlossary } from '../../src/lib/glossary/load';
import { abbreviations, displayForm } from '../../src/lib/glossary/entries';
import { GLOSSARY_SEARCH_FILE, isGlossaryResult, namedTerms, type GlossarySearchTerm } from '../../src/lib/search/glossary';
import { queryExtras, searchListings } from '../../src/lib/search/listing';
import { clauseHitsOf, rankClauseHits } from '../../src/lib/search/rank';
import { loadBundle, type PagefindInstance } from '../../scripts/lib/search-quality';
import { clauses, DIST } from '../support/site';
import { termPath } from '../../src/lib/site-paths';

const baseURL = inject('baseURL');
const LANGS = ['es', 'ru'] as const;
const terms = loadGlossary();
const records = clauses();
const index = JSON.parse(readFileSync(join(DIST, GLOSSARY_SEARCH_FILE), 'utf8')) as GlossarySearchTerm[];
let bundles: Record<(typeof LANGS)[number], PagefindInstance>;

beforeAll(async () => {
  bundles = { es: await loadBundle('es', baseURL), ru: await loadBundle('ru', baseURL) };
});
afterAll(async () => {
  await Promise.all(Object.values(bundles ?? {}).map((bundle) => bundle.destroy()));
});

/** Every way a term is written: its names and forms in each language, and its abbreviations. */
const formsOf = (term: (typeof terms)[number]) => [
  ...new Set([...(['es', 'ru', 'en'] as const).flatMap((lang) => [term[lang].term, ...term[lang].forms].map(displayForm)), ...abbreviations(term).map((a) => a.text)]),
];

/** The glossary entries Pagefind finds for a query in one language's index, best first. */
async function entriesFound(lang: (typeof LANGS)[number], query: string): Promise<string[]> {
  const response = await bundles[lang].search(query);
  const pages = await Promise.all(response.results.map(async (result) => ({ score: result.score, data: await result.data() })));
  return rankClauseHits(query, pages.filter((page) => isGlossaryResult(page.data))).map((hit) => hit.url);
}

describe.each(LANGS)('the %s search index', (lang) => {
  it('finds the glossary entry of every term by every form of it, in any language', async () => {
    const misses: string[] = [];
    for (const term of terms) {
      for (const form of formsOf(term)) {
        if (!(await entriesFound(lang, form)).includes(termPath(lang, term.id))) misses.push(`${form} (${term.id})`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('a term typed in search', () => {
  it('is named by every form of it, on the pages of both languages', () => {
    for (const lang of LANGS) {
      for (const term of terms) {
        for (const form of formsOf(term)) expect(namedTerms(form, index, [], [lang], lang).map((t) => t.id), `${lang}: ${form}`).toContain(term.id);
      }
    }
  });

  it('brings the clauses that use it, each language’s own, as the texts mark them', () => {
    for (const term of terms) {
      for (const lang of LANGS) {
        const [named] = namedTerms(term.en.term, index, records, [lang], lang).filter((t) => t.id === term.id);
        const marked = records.filter((r) => r.lang === lang && r.terms.includes(term.id));
        expect(marked.length, `${lang} ${term.id}`).toBeGreaterThan(0);
        expect(named?.clauses, `${lang} ${term.id}`).toEqual(marked);
      }
    }
  });

  it.each([
    ['es', 'overrun', 'overrun'], ['es', 'arrollamiento', 'overrun'], ['es', 'reserve mode', 'reserve-mode'], ['es', 'ЗК', 'zoc'], ['es', 'tactical march', 'tactical-march'],
    ['ru', 'overrun', 'overrun'], ['ru', 'arrollamiento', 'overrun'], ['ru', 'reserve mode', 'reserve-mode'], ['ru', 'ЗК', 'zoc'], ['ru', 'tactical march', 'tactical-march'],
  ] as const)('%s «%s» lists the entry of %s first, then clauses that use it', async (lang, query, id) => {
    const hits = await clauseHitsOf(query, await bundles[lang].search(query));
    const listings = searchListings(hits, queryExtras(query, records, [lang], lang, index));
    expect(listings[0]).toMatchObject({ kind: 'term', url: termPath(lang, id) });
    const using = records.filter((r) => r.lang === lang && r.terms.includes(id)).map((r) => r.url);
    const listed = listings.flatMap((l) => (l.kind === 'clause' ? [l.url] : []));
    expect(using.filter((url) => !listed.includes(url))).toEqual([]);
  });
});
