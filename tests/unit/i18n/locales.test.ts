import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../src/i18n';

// The one check that the locale files agree: every namespace, every language, read from disk as the build bundles them.
const LOCALES = 'src/i18n/locales';
const LANGUAGES = ['es', 'ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
type Catalog = Record<string, unknown>;

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
/** Pagefind's Component UI names some of its own strings like plural forms (`filter_selected_one`); they are looked up whole. */
const NOT_PLURAL = /^pagefind\./;

const catalog = (lang: Language, namespace: string): Catalog =>
  JSON.parse(readFileSync(join(LOCALES, lang, `${namespace}.json`), 'utf8')) as Catalog;
const catalogs = Object.fromEntries(
  NAMESPACES.map((namespace) => [namespace, Object.fromEntries(LANGUAGES.map((lang) => [lang, catalog(lang, namespace)]))]),
) as Record<string, Record<Language, Catalog>>;

const pluralForm = (key: string) => (NOT_PLURAL.test(key) ? undefined : PLURAL_KEY.exec(key) ?? undefined);
const baseKey = (key: string) => pluralForm(key)?.[1] ?? key;

/** The message keys as code names them: plural forms folded into the key they belong to. */
function baseKeys(messages: Catalog): string[] {
  return [...new Set(Object.keys(messages).map(baseKey))].sort();
}

/** Every value each message interpolates (`{{count}}`, `{{ query }}`), across its plural forms. */
function variables(messages: Catalog): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(messages)) {
    const names = found.get(baseKey(key)) ?? new Set<string>();
    for (const match of String(text).matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)) names.add(match[1]!);
    found.set(baseKey(key), names);
  }
  return new Map([...found].map(([key, names]) => [key, [...names].sort()]));
}

/** The plural forms a language needs: those its rules pick for the counts the site shows (0 to 1000, in halves). */
function neededForms(lang: Language): string[] {
  const rules = new Intl.PluralRules(lang);
  return [...new Set(Array.from({ length: 2001 }, (_, index) => rules.select(index / 2)))].sort();
}

describe('the locale files', () => {
  it('are one file per registered namespace in each of es, ru and en, and no other', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(readdirSync(join(LOCALES, lang)).sort(), lang).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  it('name their namespaces in one style (kebab-case)', () => {
    for (const namespace of NAMESPACES) expect(namespace).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('knows the plural forms each language needs', () => {
    expect(neededForms('es')).toEqual(['one', 'other']);
    expect(neededForms('en')).toEqual(['one', 'other']);
    expect(neededForms('ru')).toEqual(['few', 'many', 'one', 'other']);
  });

  describe.each(NAMESPACES)('of the %s namespace', (namespace) => {
    const byLang = catalogs[namespace]!;

    it.each(LANGUAGES)('hold a non-empty string for every key (%s)', (lang) => {
      for (const [key, text] of Object.entries(byLang[lang])) {
        expect(typeof text, `${lang} ${key}`).toBe('string');
        expect(String(text).trim(), `${lang} ${key}`).not.toBe('');
      }
    });

    it('have every key in every language', () => {
      const spanish = baseKeys(byLang.es);
      expect(spanish.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) expect(baseKeys(byLang[lang]), lang).toEqual(spanish);
    });

    it('interpolate the same values in every language', () => {
      const spanish = variables(byLang.es);
      for (const lang of LANGUAGES) expect(variables(byLang[lang]), lang).toEqual(spanish);
    });

    it.each(LANGUAGES)('give a counted message every plural form its language needs, and nothing unsuffixed beside them (%s)', (lang) => {
      const messages = byLang[lang];
      const forms = new Map<string, string[]>();
      for (const key of Object.keys(messages)) {
        const match = pluralForm(key);
        if (match) forms.set(match[1]!, [...(forms.get(match[1]!) ?? []), match[2]!]);
      }
      for (const [key, found] of forms) {
        expect(found.sort(), `${lang} ${key}`).toEqual(neededForms(lang));
        expect(messages[key], `${lang} ${key} must not also exist unsuffixed`).toBeUndefined();
      }
    });

    it('pluralize the same messages in every language', () => {
      const pluralized = (lang: Language) => [...new Set(Object.keys(byLang[lang]).filter((key) => pluralForm(key)).map(baseKey))].sort();
      for (const lang of LANGUAGES) expect(pluralized(lang), lang).toEqual(pluralized('es'));
    });
  });
});
