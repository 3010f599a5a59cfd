import { diff3Merge } from 'node-diff3';

/** A re-import either merges cleanly or names the clauses that were changed both by hand and in the source. */
export type MergeResult = { ok: true; mdx: string } | { ok: false; conflicts: string[] };

const CLAUSE_OPEN = /<Clause\s[^>]*\bid="([^"]+)"/;

/** The id of the clause a line belongs to: the nearest `<Clause id="…">` at or above it. */
function clauseAt(lines: string[], index: number): string {
  for (let i = Math.min(index, lines.length - 1); i >= 0; i--) {
    const match = CLAUSE_OPEN.exec(lines[i]!);
    if (match) return match[1]!;
  }
  return '(before the first clause)';
}

/**
 * Brings a re-imported source into a draft that people have edited since the last import: a three-way merge
 * of the last imported draft (`base`), the page as it is now (`edited`), and the new draft (`imported`).
 * Hand edits (ids, notes, markup) survive wherever the source did not change under them.
 * @example mergeDraft('a\nb\n', 'a\nB\n', 'A\nb\n') // { ok: true, mdx: 'A\nB\n' }
 */
export function mergeDraft(base: string, edited: string, imported: string): MergeResult {
  if (edited === base) return { ok: true, mdx: imported };
  if (imported === base) return { ok: true, mdx: edited };
  const mine = edited.split('\n');
  const theirs = imported.split('\n');
  const merged: string[] = [];
  const conflicts = new Set<string>();
  for (const chunk of diff3Merge(mine, base.split('\n'), theirs)) {
    if (chunk.ok) merged.push(...chunk.ok);
    else if (chunk.conflict) {
      conflicts.add(clauseAt(mine, chunk.conflict.aIndex));
      conflicts.add(clauseAt(theirs, chunk.conflict.bIndex));
    }
  }
  return conflicts.size ? { ok: false, conflicts: [...conflicts] } : { ok: true, mdx: merged.join('\n') };
}
