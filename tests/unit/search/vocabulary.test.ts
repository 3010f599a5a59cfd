import { describe, expect, it } from 'vitest';
import { buildVocabulary, nearestWords, typoAllowance, vocabularyPath, vocabularyWords } from '../../../src/lib/search/vocabulary';

describe('the search vocabulary', () => {
  it('holds the folded words of the texts, without short words or words with digits', () => {
    expect(vocabularyWords(['Modo Reserva', 'la reserva 1D6 en Fase de Reacción', 'ЕЩЁ'])).toEqual(['fase', 'modo', 'reaccion', 'reserva', 'еще']);
  });

  it('keeps stop words folded and the clause count', () => {
    const vocabulary = buildVocabulary({ lang: 'es', texts: ['Reacción'], clauses: 3, stopWords: ['qué', 'de', 'de'] });
    expect(vocabulary).toEqual({ lang: 'es', clauses: 3, words: ['reaccion'], stopWords: ['de', 'que'] });
  });

  it('lives beside the language bundle', () => {
    expect(vocabularyPath('ru')).toBe('/pagefind/ru/vocabulary.json');
  });
});

describe('typos', () => {
  it('allow one edit for 4–7 letters, two for longer, none for shorter', () => {
    expect([typoAllowance('que'), typoAllowance('ruta'), typoAllowance('reserba'), typoAllowance('arrolamiento')]).toEqual([0, 1, 1, 2]);
    expect(typoAllowance('марш')).toBe(1);
  });

  it('are read as the nearest words, in Latin and Cyrillic', () => {
    expect(nearestWords('reserba', ['reserva', 'reservas', 'ruta'])).toEqual(['reserva']);
    expect(nearestWords('arrolamiento', ['arrollamiento', 'arrollamientos', 'alojamiento'])).toEqual(['arrollamiento']);
    expect(nearestWords('тактичиский', ['тактический', 'тактические'])).toEqual(['тактический']);
    expect(nearestWords('драгуни', ['драгуны', 'драгун', 'другие'])).toEqual(['драгун', 'драгуны']);
  });

  it('are not read beyond their allowance, nor for short words', () => {
    expect(nearestWords('resrba', ['reserva'])).toEqual([]);
    expect(nearestWords('mdo', ['modo'])).toEqual([]);
    expect(nearestWords('reserva', ['reserva'])).toEqual([]);
  });
});
