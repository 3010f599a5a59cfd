/**
 * Translation in the browser: a page script gets only its own language's messages, rendered into the page
 * at build time, and translates them through i18next set up exactly as the build's instance is.
 * This module imports no locale file, so a script that uses it bundles none.
 */
import i18next, { type InitOptions } from 'i18next';
import type { Lang } from './languages';

/** Options every i18next instance of the site shares: no fallback language, values inserted as text. */
export const SHARED_OPTIONS = {
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;

/** One language's messages, by namespace, as a page embeds them. */
export type PageMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A translation function taking namespaced keys built at run time (`march:reason.${code}`). */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A translation function over the messages a page embeds.
 * @example translatorFor('es', { march: { 'arm.infantry': 'Infantería' } })('march:arm.infantry') // 'Infantería'
 */
export function translatorFor(lang: Lang | 'en', messages: PageMessages): Translate {
  const instance = i18next.createInstance();
  const namespaces = Object.keys(messages);
  void instance.init({ ...SHARED_OPTIONS, resources: { [lang]: messages }, lng: lang, ns: namespaces, defaultNS: namespaces[0] });
  const t = instance.getFixedT(lang);
  return (key, values) => String(t(key as never, values as never));
}
