import { describe, expect, it } from 'vitest';
import { hreflangProblems, pageAlternates } from '../../src/lib/hreflang';

describe('hreflang alternates', () => {
  it("are read from a page's head", () => {
    const html = '<html><head><link rel="alternate" hreflang="es" href="https://x/es/"><link rel="alternate" hreflang="x-default" href="https://x/"><link rel="alternate" type="application/rss+xml" href="/feed"></head><body><a rel="alternate" hreflang="ru" href="/ru/">ru</a></body></html>';
    expect(pageAlternates(html)).toEqual([{ lang: 'es', url: 'https://x/es/' }, { lang: 'x-default', url: 'https://x/' }]);
  });

  it('are sound with one target a language, x-default, and the page itself', () => {
    expect(hreflangProblems('https://x/es/', [{ lang: 'es', url: 'https://x/es/' }, { lang: 'ru', url: 'https://x/ru/' }, { lang: 'x-default', url: 'https://x/' }])).toEqual([]);
  });

  it('name a language with two targets, a missing x-default, a page not among its alternates', () => {
    expect(hreflangProblems('https://x/', [{ lang: 'es', url: 'https://x/' }, { lang: 'es', url: 'https://x/es/' }])).toEqual(['es has 2 targets: https://x/, https://x/es/', 'no x-default']);
    expect(hreflangProblems('https://x/a/', [{ lang: 'es', url: 'https://x/b/' }, { lang: 'x-default', url: 'https://x/b/' }])).toEqual(['no link to itself']);
  });
});
