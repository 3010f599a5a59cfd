import type { Lang } from '../../i18n/languages';
import type { Game } from '../documents';
import type { GlossaryTerm } from './schema';

/** Quotation marks the texts mix freely: all compare as `"`. */
const QUOTES = /["«»“”„]/;

/**
 * Folds a text for matching, one UTF-16 unit for one so that positions carry over to the original:
 * lower case, accents off Latin letters, `ё` as `е`, every quotation mark as `"`.
 * @example foldKeepingPositions('Fase de REACCIÓN') // 'fase de reaccion'
 * @example foldKeepingPositions('«Укреплённый»') // '"укрепленный"'
 */
export function foldKeepingPositions(text: string): string {
  let folded = '';
  for (const unit of text) {
    if (unit.length !== 1) {
      folded += unit;
      continue;
    }
    const lower = unit.toLowerCase();
    if (lower.length !== 1) folded += unit;
    else if (lower === 'ё') folded += 'е';
    else if (QUOTES.test(lower)) folded += '"';
    else {
      const base = lower.normalize('NFD')[0]!;
      folded += /[a-z]/.test(base) ? base : lower;
    }
  }
  return folded;
}

/** A form split into the words to mark and the context that must surround them: `[la ]orden`. */
export interface ParsedForm {
  before: string;
  core: string;
  after: string;
}

/**
 * Splits a form into its required context and the words it marks.
 * @example parseForm('[la ]orden') // { before: 'la ', core: 'orden', after: '' }
 */
export function parseForm(form: string): ParsedForm {
  const match = /^(?:\[([^[\]]+)\])?([^[\]]+)(?:\[([^[\]]+)\])?$/.exec(form);
  if (!match) throw new Error(`"${form}": brackets may only hold context at the start or the end`);
  return { before: match[1] ?? '', core: match[2]!, after: match[3] ?? '' };
}

/** One way a term can appear in a text of one language. */
export interface TermPattern {
  termId: string;
  /** An abbreviation: matched exactly, and marked as one. */
  abbr: boolean;
  /** Matches in the folded text (or, for an abbreviation, the text itself); group 1 is what to mark. */
  regex: RegExp;
}

/** One place a term appears in a text. */
export interface TermMatch {
  termId: string;
  abbr: boolean;
  start: number;
  end: number;
}

const BEFORE_WORD = '(?<![\\p{L}\\p{N}])';
const AFTER_WORD = '(?![\\p{L}\\p{N}])';

/** A regular expression source for a run of words, any white space between them. */
function wordsSource(words: string): string {
  return words
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? '\\s+' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
}

/**
 * The pattern of one form: whole words only; folded unless it is an abbreviation.
 * @example formPattern('t', '[la ]orden', false).regex.exec(foldKeepingPositions('la orden'))?.[1] // 'orden'
 */
export function formPattern(termId: string, form: string, abbr: boolean): TermPattern {
  const { before, core, after } = parseForm(abbr ? form : foldKeepingPositions(form));
  const source = `${BEFORE_WORD}${wordsSource(before)}(${wordsSource(core)})${wordsSource(after)}${AFTER_WORD}`;
  return { termId, abbr, regex: new RegExp(source, 'gdu') };
}

/**
 * The forms that mark a term in one language: its name and other forms, except that a name some
 * form gives with context (`[la ]orden`) only marks in that context.
 * @example markingForms({ term: 'orden', forms: ['[la ]orden'] }) // ['[la ]orden']
 * @example markingForms({ term: 'brigada', forms: ['brigadas'] }) // ['brigada', 'brigadas']
 */
export function markingForms(names: { term: string; forms: string[] }): string[] {
  const withContext = names.forms.filter((form) => form.includes('[')).map((form) => foldKeepingPositions(parseForm(form).core));
  return withContext.includes(foldKeepingPositions(names.term)) ? names.forms : [names.term, ...names.forms];
}

/**
 * Every pattern that marks the terms of one game in a text of one language: the language's names
 * and forms, the English ones, and the abbreviations of both.
 * @example compilePatterns(terms, 'es', 'ocs').length
 */
export function compilePatterns(terms: GlossaryTerm[], lang: Lang, game: Game): TermPattern[] {
  return terms
    .filter((term) => term.games.includes(game))
    .flatMap((term) => {
      const names = [term[lang], term.en];
      return [
        ...names.flatMap(markingForms).map((form) => formPattern(term.id, form, false)),
        ...names.flatMap((n) => n.abbr).map((form) => formPattern(term.id, form, true)),
      ];
    });
}

/**
 * Where terms appear in a text, left to right, never overlapping: where two forms start at the same
 * place the longer one wins (`general de brigada` over `general`).
 * @example findTerms('Modo Reserva', compilePatterns(terms, 'es', 'ocs')) // [{ termId: 'reserve-mode', start: 0, end: 12, abbr: false }]
 */
export function findTerms(text: string, patterns: TermPattern[]): TermMatch[] {
  const folded = foldKeepingPositions(text);
  const candidates: TermMatch[] = [];
  for (const pattern of patterns) {
    pattern.regex.lastIndex = 0;
    for (const match of (pattern.abbr ? text : folded).matchAll(pattern.regex)) {
      const [start, end] = match.indices![1]!;
      candidates.push({ termId: pattern.termId, abbr: pattern.abbr, start, end });
    }
  }
  candidates.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const chosen: TermMatch[] = [];
  let reached = 0;
  for (const candidate of candidates) {
    if (candidate.start < reached) continue;
    chosen.push(candidate);
    reached = candidate.end;
  }
  return chosen;
}
