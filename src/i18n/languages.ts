/** The languages the rules are published in, in the order the site lists them. */
export const LANGUAGES = ['es', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Each language's own name, its Open Graph locale, and its i18next locale code. */
export const LANGUAGE_INFO: Record<Lang, { name: string; ogLocale: string }> = {
  es: { name: 'Español', ogLocale: 'es_ES' },
  ru: { name: 'Русский', ogLocale: 'ru_RU' },
};

/** The language a visitor lands on when nothing else says which. */
export const DEFAULT_LANG: Lang = 'es';

/**
 * Whether a string names a published language.
 * @example isLang('ru') // true
 */
export function isLang(value: string | undefined): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/**
 * The other published language (the site is bilingual).
 * @example otherLang('es') // 'ru'
 */
export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'ru' : 'es';
}
