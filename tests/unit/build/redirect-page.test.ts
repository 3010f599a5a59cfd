import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { HtmlValidate } from 'html-validate';
import { previewOf } from '../../../src/integrations/keep-permalinks';
import { redirectPage } from '../../../src/lib/permalinks';

/** The head of a built clause page, as the layout writes it (abridged: the tags a preview is read from, and others). */
const TARGET = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>8.5 · Глава VIII &amp; «марш»</title><meta name="description" content="Тактический марш…">
<link rel="canonical" href="https://rules.example/ru/gdb/movement-phase/8-5/"><link rel="stylesheet" href="/_astro/site.css">
<meta property="og:title" content="8.5 · Глава VIII"><meta property="og:url" content="https://rules.example/ru/gdb/movement-phase/8-5/">
<meta property="og:image" content="https://rules.example/ru/gdb/movement-phase/8-5/card.png"><meta name="twitter:card" content="summary_large_image">
<script type="module" src="/_astro/page.js"></script></head><body><main><h1>8.5</h1></main></body></html>`;

describe('the page a moved address leaves behind', () => {
  const page = redirectPage('/ru/gdb/movement-phase/8-5/#x', 'https://rules.example/ru/gdb/movement-phase/8-5/#x', previewOf(TARGET));
  const $ = load(page);

  it("carries the new page's language, title and preview tags, and none of its styles or scripts", () => {
    expect($('html').attr('lang')).toBe('ru');
    expect($('title').text()).toBe('8.5 · Глава VIII & «марш»');
    expect($('meta[property="og:title"]').attr('content')).toBe('8.5 · Глава VIII');
    expect($('meta[property="og:image"]').attr('content')).toBe('https://rules.example/ru/gdb/movement-phase/8-5/card.png');
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    expect($('meta[name="description"]').attr('content')).toBe('Тактический марш…');
    expect($('link[rel="stylesheet"], script, h1').length).toBe(0);
    // One canonical link, its own (the full URL), and never indexed in the new page's place.
    expect($('link[rel="canonical"]').map((_, link) => link.attribs.href).get()).toEqual(['https://rules.example/ru/gdb/movement-phase/8-5/#x']);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('sends the reader on by path, fragment kept, wherever the site is served', () => {
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/ru/gdb/movement-phase/8-5/#x');
    expect($('body a').attr('href')).toBe('/ru/gdb/movement-phase/8-5/#x');
  });

  it('is valid HTML, with a preview and without one', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'long-title': 'off' } });
    for (const html of [page, redirectPage('/es/ocs/combat-table/', 'https://rules.example/es/ocs/combat-table/')]) {
      const report = await validator.validateString(html);
      expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
    }
  });
});
