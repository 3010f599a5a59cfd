/** Figures as the bench prints them. */

/**
 * A byte count in KiB with one decimal.
 * @example kib(1536) // '1.5 KiB'
 */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * The value below which `share` (0 to 1) of the values fall, nearest rank; NaN for no values.
 * @example percentile([4, 1, 3, 2], 0.5) // 2
 */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * The middle value (the mean of the two middle ones for an even count); NaN for no values.
 * @example median([3, 1, 4, 2]) // 2.5
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Rows as a plain-text table with a header rule; numbers (and figures ending in a unit) align right.
 * @example table(['page', 'KiB'], [['/es/', '3.1']]) // 'page  KiB\n----  ---\n/es/  3.1'
 */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^[-\d.,]+( ?[a-zA-Z%/]+)?$|^–$/.test(String(row[column] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n');
}
