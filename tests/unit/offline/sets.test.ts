import { describe, expect, it } from 'vitest';
import { offlineCacheId, offlineCopyName, offlineCopyOfWorker, offlineGlobs, OFFLINE_CACHE_PREFIX } from '../../../src/lib/offline/sets';
import { useTranslations } from '../../../src/i18n';
import { parseSavedCopy } from '../../../src/lib/offline/saved-copy';
import { offlineWorkerPath } from '../../../src/lib/site-paths';

describe('offline sets', () => {
  it('name one worker and one cache family per game and language', () => {
    expect(offlineWorkerPath('es', 'ocs')).toBe('/offline-es-ocs.js');
    expect(offlineCacheId('ru', 'gdb')).toBe('rules-offline-ru-gdb');
    expect(offlineCacheId('ru', 'gdb').startsWith(OFFLINE_CACHE_PREFIX)).toBe(true);
  });

  it('let the one worker script tell from its address which copy it keeps', () => {
    for (const [lang, game] of [['es', 'ocs'], ['es', 'gdb'], ['ru', 'ocs'], ['ru', 'gdb']] as const) {
      expect(offlineCopyOfWorker(offlineWorkerPath(lang, game))).toEqual({ lang, game });
    }
    expect(() => offlineCopyOfWorker('/offline-fr-ocs.js')).toThrow('/offline-fr-ocs.js is not the address');
  });

  it('hold the game in its language, its tool, search and the assets, and nothing of the other game', () => {
    const globs = offlineGlobs('es', 'gdb');
    expect(globs).toContain('es/gdb/**/index.html');
    expect(globs).toContain('es/tools/tactical-march/index.html');
    expect(globs).toContain('es/search/index.html');
    expect(globs).toContain('es/search/config.json');
    expect(globs).toContain('pagefind/**/*');
    expect(globs.some((glob) => glob.includes('ocs') || glob.includes('tools/combat'))).toBe(false);
    // Of the other language, only the glossary entries that a side-by-side page's other column shows, and its error
    // page, which says in that language that a page of it was not saved.
    expect(globs.filter((glob) => glob.startsWith('ru/'))).toEqual(['ru/glossary/gdb.json', 'ru/404/index.html']);
    expect(globs).toContain('es/glossary/gdb.json');
    // The tools fetch their data file as they start: a saved copy holds its game's.
    expect(offlineGlobs('ru', 'ocs')).toContain('ru/tools/combat/data.json');
    expect(globs).toContain('es/tools/tactical-march/data.json');
  });

  it('read back a saved copy, and treat anything unreadable as nothing saved', () => {
    expect(parseSavedCopy('{"lang":"ru","game":"gdb","savedAt":"2026-11-30T18:00:00.000Z"}')).toEqual({ lang: 'ru', game: 'gdb', savedAt: '2026-11-30T18:00:00.000Z' });
    expect(parseSavedCopy(null)).toBeNull();
    expect(parseSavedCopy('{')).toBeNull();
    expect(parseSavedCopy('{"lang":"fr","game":"gdb","savedAt":"2026-11-30"}')).toBeNull();
    expect(parseSavedCopy('{"lang":"es","game":"ocs","savedAt":"yesterday"}')).toBeNull();
  });
});

describe('a copy\'s name', () => {
  it('is its game and its language by that language\'s own name, in the page\'s words, lower case as in a sentence', () => {
    expect(offlineCopyName(useTranslations('es'), 'ru', 'gdb')).toBe('General de Brigade (русский)');
    expect(offlineCopyName(useTranslations('es'), 'es', 'gdb')).toBe('General de Brigade (español)');
    expect(offlineCopyName(useTranslations('ru'), 'es', 'ocs')).toBe(`${useTranslations('ru')('game.ocs')} (español)`);
  });
});
