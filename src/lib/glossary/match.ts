import type { Lang } from '../../i18n/languages';
import type { Game } from '../documents';
import type { GlossaryTerm } from './schema';
import { escapeRegExp } from '../text';

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
    let fold = FOLDED_UNITS.get(unit);
    if (fold === undefined) {
      fold = foldUnit(unit);
      FOLDED_UNITS.set(unit, fold);
    }
    folded += fold;
  }
  return folded;
}

/** Each character's fold, worked out once: a text has few distinct characters, and folding one is slow. */
const FOLDED_UNITS = new Map<string, string>();

function foldUnit(unit: string): string {
  if (unit.length !== 1) return unit;
  const lower = unit.toLowerCase();
  if (lower.length !== 1) return unit;
  if (lower === 'ё') return 'е';
  if (QUOTES.test(lower)) return '"';
  const base = lower.normalize('NFD')[0]!;
  return /[a-z]/.test(base) ? base : lower;
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
  /**
   * Matches in the folded text (or, for an abbreviation, the text itself), whole words or not: a match counts
   * where no letter or digit touches it ({@link findTerms} checks). Group 1 is what to mark.
   */
  regex: RegExp;
  /**
   * The form's longest word, which every match holds as it is: a text without it is not searched. Most
   * patterns occur in few texts, and a search with the regular expression costs far more than a look for a word.
   */
  needle: string;
}

/** One place a term appears in a text. */
export interface TermMatch {
  termId: string;
  abbr: boolean;
  start: number;
  end: number;
}

/**
 * A letter or digit at the end, or at the start, of a piece of text. Checked apart, not as look-arounds in every
 * pattern: a pattern with them takes several times longer to compile than to run over a whole chapter.
 */
const WORD_AT_END = /[\p{L}\p{N}]$/u;
const WORD_AT_START = /^[\p{L}\p{N}]/u;

/** Whether no letter or digit touches `text` from `start` to `end` on either side (a surrogate pair counts as one). */
function standsAlone(text: string, start: number, end: number): boolean {
  return !WORD_AT_END.test(text.slice(Math.max(0, start - 2), start)) && !WORD_AT_START.test(text.slice(end, end + 2));
}

/** A regular expression source for a run of words, any white space between them. */
function wordsSource(words: string): string {
  return words
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? '\\s+' : escapeRegExp(part)))
    .join('');
}

/**
 * The pattern of one form, folded unless it is an abbreviation; {@link findTerms} takes whole words only.
 * @example formPattern('t', '[la ]orden', false).regex.exec(foldKeepingPositions('la orden'))?.[1] // 'orden'
 */
export function formPattern(termId: string, form: string, abbr: boolean): TermPattern {
  const { before, core, after } = parseForm(abbr ? form : foldKeepingPositions(form));
  const source = `${wordsSource(before)}(${wordsSource(core)})${wordsSource(after)}`;
  const needle = `${before} ${core} ${after}`.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return { termId, abbr, regex: new RegExp(source, 'gdu'), needle };
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
    const searched = pattern.abbr ? text : folded;
    if (!searched.includes(pattern.needle)) continue;
    const { regex } = pattern;
    regex.lastIndex = 0;
    for (let match = regex.exec(searched); match; match = regex.exec(searched)) {
      if (!standsAlone(searched, match.index, match.index + match[0].length)) {
        // Inside a longer word: look again from the next character, as a whole-word pattern would.
        regex.lastIndex = match.index + 1;
        continue;
      }
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
