import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../src/lib/placeholders';

describe('fillPlaceholders', () => {
  it('puts each value in its slot, as typed, special characters and braces included', () => {
    expect(fillPlaceholders('Пункта «{{fragment}}» из ссылки на этой странице нет.', { fragment: '8-5-%D0' })).toBe('Пункта «8-5-%D0» из ссылки на этой странице нет.');
    expect(fillPlaceholders('Buscar «{{query}}»', { query: '$& {{query}}' })).toBe('Buscar «$& {{query}}»');
    expect(fillPlaceholders('{{ count }} resultados', { count: 3 })).toBe('3 resultados');
  });

  it('leaves a slot it has no value for as written', () => {
    expect(fillPlaceholders('Guardado el {{when}}', {})).toBe('Guardado el {{when}}');
  });
});
