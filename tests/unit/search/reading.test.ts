import { describe, expect, it } from 'vitest';
import { asTyped, readingNotes } from '../../../src/lib/search/reading';
import type { SiteSearchResult } from '../../../src/lib/search/site-search';

type Hit = SiteSearchResult['hits'][number];
const hit = (url: string, matched: string[], missing: string[] = []): Hit => ({
  url,
  label: url,
  docTitle: 'Fase de reacción',
  doc: 'ocs/reaction-phase',
  lang: 'es',
  original: false,
  excerpt: '',
  coverage: matched.length,
  closeMatches: matched.length,
  labelMatches: 0,
  strength: 1,
  matched,
  missing,
});
const railway = '/es/ocs/reaction-phase/#no-rail-air-naval';
const releasing = '/es/ocs/reaction-phase/#releasing-units';

describe('how a forgiving search says it read a query', () => {
  it('names the corrected query when the clauses listed hold the word it was read as', () => {
    const result = { hits: [hit(railway, ['ferrocarril'])], corrections: [{ typed: 'ferocarril', used: 'ferrocarril' }], correctedQuery: 'ferrocarril', notFound: [] };
    expect(readingNotes(result, [railway])).toEqual([{ kind: 'corrected', query: 'ferrocarril' }]);
  });

  it('names it when the word read is part of a term a listed clause holds', () => {
    const result = { hits: [hit(releasing, ['liberar reserva'])], corrections: [{ typed: 'reserba', used: 'reserva' }], correctedQuery: 'liberar reserva', notFound: [] };
    expect(readingNotes(result, [releasing])).toEqual([{ kind: 'corrected', query: 'liberar reserva' }]);
  });

  it('says nothing of a correction that found nothing either (/ru/search/?q=reaccion read as «reaction», itself read as «reaccion»)', () => {
    const result = { hits: [], corrections: [{ typed: 'reaccion', used: 'reaction' }], correctedQuery: 'reaction', notFound: ['reaction'] };
    expect(readingNotes(result, [])).toEqual([]);
  });

  it('says nothing of a correction when the listed clauses were found by the other words alone', () => {
    const result = {
      hits: [hit(railway, ['ferrocarril'], ['reaction'])],
      corrections: [{ typed: 'reaccion', used: 'reaction' }],
      correctedQuery: 'reaction ferrocarril',
      notFound: ['reaction'],
    };
    expect(readingNotes(result, [railway])).toEqual([{ kind: 'partial' }, { kind: 'notFound', words: ['reaction'] }]);
  });

  it('says nothing of a correction whose clauses are not the ones listed (a clause named by number is listed alone)', () => {
    const result = { hits: [hit(railway, ['ferrocarril'])], corrections: [{ typed: 'ferocarril', used: 'ferrocarril' }], correctedQuery: 'ferrocarril', notFound: [] };
    expect(readingNotes(result, ['/es/gdb/movement-phase/#8-5'])).toEqual([]);
  });

  it('says which words no text has, and that clauses hold only some words, only over a list', () => {
    const partial = { hits: [hit(railway, ['reserva', 'ferrocarril'], ['tanques'])], corrections: [], notFound: ['tanques'] };
    expect(readingNotes(partial, [railway])).toEqual([{ kind: 'partial' }, { kind: 'notFound', words: ['tanques'] }]);
    expect(readingNotes({ hits: [], corrections: [], notFound: ['zzz'] }, [])).toEqual([]);
  });
});

describe('the words no text has, as the reader typed them', () => {
  it('are named in their typed letters and case, not folded (й, ё, capitals)', () => {
    const result = { hits: [], corrections: [], notFound: ['бригадныи', 'еж', 'hedgehog'] } as Pick<SiteSearchResult, 'hits' | 'corrections' | 'correctedQuery' | 'notFound'>;
    const notes = readingNotes({ ...result, hits: [{ url: '/ru/x/#a', missing: ['еж'] } as SiteSearchResult['hits'][number]] }, ['/ru/x/#a'], 'Бригадный ёж Hedgehog');
    expect(notes.find((note) => note.kind === 'notFound')).toEqual({ kind: 'notFound', words: ['Бригадный', 'ёж', 'Hedgehog'] });
    expect(asTyped('бригадный генерал', 'бригадныи генерал')).toBe('бригадный генерал');
    expect(asTyped('otra cosa', 'еж')).toBe('еж');
  });
});
