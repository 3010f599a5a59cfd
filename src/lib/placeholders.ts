/**
 * Fills a string's `{{name}}` placeholders, as i18next writes them, for the strings the browser fills without it
 * (the search, the offline controls, a link's missing-clause notice). An unknown name stays as written, so a missing
 * value shows rather than vanishing.
 * @example fillPlaceholders('Buscar «{{query}}»', { query: '8.5' }) // 'Buscar «8.5»'
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/gu, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
