import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_ERROR_CODES, RESULT_PART_CODES } from '../../../src/lib/ocs/combat-result';
import { CONCLUSION_CODES, SITUATION_ERROR_CODES } from '../../../src/lib/ocs/resolve';
import { LOOKUP_ERROR_CODES } from '../../../src/lib/ocs/combat-table';
import { ODDS_ERROR_CODES } from '../../../src/lib/ocs/odds';
import { createTranslator } from '../../../src/i18n/translator';

const LANGUAGES = ['es', 'ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = new URL(`../../../src/i18n/locales/${language}/combat.json`, import.meta.url);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>];
  }),
) as Record<Language, Record<string, unknown>>;

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** A refusal's wording in the Reaction Phase, where every attack is an overrun (i18next's context; combat-tool.ts). */
const REACTION_KEY = /^(.*)_reaction$/;

function baseKey(key: string): string {
  const single = PLURAL_KEY.exec(key)?.[1] ?? key;
  return REACTION_KEY.exec(single)?.[1] ?? single;
}

function baseKeys(language: Language): string[] {
  return [...new Set(Object.keys(catalogs[language]).map(baseKey))].sort();
}

const expectedBaseKeys = [
  ...[...COMBAT_ERROR_CODES, ...ODDS_ERROR_CODES, ...LOOKUP_ERROR_CODES, ...SITUATION_ERROR_CODES].map((code) => `error.${code}`),
  ...CONCLUSION_CODES.map((code) => `conclusion.${code}`),
  ...RESULT_PART_CODES.map((code) => `part.${code}`),
].sort();

function translatorFor(language: Language) {
  return createTranslator(language, { combat: catalogs[language] as Record<string, string> }).composed('combat');
}

describe('combat locale files (their agreement across languages: tests/unit/i18n/locales.test.ts)', () => {
  it('have a message for every error, conclusion and result part code, and nothing else', () => {
    expect(baseKeys('es')).toEqual(expectedBaseKeys);
  });

  it.each(LANGUAGES)('%s renders every message with i18next, leaving no placeholder unfilled', (language) => {
    const t = translatorFor(language);
    const params = { token: 'x1', minimum: 4, units: '1, 3', value: 0 };
    for (const key of expectedBaseKeys) {
      for (const count of [1, 2, 3, 5, 11, 21, 22, 25]) {
        const text = t(key, { ...params, count });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('words a refusal that holds for every overrun apart for the Reaction Phase, where every attack is one (an OCS review)', () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      for (const key of ['error.disorganized-overrun', 'error.overrun-from-several-hexes']) {
        const [overrun, reaction] = [t(key), t(key, { context: 'reaction' })];
        expect(reaction, `${language} ${key}`).not.toBe(overrun);
        expect(overrun, `${language} ${key}`).not.toMatch(/Reacción|реакции|Reaction/u);
        expect(reaction, `${language} ${key}`).toMatch(/Reacción|реакции|Reaction/u);
      }
    }
  });

  it('cites the chart notes 1–4 as 9.10\'s, the box that prints them, never as 9.9\'s (an OCS rules review)', () => {
    const tool = (language: Language) => JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${language}/combat-tool.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    for (const language of LANGUAGES) {
      const texts = Object.entries({ ...catalogs[language], ...tool(language) }).filter(([, text]) => typeof text === 'string') as [string, string][];
      expect(texts.filter(([, text]) => /9\.9,? (nota|примечание|note)\b/u.test(text)).map(([key]) => key), language).toEqual([]);
    }
  });

  it('picks the Russian forms шаг / шага / шагов by count', () => {
    const t = translatorFor('ru');
    expect(t('conclusion.attacker-loses-steps', { count: 1 })).toMatch(/^Атакующий теряет 1 шаг /);
    expect(t('conclusion.attacker-loses-steps', { count: 2 })).toMatch(/^Атакующий теряет 2 шага /);
    expect(t('conclusion.attacker-loses-steps', { count: 5 })).toMatch(/^Атакующий теряет 5 шагов /);
    expect(t('conclusion.defender-retreats', { count: 2 })).toContain('на 2 гекса');
  });

  it('picks the Spanish singular and plural by count', () => {
    const t = translatorFor('es');
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
