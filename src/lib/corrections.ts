import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { correctionsSchema, type Correction } from './content-schema';

const CORRECTIONS_FILE = fileURLToPath(new URL('../../content/sources/corrections.yaml', import.meta.url));

/**
 * Reads and validates `content/sources/corrections.yaml`; a broken entry throws with its path.
 * @example loadCorrections().filter((c) => c.source === '000_9fd39beb8b0e04ff.txt')
 */
export function loadCorrections(path = CORRECTIONS_FILE): Correction[] {
  const result = correctionsSchema.safeParse(parse(readFileSync(path, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${path}: entry ${issue.path.join('.')}: ${issue.message}`);
  }
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
