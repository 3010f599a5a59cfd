/**
 * What a search lists, in order: the explainer of a typed combat result, then the clause a typed
 * number names or, failing one, the clauses the words match.
 */
import type { ClauseRecord } from '../built-site';
import { parseClauseQuery, typedNumberLabel, typedRuleNumber } from '../clause-ids';
import { escapeRegExp, excerpt } from '../text';
import { clausesForNumber } from './clause-number';
import { excerptSegments, type ExcerptSegment } from './excerpt';
import { combatExplainerPath } from '../site-paths';
import type { ClauseHit } from './rank';
import { combatCodeOfQuery } from './result-code';
import { namedTerms, termsOfRule, type GlossarySearchTerm, type NamedTerm, type TermMatcher } from './glossary';
import { isLang } from '../../i18n/languages';

/** What a query asks for besides words. */
export interface QueryExtras {
  /** The clauses the query names by number, in the searched languages. */
  numbered: ClauseRecord[];
  /** The clauses in `numbered` are those a legend code labels (`e#`), not a number. */
  legend?: true;
  /** The query is a number that no clause of the searched texts has: that number, as the texts write theirs (`8.19`). */
  missingNumber?: string;
  /** That number, as the rules write it, when it is a rule's that covers some glossary terms (listed in `terms`). */
  ruleNumber?: string;
  /** The query is an OCS combat result: its canonical code and the explainer's address. */
  combat?: { code: string; href: string };
  /** The glossary terms the query is a form of, with the clauses that use them. */
  terms?: NamedTerm[];
  /** The clause a number names, when the reader's filters leave all its clauses out: its label. */
  numberFiltered?: string;
  /** For a number no clause has: the clauses whose own notes cite it, each with the note that does. */
  citing?: { record: ClauseRecord; note: string; number: string }[];
  /** The legend clauses of the codes a typed result or part of one uses (`o#` for `DL1o2` or `o2`), listed first. */
  legends?: ClauseRecord[];
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
  /** For a clause holding only some of the query's words: those it holds and those it lacks, as typed. */
  matched?: string[];
  missing?: string[];
}

/** A link to the combat-result explainer. */
export interface ListedCombatCode {
  kind: 'combat';
  code: string;
  href: string;
}

/** The glossary entry of a term the query names, in any of its forms or languages. */
export interface ListedTerm {
  kind: 'term';
  url: string;
  label: string;
  lang: string;
  /** The term's names in the English original and in the other language. */
  others: { text: string; lang: string }[];
}

export type Listing = ListedClause | ListedCombatCode | ListedTerm;

/** How long the opening of a clause found by number is, standing for an excerpt. */
const NUMBERED_EXCERPT_LENGTH = 160;

/** A code of the combat table's legend as its clauses are labelled (`e#`, `o#`): a letter or two and «#». */
const LEGEND_CODE = /^\p{L}{1,2}#$/u;
/** A part of a result as the table writes it after a loss (`o2`, `e4`): the legend's letter and a number. */
const LEGEND_PART = /^[eo]\d{1,2}$/iu;

/**
 * Whether a query is a clause or rule number, or a legend code, so that `clauses.json` is needed to answer it.
 * @example needsClauseRecords('8.5д') // true
 * @example needsClauseRecords('3.2c') // true
 * @example needsClauseRecords('e#') // true
 * @example needsClauseRecords('o2') // true
 */
export function needsClauseRecords(query: string): boolean {
  return parseClauseQuery(query) !== null || typedRuleNumber(query) !== null || LEGEND_CODE.test(query.trim()) || LEGEND_PART.test(query.trim());
}

/**
 * The legend labels (`e#`, `o#`) of what a query is: a result's part (`o2`), or a whole result whose parts use them
 * (`AL1o1 DL1o2`, given as `code`, the canonical code). A player reading «DL1o2» off the table asks what «o2» is.
 * @example legendLabels('o2', null) // ['o#']
 * @example legendLabels('ae4 dl1o2', 'Ae4 DL1o2') // ['e#', 'o#']
 */
export function legendLabels(query: string, code: string | null): string[] {
  const part = query.trim().toLowerCase();
  if (LEGEND_PART.test(part)) return [`${part[0]}#`];
  if (code === null) return [];
  // In a canonical code, «e» and «o» before a number are only these two codes (A, D, L and DG are capitals).
  return ['e', 'o'].filter((letter) => new RegExp(`${letter}\\d`, 'u').test(code)).map((letter) => `${letter}#`);
}

/**
 * The clauses a legend code labels, in the searched languages: «e#» is the legend's e# clause, which a search of its
 * words would miss («#» is no word) among every clause with a word «e».
 * @example legendClauses('E#', records, ['es']).map((r) => r.url) // ['/es/ocs/combat-table/#legend-exploit']
 */
