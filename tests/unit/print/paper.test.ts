import { describe, expect, it } from 'vitest';
import { bookletPageCss, cssString, namedPage, pageArea, parsePaper, startPage } from '../../../src/lib/print/paper';
import { plainClauseLabels, prefixIds } from '../../../src/lib/print/prefix-ids';

describe('paper', () => {
  it('reads a paper choice, reporting an unusable one', () => {
    expect(parsePaper(null)).toEqual({ paper: 'a4' });
    expect(parsePaper('Letter')).toEqual({ paper: 'letter' });
    expect(parsePaper('A5')).toEqual({ paper: 'a4', unusable: 'A5' });
  });

  it('computes the printable area between the margins', () => {
    expect(pageArea('a4')).toEqual({ width: 178, height: 261 });
    expect(pageArea('letter')).toEqual({ width: 183.9, height: 243.4 });
  });

  it('writes a named page per paper and part, with its running header and orientation', () => {
    const css = bookletPageCss([{ key: 'contents' }, { key: 'ocs-a', header: 'Fase "A"' }, { key: 'table', header: 'T', landscape: true }]);
    expect(css).toContain('@page a4-ocs-a {');
    expect(css).toContain('@top-center { content: "Fase \\"A\\"";');
    expect(css).toContain('@page letter-table {\n  size: letter landscape;');
    expect(css).toContain("html[data-paper='letter'] [data-booklet-part='ocs-a'] { page: letter-ocs-a; }");
    expect(css).not.toMatch(/@page a4-contents \{[^}]*@top-center/);
    expect(namedPage('a4', 'x')).toBe('a4-x');
    expect(cssString('a\\b\nc')).toBe('"a\\\\b c"');
  });

  it('turns a column offset into a page number', () => {
    expect(startPage({ offset: 0, columnWidth: 600, pagesBefore: 0 })).toBe(1);
    expect(startPage({ offset: 1199.7, columnWidth: 600, pagesBefore: 0 })).toBe(3);
    expect(startPage({ offset: 600, columnWidth: 600, pagesBefore: 1 })).toBe(3);
    expect(() => startPage({ offset: 0, columnWidth: 0, pagesBefore: 0 })).toThrow(RangeError);
  });
});

describe('prefixIds', () => {
  it('prefixes ids and the links and references to them, and only those', () => {
    const html = '<section id="a" aria-labelledby="h"><h2 id="h">H</h2><a href="#a">a</a><a href="#elsewhere">b</a><a href="/x/#a">c</a></section>';
    const out = prefixIds(html, 'doc');
    expect(out).toContain('id="doc--a"');
    expect(out).toContain('aria-labelledby="doc--h"');
    expect(out).toContain('href="#doc--a"');
    expect(out).toContain('href="#elsewhere"');
    expect(out).toContain('href="/x/#a"');
  });
});

describe('plainClauseLabels', () => {
  it('keeps the label text and class, and drops the link', () => {
    const html = '<section id="a"><a class="clause-anchor term-anchor" href="#a" aria-label="Enlace a A" data-ui>§ A</a><a href="/es/glossary/#x">x</a></section>';
    expect(plainClauseLabels(html)).toBe('<section id="a"><span class="clause-anchor term-anchor">§ A</span><a href="/es/glossary/#x">x</a></section>');
  });
});

describe('booklet', async () => {
  const { bookletDocuments, bookletPartKey } = await import('../../../src/lib/print/booklet');
  const version = (lang: 'es' | 'ru', game: 'ocs' | 'gdb', doc: string, order: number) => ({ lang, game, doc, order, title: doc, description: '', original: true });

  it('holds the documents of one game and language, in reading order', () => {
    const all = [version('es', 'ocs', 'combat-table', 2), version('ru', 'ocs', 'reaction-phase', 1), version('es', 'gdb', 'movement-phase', 1), version('es', 'ocs', 'reaction-phase', 1)];
    expect(bookletDocuments(all, 'es', 'ocs').map((v) => v.doc)).toEqual(['reaction-phase', 'combat-table']);
    expect(bookletPartKey({ doc: 'combat-table' })).toBe('doc-combat-table');
  });
});

describe('booklet entries', async () => {
  const { bookletEntries } = await import('../../../src/lib/print/booklet');
  it('puts the Combat Table sheet right after the OCS document on its results, and nowhere else', () => {
    const doc = (game: 'ocs' | 'gdb', name: string) => ({ lang: 'es' as const, game, doc: name, order: 1, title: name, description: '', original: true });
    expect(bookletEntries([doc('ocs', 'reaction-phase'), doc('ocs', 'combat-table')]).map((e) => e.key)).toEqual(['contents', 'doc-reaction-phase', 'doc-combat-table', 'combat-table-sheet']);
    expect(bookletEntries([doc('gdb', 'movement-phase')]).map((e) => e.kind)).toEqual(['contents', 'document']);
  });
});

describe('landscape sheet', () => {
  it('gets narrower margins than the text pages', () => {
    const css = bookletPageCss([{ key: 'doc', header: 'D' }, { key: 'table', header: 'T', landscape: true }]);
    expect(css).toContain('@page a4-table {\n  size: A4 landscape;\n  margin: 12mm 12mm 12mm 12mm;');
    expect(css).toContain('@page a4-doc {\n  size: A4 portrait;\n  margin: 18mm 16mm 18mm 16mm;');
  });
});
