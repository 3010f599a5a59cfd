import { describe, expect, it } from 'vitest';
import { byReadingOrder, docKey, docRouteParams, neighbours, versionsOf, type DocVersion, type Game } from '../../src/lib/documents';
import { docPath } from '../../src/lib/site-paths';

const version = (lang: 'es' | 'ru', game: Game, doc: string, order: number, original = true): DocVersion => ({
  lang, game, doc, order, original, title: doc, description: doc,
});
const all = [
  version('ru', 'gdb', 'movement-phase', 1),
  version('es', 'ocs', 'combat-table', 2),
  version('es', 'ocs', 'reaction-phase', 1),
  version('es', 'gdb', 'movement-phase', 1, false),
];

describe('documents', () => {
  it('share one key and path shape across languages', () => {
    expect(docKey(all[0]!)).toBe('gdb/movement-phase');
    expect(docPath('es', 'gdb', 'movement-phase')).toBe('/es/gdb/movement-phase/');
    expect(versionsOf(all, 'gdb/movement-phase').map((v) => v.lang)).toEqual(['ru', 'es']);
  });

  it('are read game by game, then in their own order', () => {
    const spanish = all.filter((v) => v.lang === 'es').sort(byReadingOrder).map(docKey);
    expect(spanish).toEqual(['ocs/reaction-phase', 'ocs/combat-table', 'gdb/movement-phase']);
  });

  it('link to the previous and next document in the same language', () => {
    const middle = neighbours(all, all[1]!);
    expect(middle.previous?.doc).toBe('reaction-phase');
    expect(middle.next?.doc).toBe('movement-phase');
    expect(neighbours(all, all[0]!)).toEqual({ previous: undefined, next: undefined });
  });
});

describe('the route parameters of a document', () => {
  it('are its language, game and name, the parts of its path', () => {
    const params = docRouteParams(version('ru', 'gdb', 'movement-phase', 1));
    expect(params).toEqual({ lang: 'ru', game: 'gdb', doc: 'movement-phase' });
    expect(docPath(params.lang, params.game, params.doc)).toBe('/ru/gdb/movement-phase/');
  });
});
