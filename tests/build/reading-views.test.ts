import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, DOCUMENTS, page } from '../support/site';
import type { Game } from '../../src/lib/documents';
import { clausePath, docKeyPath, parallelPath } from '../../src/lib/site-paths';

const TRANSLATED = [
  { doc: 'ocs/reaction-phase', original: 'es', translation: 'ru' },
  { doc: 'ocs/combat-table', original: 'es', translation: 'ru' },
  { doc: 'gdb/movement-phase', original: 'ru', translation: 'es' },
] as const;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A block's words as the reader sees them, without the marks only one view adds ([n], § labels, cite buttons) and
 * the labels a view gives in its own language (a note's, a caption's).
 */
function wordsOf($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('.correction-ref, .clause-anchor, [data-cite], .note-label, .caption-label, .caption-missing, .visually-hidden').remove();
  return clean(copy.text());
}

/** Each note of a reading order (the elements given), with the last paragraph the reader has read before it. */
function notesWithPreceding($: CheerioAPI, blocks: Element[]): [string, string][] {
  let previous = '';
  const notes: [string, string][] = [];
  for (const block of blocks) {
    if (block.attribs['data-note'] !== undefined) notes.push([wordsOf($, block), previous]);
    else if ($(block).closest('[data-note], [data-corrections], .pair-missing, .visually-hidden').length === 0) previous = wordsOf($, block);
  }
  return notes;
}

describe.each(TRANSLATED)('the side-by-side view of $doc', ({ doc, original, translation }) => {
  const [game, name] = doc.split('/') as [Game, string];

  it.each([original, translation].flatMap((lang) => (['original', 'translation'] as const).map((column) => ({ lang, column }))))(
    'on the $lang page, the $column column keeps every note after the paragraph it follows on the document page',
    ({ lang, column }) => {
      const columnLang = column === 'original' ? original : translation;
      const $doc = page(docKeyPath(columnLang, doc));
      const inDocument = notesWithPreceding($doc, $doc('.rules-body').find('p, [data-note]').filter((_, e) => $doc(e).closest('[data-clause]').length > 0).toArray());
      const $ = page(parallelPath(lang, game, name));
      const inParallel = notesWithPreceding($, $(`[data-pair] [data-column="${column}"], [data-pair-continued] [data-column="${column}"]`).find('p, [data-note]').toArray());
      expect(inDocument.length).toBe($doc('.rules-body [data-clause] [data-note]').length);
      expect(inParallel).toEqual(inDocument);
    },
  );

  it.each([original, translation])('on the %s page, each column holds its document\'s text outside every clause (headings, notes, captions), in order, without its tools', (lang) => {
    const $ = page(parallelPath(lang, game, name));
    for (const [column, columnLang] of [['original', original], ['translation', translation]] as const) {
      const $doc = page(docKeyPath(columnLang, doc));
      const outside = $doc('.rules-body').children().not('[data-clause], section[data-ui], script, style, link').toArray();
      const inDocument = outside.map((element) => wordsOf($doc, element)).filter(Boolean);
      expect(inDocument.length, `${columnLang} ${doc}`).toBeGreaterThan(0);
      const inParallel = $(`[data-pair-outside] [data-column="${column}"]`).children().not('.visually-hidden').toArray().map((element) => wordsOf($, element)).filter(Boolean);
      expect(inParallel, `${column} column of ${parallelPath(lang, game, name)}`).toEqual(inDocument);
    }
    expect($('[data-pair-outside] [data-march-tool], [data-pair-outside] [data-combat-tool], [data-pair-outside] script').length).toBe(0);
  });

  it.each([original, translation])('on the %s page, names a row that continues a clause with the clause\'s label in its own language (an accessibility review)', (lang) => {
    const $ = page(parallelPath(lang, game, name));
    // The Reaction Phase's view has such rows (its released units' list runs on past a sub-clause); the others may not.
    if (doc === 'ocs/reaction-phase') expect($('[data-pair-continued] .pair-label a').length).toBeGreaterThan(0);
    for (const link of $('[data-pair-continued] .pair-label a').toArray()) {
      const label = $(link).find('span[lang]');
      expect(label.length, clean($(link).text())).toBe(1);
      // The words around it («(continuación)») are the page's.
      expect($(link).closest('[lang]').attr('lang')).toBe(lang);
      const own = $(link).closest('[data-pair-continued]').attr('data-pair-continued')!;
      const pair = $(`[data-pair][id="${own}"] .pair-label a`);
      expect(clean(label.text())).toBe(clean(pair.text()));
      expect(label.attr('lang')).toBe(pair.attr('lang'));
    }
  });

  it.each([original, translation])('on the %s page, gives UI text inside a column of another language the page\'s language', (lang) => {
    const $ = page(parallelPath(lang, game, name));
    const uiText = $('[data-column]').find('.note-label, .caption-label, .caption-missing, .visually-hidden, .pair-missing, .correction-ref, [data-corrections]').toArray();
    expect(uiText.length).toBeGreaterThan(0);
    const wrong = uiText.filter((element) => $(element).closest('[lang]').attr('lang') !== lang).map((element) => clean($(element).text()));
    expect(wrong).toEqual([]);
  });
});

