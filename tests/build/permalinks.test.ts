import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { normalizeText } from '../../src/lib/text';
import { buildFixture } from '../support/fixture-build';
import { clauses, page } from '../support/site';

const records = clauses();

describe('clause pages that unfurl', () => {
  it.each(records.map((r) => [r.permalink, r] as const))('%s carries the clause label and text in its preview tags', (permalink, record) => {
    expect(permalink).toBe(record.url.replace('#', '') + '/');
    const $ = page(permalink);
    const meta = (selector: string) => $(selector).attr('content') ?? '';
    expect($('html').attr('lang')).toBe(record.lang);
    for (const title of [meta('meta[property="og:title"]'), meta('meta[name="twitter:title"]'), $('title').text()]) {
      expect(title).toContain(record.label);
      expect(title).toContain(record.title);
    }
    const start = normalizeText(record.text).slice(0, 40).replace(/…$/, '');
    const description = meta('meta[name="description"]');
    expect(description.length).toBeLessThanOrEqual(200);
    if (record.text.length >= 60) expect(description.startsWith(start), `${description} / ${start}`).toBe(true);
    expect(meta('meta[property="og:description"]')).toBe(description);
    expect(meta('meta[property="og:locale"]')).toBe(record.lang === 'es' ? 'es_ES' : 'ru_RU');
    expect(new URL($('link[rel="canonical"]').attr('href') ?? '').pathname).toBe(permalink);
    expect($('a[data-in-context]').attr('href')).toBe(record.url);
    expect($('a[data-other-version]').attr('href')).toBe(permalink.replace(/^\/(es|ru)\//, (_, l) => `/${l === 'es' ? 'ru' : 'es'}/`));
  });

  it('show the clause with its sub-clauses', () => {
    const $ = page('/ru/gdb/movement-phase/8-5/');
    const text = normalizeText($('.clause-page-text').text());
    expect(text).toContain('8.5. Тактические марши.');
    expect(text).toContain('д) Выполнение подразделением Тактического марша');
    expect($('.clause-page-text [id], .clause-page-text .cite-button').length).toBe(0);
  });
});

describe('the permalink registry', () => {
  const registry = JSON.parse(readFileSync('content/permalinks.json', 'utf8')) as { published: string[] };

  it('holds every clause URL and permalink the site publishes (run `npm run permalinks` after adding clauses)', () => {
    const published = new Set(registry.published);
    const missing = records.flatMap((r) => [r.url, r.permalink]).filter((url) => !published.has(url));
    expect(missing).toEqual([]);
  });

  it('fails the build, naming the URL, when a registered clause disappears', () => {
    const { status, output } = buildFixture((root) => {
      const file = join(root, 'content/rules/es/gdb/movement-phase.mdx');
      const other = join(root, 'content/rules/ru/gdb/movement-phase.mdx');
      for (const f of [file, other]) writeFileSync(f, readFileSync(f, 'utf8').replace('<Clause id="8-7-dragoons"', '<Clause id="8-7-dragoons-renamed"'));
    });
    expect(status).not.toBe(0);
    expect(output).toContain('Published URLs would break');
    expect(output).toContain('/es/gdb/movement-phase/#8-7-dragoons no longer resolves');
    expect(output).toContain('/ru/gdb/movement-phase/8-7-dragoons/ no longer resolves');
  });

  it('sends moved URLs on to their new place with static redirect pages and clause aliases', () => {
    const { status, output, files } = buildFixture(
      (root) => {
        for (const lang of ['es', 'ru']) {
          const f = join(root, `content/rules/${lang}/gdb/movement-phase.mdx`);
          writeFileSync(f, readFileSync(f, 'utf8').replace('<Clause id="8-7-dragoons"', '<Clause id="8-7-dragoons-renamed"'));
        }
        const registryFile = join(root, 'content/permalinks.json');
        const moved = JSON.parse(readFileSync(registryFile, 'utf8'));
        for (const lang of ['es', 'ru']) {
          moved.moved[`/${lang}/gdb/movement-phase/#8-7-dragoons`] = `/${lang}/gdb/movement-phase/#8-7-dragoons-renamed`;
          moved.moved[`/${lang}/gdb/movement-phase/8-7-dragoons/`] = `/${lang}/gdb/movement-phase/8-7-dragoons-renamed/`;
        }
        writeFileSync(registryFile, JSON.stringify(moved));
      },
      ['es/gdb/movement-phase/8-7-dragoons/index.html', 'es/gdb/movement-phase/index.html'],
    );
    expect(status, output).toBe(0);
    const redirect = load(files['es/gdb/movement-phase/8-7-dragoons/index.html'] ?? '');
    expect(redirect('link[rel="canonical"]').attr('href')).toMatch(/\/es\/gdb\/movement-phase\/8-7-dragoons-renamed\/$/);
    expect(redirect('meta[http-equiv="refresh"]').attr('content')).toMatch(/^0; url=.*\/es\/gdb\/movement-phase\/8-7-dragoons-renamed\/$/);
    const doc = load(files['es/gdb/movement-phase/index.html'] ?? '');
    expect(doc('[id="8-7-dragoons"]').attr('data-alias-of')).toBe('8-7-dragoons-renamed');
    expect(doc('[id="8-7-dragoons"] + [id="8-7-dragoons-renamed"]').length).toBe(1);
  });
});

describe('sitemap and robots', () => {
  it('list every language version of a page together', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/ru\/gdb\/movement-phase\/8-5-e\/<\/loc><xhtml:link rel="alternate" hreflang="es" href="[^"]*\/es\/gdb\/movement-phase\/8-5-e\/"\/><xhtml:link rel="alternate" hreflang="ru"/);
    expect(readFileSync('dist/robots.txt', 'utf8')).toMatch(/^Sitemap: .*\/sitemap-index\.xml$/m);
  });
});
