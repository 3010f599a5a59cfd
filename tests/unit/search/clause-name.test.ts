import { describe, expect, it } from 'vitest';
import { clauseName, headingWords, namedRecords, openingHeading, recordName } from '../../../src/lib/search/clause-name';
import { clauseTitlesForIndex } from '../../../src/lib/search/index-html';
import { isCloseForm } from '../../../src/lib/search/rank';

describe('clause names in search results', () => {
  it('give a bare clause number the words of its heading', () => {
    expect(headingWords('8.5. Тактические марши.')).toBe('Тактические марши');
    expect(clauseName('8.5', '8.5. Тактические марши.')).toBe('8.5 Тактические марши');
    expect(clauseName('8.5', '8.5. Marchas tácticas.')).toBe('8.5 Marchas tácticas');
  });

  it('give a lettered point the heading of the clause it belongs to', () => {
    expect(clauseName('8.5 д)', undefined, '8.5. Тактические марши.')).toBe('8.5 д) Тактические марши');
  });

  it('keep a label that already names the clause', () => {
    expect(clauseName('Modo Reserva', 'Modo Reserva:')).toBe('Modo Reserva');
    expect(clauseName('8.7 Dragones y lanceros')).toBe('8.7 Dragones y lanceros');
    expect(clauseName('DG')).toBe('DG');
    expect(clauseName('8.1')).toBe('8.1');
  });

  it('are written into the search title of each clause of a page, from its label (the page carries the label once)', () => {
    const html =
      '<!DOCTYPE html><html lang="ru"><body><section id="8-5" class="clause" data-clause data-label="8.5"><h2 class="clause-heading">8.5. Тактические марши.</h2>' +
      '<ol><li id="8-5-e" class="clause" data-clause data-label="8.5 д)">д) …</li></ol></section><section class="clause" data-clause data-label="Modo Reserva"></section>' +
      '<div class="clause-page-clause" data-clause data-label="8.6"></div></body></html>';
    const titles = [...clauseTitlesForIndex(html).matchAll(/data-pagefind-title="([^"]*)"/gu)].map((m) => m[1]);
    expect(titles).toEqual(['8.5 Тактические марши', '8.5 д) Тактические марши', 'Modo Reserva']);
    expect(clauseTitlesForIndex(html)).toMatch(/^<!DOCTYPE html><html lang="ru">/u);
  });

  it('leave a page without clauses as it is', () => {
    const html = '<!DOCTYPE html><html lang="es"><body><article data-pagefind-title="DG"></article></body></html>';
    expect(clauseTitlesForIndex(html)).toBe(html);
  });
});

describe('close forms', () => {
  it('are the word typed, being typed, or inflected; not a typo sharing a stem', () => {
    expect(isCloseForm('тактическии', 'тактические')).toBe(true);
    expect(isCloseForm('reac', 'reaccion')).toBe(true);
    expect(isCloseForm('атака', 'атаки')).toBe(true);
    expect(isCloseForm('arrolamiento', 'arrollamiento')).toBe(false);
    expect(isCloseForm('marcadres', 'marcados')).toBe(false);
  });
});

describe('clause names from clauses.json', () => {
  const record = (id: string, label: string, text: string) => ({ id, label, text, doc: 'gdb/movement-phase', lang: 'ru' });
  const records = [record('8-5', '8.5', '8.5. Тактические марши. Тактические марши представляют …'), record('8-5-e', '8.5 д)', 'д) Выполнение …'), record('8-5-initiative', '8.5 Инициатива бригадного генерала', 'Чтобы …')];
  it('read the heading a numbered clause opens with, and a lettered point its clause heading', () => {
    expect(namedRecords(records).map((r) => r.label)).toEqual(['8.5 Тактические марши', '8.5 д) Тактические марши', '8.5 Инициатива бригадного генерала']);
    expect(openingHeading(records[0]!)).toBe('8.5. Тактические марши');
    expect(records.map((r) => recordName(r, records))).toEqual(['8.5 Тактические марши', '8.5 д) Тактические марши', '8.5 Инициатива бригадного генерала']);
  });
});
