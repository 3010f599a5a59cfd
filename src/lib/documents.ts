import type { Lang } from '../i18n/languages';

/** The games the site publishes, in the order it lists them. */
export const GAMES = ['ocs', 'gdb'] as const;
export type Game = (typeof GAMES)[number];

/**
 * Whether a string names a published game.
 * @example isGame('gdb') // true
 */
export function isGame(value: string | undefined): value is Game {
  return (GAMES as readonly string[]).includes(value ?? '');
}

/** One language version of a rules document, as pages and navigation need it. */
export interface DocVersion {
  lang: Lang;
  game: Game;
  doc: string;
  title: string;
  description: string;
  original: boolean;
  translatedFrom?: Lang;
  order: number;
}

/**
 * The language-neutral key every version of a document shares.
 * @example docKey({ game: 'gdb', doc: 'movement-phase' }) // 'gdb/movement-phase'
 */
export function docKey(version: Pick<DocVersion, 'game' | 'doc'>): string {
  return `${version.game}/${version.doc}`;
}

/**
 * Reading order: by game as the site lists games, then by each document's `order`.
 * @example versions.sort(byReadingOrder)
 */
export function byReadingOrder(a: DocVersion, b: DocVersion): number {
  const game = GAMES.indexOf(a.game) - GAMES.indexOf(b.game);
  return game !== 0 ? game : a.order - b.order || a.doc.localeCompare(b.doc);
}

/**
 * Every language version of the same document.
 * @example versionsOf(all, 'gdb/movement-phase').map((v) => v.lang) // ['ru', 'es']
 */
export function versionsOf(all: DocVersion[], key: string): DocVersion[] {
  return all.filter((version) => docKey(version) === key);
}

/**
 * The previous and next documents in the same language, in reading order.
 * @example neighbours(all, current).next?.doc
 */
export function neighbours(all: DocVersion[], current: DocVersion): { previous?: DocVersion; next?: DocVersion } {
  const list = all.filter((version) => version.lang === current.lang).sort(byReadingOrder);
  const at = list.findIndex((version) => docKey(version) === docKey(current));
  return { previous: list[at - 1], next: list[at + 1] };
}

/**
 * The route parameters of a document's pages (`/[lang]/[game]/[doc]/…`), the parameters `docPath` (site-paths.ts) is written from.
 * @example docRouteParams({ lang: 'ru', game: 'gdb', doc: 'movement-phase', title: 'VIII' }) // { lang: 'ru', game: 'gdb', doc: 'movement-phase' }
 */
export function docRouteParams(version: { lang: Lang; game: Game; doc: string }): { lang: Lang; game: Game; doc: string } {
  return { lang: version.lang, game: version.game, doc: version.doc };
}
