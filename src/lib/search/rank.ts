/**
 * Turns Pagefind's page results into clause results. Pagefind ranks pages and splits each page into
 * sub-results at its clauses (every clause element carries `id` and `data-pagefind-title`); readers
 * want the clause, so the sub-results of every matching page are ranked together here.
 */
import { foldForMatch, hitAnswersTerm, labelWordMatches, queryTerms, sharedPrefixLength } from './query';
import { isGlossaryResult } from './glossary';
import { answeringMarks } from './excerpt';

/** One word Pagefind matched, as its result data reports it. */
export interface PagefindLocation {
  location: number;
  weight: number;
  balanced_score: number;
}

/** One section of a page result (a clause, or the page before its first clause). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string; element: string; location?: number };
  weighted_locations: PagefindLocation[];
}

/** An element of a page with an id, where it starts (its first word's location); a clause's carries its `title`. */
export interface PagefindAnchor {
  id: string;
  location: number;
  title?: string;
}

/** The part of Pagefind's result data (`await result.data()`) that ranking reads. */
export interface PagefindResultData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  /** Every element of the page with an id, in order. */
  anchors?: PagefindAnchor[];
}

/** A page result with its score (`result.score`) and its loaded data. */
export interface PagefindPage {
  score: number;
  data: PagefindResultData;
}

/** A clause that answers a query, ready to list. */
export interface ClauseHit {
  /** `page#clause`, or the page itself for a match before its first clause. */
  url: string;
  /** The clause id, absent for a match before the first clause. */
  id?: string;
  /** The clause label (`8.5 д)`), or the document title for a match before the first clause. */
  label: string;
  docTitle: string;
  doc: string;
  lang: string;
  original: boolean;
  /** Pagefind's excerpt: text escaped as HTML, matched words in `<mark>`. */
  excerpt: string;
  /** How many of the query's words the clause contains. */
  coverage: number;
  /** How many of them it contains as typed or inflected (all but the last two letters in common), not only by a shared stem. */
  closeMatches: number;
  /** How many of the query's words its label names. */
  labelMatches: number;
  /** Strength of the matches (Pagefind's word scores, headings weigh more), saturating per query word. */
  strength: number;
}

interface Candidate extends ClauseHit {
  /** Whether the clause's own words are only its heading: a section whose text is all in its sub-clauses. */
  headingOnly: boolean;
  pageScore: number;
  pageRank: number;
  position: number;
}

/** How much more a word counts when it is exactly the word typed (accents aside) rather than another form of it. */
const EXACT_WORD_BONUS = 2;

/** Splits content the way Pagefind counts word locations, and folds each word for comparison. */
function foldedWords(content: string): string[] {
  return content.split(/\s+/u).map((word) => foldForMatch(word).replace(/[^\p{L}\p{N}]+/gu, ''));
}

/**
 * Whether a matched word is the query term itself, the term as it is being typed, or an inflection of
 * it (all but its last two letters in common): not a different word that shares a stem with a typo.
 * @example isCloseForm('тактическии', 'тактические') // true
 * @example isCloseForm('arrolamiento', 'arrollamiento') // false
 */
export function isCloseForm(term: string, word: string): boolean {
  return word.startsWith(term) || sharedPrefixLength(term, word) >= Math.max(Math.min(3, term.length), term.length - 2);
}

/** The query term a matched word answers (the one sharing the longest start), or -1 for none. */
function termOfWord(terms: string[], word: string): number {
  let best = -1;
  let bestShared = 0;
  terms.forEach((term, index) => {
    if (!hitAnswersTerm(term, word)) return;
    const shared = sharedPrefixLength(term, word);
    if (shared > bestShared) {
      best = index;
      bestShared = shared;
    }
  });
  return best;
}

/**
 * Whether a clause's own words, up to the next clause, are only those of its title: a section that holds nothing but
 * its heading («Entrar en Reserva:»), its text all in its sub-clauses, answers no query better than they do.
 */
function isHeadingOnly(sub: PagefindSubResult, words: string[], clauseStarts: readonly number[]): boolean {
  const start = sub.anchor?.location;
  if (start === undefined) return false;
  const end = clauseStarts.find((location) => location > start) ?? words.length;
  const title = new Set(foldedWords(sub.title));
  const own = words.slice(start, end).filter(Boolean);
  return own.length > 0 && own.every((word) => title.has(word));
}

/** How many query terms some word of a label names. */
function labelMatchCount(terms: string[], label: string): number {
  const words = foldForMatch(label).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return terms.filter((term) => words.some((word) => labelWordMatches(term, word))).length;
}

