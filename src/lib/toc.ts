/** A table-of-contents entry: a clause and the clauses nested in it. */
export interface TocEntry<T extends { depth: number }> {
  clause: T;
  children: TocEntry<T>[];
}

/**
 * Nests clauses listed in document order with their depth, so that a clause and its sub-clauses stay
 * together (a table of contents in columns keeps each group in one column).
 * @example nestClauses([{ depth: 0 }, { depth: 1 }, { depth: 0 }]).map((e) => e.children.length) // [1, 0]
 */
export function nestClauses<T extends { depth: number }>(clauses: readonly T[]): TocEntry<T>[] {
  const roots: TocEntry<T>[] = [];
  const open: TocEntry<T>[] = [];
  for (const clause of clauses) {
    const entry: TocEntry<T> = { clause, children: [] };
    while (open.length > 0 && open[open.length - 1]!.clause.depth >= clause.depth) open.pop();
    (open.length > 0 ? open[open.length - 1]!.children : roots).push(entry);
    open.push(entry);
  }
  return roots;
}
