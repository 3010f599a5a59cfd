import type { Lang } from '../../i18n/languages';
import { byReadingOrder, type DocVersion, type Game } from '../documents';

/**
 * The documents a booklet holds, in reading order: every document of the game in that language.
 * @example bookletDocuments(all, 'es', 'ocs').map((v) => v.doc) // ['reaction-phase', 'combat-table']
 */
export function bookletDocuments(all: DocVersion[], lang: Lang, game: Game): DocVersion[] {
  return all.filter((version) => version.lang === lang && version.game === game).sort(byReadingOrder);
}

/**
 * The key of a document's part in the booklet (its named page, its id prefix).
 * @example bookletPartKey({ doc: 'reaction-phase' }) // 'doc-reaction-phase'
 */
export function bookletPartKey(version: Pick<DocVersion, 'doc'>): string {
  return `doc-${version.doc}`;
}

/** The part that holds the OCS Combat Table, printed on a landscape page of its own. */
export const TABLE_PART = 'combat-table-sheet';

/** The part that holds the title and the contents. */
export const CONTENTS_PART = 'contents';

/** One part of a booklet: its contents page, a document, or the Combat Table sheet. */
export type BookletEntry =
  | { kind: 'contents'; key: string }
  | { kind: 'document'; key: string; version: DocVersion }
  | { kind: 'table'; key: string };

/**
 * The parts of a booklet in print order: the contents, then each document; the OCS Combat Table follows the
 * document that explains its results.
 * @example bookletEntries(docs).map((part) => part.key) // ['contents', 'doc-reaction-phase', 'doc-combat-table', 'combat-table-sheet']
 */
export function bookletEntries(docs: DocVersion[]): BookletEntry[] {
  const entries: BookletEntry[] = [{ kind: 'contents', key: CONTENTS_PART }];
  for (const version of docs) {
    entries.push({ kind: 'document', key: bookletPartKey(version), version });
    if (version.game === 'ocs' && version.doc === 'combat-table') entries.push({ kind: 'table', key: TABLE_PART });
  }
  return entries;
}
