/** The extras of a query in the browser: `clauses.json` is fetched once, the first time a query is a clause number, a result or names a term. */
import type { ClauseRecord } from '../../lib/built-site';
import { isLang } from '../../i18n/languages';
import { legendLabels, needsClauseRecords, queryExtras, type QueryExtras } from '../../lib/search/listing';
import { combatCodeOfQuery } from '../../lib/search/result-code';
import { GLOSSARY_SEARCH_FILE, namedTerms, type GlossarySearchTerm, type TermMatcher } from '../../lib/search/glossary';

let records: Promise<ClauseRecord[]> | undefined;
let glossary: Promise<GlossarySearchTerm[]> | undefined;

/** The forms of every glossary term, fetched once (the first search); without them no term is named. */
export function glossaryTerms(): Promise<GlossarySearchTerm[]> {
  glossary ??= fetch(GLOSSARY_SEARCH_FILE).then((response) => {
    if (!response.ok) throw new Error(`${GLOSSARY_SEARCH_FILE}: ${response.status}`);
    return response.json() as Promise<GlossarySearchTerm[]>;
  });
  glossary.catch(() => {
    glossary = undefined;
  });
  return glossary.catch(() => []);
}

function clauseRecords(): Promise<ClauseRecord[]> {
  records ??= fetch('/clauses.json').then(async (response) => {
    if (!response.ok) throw new Error(`clauses.json: ${response.status}`);
    // Named as search names clauses (`8.5 д) Тактические марши`); the code comes with the file, not with every query.
    const [list, { namedRecords }] = await Promise.all([response.json() as Promise<ClauseRecord[]>, import('../../lib/search/clause-name')]);
    return namedRecords(list);
  });
  // A failed fetch is tried again on the next number typed.
  records.catch(() => {
    records = undefined;
  });
  return records;
}

/** A query's extras as far as they are known now, and, when the query names a glossary term, how to load the clauses using it. */
export interface LoadedExtras {
  now: QueryExtras;
  complete?: () => Promise<QueryExtras>;
}

/**
 * The extras of a query in the searched languages. A clause number waits for the clauses; a query
 * naming a glossary term is listed at once with the term, and its clauses follow (`complete`, called
 * once the first results are shown), so `clauses.json` never delays them; so do the legend clauses of a typed result. `match` reads terms otherwise than by their exact forms.
 * @example const { now, complete } = await loadQueryExtras('перестроение', ['ru'], 'ru')
 */
export async function loadQueryExtras(query: string, langs: readonly string[], pageLang: string, match?: TermMatcher): Promise<LoadedExtras> {
  const terms = await glossaryTerms();
  if (needsClauseRecords(query)) return { now: queryExtras(query, await clauseRecords(), langs, pageLang, terms, match) };
  const now = queryExtras(query, [], langs, pageLang, terms, match);
  const namesTerm = isLang(pageLang) && namedTerms(query, terms, [], langs, pageLang, match).length > 0;
  const explainsCodes = legendLabels(query, combatCodeOfQuery(query)).length > 0;
  return namesTerm || explainsCodes ? { now, complete: async () => queryExtras(query, await clauseRecords(), langs, pageLang, terms, match) } : { now };
}
