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

describe('a cut text keeps a number with what it counts (a faithfulness review)', () => {
  it('does not end on a number whose unit or fraction the cut leaves out', () => {
    // 8.4 а): «a 10 cm (6") o menos» must not read «a 10…».
    const rule = 'Cualquier unidad del jugador que cambie de formación a 10 cm (6") o menos de una unidad enemiga';
    expect(excerpt(rule, 61)).toBe('Cualquier unidad del jugador que cambie de formación a…');
    expect(previewExcerpt(rule, 61, 'es')).toBe('Cualquier unidad del jugador que cambie de formación…');
    expect(excerpt('Лёгкая кавалерия получает 1D6 см дополнительно', 30)).toBe('Лёгкая кавалерия получает…');
    expect(excerpt('El movimiento se reduce a ½ de su valor', 29)).toBe('El movimiento se reduce a…');
    // Nor, once a function word after it goes, on the number before it.
    expect(previewExcerpt('Las unidades atacadas se defienden a 1/2 de su fuerza', 44, 'es')).toBe('Las unidades atacadas se defienden…');
  });

  it('does not end inside a parenthesis it opens, whose reference the cut leaves out', () => {
    // 8.4 а): «(véase 8.11)» must not read «(véase…», nor «(см. 8.11)» read «(см…», centimetres.
    expect(excerpt('debe realizar un Test de Formación (véase 8.11).', 44)).toBe('debe realizar un Test de Formación…');
    expect(excerpt('должно пройти Тест на Построение (см. 8.11).', 40)).toBe('должно пройти Тест на Построение…');
    // A parenthesis closed within the cut stays.
    expect(excerpt('a 10 cm (6") o menos de una unidad enemiga', 27)).toBe('a 10 cm (6") o menos de…');
  });
});
