import { describe, expect, it } from 'vitest';
import { excerpt, headOf, normalizeText, splitSentences, withoutInvisible } from '../../src/lib/text';
import { integerField, numberText } from '../../src/lib/url-state';

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

describe('what a copied text carries unseen, and its head', () => {
  it('leaves out what no reader sees: zero-width characters, the word joiner, the byte-order mark, the soft hyphen', () => {
    expect(withoutInvisible('D\u00ADL1\u200Bo2\u200C\u200D\u2060\uFEFF')).toBe('DL1o2');
    expect(numberText('12\u200B')).toBe('12');
    expect(integerField({ min: 0, max: 99 }).read('1\u00AD2')).toEqual({ ok: true, value: 12 });
  });

  it('cuts a text at a count of characters, never inside one, and says whether it cut', () => {
    expect(headOf('añadir', 3)).toEqual({ head: 'aña', cut: true });
    expect(headOf('😀😀😀', 2)).toEqual({ head: '😀😀', cut: true });
    expect(headOf('😀😀', 2)).toEqual({ head: '😀😀', cut: false });
    expect(headOf('x'.repeat(10_000), 5)).toEqual({ head: 'xxxxx', cut: true });
  });
});
