import type { ClauseRecord } from '../built-site';
import { clauseIdsForQuery, labelClauseId } from '../clause-ids';

/**
 * The clauses a query names by number (`8.5`, `8.5 д`, `8.5д`, `8.5 d`) in the given languages: per reading of its
 * number, the likelier first (a Latin letter is read by its sound and by its place: `8.5 d` is `д)` or `г)`), in
 * the order of those languages; empty when the query is not a clause number or no such clause exists.
 * @example clausesForNumber('8.5 d', records, ['ru']).map((r) => r.url) // ['/ru/gdb/movement-phase/#8-5-e', '/ru/gdb/movement-phase/#8-5-d']
 */
export function clausesForNumber(query: string, records: readonly ClauseRecord[], langs: readonly string[]): ClauseRecord[] {
  // A clause with a name of its own (the second of two the text numbers alike) answers to the number its label writes.
  const numbered = (record: ClauseRecord, id: string) => record.id === id || labelClauseId(record.label) === id;
  return clauseIdsForQuery(query).flatMap((id) => langs.flatMap((lang) => records.filter((record) => record.lang === lang && numbered(record, id))));
}
