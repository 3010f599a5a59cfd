import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { normalizeText } from '../../src/lib/text';
import { clauses, expectedPreviewNote, page } from '../support/site';
import type { Lang } from '../../src/i18n/languages';

const records = clauses();

describe('a clause page with sub-clauses', () => {
  it('gives each its id, as in the document, so that a link to one (8-5/#8-5-a) lands on it', () => {
    let checked = 0;
    for (const record of records) {
      const $ = page(record.permalink);
      const nested = $('[data-clause-page] .clause-page-text [data-clause]').toArray();
      checked += nested.length;
      for (const element of nested) {
        const id = element.attribs.id ?? '';
        const sub = records.find((other) => other.doc === record.doc && other.lang === record.lang && other.id === id);
        expect(sub?.label, `${record.permalink} ${id}`).toBe(element.attribs['data-label']);
      }
    }
    // 8.5 alone holds nine.
    expect(checked).toBeGreaterThan(9);
  });
});

describe('clause pages that unfurl', () => {
  it.each(records.map((r) => [r.permalink, r] as const))('%s carries the clause label and text in its preview tags', (permalink, record) => {
    expect(permalink).toBe(record.url.replace('#', '') + '/');
    const $ = page(permalink);
    const meta = (selector: string) => $(selector).attr('content') ?? '';
    expect($('html').attr('lang')).toBe(record.lang);
    for (const title of [meta('meta[property="og:title"]'), $('title').text()]) {
      expect(title).toContain(record.label);
      expect(title).toContain(record.title);
    }
    const start = normalizeText(record.text).slice(0, 40).replace(/…$/, '');
    const description = meta('meta[name="description"]');
    expect(description.length).toBeLessThanOrEqual(200);
    if (record.text.length >= 60) expect(description.startsWith(start), `${description} / ${start}`).toBe(true);
    expect(meta('meta[property="og:description"]')).toBe(description);
    // Corrected wording is never shown silently: a preview of a clause whose text holds corrections says how many.
    // Nor is the site's comment on its reading left out: a preview says when the page has an editorial note on it.
    const note = expectedPreviewNote($, record.lang as Lang, record.id);
    if (note) expect(description.endsWith(` ${note}`), description).toBe(true);
    else expect(description).not.toMatch(/\[\d+ (correcci|исправлени)/);
    expect($('[data-clause-page]').attr('data-preview-note')).toBe(note);
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
    // No id of the document's own marks or buttons: only the sub-clauses keep theirs, for a link to land on one.
    expect($('.clause-page-text .cite-button').length).toBe(0);
    expect($('.clause-page-text [id]').toArray().map((element) => element.attribs.id)).toEqual(['8-5-a', '8-5-b', '8-5-c', '8-5-d', '8-5-e', '8-5-f', '8-5-g', '8-5-commanders', '8-5-initiative']);
    expect($('.clause-page-text [id]:not([data-clause])').length).toBe(0);
  });
});

describe('the permalink registry', () => {
  const registry = JSON.parse(readFileSync('content/permalinks.json', 'utf8')) as { published: string[] };

  it('holds every clause URL and permalink the site publishes (run `npm run permalinks` after adding clauses)', () => {
    const published = new Set(registry.published);
    const missing = records.flatMap((r) => [r.url, r.permalink]).filter((url) => !published.has(url));
    expect(missing).toEqual([]);
  });
  // What the build does when one disappears or moves: tests/unit/build/post-build.test.ts.
});

describe('sitemap and robots', () => {
  it('list every language version of a page together', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/ru\/gdb\/movement-phase\/8-5-e\/<\/loc><xhtml:link rel="alternate" hreflang="es" href="[^"]*\/es\/gdb\/movement-phase\/8-5-e\/"\/><xhtml:link rel="alternate" hreflang="ru"/);
    expect(readFileSync('dist/robots.txt', 'utf8')).toMatch(/^Sitemap: .*\/sitemap-index\.xml$/m);
  });
});
