// Imported with its extension: `npm start` runs this file in Node as it is.
import type { Lang } from '../i18n/languages';
import { BILINGUAL_NOT_FOUND_PATH, notFoundPath } from './site-paths.ts';

/**
 * The error page for a missing address: the one in the language its path starts with (`/ru/…` →
 * `/ru/404/`), or the bilingual page when the path names no language.
 * @example notFoundPagePath('/ru/gdb/no-such-page/', ['es', 'ru']) // '/ru/404/'
 * @example notFoundPagePath('/nowhere', ['es', 'ru']) // '/404.html'
 */
export function notFoundPagePath(pathname: string, languages: readonly string[]): string {
  const first = pathname.split('/')[1] ?? '';
  return languages.includes(first) ? notFoundPath(first as Lang) : BILINGUAL_NOT_FOUND_PATH;
}

/** A document a missing address may have meant: its path and its title. */
export interface DocumentLink {
  path: string;
  title: string;
}

/**
 * The document a missing address names, when it lies below one (a mistyped or removed clause of it):
 * the longest document path the address starts with.
 * @example documentNamedBy('/ru/gdb/movement-phase/8-55/', [{ path: '/ru/gdb/movement-phase/', title: 'Глава VIII' }])?.title // 'Глава VIII'
 * @example documentNamedBy('/ru/gdb/', [{ path: '/ru/gdb/movement-phase/', title: 'Глава VIII' }]) // undefined
 */
export function documentNamedBy<T extends DocumentLink>(pathname: string, documents: readonly T[]): T | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return documents
    .filter((document) => path.startsWith(document.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
