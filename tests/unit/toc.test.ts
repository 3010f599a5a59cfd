import { describe, expect, it } from 'vitest';
import { clauseName } from '../../src/lib/clause-name';
import { nestClauses } from '../../src/lib/toc';

describe('clauseName', () => {
  it('completes a bare number with its heading', () => {
    expect(clauseName({ label: '8.5', heading: '8.5. Тактические марши.' })).toBe('8.5 Тактические марши');
    expect(clauseName({ label: '8.7', heading: '8.7. Distancias de movimiento normal (tabla: no se publica).' })).toBe(
      '8.7 Distancias de movimiento normal (tabla: no se publica)',
    );
  });

  it('completes a lettered sub-clause with its first words, without repeating its letter', () => {
    expect(clauseName({ label: '8.5 а)', text: 'а) Бригада должна иметь приказ' })).toBe('8.5 а) Бригада должна иметь приказ');
    const long = clauseName({ label: '8.5 д)', text: 'д) Выполнение подразделением Тактического марша заканчивается в тот момент, когда подразделение' });
    expect(long.startsWith('8.5 д) Выполнение подразделением')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });

  it("cuts a sub-clause's first words as a link preview does: not on a number without its unit, nor on a short function word", () => {
    const text = 'а) Cualquier unidad del jugador que cambie de formación a 10 cm (6") o menos de una unidad enemiga';
    expect(clauseName({ label: '8.4 а)', text, lang: 'es' })).toBe('8.4 а) Cualquier unidad del jugador que cambie de formación…');
  });

  it('glosses a code with its meaning', () => {
    expect(clauseName({ label: 'DG', text: ' Defensor Desorganizado\n' })).toBe('DG — Defensor Desorganizado');
  });

  it('keeps a label that already names its clause', () => {
    expect(clauseName({ label: 'Modo Reserva', text: 'Las unidades…' })).toBe('Modo Reserva');
    expect(clauseName({ label: '8.5 Процедура', text: 'Процедура: …' })).toBe('8.5 Процедура');
  });

  it('falls back to the label when there is nothing to name it by', () => {
    expect(clauseName({ label: '8.5', text: '   ' })).toBe('8.5');
  });
});

describe('nestClauses', () => {
  it('keeps sub-clauses under their clause, at any depth', () => {
    const clauses = [
      { id: '8-4', depth: 0 },
      { id: '8-5', depth: 0 },
      { id: '8-5-a', depth: 1 },
      { id: '8-5-a-i', depth: 2 },
      { id: '8-5-b', depth: 1 },
      { id: '8-6', depth: 0 },
    ];
    const tree = nestClauses(clauses);
    expect(tree.map((e) => e.clause.id)).toEqual(['8-4', '8-5', '8-6']);
    expect(tree[1]!.children.map((e) => e.clause.id)).toEqual(['8-5-a', '8-5-b']);
    expect(tree[1]!.children[0]!.children.map((e) => e.clause.id)).toEqual(['8-5-a-i']);
  });

  it('lists a document without clauses as nothing', () => {
    expect(nestClauses([])).toEqual([]);
  });
});
