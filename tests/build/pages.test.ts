import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listHtmlFiles, pathOfFile, readableText } from '../../src/lib/site-html';
import { isClauseId } from '../../src/lib/clause-ids';
import { applyCorrections, loadCorrections } from '../../src/lib/corrections';
import { normalizeText, splitSentences } from '../../src/lib/text';
import { clauses, DIST, DOCUMENTS, page } from '../support/site';

const htmlPaths = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file));
const records = clauses();

describe('every built page', () => {
  it.each(htmlPaths)('%s has a language, a title and a description', (path) => {
    const $ = page(path);
    expect(['es', 'ru']).toContain($('html').attr('lang'));
    expect($('title').text().trim().length).toBeGreaterThan(3);
    if (!path.endsWith('404.html')) expect(($('meta[name="description"]').attr('content') ?? '').length).toBeGreaterThan(20);
  });

  it.each(htmlPaths)('%s has unique element ids', (path) => {
    const ids = page(path)('[id]').toArray().map((e) => e.attribs.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe.each(DOCUMENTS)('rules document $path', ({ path, lang, original, source }) => {
  const $ = page(path);
  const article = $('[data-doc]');

  it('is in its language and says whether it is the original', () => {
    expect($('html').attr('lang')).toBe(lang);
    expect(article.attr('data-original')).toBe(String(original));
    expect($('h1').text()).toBe(article.attr('data-doc-title'));
  });

  it('gives every clause a well-formed id, a label and a link to itself', () => {
    const clausesHere = article.find('[data-clause]').toArray();
    expect(clausesHere.length).toBeGreaterThan(5);
    for (const clause of clausesHere) {
      const id = clause.attribs.id ?? '';
      expect(isClauseId(id), id).toBe(true);
      expect(clause.attribs['data-label'], id).toBeTruthy();
      expect($(clause).find(`a[href="#${id}"]`).length, id).toBe(1);
    }
  });

  it('is published clause by clause in clauses.json', () => {
    const mine = records.filter((r) => r.url.startsWith(path));
    const onPage = article.find('[data-clause]').toArray();
    expect(mine.map((r) => r.id)).toEqual(onPage.map((e) => e.attribs.id));
    for (const [i, record] of mine.entries()) {
      expect(record).toMatchObject({ lang, original, url: `${path}#${record.id}`, label: onPage[i]!.attribs['data-label'] });
      expect(record.doc).toBe(article.attr('data-doc'));
      expect(record.text).toBe(readableText($, onPage[i]!, { withoutNested: '[data-clause]' }));
    }
  });

  it.runIf(original)('loses no sentence of its source (verbatim, or through a listed correction)', () => {
    const corrections = loadCorrections().filter((c) => c.source === source);
    const text = applyCorrections(readFileSync(join('content/sources', source), 'utf8'), corrections)
      // A result code's leader dots and a legend's "=" are layout; the page sets them as a definition list.
      .replace(/\s*\.{3,}\s*/g, ' ')
      .replace(/^(\S+) = /gm, '$1 ');
    const pageText = readableText($, $('.rules-body')[0]!);
    const missing = splitSentences(text).filter((sentence) => !pageText.includes(normalizeText(sentence)));
    expect(missing).toEqual([]);
  });
});

describe('the unpublished tables', () => {
  it('stay marked as not published in the movement chapter (8.7 and 8.9)', () => {
    const $ = page('/ru/gdb/movement-phase/');
    expect($('#8-7 [data-not-published]').length).toBe(1);
    expect($('#8-9 [data-not-published]').length).toBe(1);
  });
});

describe('the image caption', () => {
  it('is a caption, not a clause', () => {
    const $ = page('/es/ocs/reaction-phase/');
    const caption = $('figure.caption figcaption');
    expect(caption.text()).toContain('Tropas soviéticas durante la Operación');
    expect(caption.closest('[data-clause]').length).toBe(0);
  });
});
