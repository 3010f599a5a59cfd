import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { fillUntranslated, type FillOptions } from '../../../src/lib/partial-translation';

const clause = (id: string, inner: string, tag = 'section') =>
  `<${tag} id="${id}" class="clause" data-clause data-label="${id}"><a class="clause-anchor" href="#${id}" data-ui>${id}</a><a class="cite-button" data-cite data-ui></a>${inner}</${tag}>`;

// The original: 1 (text, then a lettered list 1-a, 1-b), 2 (text, a correction), 3.
const ORIGINAL = [
  clause('1', `<h2 class="clause-heading">1. Marcha</h2><p>Texto uno.</p><ol class="lettered">${clause('1-a', 'а) Punto a.', 'li')}${clause('1-b', 'б) Punto b.', 'li')}</ol>`),
  clause('2', '<p>Texto <ins class="correction" id="correction-ref-1">dos</ins><a class="correction-ref" href="#correction-1" data-ui>[1]</a>.</p>'),
  clause('3', '<p>Texto tres.</p>'),
].join('');
const CLAUSES = [{ id: '1' }, { id: '1-a', parent: '1' }, { id: '1-b', parent: '1' }, { id: '2' }, { id: '3' }];
const options = (translated: string[]): FillOptions => ({
  clauses: CLAUSES,
  translated: new Set(translated),
  originalLang: 'es',
  originalPath: '/es/x/doc/',
  mark: { text: 'Ещё не переведено: оригинал на испанском.', link: 'Читать в оригинале' },
});

describe('a partial translation filled with its original', () => {
  it('shows an absent clause in the original, in place, marked, in its language and out of search', () => {
    const translation = `<p>Заголовок</p>${clause('1', `<h2 class="clause-heading">1. Марш</h2><p>Текст один.</p><ol class="lettered">${clause('1-a', 'а) Пункт а.', 'li')}${clause('1-b', 'б) Пункт б.', 'li')}</ol>`)}${clause('3', '<p>Текст три.</p>')}`;
    const $ = load(fillUntranslated(translation, ORIGINAL, options(['1', '1-a', '1-b', '3'])), null, false);
    expect($('[data-clause]').toArray().map((e) => e.attribs.id)).toEqual(['1', '1-a', '1-b', '2', '3']);
    const two = $('[id="2"]');
    expect(two.is('[data-untranslated]')).toBe(true);
    expect(two.find('[data-untranslated-mark]').text()).toBe('Ещё не переведено: оригинал на испанском. Читать в оригинале');
    expect(two.find('[data-untranslated-mark] a').attr('href')).toBe('/es/x/doc/#2');
    expect(two.find('[data-untranslated-mark] a').attr('hreflang')).toBe('es');
    const wording = two.children('p').not('[data-untranslated-mark]');
    expect(wording.attr('lang')).toBe('es');
    expect(wording.is('[data-pagefind-ignore]')).toBe(true);
    // Its correction mark points to the original's list of corrections, and its ids do not clash with this page's.
    expect(two.find('.correction-ref').attr('href')).toBe('/es/x/doc/#correction-1');
    expect(two.find('ins').attr('id')).toBeUndefined();
    // The translated clauses are untouched.
    expect($('[id="3"]').is('[data-untranslated]')).toBe(false);
    expect($('[id="3"] [lang]').length).toBe(0);
  });

  it('puts an absent sub-clause into its parent’s list, and keeps a translated one inside an untranslated parent', () => {
    const translation = [
      clause('1', `<ol class="lettered">${clause('1-b', 'б) Пункт б.', 'li')}</ol>`), // a placeholder: no words of its own
      clause('2', '<p>Текст два.</p>'),
    ].join('');
    const $ = load(fillUntranslated(translation, ORIGINAL, options(['1-b', '2'])), null, false);
    expect($('[data-clause]').toArray().map((e) => e.attribs.id)).toEqual(['1', '1-a', '1-b', '2', '3']);
    const one = $('[id="1"]');
    expect(one.is('[data-untranslated]')).toBe(true);
    expect(one.children('.clause-heading').attr('lang')).toBe('es');
    expect(one.children('.clause-heading').next().is('[data-untranslated-mark]')).toBe(true);
    // The list holding a translated sub-clause is not itself marked: the sub-clause stays searchable, in the page's language.
    expect(one.children('ol').attr('lang')).toBeUndefined();
    expect(one.children('ol').is('[data-pagefind-ignore]')).toBe(false);
    expect($('[id="1-b"]').text()).toContain('Пункт б.');
    expect($('[id="1-b"]').is('[data-untranslated]')).toBe(false);
    const a = $('[id="1-a"]');
    expect(a.is('[data-untranslated]')).toBe(true);
    expect(a.find('span[lang="es"][data-pagefind-ignore]').text()).toBe('а) Punto a.');
    expect($('[id="3"]').is('[data-untranslated]')).toBe(true);
  });

  it('adds a missing list to a translated parent that has none of its sub-clauses', () => {
    const translation = clause('1', '<h2 class="clause-heading">1. Марш</h2><p>Текст один.</p>') + clause('2', '<p>Текст два.</p>') + clause('3', '<p>Текст три.</p>');
    const $ = load(fillUntranslated(translation, ORIGINAL, options(['1', '2', '3'])), null, false);
    expect($('[id="1"] > ol.lettered > li[data-clause]').toArray().map((e) => e.attribs.id)).toEqual(['1-a', '1-b']);
  });

  it('fills a translation with no clause at all', () => {
    const $ = load(fillUntranslated('<p>Заголовок</p>', ORIGINAL, options([])), null, false);
    expect($('[data-clause]').toArray().map((e) => e.attribs.id)).toEqual(['1', '1-a', '1-b', '2', '3']);
    expect($('[data-untranslated-mark]').length).toBe(5);
    expect($('p').first().text()).toBe('Заголовок');
  });
});
