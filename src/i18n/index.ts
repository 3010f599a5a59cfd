import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Lang } from './languages';
import { SHARED_OPTIONS, type PageMessages } from './page-messages';

import esUi from './locales/es/ui.json';
import ruUi from './locales/ru/ui.json';
import enUi from './locales/en/ui.json';
import esCombat from './locales/es/combat.json';
import ruCombat from './locales/ru/combat.json';
import enCombat from './locales/en/combat.json';
import esMarch from './locales/es/march.json';
import ruMarch from './locales/ru/march.json';
import enMarch from './locales/en/march.json';
import esSearch from './locales/es/search.json';
import ruSearch from './locales/ru/search.json';
import enSearch from './locales/en/search.json';
import esTacticalMarch from './locales/es/tactical-march.json';
import ruTacticalMarch from './locales/ru/tactical-march.json';
import enTacticalMarch from './locales/en/tactical-march.json';
import esCombatTool from './locales/es/combatTool.json';
import ruCombatTool from './locales/ru/combatTool.json';
import enCombatTool from './locales/en/combatTool.json';
import esGlossary from './locales/es/glossary.json';
import ruGlossary from './locales/ru/glossary.json';
import enGlossary from './locales/en/glossary.json';

export const NAMESPACES = ['ui', 'combat', 'combatTool', 'march', 'search', 'tactical-march', 'glossary'] as const;
export const DEFAULT_NAMESPACE = 'ui';

/** Every locale's strings, by language and namespace: the one place a namespace is registered. */
export const resources = {
  es: { ui: esUi, combat: esCombat, combatTool: esCombatTool, march: esMarch, search: esSearch, 'tactical-march': esTacticalMarch, glossary: esGlossary },
  ru: { ui: ruUi, combat: ruCombat, combatTool: ruCombatTool, march: ruMarch, search: ruSearch, 'tactical-march': ruTacticalMarch, glossary: ruGlossary },
  en: { ui: enUi, combat: enCombat, combatTool: enCombatTool, march: enMarch, search: enSearch, 'tactical-march': enTacticalMarch, glossary: enGlossary },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['es'];
  }
}

const instance = i18next.createInstance();
void instance.init({
  ...SHARED_OPTIONS,
  resources,
  lng: 'es',
  supportedLngs: [...LANGUAGES, 'en'],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
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

/**
 * One language's messages of some namespaces, for a page to embed for its script.
 * @example pageMessages('ru', ['march']).march?.['arm.infantry'] // 'Пехота'
 */
export function pageMessages(lang: Lang | 'en', namespaces: readonly (typeof NAMESPACES)[number][]): PageMessages {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, resources[lang][namespace] as Record<string, string>]));
}
