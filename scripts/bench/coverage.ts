/** One block of a script as V8's precise coverage reports it: a range of the source and how often it ran. */
export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** One function of a script, its ranges as V8 reports them (the first is the whole function). */
export interface FunctionCoverage {
  ranges: CoverageRange[];
}

/**
 * How many bytes of a script's source ran, from V8's block coverage: a nested range overrides the
 * range it sits in (a branch not taken inside a function that ran).
 * @example executedBytes(10, [{ ranges: [{ startOffset: 0, endOffset: 10, count: 1 }, { startOffset: 2, endOffset: 6, count: 0 }] }]) // 6
 */
export function executedBytes(length: number, functions: FunctionCoverage[]): number {
  const ran = new Uint8Array(length);
  // Outer ranges first, so the ranges inside them override them.
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .map((range, order) => ({ ...range, order }))
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset || a.order - b.order);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, Math.max(0, range.startOffset), Math.min(length, range.endOffset));
  return ran.reduce((sum, byte) => sum + byte, 0);
}
