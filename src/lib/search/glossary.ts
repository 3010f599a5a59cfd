/**
 * The glossary in search. A query that is a form of a term (a name, an inflection, an abbreviation,
 * in Spanish, in Russian or in the English original) lists the term's glossary entry first, then
 * the clauses that use the term; the glossary pages are also in the index, so that words of a
 * definition find their entry.
 */
import type { Lang } from '../../i18n/languages';
import { LANGUAGES } from '../../i18n/languages';
import { termPath } from '../site-paths';
import type { ClauseRecord } from '../built-site';
import { foldForMatch } from './query';
import type { PagefindResultData } from './rank';

/** The search metadata of a glossary page: its results are terms. */
export const GLOSSARY_META = 'kind:glossary';
/** The metadata that gives a glossary page's results its language (as rules pages do). */
export const LANG_META = 'lang[lang]';

/** Where the browser finds the forms of every term (fetched the first time a reader searches). */
export const GLOSSARY_SEARCH_FILE = '/glossary-search.json';

/** A term as search knows it: its names, and every form of it, folded as queries are. */
export interface GlossarySearchTerm {
  id: string;
  names: Record<Lang | 'en', string>;
  forms: string[];
  /** The numbers of the rules that cover it (the OCS series rules', a chapter's own), when the glossary gives them. */
  rules?: string[];
  /** The clauses that define it, as `doc#id` (every language's page has them by that id). */
  defines?: string[];
}

/** A term a query names, as its listing needs it: in the page's language, with the clauses that use it. */
export interface NamedTerm {
  id: string;
  lang: Lang;
  name: string;
  /** Its name in the English original and in the other languages, as the listing shows them. */
  others: { text: string; lang: string }[];
  href: string;
  clauses: ClauseRecord[];
  /** The addresses of those of its clauses that define it, which a search naming it lists first. */
  defining: string[];
}

/**
 * A query or a form as search compares them: folded, words separated by single spaces.
 * @example searchKey('  «Базовый»  контакт ') // 'базовыи контакт'
 */
export function searchKey(text: string): string {
  return foldForMatch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');
}

/** Which terms some folded words name. */
export type TermMatcher = (words: readonly string[], index: readonly GlossarySearchTerm[]) => GlossarySearchTerm[];

/**
 * The terms whose form (in any language) the words are, exactly.
 * @example termsOfForm(['modo', 'reserva'], index).map((t) => t.id) // ['reserve-mode']
 */
export function termsOfForm(words: readonly string[], index: readonly GlossarySearchTerm[]): GlossarySearchTerm[] {
  const key = words.join(' ');
  return index.filter((term) => term.forms.includes(key));
}

/**
 * The terms a query is a form of (a name some terms share names them all; `match` may also read
 * inflections, see `english.ts`), each with the clauses
 * that use it in the searched languages.
 * @example namedTerms('overrun', index, records, ['es'], 'es')[0].clauses.map((r) => r.id) // ['reaction-phase', 'reserve-restrictions', …]
 */
export function namedTerms(
  query: string,
  index: readonly GlossarySearchTerm[],
  records: readonly ClauseRecord[],
  langs: readonly string[],
  pageLang: Lang,
  match: TermMatcher = termsOfForm,
): NamedTerm[] {
  const key = searchKey(query);
  if (!key) return [];
  return match(key.split(' '), index).map((term) => namedTerm(term, records, langs, pageLang));
}

/**
 * The terms a rule of the given number covers (`9.10`, `13.2g`), as {@link namedTerms} lists them: for a number that
 * no clause of these texts carries (the OCS texts do not number theirs) but the rules do.
 * @example termsOfRule('9.10', index, records, ['es'], 'es').map((t) => t.id) // ['combat-option']
 */
export function termsOfRule(number: string, index: readonly GlossarySearchTerm[], records: readonly ClauseRecord[], langs: readonly string[], pageLang: Lang): NamedTerm[] {
  return index.filter((term) => term.rules?.includes(number)).map((term) => namedTerm(term, records, langs, pageLang));
}

/** A term as listed in the page's language, with the clauses that use it in the searched languages. */
function namedTerm(term: GlossarySearchTerm, records: readonly ClauseRecord[], langs: readonly string[], pageLang: Lang): NamedTerm {
  return {
    id: term.id,
    lang: pageLang,
    name: term.names[pageLang],
    others: [{ text: term.names.en, lang: 'en' }, ...LANGUAGES.filter((l) => l !== pageLang).map((l) => ({ text: term.names[l], lang: l }))],
    href: termPath(pageLang, term.id),
    clauses: langs.flatMap((lang) => records.filter((record) => record.lang === lang && record.terms.includes(term.id))),
    defining: langs.flatMap((lang) => records.filter((record) => record.lang === lang && term.defines?.includes(`${record.doc}#${record.id}`)).map((record) => record.url)),
  };
}

/**
 * Whether a Pagefind page result is a glossary page (its sub-results are terms, not clauses).
 * @example isGlossaryResult({ meta: { kind: 'glossary' } }) // true
 */
export function isGlossaryResult(data: Pick<PagefindResultData, 'meta'>): boolean {
  return data.meta.kind === 'glossary';
}