function scoreSection(
  sub: PagefindSubResult,
  words: string[],
  terms: string[],
  unit: number,
): { coverage: number; closeMatches: number; strength: number; matched: number[] } | null {
  const perTerm = new Map<number, number>();
  const close = new Set<number>();
  for (const hit of sub.weighted_locations) {
    const word = words[hit.location] ?? '';
    const term = termOfWord(terms, word);
    // Pagefind scores a stem match like the word itself; the form the reader typed is the better answer.
    if (term >= 0) perTerm.set(term, (perTerm.get(term) ?? 0) + hit.balanced_score * (word === terms[term] ? EXACT_WORD_BONUS : 1));
    if (term >= 0 && isCloseForm(terms[term]!, word)) close.add(term);
  }
  if (perTerm.size === 0) return null;
  const strength = [...perTerm.values()].reduce((sum, score) => sum + Math.log2(1 + score / unit), 0);
  return { coverage: perTerm.size, closeMatches: close.size, strength, matched: [...perTerm.keys()] };
}

/**
 * The clauses of Pagefind's page results that answer the query, best first: those containing more
 * of the query's words, then those with words of their own beyond their heading (a section that is only its
 * heading says nothing its sub-clauses do not), then those whose label names them, then the strongest matches; ties keep
 * Pagefind's page order and the reading order. A page is listed as itself only when no clause of it matched. With
 * `stopWords`, a section that matched none of the query's other words is left out.
 * @example rankClauseHits('liberar reserva', pages)[0].url // '/es/ocs/reaction-phase/#releasing-reserve'
 */
export function rankClauseHits(query: string, pages: PagefindPage[], stopWords: ReadonlySet<string> = new Set()): ClauseHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // A section that holds only the query's stop words («de», «a») answers nothing, unless the query is nothing else.
  const significant = terms.flatMap((term, index) => (stopWords.has(term) ? [] : [index]));
  const answers = (matched: number[]) => significant.length === 0 || matched.some((index) => significant.includes(index));
  const scores = pages.flatMap((page) => page.data.sub_results.flatMap((sub) => sub.weighted_locations.map((l) => l.balanced_score)));
  const unit = Math.min(...scores.filter((score) => score > 0), Number.POSITIVE_INFINITY);
  const candidates: Candidate[] = [];
  pages.forEach((page, pageRank) => {
    const { data } = page;
    const words = foldedWords(data.content);
    const clauseStarts = (data.anchors ?? []).filter((anchor) => anchor.title !== undefined).map((anchor) => anchor.location).sort((x, y) => x - y);
    const scored = data.sub_results
      .map((sub, position) => ({ sub, position, score: scoreSection(sub, words, terms, Number.isFinite(unit) ? unit : 1) }))
      .filter((entry) => entry.score !== null && answers(entry.score.matched));
    const clauses = scored.filter((entry) => entry.sub.anchor !== undefined);
    for (const { sub, position, score } of clauses.length > 0 ? clauses : scored) {
      const docTitle = data.meta.title ?? '';
      const label = sub.anchor ? sub.title : docTitle;
      candidates.push({
        url: sub.url,
        ...(sub.anchor ? { id: sub.anchor.id } : {}),
        label,
        docTitle,
        doc: data.meta.doc ?? '',
        lang: data.meta.lang ?? '',
        original: data.meta.original === 'true',
        excerpt: answeringMarks(sub.excerpt, terms, stopWords, hitAnswersTerm),
        coverage: score!.coverage,
        closeMatches: score!.closeMatches,
        labelMatches: sub.anchor ? labelMatchCount(terms, label) : 0,
        strength: score!.strength,
        headingOnly: isHeadingOnly(sub, words, clauseStarts),
        pageScore: page.score,
        pageRank,
        position,
      });
    }
  });
  candidates.sort(
    (a, b) =>
      b.coverage - a.coverage ||
      Number(a.headingOnly) - Number(b.headingOnly) ||
      b.labelMatches - a.labelMatches ||
      b.strength - a.strength ||
      b.pageScore - a.pageScore ||
      a.pageRank - b.pageRank ||
      a.position - b.position,
  );
  return candidates.map(({ headingOnly: _heading, pageScore: _score, pageRank: _rank, position: _position, ...hit }) => hit);
}

/** The part of a Pagefind search response that {@link clauseHitsOf} reads. */
export interface PagefindSearchResponse {
  results: { score: number; data: () => Promise<PagefindResultData> }[];
}

/**
 * Loads every page result of a Pagefind search (at most a few pages per language) and ranks the clauses of its rules pages.
 * @example const hits = await clauseHitsOf('драгуны', await pagefind.search('драгуны'))
 */
export async function clauseHitsOf(query: string, response: PagefindSearchResponse, stopWords?: ReadonlySet<string>): Promise<ClauseHit[]> {
  return clauseHitsOfPages(query, await Promise.all(response.results.map(async (result) => ({ score: result.score, data: await result.data() }))), stopWords);
}

/**
 * The clauses of some loaded page results (the first few of a search, or all of them), ranked together.
 * @example clauseHitsOfPages('драгуны', [{ score: 1, data: await results[0].data() }])[0].url // '/ru/gdb/movement-phase/#8-7-dragoons'
 */
export function clauseHitsOfPages(query: string, pages: readonly PagefindPage[], stopWords?: ReadonlySet<string>): ClauseHit[] {
  // The glossary's entries are found too; a term is listed from the query itself (listing.ts), not ranked as a clause.
  return rankClauseHits(query, pages.filter((page) => !isGlossaryResult(page.data)), stopWords);
}