export function legendClauses(query: string, records: readonly ClauseRecord[], langs: readonly string[]): ClauseRecord[] {
  const code = query.trim().toLowerCase();
  if (!LEGEND_CODE.test(code)) return [];
  return langs.flatMap((lang) => records.filter((record) => record.lang === lang && record.label.toLowerCase() === code));
}

/**
 * The extras of a query: the clauses it names by number in the searched languages (from
 * `clauses.json`, needed only for a number; see `namedRecords` for their names), or, for a number no clause has,
 * the glossary terms the rule of that number covers; the terms it names; and the combat result it is, explained in
 * the page's language.
 * @example queryExtras('8.5 d', records, ['ru'], 'ru').numbered[0].url // '/ru/gdb/movement-phase/#8-5-e'
 * @example queryExtras('al1o1 dl1o2', [], ['es'], 'es').combat // { code: 'AL1o1 DL1o2', href: '/es/tools/combat/?code=AL1o1%20DL1o2' }
 */
export function queryExtras(
  query: string,
  records: readonly ClauseRecord[],
  langs: readonly string[],
  pageLang: string,
  glossary: readonly GlossarySearchTerm[] = [],
  match?: TermMatcher,
): QueryExtras {
  const code = combatCodeOfQuery(query);
  const legend = legendClauses(query, records, langs);
  const isNumber = legend.length === 0 && (parseClauseQuery(query) !== null || typedRuleNumber(query) !== null);
  const numbered = isNumber ? clausesForNumber(query, records, langs) : legend;
  const missingNumber = isNumber && numbered.length === 0 ? typedNumberLabel(query) : null;
  const ruleNumber = missingNumber !== null ? typedRuleNumber(query) : null;
  const ofRule = ruleNumber && isLang(pageLang) ? termsOfRule(ruleNumber, glossary, records, langs, pageLang) : [];
  const named = isLang(pageLang) ? namedTerms(query, glossary, records, langs, pageLang, match) : [];
  const terms = [...ofRule, ...named.filter((term) => !ofRule.some((other) => other.id === term.id))];
  const citing = missingNumber !== null ? notesCiting(ruleNumber ?? missingNumber, records, langs) : [];
  const legends = legend.length > 0 ? [] : legendLabels(query, code).flatMap((label) => legendClauses(label, records, langs));
  return {
    numbered,
    ...(legend.length > 0 ? { legend: true as const } : {}),
    ...(missingNumber !== null ? { missingNumber } : {}),
    ...(ofRule.length > 0 ? { ruleNumber: ruleNumber! } : {}),
    ...(code ? { combat: { code, href: combatExplainerPath(pageLang, code) } } : {}),
    ...(terms.length > 0 ? { terms } : {}),
    ...(citing.length > 0 ? { citing } : {}),
    ...(legends.length > 0 ? { legends } : {}),
  };
}

/**
 * The clauses of the searched languages whose own notes cite a number (a series rule, `9.12`, `5.7a`; a sub-rule of
 * it too, `9.12e` for `9.12`), each with the first note that does: the notes are the site's words, which the search
 * index leaves out, so a rule number only they cite would otherwise find nothing.
 * @example notesCiting('9.12', records, ['es'])[0].record.id // 'option-number'
 */
export function notesCiting(number: string, records: readonly ClauseRecord[], langs: readonly string[]): { record: ClauseRecord; note: string; number: string }[] {
  const cites = new RegExp(`(?<![\\d.])${escapeRegExp(number)}(?!\\d${/\p{L}$/u.test(number) ? '|\\p{L}' : ''})`, 'u');
  return langs.flatMap((lang) =>
    records.flatMap((record) => {
      const note = record.lang === lang ? record.notes?.find((text) => cites.test(text)) : undefined;
      return note === undefined ? [] : [{ record, note, number }];
    }),
  );
}

/**
 * A query's extras within the reader's filters, as Pagefind takes them (`game`, `doc`, `original`): the clauses a
 * number names and those of the terms it names keep to the game, document and version the word matches keep to.
 * @example extrasWithin(extras, { original: ['true'] }).terms?.[0]?.clauses.every((r) => r.original) // true
 */
