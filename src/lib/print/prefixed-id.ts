/**
 * An id as a booklet gives it, prefixed with its document: a module of its own, without the HTML parser of
 * prefix-ids.ts, for the booklet's script that lands a link on it.
 * @example prefixedId('movement-phase', '8-5') // 'movement-phase--8-5'
 */
export function prefixedId(prefix: string, id: string): string {
  return `${prefix}--${id}`;
}
