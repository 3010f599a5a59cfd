import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryError, errorAt, readYaml } from './yaml-file';
import { sourceSchema } from './content-schema';

/** What a row of `content/sources/sources.yaml` must have for its rows to be told apart (the schema checks the rest). */
interface SourceRow {
  file?: unknown;
  game?: unknown;
  doc?: unknown;
}

const SOURCES_FILE = fileURLToPath(new URL('../../content/sources/sources.yaml', import.meta.url));

/**
 * The rows of `content/sources/sources.yaml` by the `game/doc` every language version of a document shares. A row's
 * file must be beside it, and no two rows may describe one document: a second row would silently replace the first.
 * (Two documents may share a file: a long text published in parts.) Fails naming the file, the row and its line.
 * @example sourcesByDocument('content/sources/sources.yaml', text)['ocs/reaction-phase'].file // '000_9fd39beb8b0e04ff.txt'
 */
export function sourcesByDocument(path: string, text: string, dir = join(path, '..')): Record<string, Record<string, unknown>> {
  const yaml = readYaml(path, text);
  const rows = (Array.isArray(yaml.data) ? yaml.data : []) as SourceRow[];
  const byDocument: Record<string, Record<string, unknown>> = {};
  rows.forEach((row, index) => {
    const fail = (field: string, problem: string) => {
      throw errorAt(`${path}: entry ${index + 1}: ${problem}`, yaml.locate([index, field]));
    };
    const key = `${String(row.game)}/${String(row.doc)}`;
    if (key in byDocument) fail('doc', `a second entry for ${key}; a document has one source`);
    if (typeof row.file === 'string' && !existsSync(join(dir, row.file))) fail('file', `${row.file} is not a file of ${dir}: copy the text there (npm run import does)`);
    byDocument[key] = row as Record<string, unknown>;
  });
  return byDocument;
}

/**
 * Reads and checks `content/sources/sources.yaml` (see {@link sourcesByDocument}), each row against its schema: the
 * build does before any page is compiled, and fails naming the row, the field and its line.
 * @example readSources()['gdb/movement-phase']?.lang // 'ru'
 */
export function readSources(path = SOURCES_FILE): Record<string, Record<string, unknown>> {
  const text = readFileSync(path, 'utf8');
  const byDocument = sourcesByDocument(path, text);
  // Each row against its schema here, at its line: the content loader checks them too, but reports no line.
  const yaml = readYaml(path, text);
  (yaml.data as unknown[]).forEach((row, index) => {
    const result = sourceSchema.safeParse(row);
    if (result.success) return;
    throw entryError(path, yaml, index, result.error.issues);
  });
  return byDocument;
}

/**
 * Why a rules page may not name the source it names, or null: a page naming another file than its document's row
 * in `sources.yaml` would be shown without its corrections, and cite a source that is not its own.
 * @example pageSourceProblem('content/rules/es/ocs/reaction-phase.mdx', '000_9fd39beb8b0e04fe.txt', 'ocs/reaction-phase', '000_9fd39beb8b0e04ff.txt')
 * // 'content/rules/es/ocs/reaction-phase.mdx: source: 000_9fd39beb8b0e04fe.txt, but content/sources/sources.yaml gives ocs/reaction-phase the file 000_9fd39beb8b0e04ff.txt'
 */
export function pageSourceProblem(filePath: string, named: string, documentKey: string, file: string): string | null {
  return named === file ? null : `${filePath}: source: ${named}, but content/sources/sources.yaml gives ${documentKey} the file ${file}`;
}
