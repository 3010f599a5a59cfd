/**
 * A number written the way a language writes it: a decimal comma in Spanish and Russian, no grouping of thousands
 * (a figure a reader may copy back into a field that reads it), at most `decimals` decimals.
 * @example formatDecimal(9.75, 'es', 2) // '9,75'
 * @example formatDecimal(9.75, 'en', 2) // '9.75'
 */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  // Making a formatter costs far more than using one, and the march planner writes hundreds of lengths.
  const key = `${locale}:${decimals}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false });
    formats.set(key, formatter);
  }
  return formatter.format(value);
}

const formats = new Map<string, Intl.NumberFormat>();
