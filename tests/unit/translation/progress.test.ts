import { describe, expect, it } from 'vitest';
import { clauseHash, isTranslated, shownClauses, strictTranslations, translationParity, translationProgress } from '../../../src/lib/translation-progress';
import { hashesPath, parseHashes, serializeHashes } from '../../../src/lib/translation-hashes';
import { useTranslations } from '../../../src/i18n';

const ORIGINAL = [
  { id: '8-5', hash: clauseHash('8.5. Тактические марши.'), empty: false },
  { id: '8-5-a', parent: '8-5', hash: clauseHash('а) Бригада'), empty: false },
  { id: '8-5-b', parent: '8-5', hash: clauseHash('б) Марш'), empty: false },
  { id: '8-6', hash: clauseHash('8.6. Дистанции'), empty: false },
];

describe('clause hashes', () => {
  it('change with the words, not with how lines are wrapped', () => {
    expect(clauseHash('Бригада должна\n  иметь приказ')).toBe(clauseHash('Бригада должна иметь приказ'));
    expect(clauseHash('Бригада должна иметь приказ')).not.toBe(clauseHash('Бригада должна иметь приказы'));
    expect(clauseHash('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('the progress of a translation', () => {
  it('counts a clause as translated when it has words of its own (or the original has none)', () => {
    expect(isTranslated(ORIGINAL[0]!, { id: '8-5', hash: 'a', empty: false })).toBe(true);
    expect(isTranslated(ORIGINAL[0]!, { id: '8-5', hash: 'a', empty: true })).toBe(false);
    expect(isTranslated({ id: 'x', hash: 'e', empty: true }, { id: 'x', hash: 'e', empty: true })).toBe(true);
    expect(isTranslated(ORIGINAL[0]!, undefined)).toBe(false);
  });

  it('counts a clause whose original has text as untranslated while only its heading is (its text would be lost)', () => {
    const original = { id: '9-2', hash: 'o', empty: false, hasText: true };
    expect(isTranslated(original, { id: '9-2', hash: 'h', empty: false, hasText: false })).toBe(false);
    expect(isTranslated(original, { id: '9-2', hash: 't', empty: false, hasText: true })).toBe(true);
    // An original of a heading alone (it groups its sub-clauses) is translated by its heading.
    expect(isTranslated({ id: '9', hash: 'o', empty: false, hasText: false }, { id: '9', hash: 'h', empty: false, hasText: false })).toBe(true);
  });

  it('lists translated, untranslated, stale and unhashed clauses, and ids the original lacks', () => {
    const translation = [
      { id: '8-5', hash: 'x', empty: false },
      { id: '8-5-a', parent: '8-5', hash: 'x', empty: true },
      { id: '8-5-b', parent: '8-5', hash: 'x', empty: false },
      { id: '8-5-z', parent: '8-5', hash: 'x', empty: false },
    ];
    const kept = { '8-5': ORIGINAL[0]!.hash, '8-5-b': clauseHash('б) Марш, как было') };
    expect(translationProgress(ORIGINAL, translation, kept)).toEqual({
      total: 4,
      translated: ['8-5', '8-5-b'],
      untranslated: ['8-5-a', '8-6'],
      stale: ['8-5-b'],
      unhashed: [],
      extra: ['8-5-z'],
      misplaced: [],
    });
    expect(translationProgress(ORIGINAL, [{ id: '8-6', hash: 'x', empty: false }], {}).unhashed).toEqual(['8-6']);
  });

  it('reports a clause nested elsewhere than in the original', () => {
    const progress = translationProgress(ORIGINAL, [{ id: '8-5-a', parent: '8-6', hash: 'x', empty: false }], {});
    expect(progress.misplaced).toEqual([['8-5-a', '8-6', '8-5']]);
  });

  it('makes extra and misplaced clauses errors, stale ones warnings unless strict', () => {
    const progress = translationProgress(ORIGINAL, [{ id: '8-5', hash: 'x', empty: false }, { id: '9-1', hash: 'x', empty: false }], { '8-5': 'aaaaaaaaaaaaaaaa' });
    const parity = translationParity('es/gdb/x.mdx', progress);
    expect(parity.errors).toEqual(['es/gdb/x.mdx: clause ids its original does not have: 9-1']);
    expect(parity.warnings).toEqual(['es/gdb/x.mdx: translated from an older wording of the original (npm run translate:status): 8-5']);
    expect(translationParity('es/gdb/x.mdx', progress, true)).toEqual({ errors: [...parity.errors, ...parity.warnings], warnings: [] });
    expect(strictTranslations({ RULES_STRICT_TRANSLATIONS: '1' })).toBe(true);
    expect(strictTranslations({})).toBe(false);
  });

  it('shows the translation’s clause where translated, the original’s elsewhere', () => {
    const shown = shownClauses(ORIGINAL, [{ id: '8-6', hash: 'x', empty: false }]);
    expect(shown.map((c) => [c.id, c.hash === 'x', 'untranslated' in c])).toEqual([
      ['8-5', false, true],
      ['8-5-a', false, true],
      ['8-5-b', false, true],
      ['8-6', true, false],
    ]);
  });
});

describe('the kept hashes file', () => {
  it('round-trips in the original’s order and names a bad entry', () => {
    const text = serializeHashes({ '8-6': '0123456789abcdef', '8-5': 'fedcba9876543210' }, ['8-5', '8-6']);
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['8-5: fedcba9876543210', '8-6: 0123456789abcdef', '']);
    expect(parseHashes(text, 'x.yaml')).toEqual({ '8-5': 'fedcba9876543210', '8-6': '0123456789abcdef' });
    expect(() => parseHashes('8-5: nothex\n', 'x.yaml')).toThrow('x.yaml: the hash of 8-5 must be 16 hex digits; `npm run translate -- --doc <game>/<doc> --to <lang> --accept 8-5` writes it anew');
    // Hashes that YAML's default schema reads as numbers (a maintainer review: `3-7: 22038133754e5297` was Infinity,
    // and stopped the build, the status and the next translate), or whose leading zeros it drops, read back as written.
    const numeric = { '3-7': '22038133754e5297', '3-8': '0123456789012345', '3-9': '1234567890123456' };
    expect(parseHashes(serializeHashes(numeric, ['3-7', '3-8', '3-9']), 'x.yaml')).toEqual(numeric);
    expect(() => parseHashes('8.5: 0123456789abcdef\n', 'x.yaml')).toThrow('x.yaml: "8.5" is not a clause id');
    expect(hashesPath('es', 'gdb', 'movement-phase')).toBe('content/translations/es/gdb/movement-phase.yaml');
  });
});

describe('the progress line', () => {
  it('agrees with the number of clauses in every language', () => {
    expect(useTranslations('es')('translation.progress', { count: 32, translated: 23 })).toBe('23 / 32 cláusulas traducidas');
    expect(useTranslations('es')('translation.progress', { count: 1, translated: 0 })).toBe('0 / 1 cláusula traducida');
    expect(useTranslations('ru')('translation.progress', { count: 32, translated: 23 })).toBe('Переведено 23 из 32 пунктов');
    expect(useTranslations('ru')('translation.progress', { count: 21, translated: 3 })).toBe('Переведено 3 из 21 пункта');
    expect(useTranslations('ru')('translation.progress', { count: 35, translated: 3 })).toBe('Переведено 3 из 35 пунктов');
    expect(useTranslations('en')('translation.progress', { count: 32, translated: 23 })).toBe('23 / 32 clauses translated');
  });
});
