import { describe, expect, it } from 'vitest';
import { kib, median, percentile, table } from '../../../scripts/bench/report';
import { cpuMsOfTimes, parseBuildLog } from '../../../scripts/bench/build-log';

describe('figures as the bench prints them', () => {
  it('rounds bytes to KiB', () => {
    expect(kib(0)).toBe('0.0 KiB');
    expect(kib(61_440)).toBe('60.0 KiB');
  });

  it('takes medians and percentiles of unsorted values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile(latencies, 0.95)).toBe(95);
    expect(percentile(latencies, 1)).toBe(100);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('lays rows out in columns, figures aligned right', () => {
    expect(table(['page', 'size'], [['/es/', '3.1 KiB'], ['/es/ocs/reaction-phase/', '12.0 KiB']]).split('\n')).toEqual([
      'page                         size',
      '-----------------------  --------',
      '/es/                      3.1 KiB',
      '/es/ocs/reaction-phase/  12.0 KiB',
    ]);
  });
});

describe('what a build says about itself', () => {
  it('reads the page count and the timings of the index and compression steps', () => {
    const log = [
      '15:12:28 [rules-post-build] search index (es): 30 pages, 83.3 KiB',
      '15:12:28 [rules-post-build] search index built in 1837 ms',
      '15:12:27 [rules-post-build] link-preview cards: 164 (160 drawn, 4 from the cache), 8010.9 KiB, in 33868 ms (CPU 21004 ms)',
      '15:15:46 [rules-precompress] precompressed 218 files (gzip, brotli) in 29012 ms',
      '15:15:46 [build] 1692 page(s) built in 10m 4s',
    ].join('\n');
    expect(parseBuildLog(log)).toEqual({ pages: 1692, indexMs: 1837, precompressMs: 29012, cards: 164, cardsDrawn: 160, cardsBytes: 8_203_162, cardsMs: 33868, cardsCpuMs: 21004 });
    expect(parseBuildLog('[build] Complete!')).toEqual({ pages: NaN, indexMs: NaN, precompressMs: NaN, cards: NaN, cardsDrawn: NaN, cardsBytes: NaN, cardsMs: NaN, cardsCpuMs: NaN });
  });

  it("adds up the shell's and its children's CPU time from bash's times", () => {
    expect(cpuMsOfTimes('0m0.001s 0m0.002s\n2m41.040s 0m6.380s\n')).toBe(167_423);
    expect(cpuMsOfTimes('')).toBeNaN();
  });
});
