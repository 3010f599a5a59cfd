import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as paths from '../../src/lib/site-paths';
import {
  BILINGUAL_NOT_FOUND_PATH,
  SEARCH_BUNDLES_DIR,
  bookletPath,
  bundlePath,
  cardPath,
  clausePath,
  combatExplainerPath,
  docKeyPath,
  docPath,
  gameSectionId,
  gameSectionPath,
  glossaryPath,
  homePath,
  manifestPath,
  notFoundPath,
  offlineWorkerPath,
  pageFile,
  parallelPath,
  quickReferencePath,
  searchPagePath,
  termPath,
  toolPath,
} from '../../src/lib/site-paths';

describe('the site’s paths', () => {
  it('put every page under its language', () => {
    expect(homePath('ru')).toBe('/ru/');
    expect(glossaryPath('es')).toBe('/es/glossary/');
    expect(searchPagePath('ru')).toBe('/ru/search/');
    expect(notFoundPath('es')).toBe('/es/404/');
    expect(BILINGUAL_NOT_FOUND_PATH).toBe('/404.html');
  });

  it('anchor a game’s section of the home page by the id the section carries', () => {
    expect(gameSectionId('gdb')).toBe('game-gdb');
    expect(gameSectionPath('es', 'ocs')).toBe('/es/#game-ocs');
  });

  it('nest a document’s pages under its game', () => {
    expect(docPath('es', 'gdb', 'movement-phase')).toBe('/es/gdb/movement-phase/');
    expect(docKeyPath('ru', 'ocs/combat-table')).toBe('/ru/ocs/combat-table/');
    expect(parallelPath('ru', 'gdb', 'movement-phase')).toBe('/ru/gdb/movement-phase/parallel/');
    expect(clausePath('ru', 'gdb', 'movement-phase', '8-5-e')).toBe('/ru/gdb/movement-phase/8-5-e/');
    expect(bookletPath('es', 'ocs')).toBe('/es/ocs/print/');
    expect(quickReferencePath('ru', 'gdb')).toBe('/ru/gdb/print/quick-reference/');
  });

  it('give each game its tool page', () => {
    expect(toolPath('es', 'ocs')).toBe('/es/tools/combat/');
    expect(toolPath('ru', 'gdb')).toBe('/ru/tools/tactical-march/');
    expect(combatExplainerPath('es', 'AL1o1 DL1o2')).toBe('/es/tools/combat/?code=AL1o1%20DL1o2');
    expect(new URL(combatExplainerPath('ru', 'A&B #1'), 'http://x').searchParams.get('code')).toBe('A&B #1');
  });

  it('link a glossary term to its entry', () => {
    expect(termPath('es', 'reserve-mode')).toBe('/es/glossary/#reserve-mode');
  });

  it('make a search a link, its query encoded', () => {
    expect(searchPagePath('es', 'liberar reserva')).toBe('/es/search/?q=liberar+reserva');
    expect(searchPagePath('es', 'reserba', { exact: true })).toBe('/es/search/?q=reserba&exact=1');
    expect(searchPagePath('ru', 'тактический марш')).toBe('/ru/search/?q=%D1%82%D0%B0%D0%BA%D1%82%D0%B8%D1%87%D0%B5%D1%81%D0%BA%D0%B8%D0%B9+%D0%BC%D0%B0%D1%80%D1%88');
    expect(new URL(searchPagePath('es', 'a&b=c#d'), 'http://x').searchParams.get('q')).toBe('a&b=c#d');
  });

  it('give one Pagefind bundle per language', () => {
    expect(SEARCH_BUNDLES_DIR).toBe('pagefind');
    expect(bundlePath('es')).toBe('/pagefind/es/');
    expect(bundlePath('ru')).toBe('/pagefind/ru/');
  });

  it('name the files published beside the pages', () => {
    expect(manifestPath('es')).toBe('/manifest-es.webmanifest');
    expect(offlineWorkerPath('es', 'ocs')).toBe('/offline-es-ocs.js');
    expect(cardPath('/ru/gdb/movement-phase/8-5-e/')).toBe('/ru/gdb/movement-phase/8-5-e/card.png');
    expect(cardPath('/es')).toBe('/es/card.png');
    expect(pageFile('/es/search/')).toBe('es/search/index.html');
    expect(pageFile(homePath('ru'))).toBe('ru/index.html');
  });

  it('document every builder with an example that holds', () => {
    const source = readFileSync('src/lib/site-paths.ts', 'utf8');
    const examples = [...source.matchAll(/@example (\w+)\((.*)\) \/\/ '([^']*)'/g)];
    const exported = Object.entries(paths).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    expect(new Set(examples.map(([, name]) => name))).toEqual(new Set(exported));
    for (const [, name, args, expected] of examples) {
      const call = paths[name as keyof typeof paths] as (...values: unknown[]) => string;
      // The examples' arguments are plain literals: strings, and an options object such as { exact: true }.
      const values = JSON.parse(`[${args!.replaceAll("'", '"').replace(/(\w+): /g, '"$1": ')}]`) as unknown[];
      expect(call(...values), `${name}(${args})`).toBe(expected);
    }
  });
});
