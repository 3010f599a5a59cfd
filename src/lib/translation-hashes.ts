import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isClauseId } from './clause-ids';

/** Where the hashes of the originals a translation was made from are kept, one YAML file per translated document. */
export const TRANSLATIONS_DIR = 'content/translations';

/** Why the file exists, written at its head. */
const HEADER = [
  '# For each clause of this translation: the hash of its original clause\'s wording when it was translated',
  '# (or, for a clause not yet translated, when its skeleton was written). Kept by `npm run translate`;',
  '# `npm run translate:status` lists the clauses whose original has changed since.',
].join('\n');

/**
 * The file that keeps the hashes of one translated document.
 * @example hashesPath('es', 'gdb', 'movement-phase') // 'content/translations/es/gdb/movement-phase.yaml'
 */
export function hashesPath(lang: string, game: string, doc: string): string {
  return `${TRANSLATIONS_DIR}/${lang}/${game}/${doc}.yaml`;
}

/**
 * Reads a hashes file's text: clause id → 16 hex digits. A malformed file throws, naming it and the entry.
 * @example parseHashes('8-5: 0123456789abcdef\n', 'x.yaml') // { '8-5': '0123456789abcdef' }
 */
export function parseHashes(text: string, path: string): Record<string, string> {
  // Every value read as text: a hash of digits alone, or digits with one «e», is a number to YAML's default schema
  // (`22038133754e5297` read as Infinity), and its leading zeros would go.
  const data: unknown = parse(text, { schema: 'failsafe' }) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${path}: expected "clause-id: hash" lines`);
  const hashes: Record<string, string> = {};
  for (const [id, hash] of Object.entries(data as Record<string, unknown>)) {
    if (!isClauseId(id)) throw new Error(`${path}: "${id}" is not a clause id`);
    if (typeof hash !== 'string' || !/^[0-9a-f]{16}$/.test(hash)) {
      throw new Error(`${path}: the hash of ${id} must be 16 hex digits; \`npm run translate -- --doc <game>/<doc> --to <lang> --accept ${id}\` writes it anew`);
    }
    hashes[id] = hash;
  }
  return hashes;
}

/**
 * Writes hashes as their file holds them, in the given order of ids (the original's), with its header.
 * @example serializeHashes({ '8-5': '0123456789abcdef' }, ['8-5']) // '# For each clause …\n8-5: 0123456789abcdef\n'
 */
export function serializeHashes(hashes: Readonly<Record<string, string>>, order: readonly string[]): string {
  const ids = [...order.filter((id) => id in hashes), ...Object.keys(hashes).filter((id) => !order.includes(id))];
  return `${HEADER}\n${ids.map((id) => `${id}: ${hashes[id]}`).join('\n')}\n`;
}

/**
 * The hashes kept for a translated document (none when it has no file yet).
 * @example readKeptHashes('es', 'gdb', 'movement-phase')['8-5'] // '…16 hex digits…'
 */
export function readKeptHashes(lang: string, game: string, doc: string, root = process.cwd()): Record<string, string> {
  const path = hashesPath(lang, game, doc);
  const file = join(root, path);
  return existsSync(file) ? parseHashes(readFileSync(file, 'utf8'), path) : {};
}