export function extrasWithin(extras: QueryExtras, filters: Readonly<Record<string, readonly string[]>>): QueryExtras {
  if (Object.keys(filters).length === 0) return extras;
  // A record's document is `game/doc`.
  const inGame = (record: ClauseRecord) => filters.game?.includes(record.doc.split('/')[0]!) ?? true;
  const keeps = (record: ClauseRecord) => inGame(record) && (filters.doc?.includes(record.doc) ?? true) && (filters.original?.includes(String(record.original)) ?? true);
  // A term of another game than the one asked for goes with its clauses (every term has clauses, all of its own games).
  const ofGame = (term: NamedTerm) => filters.game === undefined || term.clauses.some(inGame);
  const terms = extras.terms?.filter(ofGame).map((term) => {
    const clauses = term.clauses.filter(keeps);
    return { ...term, clauses, defining: term.defining.filter((url) => clauses.some((record) => record.url === url)) };
  });
  const numbered = extras.numbered.filter(keeps);
  // A rule number whose terms are all of another game says «no clause has it», not «the rules give what follows».
  const { ruleNumber, ...rest } = extras;
  const ruleKept = ruleNumber !== undefined && (terms?.length ?? 0) > 0;
  return {
    ...rest,
    ...(ruleKept ? { ruleNumber } : {}),
    numbered,
    ...(numbered.length === 0 && extras.numbered.length > 0 && !extras.legend ? { numberFiltered: extras.numbered[0]!.label } : {}),
    ...(terms ? { terms } : {}),
    ...(extras.citing ? { citing: extras.citing.filter(({ record }) => keeps(record)) } : {}),
    ...(extras.legends ? { legends: extras.legends.filter(keeps) } : {}),
  };
}

/**
 * Whether an excerpt (Pagefind's: HTML, matched words in `<mark>`) cites a number as labelled (`8.12`, `9.10d`, `8.5 д)`):
 * its digits whole, not as the start of another number.
 * @example citesNumber('véase <mark>8.12</mark>', '8.12') // true
 * @example citesNumber('<mark>8.1</mark>. Фаза', '8.12') // false
 */
export function citesNumber(excerpt: string, label: string): boolean {
  const digits = /^\d+(?:\.\d+)*/u.exec(label)?.[0];
  if (digits === undefined) return true;
  const text = excerpt.replace(/<[^>]*>/gu, '');
  return new RegExp(`(?<![\\d.])${digits.replace(/\./gu, '\\.')}(?![\\d])`, 'u').test(text);
}

/**
 * The listing of a search. A clause number found is the whole answer (Pagefind only sees its digits
 * and letter, which match everywhere); a number not found may still be cited in the text (`см. 8.11`),
 * so the word matches are listed then. A term the query names comes first, and the clauses that use
 * it follow the word matches, whatever language the term was typed in.
 * @example searchListings(hits, { numbered: [record] }).map((l) => l.kind) // ['clause']
 * @example searchListings([], { numbered: [], terms: [overrun] }).map((l) => l.kind) // ['term', 'clause', …]
 */
export function searchListings(hits: readonly (ClauseHit & { matched?: string[]; missing?: string[] })[], extras: QueryExtras): Listing[] {
  // The explainer of a typed result, then the legend clauses of its parts, which say what its codes mean.
  const legends = (extras.legends ?? []).map((record) => recordListing(record, false));
  const combat: Listing[] = [...(extras.combat ? [{ kind: 'combat' as const, ...extras.combat }] : []), ...legends];
  if (extras.numbered.length > 0) return [...combat, ...extras.numbered.map((record) => recordListing(record, !extras.legend))];
  // A number whose clauses the filters leave out: its digits match everywhere, so nothing else answers it either.
  if (extras.numberFiltered !== undefined) return combat;
  // A number no clause has is listed where the texts cite it (`см. 8.11`); a clause that only shares its digits
  // (8.1 for 8.12) cites nothing of it.
  const cited = (extras.missingNumber === undefined ? hits : hits.filter((hit) => citesNumber(hit.excerpt, extras.missingNumber!))).filter(
    (hit) => !legends.some((legend) => legend.url === hit.url),
  );
  const clauses: ListedClause[] = cited.map((hit) => ({
    kind: 'clause',
    url: hit.url,
    ...(hit.id ? { id: hit.id } : {}),
    label: hit.label,
    docTitle: hit.docTitle,
    lang: hit.lang,
    original: hit.original,
    excerpt: excerptSegments(hit.excerpt),
    byNumber: false,
    ...(hit.matched ? { matched: hit.matched } : {}),
    ...(hit.missing && hit.missing.length > 0 ? { missing: hit.missing } : {}),
  }));
  const named = extras.terms ?? [];
  const terms: ListedTerm[] = named.map((term) => ({ kind: 'term', url: term.href, label: term.name, lang: term.lang, others: term.others }));
  // A clause whose note cites the number, with that note as its excerpt, before the word matches citing it.
  const noted = (extras.citing ?? []).filter(({ record }) => !clauses.some((clause) => clause.url === record.url)).map(noteListing);
  clauses.unshift(...noted);
  const listed = new Set(clauses.map((clause) => clause.url));
  const using = named.flatMap((term) => term.clauses).filter((record) => !listed.has(record.url) && Boolean(listed.add(record.url)));
  // The clauses that define a term the query names come first, found or not among the word matches: a player looking
  // a term up wants its definition, not the clause that names it most often or in its heading.
  // In the glossary's order: the clause it names first defines the term most plainly.
  const defining = named.flatMap((term) => term.defining);
  const [definitions, others] = partition([...clauses, ...using.map((record) => recordListing(record, false))], (clause) => defining.includes(clause.url));
  definitions.sort((a, b) => defining.indexOf(a.url) - defining.indexOf(b.url));
  // Then the clauses that use the term, before those that only share a stem with its name («se retira el marcador»
  // for «retirada», «pasar» for «paso», the non-phasing player's rules for «jugador en fase»).
  const usingTerm = new Set(named.flatMap((term) => term.clauses.map((record) => record.url)));
  // Only within the terms' own games: a clause of another game shares a word with their name, not their sense, and
  // keeps its rank (the General de Brigade chapter's «Отступление» is not OCS's Retreat, nor less relevant than it).
  const gameOf = (doc: string) => doc.split('/')[0];
  const termGames = new Set(named.flatMap((term) => term.clauses.map((record) => gameOf(record.doc))));
  const games = new Map([...cited.map((hit) => [hit.url, gameOf(hit.doc)] as const), ...using.map((record) => [record.url, gameOf(record.doc)] as const)]);
  const [aboutTerm, rest] = partition(others, (clause) => usingTerm.has(clause.url) || !termGames.has(games.get(clause.url)));
  return [...combat, ...terms, ...definitions, ...aboutTerm, ...rest];
}

