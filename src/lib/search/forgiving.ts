/**
 * Search that never leaves a reader empty-handed. When no clause holds every word of a query, the
 * query is read word by word: stop words are left out, a glossary term in any language (English
 * inflections included) is searched by its name in the site's language, a fraction or a distance by
 * every way the texts write it, and a word the index does not have by the nearest words it has.
 * The clauses that hold most of the words are then listed, rare words weighing more.
 */
import { foldForMatch, labelWordMatches } from './query';
import type { GlossarySearchTerm } from './glossary';
import { termsNamedBy } from './english';
import type { ClauseHit } from './rank';
import { nearestWords, type SearchVocabulary } from './vocabulary';

/** One thing a query asks for: a word, a glossary term, a fraction or a distance, as typed and as searched. */
export interface QueryConcept {
  /** The words as the reader typed them (folded), shown as matched or not found. */
  typed: string;
  /** What is searched for it, each a Pagefind query of its own; a clause answers the concept when it answers any. */
  searches: string[];
  kind: 'word' | 'stop' | 'term' | 'number';
  /** The glossary terms it names. */
  terms?: string[];
}

/** The words that mean one half, in the languages of the site and the English original. */
const HALF_WORDS = new Set(['mitad', 'media', 'medio', 'half', 'половина', 'половины', 'половину', 'половиной', 'половине', 'пол']);
/** How the texts write one half, each searched on its own. */
const HALF_SEARCHES = ['1/2', '½', 'mitad', 'medio', 'половина'];
/** Units of length a number may carry (`40 cm`, `40см`): the number alone finds both spellings. */
const LENGTH_UNITS = new Set(['cm', 'см', 'sm']);

/**
 * A query with fractions and distances written one way: `½` as `1/2`, a number joined to its unit
 * (`40см`) spaced (`40 см`), folded as the index is.
 * @example normalizeQuery('40см, ½') // '40 см, 1/2'
 */
