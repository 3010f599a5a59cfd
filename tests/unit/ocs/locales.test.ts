import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMBAT_ERROR_CODES, RESULT_PART_CODES } from '../../../src/lib/ocs/combat-result';
import { CONCLUSION_CODES, SITUATION_ERROR_CODES } from '../../../src/lib/ocs/resolve';
import { LOOKUP_ERROR_CODES } from '../../../src/lib/ocs/combat-table';
import { ODDS_ERROR_CODES } from '../../../src/lib/ocs/odds';

const LANGUAGES = ['es', 'ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const PLURAL_SUFFIXES: Record<Language, readonly string[]> = {
  es: ['one', 'other'],
  en: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = new URL(`../../../src/i18n/locales/${language}/combat.json`, import.meta.url);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>];
  }),
) as Record<Language, Record<string, unknown>>;

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

function baseKey(key: string): string {
  return PLURAL_KEY.exec(key)?.[1] ?? key;
}

function baseKeys(language: Language): string[] {
  return [...new Set(Object.keys(catalogs[language]).map(baseKey))].sort();
}

const expectedBaseKeys = [
  ...[...COMBAT_ERROR_CODES, ...ODDS_ERROR_CODES, ...LOOKUP_ERROR_CODES, ...SITUATION_ERROR_CODES].map((code) => `error.${code}`),
  ...CONCLUSION_CODES.map((code) => `conclusion.${code}`),
  ...RESULT_PART_CODES.map((code) => `part.${code}`),
].sort();

async function translatorFor(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { combat: catalogs[language] } }, ns: ['combat'], defaultNS: 'combat' });
  // The site may declare its own typed keys for i18next; these catalogs are checked as plain strings.
  const translate = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate;
}

describe('combat locale files', () => {
  it.each(LANGUAGES)('%s is a flat object of non-empty strings', (language) => {
    for (const [key, text] of Object.entries(catalogs[language])) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it.each(LANGUAGES)('%s has a message for every error, conclusion and result part code, and nothing else', (language) => {
    expect(baseKeys(language)).toEqual(expectedBaseKeys);
  });

  it('uses the same keys in all three languages, apart from plural suffixes', () => {
    expect(baseKeys('ru')).toEqual(baseKeys('es'));
    expect(baseKeys('en')).toEqual(baseKeys('es'));
  });

  it('pluralizes the same keys in all three languages', () => {
    const pluralized = (language: Language) => Object.keys(catalogs[language]).filter((key) => PLURAL_KEY.test(key)).map(baseKey);
    expect([...new Set(pluralized('ru'))].sort()).toEqual([...new Set(pluralized('es'))].sort());
    expect([...new Set(pluralized('en'))].sort()).toEqual([...new Set(pluralized('es'))].sort());
  });

  it.each(LANGUAGES)('%s gives every pluralized key exactly its language\'s plural forms', (language) => {
    const catalog = catalogs[language];
    for (const key of Object.keys(catalog).filter((candidate) => PLURAL_KEY.test(candidate))) {
      const base = baseKey(key);
      const forms = Object.keys(catalog).filter((candidate) => baseKey(candidate) === base && candidate !== base).map((candidate) => PLURAL_KEY.exec(candidate)?.[2]);
      expect(forms.sort(), base).toEqual([...PLURAL_SUFFIXES[language]].sort());
      expect(catalog[base], `${base} must not also exist unsuffixed`).toBeUndefined();
    }
  });

  it.each(LANGUAGES)('%s renders every message with i18next, leaving no placeholder unfilled', async (language) => {
    const t = await translatorFor(language);
    const params = { token: 'x1', minimum: 4, units: '1, 3', value: 0 };
    for (const key of expectedBaseKeys) {
      for (const count of [1, 2, 3, 5, 11, 21, 22, 25]) {
        const text = t(key, { ...params, count });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('picks the Russian forms шаг / шага / шагов by count', async () => {
    const t = await translatorFor('ru');
    expect(t('conclusion.attacker-loses-steps', { count: 1 })).toMatch(/^Атакующий теряет 1 шаг /);
    expect(t('conclusion.attacker-loses-steps', { count: 2 })).toMatch(/^Атакующий теряет 2 шага /);
    expect(t('conclusion.attacker-loses-steps', { count: 5 })).toMatch(/^Атакующий теряет 5 шагов /);
    expect(t('conclusion.defender-retreats', { count: 2 })).toContain('на 2 гекса');
  });

  it('picks the Spanish singular and plural by count', async () => {
    const t = await translatorFor('es');
    expect(t('part.defenderLoss', { count: 1 })).toBe('El defensor pierde 1 paso, obligatoriamente.');
    expect(t('part.defenderLoss', { count: 2 })).toBe('El defensor pierde 2 pasos, obligatoriamente.');
  });

  it('uses the agreed game terms in each language', () => {
    const text = (language: Language) => Object.values(catalogs[language]).join('\n');
    for (const term of ['paso', 'retirada', 'opción', 'Explotación', 'Desorganizado (DG)']) expect(text('es')).toContain(term);
    expect(text('es')).not.toMatch(/incremento/);
    for (const term of ['шаг', 'отступлени', 'опци', 'эксплуатаци', 'дезорганизаци', 'рейтинг', 'действий (AR)']) expect(text('ru')).toContain(term);
  });
});
