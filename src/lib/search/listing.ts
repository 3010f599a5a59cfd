/**
 * What a search lists, in order: the explainer of a typed combat result, then the clause a typed
 * number names or, failing one, the clauses the words match.
 */
import type { ClauseRecord } from '../site-html';
import { parseClauseQuery } from '../clause-ids';
import { excerpt } from '../text';
import { clausesForNumber } from './clause-number';
import { excerptSegments, type ExcerptSegment } from './excerpt';
import { combatExplainerPath } from './paths';
import type { ClauseHit } from './rank';
import { combatCodeOfQuery } from './result-code';

/** What a query asks for besides words. */
export interface QueryExtras {
  /** The clauses the query names by number, in the searched languages. */
  numbered: ClauseRecord[];
  /** The query is a clause number that no searched text has. */
  missingNumber: boolean;
  /** The query is an OCS combat result: its canonical code and the explainer's address. */
  combat?: { code: string; href: string };
}

/** A clause as listed: a ranked search hit, or the clause a typed number names. */
export interface ListedClause {
  kind: 'clause';
  url: string;
  id?: string;
  label: string;
  docTitle: string;
  lang: string;
  original: boolean;
  excerpt: ExcerptSegment[];
  byNumber: boolean;
}

/** A link to the combat-result explainer. */
export interface ListedCombatCode {
  kind: 'combat';
  code: string;
  href: string;
}

export type Listing = ListedClause | ListedCombatCode;

/** How long the opening of a clause found by number is, standing for an excerpt. */
const NUMBERED_EXCERPT_LENGTH = 160;

/**
 * Whether a query is a clause number, so that `clauses.json` is needed to answer it.
 * @example needsClauseRecords('8.5д') // true
 */
export function needsClauseRecords(query: string): boolean {
  return parseClauseQuery(query) !== null;
}

/**
 * The extras of a query: the clauses it names by number in the searched languages (from
 * `clauses.json`, needed only for a number) and the combat result it is, explained in the page's language.
 * @example queryExtras('8.5 d', records, ['ru'], 'ru').numbered[0].url // '/ru/gdb/movement-phase/#8-5-e'
 * @example queryExtras('al1o1 dl1o2', [], ['es'], 'es').combat // { code: 'AL1o1 DL1o2', href: '/es/tools/combat/?code=AL1o1%20DL1o2' }
 */
export function queryExtras(query: string, records: readonly ClauseRecord[], langs: readonly string[], pageLang: string): QueryExtras {
  const code = combatCodeOfQuery(query);
  const numbered = needsClauseRecords(query) ? clausesForNumber(query, records, langs) : [];
  return {
    numbered,
    missingNumber: needsClauseRecords(query) && numbered.length === 0,
    ...(code ? { combat: { code, href: combatExplainerPath(pageLang, code) } } : {}),
  };
}

/**
 * The listing of a search. A clause number found is the whole answer (Pagefind only sees its digits
 * and letter, which match everywhere); a number not found may still be cited in the text (`см. 8.11`),
 * so the word matches are listed then.
 * @example searchListings(hits, { numbered: [record], missingNumber: false }).map((l) => l.kind) // ['clause']
 */
export function searchListings(hits: readonly ClauseHit[], extras: QueryExtras): Listing[] {
  const clauses: ListedClause[] =
    extras.numbered.length > 0
      ? extras.numbered.map((record) => ({
          kind: 'clause',
          url: record.url,
          id: record.id,
          label: record.label,
          docTitle: record.title,
          lang: record.lang,
          original: record.original,
          excerpt: [{ text: excerpt(record.text, NUMBERED_EXCERPT_LENGTH), marked: false }],
          byNumber: true,
        }))
      : hits.map((hit) => ({
          kind: 'clause',
          url: hit.url,
          ...(hit.id ? { id: hit.id } : {}),
          label: hit.label,
          docTitle: hit.docTitle,
          lang: hit.lang,
          original: hit.original,
          excerpt: excerptSegments(hit.excerpt),
          byNumber: false,
        }));
  return [...(extras.combat ? [{ kind: 'combat' as const, ...extras.combat }] : []), ...clauses];
}
