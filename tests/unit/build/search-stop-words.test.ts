import { describe, expect, it } from 'vitest';
import { stopWordsIn } from '../../../src/integrations/search-vocabulary';

describe('the stop words a search configuration carries (stopWordsIn)', () => {
  it('are the short stop words the texts hold, folded: no digit, none longer than three letters, none the texts lack', () => {
    const texts = ['Las unidades en Reserva ejercen Zona de Control', 'Подразделения в резерве и 8 гексов', 'Además, según 5.4'];
    const lists = ['de', 'la', 'en', 'las', 'ademas', 'segun', 'в', 'и', 'на', '8', 'que'];
    expect(stopWordsIn(texts, lists)).toEqual(['de', 'en', 'las', 'в', 'и']);
  });
});
