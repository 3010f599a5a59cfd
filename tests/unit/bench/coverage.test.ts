import { describe, expect, it } from 'vitest';
import { executedBytes } from '../../../scripts/bench/coverage';

describe('bytes of a script that ran', () => {
  it('counts a script that ran through, and none of one that did not run', () => {
    expect(executedBytes(40, [{ ranges: [{ startOffset: 0, endOffset: 40, count: 1 }] }])).toBe(40);
    expect(executedBytes(40, [{ ranges: [{ startOffset: 0, endOffset: 40, count: 0 }] }])).toBe(0);
  });

  it('leaves out a branch not taken and a function never called, whatever order V8 lists them in', () => {
    const functions = [
      { ranges: [{ startOffset: 20, endOffset: 30, count: 0 }] },
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }, { startOffset: 50, endOffset: 60, count: 0 }] },
    ];
    expect(executedBytes(100, functions)).toBe(80);
  });

  it('counts a function that ran inside a branch that did not finish', () => {
    const functions = [
      { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }, { startOffset: 10, endOffset: 90, count: 0 }] },
      { ranges: [{ startOffset: 20, endOffset: 40, count: 3 }] },
    ];
    expect(executedBytes(100, functions)).toBe(40);
  });
});
