import { describe, expect, it } from 'vitest';
import { buildVocabulary, nearestWords, typingDistance, typoAllowance, vocabularyPath, vocabularyWords } from '../../../src/lib/search/vocabulary';

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

  it('count two neighbouring letters typed the other way round as one edit, the commonest slip of fast typing', () => {
    expect(nearestWords('resreva', ['reserva', 'reservas', 'resta'])).toEqual(['reserva']);
    expect(nearestWords('драугны', ['драгуны', 'другие'])).toEqual(['драгуны']);
    // Two letters swapped in a long word, with one more slip: two edits, within its allowance.
    expect(nearestWords('arolalmiento', ['arrollamiento'])).toEqual(['arrollamiento']);
    // Within the allowance too, a swap is the nearer reading: one edit, before a word two plain edits away.
    expect(typingDistance('ferrocarirl', 'ferrocarril', 2)).toBe(1);
    expect(nearestWords('ferrocarirl', ['ferrocarriles', 'ferrocarril'])).toEqual(['ferrocarril']);
  });

  it('are not read beyond their allowance, nor for short words', () => {
    // Two swaps in a short word are two edits.
    expect(nearestWords('ersreva', ['reserva'])).toEqual([]);
    expect(nearestWords('resrba', ['reserva'])).toEqual([]);
    expect(nearestWords('mdo', ['modo'])).toEqual([]);
    expect(nearestWords('reserva', ['reserva'])).toEqual([]);
  });
});