/** The items that pass and those that do not, each in their order. */
function partition<T>(items: readonly T[], passes: (item: T) => boolean): [T[], T[]] {
  return [items.filter(passes), items.filter((item) => !passes(item))];
}

/** How much of a note shows around the number it cites, each side. */
const NOTE_CONTEXT = 90;

/** A clause listed for the number its note cites: the note's label, then its words around the number, marked. */
function noteListing({ record, note, number }: { record: ClauseRecord; note: string; number: string }): ListedClause {
  const at = note.indexOf(number);
  const label = /^[^:]{1,40}:\s*/u.exec(note)?.[0] ?? '';
  // Cut at spaces, not inside words.
  const from = Math.max(label.length, at - NOTE_CONTEXT);
  const start = from === label.length ? from : Math.min(at, note.indexOf(' ', from) + 1 || from);
  const to = Math.min(note.length, at + number.length + NOTE_CONTEXT);
  const end = to === note.length ? to : Math.max(at + number.length, note.lastIndexOf(' ', to));
  const before = `${label}${start > label.length ? '…' : ''}${note.slice(start, at)}`;
  const after = `${note.slice(at + number.length, end)}${end < note.length ? '…' : ''}`;
  return {
    ...recordListing(record, false),
    excerpt: [
      { text: before, marked: false },
      { text: number, marked: true },
      { text: after, marked: false },
    ],
  };
}

/** A clause of `clauses.json` as listed, its text's opening standing for an excerpt. */
function recordListing(record: ClauseRecord, byNumber: boolean): ListedClause {
  return {
    kind: 'clause',
    url: record.url,
    id: record.id,
    label: record.label,
    docTitle: record.title,
    lang: record.lang,
    original: record.original,
    excerpt: [{ text: excerpt(record.text, NUMBERED_EXCERPT_LENGTH), marked: false }],
    byNumber,
  };
}

/** What names a listing in a list: its address (the explainer's, for a combat result). */
export const listingKey = (listing: Listing): string => (listing.kind === 'combat' ? listing.href : listing.url);

/**
 * The listings with those already shown first, in the order they were shown, then the others in their rank: results
 * that load as the reader scrolls to the end of a list go below what the reader has read, never in among it, where
 * they would be passed over unseen.
 * @example keepShownFirst([c, a, b], ['/a', '/b']).map(listingKey) // ['/a', '/b', '/c']
 */
export function keepShownFirst(listings: readonly Listing[], shown: readonly string[]): Listing[] {
  const byKey = new Map(listings.map((listing) => [listingKey(listing), listing]));
  const kept = shown.flatMap((key) => byKey.get(key) ?? []);
  const keptKeys = new Set(kept.map(listingKey));
  return [...kept, ...listings.filter((listing) => !keptKeys.has(listingKey(listing)))];
}
