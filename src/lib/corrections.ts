import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { correctionsSchema, type Correction } from './content-schema';
import { entryError, errorAt, readYaml } from './yaml-file';

const CORRECTIONS_FILE = fileURLToPath(new URL('../../content/sources/corrections.yaml', import.meta.url));

/**
 * Reads and validates `content/sources/corrections.yaml`; a broken entry throws with its path, and its line as the
 * error's location. Each correction's wording is checked against its source, the file beside it: a correction of
 * words the source does not have (or not as often as it says) would list, on the page, wording the source never had.
 * @example loadCorrections().filter((c) => c.source === '000_9fd39beb8b0e04ff.txt')
 */
export function loadCorrections(path = CORRECTIONS_FILE): Correction[] {
  const file = readYaml(path, readFileSync(path, 'utf8'));
  const result = correctionsSchema.safeParse(file.data);
  if (!result.success) {
    const [index] = result.error.issues[0]!.path;
    if (typeof index !== 'number') throw errorAt(`${path}: ${result.error.issues[0]!.message}`, file.locate([]));
    // Entries counted from 1, as a reader counts them down the file (and as the glossary's errors count them).
    throw entryError(path, file, index, result.error.issues.filter((issue) => issue.path[0] === index).map((issue) => ({ ...issue, path: issue.path.slice(1) })));
  }
  const sources = new Map<string, string | null>();
  const sourceText = (name: string) => {
    if (!sources.has(name)) {
      const sourcePath = join(dirname(path), name);
      sources.set(name, existsSync(sourcePath) ? readFileSync(sourcePath, 'utf8') : null);
    }
    return sources.get(name)!;
  };
  result.data.forEach((correction, index) => {
    const text = sourceText(correction.source);
    const found = text === null ? null : countOccurrences(text, correction.original);
    if (found === correction.occurrences) return;
    const problem =
      found === null
        ? `${correction.source} is not a file of ${dirname(path)}`
        : `"${correction.original}" occurs ${found} time(s) in ${correction.source}, not ${correction.occurrences}: a correction names the source's own words, as often as they occur`;
    throw errorAt(`${path}: entry ${index + 1}: ${problem}`, file.locate([index, found === null ? 'source' : 'original']));
  });
  return result.data;
}

/**
 * Counts the non-overlapping occurrences of `needle` in `text`.
 * @example countOccurrences('a-a-a', 'a') // 3
 */
export function countOccurrences(text: string, needle: string): number {
  return needle === '' ? 0 : text.split(needle).length - 1;
}

/**
 * The source text as the page shows it: every listed correction applied to its original wording.
 * @example applyCorrections('ahnora', [{ original: 'ahnora', corrected: 'ahora' }]) // 'ahora'
 */
export function applyCorrections(text: string, corrections: Pick<Correction, 'original' | 'corrected'>[]): string {
  return corrections.reduce((result, { original, corrected }) => result.split(original).join(corrected), text);
}

/**
 * Splits a text into plain runs and the corrections that occur in it, in order: the one reading of where a
 * correction applies, shared by the body (which marks each one) and the names and excerpts made from its text.
 * @example splitOnCorrections('ya ahnora', [{ original: 'ahnora', corrected: 'ahora' }]) // ['ya ', { original: 'ahnora', corrected: 'ahora' }]
 */
export function splitOnCorrections<C extends Pick<Correction, 'original' | 'corrected'>>(text: string, corrections: readonly C[]): (string | C)[] {
  for (const correction of corrections) {
    const at = text.indexOf(correction.original);
    if (at < 0) continue;
    const before = text.slice(0, at);
    const after = text.slice(at + correction.original.length);
    return [...(before ? splitOnCorrections(before, corrections) : []), correction, ...(after ? splitOnCorrections(after, corrections) : [])];
  }
  return [text];
}

/**
 * A run of the source's text as the page shows it: each correction applied once where the body applies it (a
 * corrected wording that holds its own original is not corrected again).
 * @example correctedText('ya ahnora', [{ original: 'ahnora', corrected: 'ahora' }]) // 'ya ahora'
 */
export function correctedText(text: string, corrections: readonly Pick<Correction, 'original' | 'corrected'>[]): string {
  return splitOnCorrections(text, corrections)
    .map((piece) => (typeof piece === 'string' ? piece : piece.corrected))
    .join('');
}
