import { resources } from '../../i18n';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../../i18n/languages';

/**
 * What the header search is told by its page: its language, and where the rest of its configuration is
 * (`searchConfigPath`), fetched when the search starts.
 */
export interface HeaderSearchConfig {
  lang: Lang;
  source: string;
}

/** What a page tells its search scripts: its language, the languages there are, and its strings. */
export interface SearchClientConfig {
  lang: Lang;
  /** Every published language with its own name, the page's first. */
  languages: { lang: Lang; name: string }[];
  /** The strings of the `search` namespace the scripts show, in the page's language only. */
  strings: Record<string, string>;
  /** The stop words the indexed texts hold, folded (the post-build step adds them, `search-index.ts`). */
  stopWords?: string[];
}

/**
 * The groups of `search` strings the scripts show; the field, the page and its filters are rendered by the server.
 * A document page's script shows the `fragment` group, for a link whose clause the page does not have, from the
 * header search's configuration file: so the strings cost the document pages nothing until such a link is followed.
 */
const CLIENT_STRINGS = /^(status|hit|forgiving|panel|problem|fragment)\./u;

/**
 * The search strings a page renders for its scripts: those they show, in its language.
 * @example clientStrings('es')['status.idle'] // 'Escribe para buscar: los resultados aparecen mientras escribes.'
 */
export function clientStrings(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(resources[lang].search as Record<string, string>).filter(([key]) => CLIENT_STRINGS.test(key)));
}

/**
 * The search configuration a page renders for its scripts (as a JSON data block).
 * @example searchClientConfig('ru').languages.map((l) => l.lang) // ['ru', 'es']
 */
export function searchClientConfig(lang: Lang): SearchClientConfig {
  const ordered = [lang, ...LANGUAGES.filter((other) => other !== lang)];
  return {
    lang,
    languages: ordered.map((l) => ({ lang: l, name: LANGUAGE_INFO[l].name })),
    strings: clientStrings(lang),
  };
}
