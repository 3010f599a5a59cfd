/**
 * The interface strings at build time: every catalog, registered once, and the translation function a
 * component, page or build step uses. Browser code imports `./translator` alone (this module bundles every
 * locale file), and gets its strings from what the page embedded with `pageMessages`.
 */
import type { TFunction } from 'i18next';
import { createTranslator, type Locale, type Namespace, type Translator } from './translator';

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
import esCombatTool from './locales/es/combat-tool.json';
import ruCombatTool from './locales/ru/combat-tool.json';
import enCombatTool from './locales/en/combat-tool.json';
import esGlossary from './locales/es/glossary.json';
import ruGlossary from './locales/ru/glossary.json';
import enGlossary from './locales/en/glossary.json';

/** Every namespace, named as its locale files are (kebab-case). */
export const NAMESPACES = ['ui', 'combat', 'combat-tool', 'march', 'search', 'tactical-march', 'glossary'] as const;
export const DEFAULT_NAMESPACE = 'ui';

/** Every locale's strings, by language and namespace: the one place a namespace is registered. */
export const resources = {
  es: { ui: esUi, combat: esCombat, 'combat-tool': esCombatTool, march: esMarch, search: esSearch, 'tactical-march': esTacticalMarch, glossary: esGlossary },
  ru: { ui: ruUi, combat: ruCombat, 'combat-tool': ruCombatTool, march: ruMarch, search: ruSearch, 'tactical-march': ruTacticalMarch, glossary: ruGlossary },
  en: { ui: enUi, combat: enCombat, 'combat-tool': enCombatTool, march: enMarch, search: enSearch, 'tactical-march': enTacticalMarch, glossary: enGlossary },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['es'];
  }
}

/** One translator per language over every catalog, made when first asked for. */
const translators = new Map<Locale, Translator>();

function translatorOf(lang: Locale): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = createTranslator(lang, resources[lang]);
    translators.set(lang, translator);
  }
  return translator;
}

/**
 * The translation function of one namespace (`ui` unless named) in one language: the build's only way to a UI string.
 * @example useTranslations('ru')('nav.home') // 'Главная'
 * @example useTranslations('es', 'march')('arm.infantry') // 'Infantería'
 */
export function useTranslations<N extends Namespace = typeof DEFAULT_NAMESPACE>(lang: Locale, namespace?: N): TFunction<N> {
  return translatorOf(lang).namespace((namespace ?? DEFAULT_NAMESPACE) as N);
}

/**
 * One language's messages of some namespaces, for a page to embed for its script's `createTranslator`.
 * @example pageMessages('ru', ['march']).march?.['arm.infantry'] // 'Пехота'
 */
export function pageMessages<N extends Namespace>(lang: Locale, namespaces: readonly N[]): { readonly [K in N]: (typeof resources)[Locale][K] } {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, resources[lang][namespace]])) as { [K in N]: (typeof resources)[Locale][K] };
}
