import { describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH, pageTitle } from '../../src/lib/page-title';

describe('page titles', () => {
  it("carry the site's name when it fits", () => {
    expect(pageTitle('Glosario', 'Reglas de wargames')).toBe('Glosario · Reglas de wargames');
  });

  it("leave the site's name out of a long title, and cut one too long alone at a word", () => {
    expect(pageTitle('8.5 Procedimiento · Capítulo VIII. Fase de movimiento', 'Reglas de wargames')).toBe('8.5 Procedimiento · Capítulo VIII. Fase de movimiento');
    const long = pageTitle('8.5 Инициатива бригадного генерала · Глава VIII. Фаза передвижений и ещё немного слов', 'Правила варгеймов');
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(long).toMatch(/^8\.5 Инициатива бригадного генерала · Глава VIII\. .*…$/);
  });
});
