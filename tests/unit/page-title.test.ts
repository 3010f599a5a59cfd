import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/lib/page-title';

describe('page titles', () => {
  it("carry the site's name when it fits", () => {
    expect(pageTitle('Glosario', 'Reglas de wargames')).toBe('Glosario · Reglas de wargames');
  });

  it("leave the site's name out of a long title, and never cut the page's own", () => {
    expect(pageTitle('8.5 Procedimiento · Capítulo VIII. Fase de movimiento', 'Reglas de wargames')).toBe('8.5 Procedimiento · Capítulo VIII. Fase de movimiento');
    const long = 'Explotación: la opción como pérdidas de pasos · Tabla de Combate: resultados y opciones';
    expect(pageTitle(long, 'Reglas de wargames')).toBe(long);
  });
});
