import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Lang } from './languages';

import esUi from './locales/es/ui.json';
import ruUi from './locales/ru/ui.json';
import enUi from './locales/en/ui.json';

export const NAMESPACES = ['ui'] as const;
export const DEFAULT_NAMESPACE = 'ui';

/** Every locale's strings, by language and namespace: the one place a namespace is registered. */
export const resources = {
  es: { ui: esUi },
  ru: { ui: ruUi },
  en: { ui: enUi },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['es'];
  }
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'es',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES, 'en'],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The translation function for one language: the site's only way to a UI string.
 * @example useTranslations('ru')('nav.home')
 */
export function useTranslations(lang: Lang | 'en'): TFunction<typeof NAMESPACES[number]> {
  return instance.getFixedT(lang);
}
