// The saved copy as the pages remember it: small and without imports, for the save controls and the error page.
import type { Lang } from '../../i18n/languages';
import type { Game } from '../documents';

/** Where the page remembers the saved copy (localStorage): the save controls write it, the error page reads it. */
export const SAVED_COPY_KEY = 'offline-copy';

/** What the page remembers about the saved copy, to say what is saved and when. */
export interface SavedCopy {
  lang: Lang;
  game: Game;
  /** When it was saved, as an ISO 8601 date-time. */
  savedAt: string;
}

/**
 * Where a saved copy's worker notes when it last took the copy's files (`savedAt`, as text): in a cache of its own,
 * named after the copy's caches (so removing the copy removes it), under this key. A release that changes the copy
 * installs the worker again, which notes it again; the page reads it to say when the copy was last brought up to date.
 * @example await caches.match(SAVED_AT_KEY, { cacheName: savedAtCache('es-ocs') })
 */
export const SAVED_AT_KEY = '/offline-saved-at';

/**
 * The cache that holds a saved copy's {@link SAVED_AT_KEY}, from the copy's cache id (`offlineCacheId`).
 * @example savedAtCache('rules-offline-es-ocs') // 'rules-offline-es-ocs-saved-at'
 */
export function savedAtCache(cacheId: string): string {
  return `${cacheId}-saved-at`;
}

/**
 * Reads the remembered saved copy; anything unreadable counts as nothing saved.
 * @example parseSavedCopy('{"lang":"es","game":"ocs","savedAt":"2026-11-30T18:00:00.000Z"}')?.game // 'ocs'
 */
export function parseSavedCopy(stored: string | null): SavedCopy | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<SavedCopy>;
    const lang = value.lang === 'es' || value.lang === 'ru' ? value.lang : null;
    const game = value.game === 'ocs' || value.game === 'gdb' ? value.game : null;
    const savedAt = typeof value.savedAt === 'string' && !Number.isNaN(Date.parse(value.savedAt)) ? value.savedAt : null;
    return lang && game && savedAt ? { lang, game, savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * The mark the copy's worker gives the error page it answers with when the network failed, rather than the server
 * saying the page is missing: that page then says the page was not saved, even where the browser believes it is
 * online (a wifi without internet, a server out of reach), as it says with the network off.
 */
export const UNREACHABLE_ATTRIBUTE = 'data-unreachable';

/**
 * An error page's HTML marked as answered without the network ({@link UNREACHABLE_ATTRIBUTE}).
 * @example markedUnreachable('<!doctype html><html lang="es">') // '<!doctype html><html data-unreachable lang="es">'
 */
export function markedUnreachable(html: string): string {
  return html.replace(/<html\b/iu, `<html ${UNREACHABLE_ATTRIBUTE}`);
}
