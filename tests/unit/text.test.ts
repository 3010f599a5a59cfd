import { describe, expect, it } from 'vitest';
import { excerpt, normalizeText, splitSentences } from '../../src/lib/text';

describe('text helpers', () => {
  it('folds every kind of white space to single spaces', () => {
    expect(normalizeText('  a\u00a0\n\tb\u202fc  ')).toBe('a b c');
  });

  it('splits a source into sentences and lines', () => {
    expect(splitSentences('Uno. Dos;\nTres: cuatro\n\n')).toEqual(['Uno.', 'Dos;', 'Tres:', 'cuatro']);
  });

  it('trims long text at a word boundary with an ellipsis', () => {
    expect(excerpt('uno dos tres', 100)).toBe('uno dos tres');
    expect(excerpt('uno dos tres cuatro', 12)).toBe('uno dos…');
    expect(excerpt('Тактические марши совершаются только всей Бригадой', 30).length).toBeLessThanOrEqual(30);
  });
});
