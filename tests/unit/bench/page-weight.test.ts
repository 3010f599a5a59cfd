import { describe, expect, it } from 'vitest';
import { pageAssets, pageKind, scriptClosure, staticImports, widgetsOf } from '../../../scripts/bench/page-weight';

describe('what a page loads before any interaction', () => {
  it('lists its stylesheets and scripts, not data blocks, other origins or links that are not stylesheets', () => {
    const html = `<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="https://cdn.example/x.css">
      <script src="/scripts/theme-init.js"></script><script type="application/json" data-config>{}</script>
      <script type="module" src="../_astro/b.js"></script><link rel="modulepreload" href="/_astro/c.js"></head>`;
    expect(pageAssets(html, '/es/x/')).toEqual({ stylesheets: ['/_astro/a.css'], scripts: ['/scripts/theme-init.js', '/es/_astro/b.js', '/_astro/c.js'] });
  });

  it('follows static imports and exports of minified modules, not import() calls', () => {
    const code = 'import{n as e,t}from"./preload-helper.js";import"./side.js";export{x}from"../shared/y.js";const s=()=>e(()=>import("./session.js"),[]);';
    expect(staticImports(code, '/_astro/entry.js')).toEqual(['/_astro/preload-helper.js', '/_astro/side.js', '/shared/y.js']);
    expect(staticImports('const important="x";s.import("./no.js")', '/_astro/a.js')).toEqual([]);
  });

  it('gathers every module a page runs, once each, through shared chunks and cycles', () => {
    const files: Record<string, string> = {
      '/_astro/a.js': 'import{t}from"./text.js";import"./b.js";',
      '/_astro/b.js': 'import{t}from"./text.js";import"./a.js";',
      '/_astro/text.js': 'export const t=1;',
    };
    expect(scriptClosure(['/_astro/a.js', '/scripts/theme-init.js'], (path) => files[path])).toEqual(['/_astro/a.js', '/_astro/text.js', '/_astro/b.js', '/scripts/theme-init.js']);
  });
});

describe('pages by kind and widgets', () => {
  it.each([
    ['/', 'picker'],
    ['/ru/', 'home'],
    ['/es/ocs/reaction-phase/', 'document'],
    ['/es/ocs/reaction-phase/parallel/', 'parallel'],
    ['/ru/gdb/movement-phase/8-5-e/', 'clause'],
    ['/es/search/', 'search'],
    ['/ru/tools/tactical-march/', 'tool'],
    ['/404.html', 'not-found'],
    ['/es/404/', 'not-found'],
    ['/chess/x/', 'other'],
  ])('%s is a %s page', (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });

  it('finds the tools, the search results and the language picker, but not the header search panel', () => {
    expect(widgetsOf('<header><div data-search-panel><rules-search-results></rules-search-results></div></header><main><p>Text</p></main>')).toEqual([]);
    expect(widgetsOf('<main><rules-search-results></rules-search-results><section data-combat-tool></section></main>')).toEqual(['combat tools', 'search results']);
    expect(widgetsOf('<section id="tactical-march" data-march-tool></section><a data-pick-lang="ru">')).toEqual(['tactical march', 'language picker']);
  });
});
