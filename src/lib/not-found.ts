// Imported with its extension: `npm start` runs this file in Node as it is.
import type { Lang } from '../i18n/languages';
import { BILINGUAL_NOT_FOUND_PATH, notFoundPath } from './site-paths.ts';
import { GLUED_PUNCTUATION } from './fragment-id.ts';

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

/**
 * Where the link to that document leads: the document, with the first segment the missing address adds to its path as
 * the fragment, which the document page reads as a clause number written otherwise (`…/8-5-д/` lands on 8.5 д), or
 * answers with a notice that names it; the document alone when the address adds nothing. Below the folder of a long
 * document's sections (`sectionsFolder`, `part`: `part/7/`), a section it lacks is the document alone, and a clause
 * written under a section is that clause (the document page finds its section). The folder's name comes from the
 * page (SECTIONS_FOLDER of site-paths.ts): imported here, that module would become a chunk the search code loads apart.
 * @example documentAddressFor('/ru/gdb/movement-phase/8-5-%D0%B4/', '/ru/gdb/movement-phase/', 'part') // '/ru/gdb/movement-phase/#8-5-%D0%B4'
 * @example documentAddressFor('/ru/gdb/movement-phase', '/ru/gdb/movement-phase/', 'part') // '/ru/gdb/movement-phase/'
 * @example documentAddressFor('/ru/gdb/rules/part/7/20-160-b/', '/ru/gdb/rules/', 'part') // '/ru/gdb/rules/#20-160-b'
 */
export function documentAddressFor(pathname: string, documentPath: string, sectionsFolder: string): string {
  const rest = pathname.startsWith(documentPath) ? pathname.slice(documentPath.length) : '';
  const segments = rest.split('/');
  const segment = (segments[0] === sectionsFolder ? segments[2] : segments[0]) ?? '';
  return segment === '' ? documentPath : `${documentPath}#${segment}`;
}

/**
 * The same missing address in another language, for the error page's language switch: the other language's error page
 * then names the same document and clause (documents and clauses keep their slugs across languages).
 * @example missingAddressIn('es', '/ru/gdb/movement-phase/8-5-%D0%B4/') // '/es/gdb/movement-phase/8-5-%D0%B4/'
 */
export function missingAddressIn(lang: string, pathname: string): string {
  return pathname.replace(/^\/[^/]+/, `/${lang}`);
}

/**
 * The folder that holds every one of some pages (the tools' `/es/tools/`), or undefined when they share no folder
 * below the language's.
 * @example sharedFolderOf(['/es/tools/combat/', '/es/tools/tactical-march/']) // '/es/tools/'
 * @example sharedFolderOf(['/es/tools/combat/', '/es/glossary/']) // undefined
 */
export function sharedFolderOf(paths: readonly string[]): string | undefined {
  const folders = new Set(paths.map((path) => path.replace(/[^/]+\/$/u, '')));
  const [folder] = folders;
  return folders.size === 1 && folder !== undefined && folder.split('/').filter(Boolean).length >= 2 ? folder : undefined;
}

/**
 * The address of the page a missing address may write otherwise, as links arrive from forums and chats: in capitals,
 * with a sentence's stop or bracket glued to its end (`…/8-5-b/)`, `…/parallel.`), or with a doubled slash; with its
 * final slash. Null when it writes nothing otherwise. The error page asks whether that page exists before going there.
 * @example pageAddressWrittenOtherwise('/ru/gdb/movement-phase/8-5-b/)') // '/ru/gdb/movement-phase/8-5-b/'
 * @example pageAddressWrittenOtherwise('/ES/GDB/Movement-Phase/') // '/es/gdb/movement-phase/'
 * @example pageAddressWrittenOtherwise('/es/ocs/reaction-phase/parallel.') // '/es/ocs/reaction-phase/parallel/'
 * @example pageAddressWrittenOtherwise('/ru/gdb/movement-phase/8-55/') // null
 */
export function pageAddressWrittenOtherwise(pathname: string): string | null {
  const path = pathname.replace(/\/{2,}/gu, '/').toLowerCase().replace(GLUED_PUNCTUATION, '');
  // A file's address (`card.png)`) keeps its name; a page's ends with its folder's slash.
  const page = path.endsWith('/') || /\.[a-z0-9]+$/u.test(path) ? path : `${path}/`;
  return page === pathname || page === '/' ? null : page;
}