/** The pages a document is read on: its own page and the sections of a long one. */
function documentPages(path: string): string[] {
  const parts: string[] = [];
  for (let n = 2; existsSync(join(DIST, path, 'part', String(n), 'index.html')); n += 1) parts.push(`${path}part/${n}/`);
  return [path, ...parts];
}

describe.each(DOCUMENTS.filter((d) => d.original))('the corrections of $path', ({ path }) => {
  // Every correction the document lists, with the clause that holds it and every clause around that one.
  const corrections = documentPages(path).flatMap((pagePath) => {
    const $ = page(pagePath);
    return $('ins.correction[id^="correction-ref-"]').toArray().map((ins) => {
      const n = ins.attribs.id!.slice('correction-ref-'.length);
      return {
        n,
        corrected: clean($(ins).text()),
        entry: clean($(`#correction-${n}`).text().replace(/↑\s*$/, '')),
        clauses: $(ins).parents('[data-clause]').toArray().map((c) => c.attribs.id!),
      };
    });
  });
  const [, lang, game, doc] = path.split('/') as [string, 'es' | 'ru', Game, string];

  it('lists corrections held by clauses', () => {
    expect(corrections.length).toBeGreaterThan(1);
    for (const c of corrections) expect(c.clauses.length).toBeGreaterThan(0);
  });

  it('shows each correction, with its marker and its entry, on every clause page that holds it', () => {
    for (const { n, corrected, entry, clauses } of corrections) {
      for (const id of clauses) {
        const $ = page(clausePath(lang, game, doc, id));
        const marker = $(`.clause-page-text ins.correction + a.correction-ref[href="#correction-${n}"]`);
        expect(marker.text(), `${id} [${n}]`).toBe(`[${n}]`);
        expect(clean(marker.prev('ins').text())).toBe(corrected);
        const listed = $(`[data-corrections] li#correction-${n}`);
        expect(clean(listed.text()), `${id} [${n}]`).toContain(entry.replace(/ —.*$/, ''));
        expect(clean(listed.text())).toContain(entry.replace(/^.* — /, ''));
      }
    }
  });

  it('shows each correction, with its marker and its entry, in its row of the side-by-side view', () => {
    for (const pageLang of ['es', 'ru'] as const) {
      const $ = page(parallelPath(pageLang, game, doc));
      for (const { n, corrected, entry, clauses } of corrections) {
        const cell = $(`[data-pair][id="${clauses[0]}"] [data-column="original"]`);
        const marker = cell.find(`ins.correction + a.correction-ref[href="#original-correction-${n}"]`);
        expect(marker.text(), `${pageLang} ${clauses[0]} [${n}]`).toBe(`[${n}]`);
        expect(clean(marker.prev('ins').text())).toBe(corrected);
        const listed = cell.find(`[data-corrections] li#original-correction-${n}`);
        expect(clean(listed.text()), `${pageLang} [${n}]`).toContain(entry.replace(/ —.*$/, ''));
      }
    }
  });
});