export function normalizeQuery(query: string): string {
  return foldForMatch(query.replace(/½/gu, ' 1/2 ').replace(/¼/gu, ' 1/4 '))
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The words of a normalized query, keeping a fraction (`1/2`) whole.
 * @example queryTokens('mover 1/2 de 40 cm') // ['mover', '1/2', 'de', '40', 'cm']
 */
export function queryTokens(normalized: string): string[] {
  return normalized.match(/\d+\/\d+|[\p{L}\p{N}]+/gu) ?? [];
}

/** How much more a concept counts in a clause whose label (its name) says it. */
const LABEL_BONUS = 0.5;
/** The longest glossary name (in words) looked for in a query. */
const MAX_TERM_WORDS = 4;

/**
 * What a query asks for, concept by concept: glossary terms (longest first, in any language, English
 * inflections included), one half and distances by every spelling, stop words apart (they never
 * veto a result; a query of stop words alone is searched as typed).
 * @example planQuery('overruns', 'ru', new Set(), glossary)[0] // { typed: 'overruns', kind: 'term', searches: ['сминание'], terms: ['overrun'] }
 * @example planQuery('que pasa si me arrollan', 'es', stop, [])[4].kind // 'word'
 */
export function planQuery(query: string, lang: string, stopWords: ReadonlySet<string>, glossary: readonly GlossarySearchTerm[]): QueryConcept[] {
  const tokens = queryTokens(normalizeQuery(query));
  const concepts: QueryConcept[] = [];
  for (let at = 0; at < tokens.length; ) {
    const token = tokens[at]!;
    const next = tokens[at + 1];
    if (/^\d+$/u.test(token) && next && LENGTH_UNITS.has(next)) {
      concepts.push({ typed: `${token} ${next}`, searches: [token], kind: 'number' });
      at += 2;
      continue;
    }
    if (token === '1/2' || HALF_WORDS.has(token)) {
      concepts.push({ typed: token, searches: HALF_SEARCHES, kind: 'number' });
      at += 1;
      continue;
    }
    let matched = false;
    for (let length = Math.min(MAX_TERM_WORDS, tokens.length - at); length >= 1 && !matched; length--) {
      const words = tokens.slice(at, at + length);
      // A single stop word is never a term of its own ("de", "a" are forms of nothing worth listing).
      if (length === 1 && stopWords.has(token)) break;
      const terms = termsNamedBy(words, glossary);
      if (terms.length === 0) continue;
      const names = terms.map((term) => foldForMatch(term.names[lang as 'es' | 'ru'] ?? term.names.en));
      const typed = words.join(' ');
      concepts.push({ typed, searches: [...new Set([...names, ...(names.includes(typed) ? [] : [typed])])], kind: 'term', terms: terms.map((t) => t.id) });
      at += length;
      matched = true;
    }
    if (matched) continue;
    concepts.push({ typed: token, searches: [token], kind: stopWords.has(token) ? 'stop' : 'word' });
    at += 1;
  }
  // Stop words alone are the query: search them as words.
  if (concepts.every((concept) => concept.kind === 'stop')) return concepts.map((concept) => ({ ...concept, kind: 'word' }));
  return concepts.filter((concept) => concept.kind !== 'stop');
}

/** A word typed and the index word it was read as. */
export interface Correction {
  typed: string;
  used: string;
}

/**
 * The query with each word the index lacks read as the nearest word it has (edit distance 1 for
 * 4–7 letters, 2 for longer), and those readings; words with no near word are kept as typed.
 * @example correctQuery('arrolamiento reserba', (w) => w === 'arrolamiento' || w === 'reserba', vocabulary).corrections // [{ typed: 'arrolamiento', used: 'arrollamiento' }, { typed: 'reserba', used: 'reserva' }]
 */
export function correctQuery(query: string, missing: (word: string) => boolean, vocabulary: SearchVocabulary): { query: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const tokens = queryTokens(normalizeQuery(query)).map((token) => {
    if (!missing(token)) return token;
    const [used] = nearestWords(token, vocabulary.words);
    if (!used) return token;
    corrections.push({ typed: token, used });
    return used;
  });
  return { query: tokens.join(' '), corrections };
}

/** A clause found by some of a query's concepts. */
export interface PartialHit extends ClauseHit {
  /** The concepts it holds, as typed. */
  matched: string[];
  /** The concepts it lacks, as typed. */
  missing: string[];
  /** The sum of the rarity of what it holds. */
  weight: number;
}

/**
 * How much finding a concept counts: rarer in the clauses, more (inverse document frequency).
 * @example rarity(1, 100) > rarity(50, 100) // true
 */
export function rarity(clausesWithIt: number, totalClauses: number): number {
  return Math.log(1 + totalClauses / Math.max(1, clausesWithIt));
}

/**
 * Ranks the clauses that hold some of the concepts by what they hold: each concept weighs its rarity
 * (more when the clause's label names it), then more concepts, stronger matches, and Pagefind's own
 * order. Each hit says which concepts it holds and lacks.
 * @example rankPartialHits([{ concept, hits }], 120)[0].matched // ['reserva']
 */
export function rankPartialHits(found: { concept: QueryConcept; hits: ClauseHit[] }[], totalClauses: number): PartialHit[] {
  const byUrl = new Map<string, { hit: ClauseHit; matched: Set<number>; strength: number; excerptWeight: number; order: number }>();
  const weights = found.map(({ hits }) => rarity(new Set(hits.map((hit) => hit.url)).size, totalClauses));
  found.forEach(({ hits }, index) => {
    const weight = weights[index]!;
    hits.forEach((hit, rank) => {
      const entry = byUrl.get(hit.url) ?? { hit, matched: new Set<number>(), strength: 0, excerptWeight: -1, order: Number.POSITIVE_INFINITY };
      entry.matched.add(index);
      entry.strength += hit.strength;
      entry.order = Math.min(entry.order, rank / hits.length);
      // The excerpt shown is the one around the rarest concept the clause holds.
      if (weight > entry.excerptWeight) {
        entry.excerptWeight = weight;
        entry.hit = { ...entry.hit, excerpt: hit.excerpt };
      }
      byUrl.set(hit.url, entry);
    });
  });
  const labelNames = (label: string, concept: QueryConcept) => {
    const words = queryTokens(foldForMatch(label));
    return concept.searches.some((search) => queryTokens(foldForMatch(search)).every((term) => words.some((word) => labelWordMatches(term, word))));
  };
  return [...byUrl.values()]
    .map(({ hit, matched, strength, order }) => {
      // A clause's name is not in its indexed text: a concept its label names is held too.
      const inLabel = found.flatMap((entry, index) => (labelNames(hit.label, entry.concept) ? [index] : []));
      const held = [...new Set([...matched, ...inLabel])].sort((a, b) => a - b);
      const weight = held.reduce((sum, index) => sum + weights[index]! * (inLabel.includes(index) ? 1 + LABEL_BONUS : 1), 0);
      return {
        hit: {
          ...hit,
          coverage: held.length,
          labelMatches: inLabel.length,
          strength,
          weight,
          matched: held.map((index) => found[index]!.concept.typed),
          missing: found.filter((_, index) => !held.includes(index)).map((entry) => entry.concept.typed),
        },
        order,
      };
    })
    .sort((a, b) => b.hit.weight - a.hit.weight || b.hit.coverage - a.hit.coverage || b.hit.strength - a.hit.strength || a.order - b.order)
    .map(({ hit }) => hit);
}
