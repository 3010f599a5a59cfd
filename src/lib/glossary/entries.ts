import type { Lang } from '../../i18n/languages';
import { GAMES, type Game } from '../documents';
import { parseForm } from './match';
import { NAME_LANGS, type ClauseRef, type GlossaryTerm, type NameLang } from './schema';
import { sectionPath } from '../site-paths';

/** A part of the glossary page: the terms of one game, or those both games share. */
export interface GlossarySection {
  key: Game | 'common';
  terms: GlossaryTerm[];
}

/**
 * The glossary's sections in the order the page shows them (each game, then the shared terms), each
 * sorted by the terms' names in the page's language; empty sections are left out.
 * @example glossarySections(terms, 'ru').map((s) => s.key) // ['ocs', 'gdb', 'common']
 */
export function glossarySections(terms: GlossaryTerm[], lang: Lang): GlossarySection[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const sorted = [...terms].sort((a, b) => collator.compare(a[lang].term, b[lang].term));
  const sections: GlossarySection[] = [
    ...GAMES.map((game) => ({ key: game, terms: sorted.filter((term) => term.games.length === 1 && term.games[0] === game) })),
    { key: 'common' as const, terms: sorted.filter((term) => term.games.length > 1) },
  ];
  return sections.filter((section) => section.terms.length > 0);
}

/**
 * A form as readers see it: its context words kept, the brackets gone.
 * @example displayForm('[la ]orden') // 'la orden'
 */
export function displayForm(form: string): string {
  const { before, core, after } = parseForm(form);
  return `${before}${core}${after}`;
}

/** An abbreviation of a term, with the language it belongs to and what it stands for there. */
export interface Abbreviation {
  text: string;
  lang: NameLang;
  title: string;
}

/**
 * Every abbreviation of a term, English first.
 * @example abbreviations(zoc) // [{ text: 'ZOC', lang: 'en', title: 'Zone of Control' }, { text: 'ЗК', lang: 'ru', title: 'зона контроля' }]
 */
export function abbreviations(term: GlossaryTerm): Abbreviation[] {
  return (['en', 'es', 'ru'] as const).flatMap((lang) => term[lang].abbr.map((text) => ({ text, lang, title: term[lang].term })));
}

/**
 * Every form a term takes in the texts of each language, beyond its name, as readers see them.
 * @example otherForms(reserveMode).ru // ['режима резерва', 'режиме резерва', …]
 */
export function otherForms(term: GlossaryTerm): Record<NameLang, string[]> {
  const forms = (lang: NameLang) => term[lang].forms.map(displayForm).filter((form, i, all) => form !== term[lang].term && all.indexOf(form) === i);
  return Object.fromEntries(NAME_LANGS.map((lang) => [lang, forms(lang)])) as Record<NameLang, string[]>;
}

/**
 * The place of a clause a term refers to, on the document page of one language, or of the section that holds it in
 * a long document (`part`, see src/lib/document-sections.ts).
 * @example clauseHref('ru', { doc: 'ocs/reaction-phase', id: 'reserve-mode' }) // '/ru/ocs/reaction-phase/#reserve-mode'
 * @example clauseHref('ru', { doc: 'gdb/rules', id: '20-160' }, 7) // '/ru/gdb/rules/part/7/#20-160'
 */
export function clauseHref(lang: Lang, ref: Pick<ClauseRef, 'doc' | 'id'>, part = 1): string {
  const [game, doc] = ref.doc.split('/') as [Game, string];
  return `${sectionPath(lang, game, doc, part)}#${ref.id}`;
}

/**
 * A term's clauses, those that define it first.
 * @example orderedClauses(term).map((ref) => ref.id) // ['reserve-mode', 'reserve-restrictions', 'eligible-units', …]
 */
export function orderedClauses(term: GlossaryTerm): ClauseRef[] {
  return [...term.clauses.filter((ref) => ref.defines), ...term.clauses.filter((ref) => !ref.defines)];
}

/**
 * The clauses terms name that no original has, each said with its term, and where the glossary names it (the entry's
 * index, `clauses`, the reference's index): the build fails on them naming the glossary and that line, where the link
 * check would name only the glossary page.
 * @example missingClauseRefs(terms, new Map([['gdb/movement-phase', new Set(['8-5'])]]))[0].message // 'term "tactical-march" names the clause gdb/movement-phase#8-55, which gdb/movement-phase does not have'
 */
export function missingClauseRefs(terms: readonly GlossaryTerm[], originals: ReadonlyMap<string, ReadonlySet<string>>): { message: string; path: (string | number)[] }[] {
  return terms.flatMap((term, index) =>
    term.clauses.flatMap((ref, refIndex) => {
      const ids = originals.get(ref.doc);
      if (ids?.has(ref.id)) return [];
      const message = `term "${term.id}" names the clause ${ref.doc}#${ref.id}, which ${ids ? `${ref.doc} does not have` : 'is in no document of the site'}`;
      return [{ message, path: [index, 'clauses', refIndex] }];
    }),
  );
}
