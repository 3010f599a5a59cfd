import { describe, expect, it } from 'vitest';
import { bundlePath, combatExplainerPath, searchPagePath } from '../../../src/lib/search/paths';
import { combatCodeOfQuery } from '../../../src/lib/search/result-code';

describe('search paths', () => {
  it('give one Pagefind bundle per language', () => {
    expect(bundlePath('es')).toBe('/pagefind/es/');
    expect(bundlePath('ru')).toBe('/pagefind/ru/');
  });

  it('make a search a link, its query encoded', () => {
    expect(searchPagePath('ru')).toBe('/ru/search/');
    expect(searchPagePath('es', 'reserba', { exact: true })).toBe('/es/search/?q=reserba&exact=1');
    expect(searchPagePath('ru', 'тактический марш')).toBe('/ru/search/?q=%D1%82%D0%B0%D0%BA%D1%82%D0%B8%D1%87%D0%B5%D1%81%D0%BA%D0%B8%D0%B9+%D0%BC%D0%B0%D1%80%D1%88');
    expect(new URL(searchPagePath('es', 'a&b=c#d'), 'http://x').searchParams.get('q')).toBe('a&b=c#d');
  });

  it('point at the combat-result explainer with the code encoded', () => {
    expect(combatExplainerPath('es', 'AL1o1 DL1o2')).toBe('/es/tools/combat/?code=AL1o1%20DL1o2');
  });
});

describe('combatCodeOfQuery', () => {
  it('reads a combat result as players type it and gives its canonical code', () => {
    expect(combatCodeOfQuery('AL1o1 DL1o2')).toBe('AL1o1 DL1o2');
    expect(combatCodeOfQuery('ae4dl1o2')).toBe('Ae4 DL1o2');
    expect(combatCodeOfQuery('Ае4 DL1o2')).toBe('Ae4 DL1o2');
  });

  it('is null for words, clause numbers and malformed codes', () => {
    for (const query of ['reaccion', 'de', 'a', '8.5 d', 'AL0', 'DG', '']) expect(combatCodeOfQuery(query), query).toBeNull();
  });
});
