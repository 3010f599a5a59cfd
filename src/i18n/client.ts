import i18next, { type TFunction } from 'i18next';
import type { Lang } from './languages';
import type { NAMESPACES, resources } from './index';

type Namespace = (typeof NAMESPACES)[number];

/**
 * In the browser: the translation function for one namespace of one language, from the strings
 * the page rendered for it (so a page ships its own language only, and i18next formats plurals).
 * @example clientTranslations('ru', 'search', config.strings)('status.found', { count: 3, query: 'марш' })
 */
export function clientTranslations<N extends Namespace>(lang: Lang, namespace: N, strings: (typeof resources)[Lang][N]): TFunction<N> {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    resources: { [lang]: { [namespace]: strings } },
    ns: [namespace],
    defaultNS: namespace,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.getFixedT(lang, namespace);
}
