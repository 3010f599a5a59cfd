import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { clausesOfPage } from '../../src/lib/built-site';
import { cutSections, documentSections, sectionOf, sectionSettings, SECTION_CLAUSES, SPLIT_ABOVE } from '../../src/lib/document-sections';
import { documentOfSection, sectionPath } from '../../src/lib/site-paths';

/** A document of `sections` numbered clauses, each with `lettered` sub-clauses. */
function declared(sections: number, lettered: number) {
  return Array.from({ length: sections }, (_, n) => [
    { id: `20-${n + 1}`, label: `20.${n + 1}`, depth: 0 },
    ...Array.from({ length: lettered }, (_, l) => ({ id: `20-${n + 1}-${'abc'[l]}`, label: `20.${n + 1} ${'абв'[l]})`, depth: 1 })),
  ]).flat();
}

describe('sections of a long document', () => {
  it('keeps a short document whole, as one page', () => {
    const clauses = declared(40, 3);
    expect(clauses.length).toBeLessThanOrEqual(SPLIT_ABOVE);
    expect(documentSections(clauses)).toEqual([{ part: 1, ids: clauses.map((c) => c.id), first: '20.1', last: '20.40' }]);
  });

  it('splits a long one at top-level clauses, about 100 clauses a section, every clause in exactly one', () => {
    const clauses = declared(250, 3);
    const sections = documentSections(clauses);
    expect(sections).toHaveLength(10);
    expect(sections.map((s) => s.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sections.every((s) => s.ids.length === 100)).toBe(true);
    expect(sections.flatMap((s) => s.ids)).toEqual(clauses.map((c) => c.id));
    expect(sections[1]).toMatchObject({ first: '20.26', last: '20.50' });
    expect(sectionOf(sections, '20-26-b')).toBe(2);
    expect(sectionOf(sections, '20-250')).toBe(10);
  });

  it('splits every language version alike: the split reads ids and nesting, not labels', () => {
    const ru = declared(120, 3);
    const es = ru.map((c) => ({ ...c, label: c.label.replace('а', 'a').replace('б', 'b').replace('в', 'c') }));
    expect(documentSections(es).map((s) => s.ids)).toEqual(documentSections(ru).map((s) => s.ids));
  });

  it('cuts as the build’s environment says, and refuses a setting that is not a whole number, naming it', () => {
    expect(sectionSettings({})).toEqual({ splitAbove: SPLIT_ABOVE, perSection: SECTION_CLAUSES });
    expect(sectionSettings({ RULES_SPLIT_ABOVE: '40', RULES_SECTION_CLAUSES: '16' })).toEqual({ splitAbove: 40, perSection: 16 });
    expect(() => sectionSettings({ RULES_SECTION_CLAUSES: '1e2' })).toThrow('RULES_SECTION_CLAUSES=1e2: give a whole number of clauses from 1 (default 100)');
    expect(() => sectionSettings({ RULES_SPLIT_ABOVE: '0' })).toThrow('RULES_SPLIT_ABOVE=0');
    expect(documentSections(declared(12, 3), sectionSettings({ RULES_SPLIT_ABOVE: '40', RULES_SECTION_CLAUSES: '16' })).map((s) => s.first)).toEqual(['20.1', '20.5', '20.9']);
  });

  it('puts the first section on the document page and the others below it', () => {
    expect(sectionPath('ru', 'gdb', 'rules', 1)).toBe('/ru/gdb/rules/');
    expect(sectionPath('es', 'gdb', 'rules', 4)).toBe('/es/gdb/rules/part/4/');
    expect(documentOfSection(sectionPath('es', 'gdb', 'rules', 4))).toBe('/es/gdb/rules/');
    expect(documentOfSection('/es/gdb/rules/')).toBe('/es/gdb/rules/');
    expect(documentOfSection('/es/gdb/rules/8-5/')).toBe('/es/gdb/rules/8-5/');
  });

  it('cuts the rendered document at its top-level nodes, what stands between clauses with the clause before', () => {
    const html = '<p class="source-heading">Глава</p><section id="a" data-clause><ol><li id="a-a" data-clause>x</li></ol></section><aside>n</aside><section id="b" data-clause>y</section>';
    const sections = [
      { part: 1, ids: ['a', 'a-a'], first: 'A', last: 'A' },
      { part: 2, ids: ['b'], first: 'B', last: 'B' },
    ];
    expect(cutSections(html, sections)).toEqual([
      '<p class="source-heading">Глава</p><section id="a" data-clause><ol><li id="a-a" data-clause>x</li></ol></section><aside>n</aside>',
      '<section id="b" data-clause>y</section>',
    ]);
  });
});

describe('clauses of a section page', () => {
  it('keep their place on the section and their own page below the document', () => {
    const $ = load('<html lang="ru"><article data-doc="gdb/rules" data-doc-title="T" data-original="true"><section id="20-26" data-clause data-label="20.26"><p>Текст.</p></section></article></html>');
    expect(clausesOfPage($, '/ru/gdb/rules/part/2/')[0]).toMatchObject({ url: '/ru/gdb/rules/part/2/#20-26', permalink: '/ru/gdb/rules/20-26/' });
    expect(clausesOfPage($, '/ru/gdb/rules/')[0]).toMatchObject({ url: '/ru/gdb/rules/#20-26', permalink: '/ru/gdb/rules/20-26/' });
  });
});
