import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Lang } from './languages';

import esUi from './locales/es/ui.json';
import ruUi from './locales/ru/ui.json';
import enUi from './locales/en/ui.json';
import esCombat from './locales/es/combat.json';
import ruCombat from './locales/ru/combat.json';
import enCombat from './locales/en/combat.json';
import esMarch from './locales/es/march.json';
import ruMarch from './locales/ru/march.json';
import enMarch from './locales/en/march.json';
import esCombatTool from './locales/es/combatTool.json';
import ruCombatTool from './locales/ru/combatTool.json';
import enCombatTool from './locales/en/combatTool.json';

export const NAMESPACES = ['ui', 'combat', 'march', 'combatTool'] as const;
export const DEFAULT_NAMESPACE = 'ui';

/** Every locale's strings, by language and namespace: the one place a namespace is registered. */
export const resources = {
  es: { ui: esUi, combat: esCombat, march: esMarch, combatTool: esCombatTool },
  ru: { ui: ruUi, combat: ruCombat, march: ruMarch, combatTool: ruCombatTool },
  en: { ui: enUi, combat: enCombat, march: enMarch, combatTool: enCombatTool },
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
export function useTranslations(lang: Lang | 'en'): TFunction<'ui'> {
  return instance.getFixedT(lang);
}

/**
 * The translation function for one namespace of one language (`combat`, `march`, …).
 * @example useNamespace('es', 'march')('arm.infantry')
 */
export function useNamespace<N extends (typeof NAMESPACES)[number]>(lang: Lang | 'en', namespace: N): TFunction<N> {
  return instance.getFixedT(lang, namespace);
}
