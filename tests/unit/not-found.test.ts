import { describe, expect, it } from 'vitest';
import { documentAddressFor, documentNamedBy, missingAddressIn, notFoundPagePath, pageAddressWrittenOtherwise, sharedFolderOf } from '../../src/lib/not-found';
import { SECTIONS_FOLDER } from '../../src/lib/site-paths';
import { LANGUAGES } from '../../src/i18n/languages';

const DOCUMENTS = [
  { path: '/ru/gdb/movement-phase/', title: 'Глава VIII' },
  { path: '/ru/ocs/reaction-phase/', title: 'Фаза реакции' },
];

describe('notFoundPagePath', () => {
  it('answers in the language the path starts with', () => {
    expect(notFoundPagePath('/ru/gdb/no-such-page/', LANGUAGES)).toBe('/ru/404/');
    expect(notFoundPagePath('/es/x', LANGUAGES)).toBe('/es/404/');
    expect(notFoundPagePath('/ru', LANGUAGES)).toBe('/ru/404/');
  });

  it('answers in both languages when the path names none', () => {
    expect(notFoundPagePath('/', LANGUAGES)).toBe('/404.html');
    expect(notFoundPagePath('/fr/page/', LANGUAGES)).toBe('/404.html');
    expect(notFoundPagePath('/russian/', LANGUAGES)).toBe('/404.html');
  });
});

describe('documentNamedBy', () => {
  it('finds the document a mistyped clause address lies below', () => {
    expect(documentNamedBy('/ru/gdb/movement-phase/8-55/', DOCUMENTS)?.path).toBe('/ru/gdb/movement-phase/');
    expect(documentNamedBy('/ru/ocs/reaction-phase/x', DOCUMENTS)?.title).toBe('Фаза реакции');
    expect(documentNamedBy('/ru/gdb/movement-phase', DOCUMENTS)?.path).toBe('/ru/gdb/movement-phase/');
  });

  it('finds nothing when the address names no document', () => {
    expect(documentNamedBy('/ru/gdb/', DOCUMENTS)).toBeUndefined();
    expect(documentNamedBy('/ru/gdb/movement-phasex/', DOCUMENTS)).toBeUndefined();
    expect(documentNamedBy('/es/gdb/movement-phase/8-5/', DOCUMENTS)).toBeUndefined();
  });
});

describe('documentAddressFor', () => {
  it('carries the segment after the document as the fragment its page reads as a clause number', () => {
    expect(documentAddressFor('/ru/gdb/movement-phase/8-5-%D0%B4/', '/ru/gdb/movement-phase/', SECTIONS_FOLDER)).toBe('/ru/gdb/movement-phase/#8-5-%D0%B4');
    expect(documentAddressFor('/es/gdb/movement-phase/8.5', '/es/gdb/movement-phase/', SECTIONS_FOLDER)).toBe('/es/gdb/movement-phase/#8.5');
    expect(documentAddressFor('/es/gdb/movement-phase/8.5/card.png', '/es/gdb/movement-phase/', SECTIONS_FOLDER)).toBe('/es/gdb/movement-phase/#8.5');
  });

  it('is the document alone when the address adds nothing to it', () => {
    expect(documentAddressFor('/es/gdb/movement-phase/', '/es/gdb/movement-phase/', SECTIONS_FOLDER)).toBe('/es/gdb/movement-phase/');
    expect(documentAddressFor('/es/gdb/movement-phase', '/es/gdb/movement-phase/', SECTIONS_FOLDER)).toBe('/es/gdb/movement-phase/');
  });

  it('reads a long document\'s section folder as such, not as a clause «part» (a long-document review)', () => {
    // A section the document lacks, or the folder alone: the document.
    for (const missing of ['part/99/', 'part/0/', 'part/', 'part/07/']) {
      expect(documentAddressFor(`/ru/gdb/rules/${missing}`, '/ru/gdb/rules/', SECTIONS_FOLDER), missing).toBe('/ru/gdb/rules/');
    }
    // A clause's page written under a section (a citation's address before this was mended): the clause.
    expect(documentAddressFor('/ru/gdb/rules/part/7/20-160-b/', '/ru/gdb/rules/', SECTIONS_FOLDER)).toBe('/ru/gdb/rules/#20-160-b');
  });
});

describe('missingAddressIn', () => {
  it('is the same missing address in the other language', () => {
    expect(missingAddressIn('es', '/ru/gdb/movement-phase/8-5-%D0%B4/')).toBe('/es/gdb/movement-phase/8-5-%D0%B4/');
    expect(missingAddressIn('ru', '/es/no-such-page/')).toBe('/ru/no-such-page/');
  });
});

describe('sharedFolderOf', () => {
  it('names the folder that holds every one of the pages, below the language', () => {
    expect(sharedFolderOf(['/es/tools/combat/', '/es/tools/tactical-march/'])).toBe('/es/tools/');
    expect(sharedFolderOf(['/ru/tools/combat/'])).toBe('/ru/tools/');
  });

  it('names none when the pages lie in different folders, or in the language alone', () => {
    expect(sharedFolderOf(['/es/tools/combat/', '/es/glossary/'])).toBeUndefined();
    expect(sharedFolderOf(['/es/search/', '/es/glossary/'])).toBeUndefined();
    expect(sharedFolderOf([])).toBeUndefined();
  });
});

describe('pageAddressWrittenOtherwise', () => {
  it('reads a page\'s address as forums and chats pass it on: a stop or bracket glued to its end, capitals, a doubled slash', () => {
    expect(pageAddressWrittenOtherwise('/ru/gdb/movement-phase/8-5-b/)')).toBe('/ru/gdb/movement-phase/8-5-b/');
    expect(pageAddressWrittenOtherwise('/ru/gdb/movement-phase/8-5/»')).toBe('/ru/gdb/movement-phase/8-5/');
    expect(pageAddressWrittenOtherwise('/es/ocs/reaction-phase/parallel.')).toBe('/es/ocs/reaction-phase/parallel/');
    expect(pageAddressWrittenOtherwise('/es/glossary/),')).toBe('/es/glossary/');
    expect(pageAddressWrittenOtherwise('/ES/GDB/Movement-Phase/')).toBe('/es/gdb/movement-phase/');
    expect(pageAddressWrittenOtherwise('/es//ocs/reaction-phase/')).toBe('/es/ocs/reaction-phase/');
    expect(pageAddressWrittenOtherwise('/es/ocs/reaction-phase/card.png)')).toBe('/es/ocs/reaction-phase/card.png');
  });

  it('is null for an address written as pages are, which names a page the site lacks', () => {
    expect(pageAddressWrittenOtherwise('/ru/gdb/movement-phase/8-55/')).toBeNull();
    expect(pageAddressWrittenOtherwise('/es/nothing-here/')).toBeNull();
    expect(pageAddressWrittenOtherwise('/)')).toBeNull();
  });
});
