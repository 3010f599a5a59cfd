import type { TFunction } from 'i18next';
import { createTranslator, type Locale, type Namespace } from './translator';
import type { resources } from './index';

/**
 * In the browser: the translation function of one namespace, from the strings the page rendered for it.
 * The search scripts' shape of `createTranslator`, which sets i18next up.
 * @example clientTranslations('ru', 'search', config.strings)('status.found', { count: 3, query: 'марш' })
 */
export function clientTranslations<N extends Namespace>(lang: Locale, namespace: N, strings: (typeof resources)[Locale][N]): TFunction<N> {
  return createTranslator(lang, { [namespace]: strings }).namespace(namespace);
}
