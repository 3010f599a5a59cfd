/**
 * The search strings in the browser, without i18next: the page renders its language's `search`
 * strings as data, and this lookup fills their `{{placeholders}}` and picks a plural form by the
 * language's plural rules (`key_one`, `key_few`, `key_many`, `key_other`, as i18next names them),
 * so the browser says exactly what the server would.
 */

import { fillPlaceholders } from '../placeholders';

/** Values a search string interpolates; `count` also picks the plural form. */
export type SearchStringValues = Record<string, string | number>;

/** Translates one key of the `search` namespace. */
export type SearchTranslate = (key: string, values?: SearchStringValues) => string;

/**
 * A translation function over one language's `search` strings. A key with no string gives the key
 * itself (as i18next does), so a missing string shows rather than breaking the results.
 * @example searchTranslator('ru', { 'status.found_few': '{{count}} результата по запросу «{{query}}».' })('status.found', { count: 3, query: 'марш' })
 * // '3 результата по запросу «марш».'
 */
export function searchTranslator(lang: string, strings: Readonly<Record<string, string>>): SearchTranslate {
  const plural = new Intl.PluralRules(lang);
  return (key, values = {}) => {
    const count = values.count;
    const form = typeof count === 'number' ? strings[`${key}_${plural.select(count)}`] ?? strings[`${key}_other`] : undefined;
    const text = form ?? strings[key] ?? key;
    return fillPlaceholders(text, values);
  };
}
