/**
 * The site's one way to a translation function, on the server and in the browser alike: i18next set up once,
 * here, over the messages it is given. The build gives it every catalog (`src/i18n/index.ts`); a page script
 * gives it the messages its page embedded (`pageMessages`). This module imports no locale file, so a script
 * that uses it bundles none.
 */
import i18next, { type InitOptions, type TFunction } from 'i18next';
import type { Lang } from './languages';
import type { NAMESPACES } from './index';

/** A language the interface is written in: the published ones, and English for the tests and the tooling. */
export type Locale = Lang | 'en';

/** A group of interface strings, one locale file per language (`src/i18n/locales/<lang>/<namespace>.json`). */
export type Namespace = (typeof NAMESPACES)[number];

/** One language's messages, by namespace, as the catalogs hold them and as a page embeds them. */
export type Messages = Readonly<Partial<Record<Namespace, Readonly<Record<string, string>>>>>;

/** Values a message interpolates (`{{count}}`, `{{query}}`). */
export type MessageValues = Readonly<Record<string, unknown>>;

/** A translation function for keys composed at run time (`field.${code}`), or another namespace's `march:arm.infantry`. */
export type Translate = (key: string, values?: MessageValues) => string;

/** The translation functions of one language over some namespaces. */
export interface Translator {
  readonly lang: Locale;
  /**
   * One namespace's translation function, its keys and values checked by the type checker against the catalogs.
   * @example createTranslator('ru', catalogs).namespace('ui')('nav.home') // 'Главная'
   */
  namespace<N extends Namespace>(namespace: N): TFunction<N>;
  /**
   * The same for keys the type checker cannot know: composed from codes at run time; an unknown key comes back as itself.
   * @example createTranslator('es', { march: { 'arm.infantry': 'Infantería' } }).composed('march')(`arm.${arm}`) // 'Infantería'
   */
  composed(namespace: Namespace): Translate;
}

/**
 * What every translator shares: no fallback to another language (a missing string shows as its key, and the
 * locale tests keep every key in every language); values inserted as they are, because the site sets
 * translated text as text, never as HTML.
 */
const OPTIONS = {
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;

/**
 * The translator of one language over the given messages (plurals by the language's rules, `{{value}}` filled in).
 * @example createTranslator('ru', { search: { 'status.found_few': '{{count}} результата по запросу «{{query}}».' } }).composed('search')('status.found', { count: 3, query: 'марш' }) // '3 результата по запросу «марш».'
 */
export function createTranslator(lang: Locale, messages: Messages): Translator {
  const namespaces = Object.keys(messages) as Namespace[];
  const instance = i18next.createInstance();
  void instance.init({ ...OPTIONS, lng: lang, resources: { [lang]: messages }, ns: namespaces, defaultNS: namespaces[0] ?? false });
  return {
    lang,
    namespace: (namespace) => instance.getFixedT(lang, namespace),
    composed: (namespace) => {
      const t = instance.getFixedT(lang, namespace);
      // Keys composed at run time are checked by the locale tests, not by the type checker.
      return (key, values) => String(t(key as never, values as never));
    },
  };
}
