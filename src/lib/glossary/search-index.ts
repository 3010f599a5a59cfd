/** The glossary as the search page reads it: built once, served as one small JSON file. */
import { abbreviations, displayForm } from './entries';
import type { GlossaryTerm } from './schema';
import { searchKey, type GlossarySearchTerm } from '../search/glossary';

/**
 * Every term with all its forms in every language, for the search page to recognise a typed term.
 * @example glossarySearchIndex(terms).find((t) => t.id === 'zoc')?.forms // ['zona de control', …, 'zoc', 'зк']
 */
export function glossarySearchIndex(terms: readonly GlossaryTerm[]): GlossarySearchTerm[] {
  return terms.map((term) => {
    const written = (['es', 'ru', 'en'] as const).flatMap((lang) => [term[lang].term, ...term[lang].forms].map(displayForm));
    return {
      id: term.id,
      names: { es: term.es.term, ru: term.ru.term, en: term.en.term },
      forms: [...new Set([...written, ...abbreviations(term).map((a) => a.text)].map(searchKey))],
      ...(rulesOf(term).length > 0 ? { rules: rulesOf(term) } : {}),
      ...(definingClauses(term).length > 0 ? { defines: definingClauses(term) } : {}),
    };
  });
}

/** The clauses that define a term (`doc#id`, as every language's page has them), which a search naming it lists first. */
function definingClauses(term: GlossaryTerm): string[] {
  return term.clauses.filter((ref) => ref.defines).map((ref) => `${ref.doc}#${ref.id}`);
}

/**
 * A bracket of rule numbers only, as definitions cite them: «(9.10d)», «(13.1c, 9.13)», «(7.0a, 7.0c)», «(9.10a–c)»,
 * and a rule's lettered case, «(5.10a C, 9.12e)».
 */
const CITATION = /\(([\d.,a-zA-Z–\s-]+)\)/g;
const RULE_NUMBER = /\d+(?:\.\d+)+[a-z]?/g;

/**
 * The rules a term is found by when a search names a number no clause of the texts has: its own, and for an OCS term
 * the series rules its definitions cite (the OCS texts number no clause, so «9.6» can only mean the series rule).
 * @example rulesOf(hq) // ['13.1', '13.1c', '9.13']
 */
function rulesOf(term: GlossaryTerm): string[] {
  const cited = term.games.includes('ocs')
    ? [term.es.definition, term.ru.definition].flatMap((text) => [...text.matchAll(CITATION)].flatMap(([, inside]) => inside!.match(RULE_NUMBER) ?? []))
    : [];
  return [...new Set([...Object.values(term.rule), ...cited])];
}
