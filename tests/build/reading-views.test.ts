import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { page } from '../support/site';
import type { Game } from '../../src/lib/documents';
import { docKeyPath, parallelPath } from '../../src/lib/site-paths';

const TRANSLATED = [
  { doc: 'ocs/reaction-phase', original: 'es', translation: 'ru' },
  { doc: 'ocs/combat-table', original: 'es', translation: 'ru' },
  { doc: 'gdb/movement-phase', original: 'ru', translation: 'es' },
] as const;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A block's words as the reader sees them, without the marks only one view adds ([n], § labels, cite buttons). */
function wordsOf($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('.correction-ref, .clause-anchor, [data-cite], .note-label, .visually-hidden').remove();
  return clean(copy.text());
}

/** Each note of a reading order (the elements given), with the last paragraph the reader has read before it. */
function notesWithPreceding($: CheerioAPI, blocks: Element[]): [string, string][] {
  let previous = '';
  const notes: [string, string][] = [];
  for (const block of blocks) {
    if (block.attribs['data-note'] !== undefined) notes.push([wordsOf($, block), previous]);
    else if ($(block).closest('[data-note], .pair-missing, .visually-hidden').length === 0) previous = wordsOf($, block);
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
      const inParallel = notesWithPreceding($, $(`[data-column="${column}"]`).find('p, [data-note]').toArray());
      expect(inDocument.length).toBe($doc('.rules-body [data-clause] [data-note]').length);
      expect(inParallel).toEqual(inDocument);
    },
  );
});
