/** The extras of a query in the browser: `clauses.json` is fetched once, the first time a query is a clause number. */
import type { ClauseRecord } from '../../lib/site-html';
import { needsClauseRecords, queryExtras, type QueryExtras } from '../../lib/search/listing';

let records: Promise<ClauseRecord[]> | undefined;

function clauseRecords(): Promise<ClauseRecord[]> {
  records ??= fetch('/clauses.json').then((response) => {
    if (!response.ok) throw new Error(`clauses.json: ${response.status}`);
    return response.json() as Promise<ClauseRecord[]>;
  });
  // A failed fetch is tried again on the next number typed.
  records.catch(() => {
    records = undefined;
  });
  return records;
}

/**
 * The extras of a query in the searched languages, fetching clause numbers when it is one.
 * @example await loadQueryExtras('8.5 д', ['ru'], 'ru')
 */
export async function loadQueryExtras(query: string, langs: readonly string[], pageLang: string): Promise<QueryExtras> {
  return queryExtras(query, needsClauseRecords(query) ? await clauseRecords() : [], langs, pageLang);
}
