import { describe, expect, it } from 'vitest';
import { excerpt } from '../../src/lib/text';
import { previewExcerpt } from '../../src/lib/preview-excerpt';

describe('a link preview’s text, cut', () => {
  it('does not end on a short function word before its ellipsis (a forum moderator’s review)', () => {
    const cases = [
      ['las unidades que pueden obtener al mover la reserva', 38, 'es', 'las unidades que pueden obtener al…', 'las unidades que pueden obtener…'],
      ['sobre el enemigo o, por el contrario, una marcha', 29, 'es', 'sobre el enemigo o, por el…', 'sobre el enemigo…'],
      ['Подразделение идёт к противнику и останавливается', 36, 'ru', 'Подразделение идёт к противнику и…', 'Подразделение идёт к противнику…'],
    ] as const;
    for (const [text, max, lang, plain, preview] of cases) {
      expect(excerpt(text, max)).toBe(plain);
      expect(previewExcerpt(text, max, lang)).toBe(preview);
    }
  });

  it('keeps a longer word, and a text that is not cut, as they are', () => {
    expect(previewExcerpt('el modo reserva de una unidad', 12, 'es')).toBe('el modo…');
    expect(previewExcerpt('Подразделение может двигаться на полную дистанцию', 33, 'ru')).toBe('Подразделение может двигаться…');
    expect(previewExcerpt('hasta el final y', 40, 'es')).toBe('hasta el final y');
  });
});
