/** Figures a build prints about itself, read back from its log. */
export interface BuildLogFigures {
  /** Pages Astro wrote (`N page(s) built`). */
  pages: number;
  /** Time spent writing the search index (the post-build step logs it). */
  indexMs: number;
  /** Time spent compressing the output (the precompress step logs it). */
  precompressMs: number;
  /** Link-preview cards, how many were drawn (the others came from the cache), their bytes, and the wall and CPU time they took (the og-cards step logs them). */
  cards: number;
  cardsDrawn: number;
  cardsBytes: number;
  cardsMs: number;
  cardsCpuMs: number;
}

/** The first number a pattern captures in a log, or NaN when the log does not have the line. */
function figure(log: string, pattern: RegExp): number {
  const match = pattern.exec(log);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Reads the page count and the timings the search-index and precompress steps log; NaN for a figure missing from the log.
 * @example parseBuildLog('search index built in 1837 ms\nprecompressed 9 files (gzip, brotli) in 120 ms\n[build] 180 page(s) built in 1m 29s')
 * // { pages: 180, indexMs: 1837, precompressMs: 120, cards: NaN, cardsDrawn: NaN, cardsBytes: NaN, cardsMs: NaN, cardsCpuMs: NaN }
 */
export function parseBuildLog(log: string): BuildLogFigures {
  return {
    pages: figure(log, /(\d+) page\(s\) built/),
    indexMs: figure(log, /search index built in (\d+) ms/),
    precompressMs: figure(log, /precompressed \d+ files \([^)]*\) in (\d+) ms/),
    cards: figure(log, /link-preview cards: (\d+)/),
    cardsDrawn: figure(log, /link-preview cards: \d+ \((\d+) drawn/),
    cardsBytes: Math.round(figure(log, /link-preview cards: .*?, ([\d.]+) KiB/) * 1024),
    cardsMs: figure(log, /link-preview cards: .* in (\d+) ms/),
    cardsCpuMs: figure(log, /link-preview cards: .*\(CPU (\d+) ms\)/),
  };
}

/**
 * The CPU time (user and system, milliseconds) in the output of bash's `times`: the shell's own line and its children's.
 * @example cpuMsOfTimes('0m0.001s 0m0.002s\n2m41.040s 0m6.380s\n') // 167423
 */
export function cpuMsOfTimes(output: string): number {
  const spans = [...output.matchAll(/(\d+)m([\d.]+)s/g)];
  if (spans.length === 0) return Number.NaN;
  return Math.round(spans.reduce((sum, [, minutes, seconds]) => sum + (Number(minutes) * 60 + Number(seconds)) * 1000, 0));
}
