import { LANGUAGE_INFO, LANGUAGES, type Lang } from '../../i18n/languages';
import type { TFunction } from 'i18next';
import { GAMES, type Game } from '../documents';
import { SEARCH_BUNDLES_DIR, glossaryEntriesPath, glossaryPath, homePath, manifestPath, notFoundPath, offlineWorkerPath, pageFile, searchConfigPath, searchPagePath, toolDataPath, toolPath } from '../site-paths';

/**
 * The prefix of the caches a saved copy fills; removing a copy deletes every cache with the common prefix.
 * @example offlineCacheId('ru', 'gdb') // 'rules-offline-ru-gdb'
 */
export function offlineCacheId(lang: Lang, game: Game): string {
  return `${OFFLINE_CACHE_PREFIX}${lang}-${game}`;
}

/** What every saved copy's caches are named with. */
export const OFFLINE_CACHE_PREFIX = 'rules-offline-';

/**
 * The saved copy a service worker keeps, from the worker's own address: one worker script serves every copy, each
 * published at its {@link offlineWorkerPath}.
 * @example offlineCopyOfWorker('/offline-ru-gdb.js') // { lang: 'ru', game: 'gdb' }
 */
export function offlineCopyOfWorker(workerPath: string): { lang: Lang; game: Game } {
  for (const lang of LANGUAGES) {
    for (const game of GAMES) if (offlineWorkerPath(lang, game) === workerPath) return { lang, game };
  }
  throw new Error(`${workerPath} is not the address of an offline copy's worker`);
}

/**
 * The built files a saved copy holds, as globs below `dist/`: every page of the game in that language (its
 * clause permalinks and moved-clause redirects too), the language's home, search, glossary and the game's tool,
 * the assets they load, and the search index of both languages. Precompressed twins are not needed.
 * @example offlineGlobs('es', 'ocs').includes('es/ocs/**\/index.html') // true
 */
export function offlineGlobs(lang: Lang, game: Game): string[] {
  return [
    `${lang}/${game}/**/index.html`,
    `${lang}/${game}/**/*.css`,
    pageFile(homePath(lang)),
    pageFile(toolPath(lang, game)),
    // The tools fetch their data file as they start.
    toolDataPath(lang, game).slice(1),
    pageFile(searchPagePath(lang)),
    searchConfigPath(lang).slice(1),
    pageFile(glossaryPath(lang)),
    // The glossary popovers' entries, of both languages: a side-by-side page shows the other language's text too.
    ...LANGUAGES.map((each) => glossaryEntriesPath(each, game).slice(1)),
    // The error page of each language: a page not saved says so in the language of its address, as online.
    ...LANGUAGES.map((each) => pageFile(notFoundPath(each))),
    '_astro/**/*',
    `${SEARCH_BUNDLES_DIR}/**/*`,
    'scripts/**/*.js',
    'clauses.json',
    'glossary-search.json',
    'favicon.svg',
    'icons/*.png',
    manifestPath(lang).slice(1),
  ];
}

/**
 * A copy's name as the pages give it: its game, and its language by that language's own name, in lower case as both
 * languages write a language's name inside a sentence (the language switch, a label of its own, capitalises it).
 * @example offlineCopyName(useTranslations('es'), 'ru', 'gdb') // 'General de Brigade (русский)'
 */
export function offlineCopyName(t: TFunction<'ui'>, lang: Lang, game: Game): string {
  return t('offline.what', { game: t(`game.${game}`), language: LANGUAGE_INFO[lang].name.toLocaleLowerCase(lang) });
}
