import { resources } from '../../i18n';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../../i18n/languages';

/** What a page tells its search scripts: its language, the languages there are, and its strings. */
export interface SearchClientConfig {
  lang: Lang;
  /** Every published language with its own name, the page's first. */
  languages: { lang: Lang; name: string }[];
  /** The `search` namespace of the page's language only. */
  strings: (typeof resources)[Lang]['search'];
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
    strings: resources[lang].search,
  };
}
