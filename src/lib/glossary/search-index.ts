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
      ...(Object.keys(term.rule).length > 0 ? { rules: [...new Set(Object.values(term.rule))] } : {}),
    };
  });
}
