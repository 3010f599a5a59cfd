import { describe, expect, it } from 'vitest';
import { createReadStream, readFileSync } from 'node:fs';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { load } from 'cheerio';
import { hreflangProblems, pageAlternates, type HreflangLink } from '../../src/lib/hreflang';
import { listHtmlFiles, pathOfFile, type ClauseRecord } from '../../src/lib/built-site';

const SITE = 'http://localhost:4321';
const local = (url: string) => `dist${new URL(url).pathname}`;
const indexes = await parseSitemapIndex(createReadStream('dist/sitemap-index.xml'));
const entries = (await Promise.all(indexes.map((index) => parseSitemap(createReadStream(local(index.url)))))).flat();
const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
const key = (links: HreflangLink[]) => links.map((l) => `${l.lang} ${l.url}`).sort();

describe('the sitemap, as a sitemap parser reads it', () => {
  it('lists every page but the error pages', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(byUrl.has(`${SITE}/`)).toBe(true);
    expect(byUrl.has(`${SITE}/ru/gdb/movement-phase/8-5-e/`)).toBe(true);
    expect([...byUrl.keys()].filter((url) => url.includes('/404'))).toEqual([]);
  });

  it('gives every URL its alternates and x-default, no language two targets, itself among them', () => {
    const problems = entries.flatMap((entry) => hreflangProblems(entry.url, entry.links ?? []).map((p) => `${entry.url}: ${p}`));
    expect(problems).toEqual([]);
    const home = key(byUrl.get(`${SITE}/es/`)!.links ?? []);
    expect(home).toEqual([`es ${SITE}/es/`, `ru ${SITE}/ru/`, `x-default ${SITE}/`]);
  });

  it('is reciprocal: every alternate lists the same alternates back', () => {
    const broken: string[] = [];
    for (const entry of entries) {
      for (const link of entry.links ?? []) {
        const other = byUrl.get(link.url);
        if (!other) broken.push(`${entry.url} → ${link.lang} ${link.url}: not in the sitemap`);
        else if (key(other.links ?? []).join() !== key(entry.links ?? []).join()) broken.push(`${entry.url} ↔ ${link.url}: alternates differ`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('says what each page says in its own <link rel="alternate" hreflang>', () => {
    const differ = entries
      .filter((entry) => key(pageAlternates(readFileSync(`${local(entry.url)}index.html`, 'utf8'))).join() !== key(entry.links ?? []).join())
      .map((entry) => entry.url);
    expect(differ).toEqual([]);
  });
});

describe('clause pages', () => {
  it('are each reachable by a plain link from another page, not only through the sitemap', async () => {
    const linked = new Set<string>();
    for (const file of await listHtmlFiles('dist')) {
      const $ = load(readFileSync(file, 'utf8'));
      const from = pathOfFile('dist', file);
      $('a[href]').each((_, a) => {
        const target = new URL($(a).attr('href')!, `${SITE}${from}`);
        if (target.pathname !== from) linked.add(target.pathname);
      });
    }
    const clauses = JSON.parse(readFileSync('dist/clauses.json', 'utf8')) as ClauseRecord[];
    const unlinked = clauses.map((c) => new URL(c.permalink, SITE).pathname).filter((path) => !linked.has(path));
    expect(clauses.length).toBeGreaterThan(100);
    expect(unlinked).toEqual([]);
  });
});
