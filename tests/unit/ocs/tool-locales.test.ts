import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMBAT_PHASES } from '../../../src/lib/ocs/resolve';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { RESULT_BANDS } from '../../../src/lib/ocs/result-bands';
import { DEFENDER_MODES, FIELD_ERROR_CODES, TERRAIN_SLUGS } from '../../../src/lib/ocs/tool-state';
import { PROCEDURE_ERROR_CODES, PROCEDURE_STEP_CODES } from '../../../src/lib/ocs/combat-procedure';

const LANGUAGES = ['es', 'ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
const PLURAL_FORMS: Record<Language, string[]> = { es: ['one', 'other'], en: ['one', 'other'], ru: ['few', 'many', 'one', 'other'] };

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${language}/combatTool.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

const baseKeys = (language: Language) => [...new Set(Object.keys(catalogs[language]).map((key) => PLURAL_KEY.exec(key)?.[1] ?? key))].sort();

// Keys built at run time from a code: each family must have exactly one key per code.
const FAMILIES: Record<string, readonly string[]> = {
  'field.': FIELD_ERROR_CODES,
  'band.': RESULT_BANDS,
  'terrain.': Object.values(TERRAIN_SLUGS),
  'phase.': COMBAT_PHASES,
  'note.': combatTable.notes.map((_, index) => String(index + 1)),
  'explain.side.': ['attacker', 'defender'],
  'procedure.': PROCEDURE_STEP_CODES,
  'procedure-error.': PROCEDURE_ERROR_CODES,
  'dmode.': DEFENDER_MODES,
  'armode.': DEFENDER_MODES,
};

const SOURCES = [
  'src/components/CombatTool.astro',
  'src/components/CombatTable.astro',
  'src/scripts/combat-tool.ts',
  'src/pages/[lang]/tools/combat.astro',
];
const literalKeys = [
  ...new Set(
    SOURCES.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9.-]+)'/g)].map((match) => match[1]!)),
  ),
].sort();

describe('combatTool locale files', () => {
  it('have the same keys in all three languages, apart from plural forms', () => {
    expect(baseKeys('ru')).toEqual(baseKeys('es'));
    expect(baseKeys('en')).toEqual(baseKeys('es'));
  });

  it.each(Object.entries(FAMILIES))('have one %s key per code', (prefix, codes) => {
    for (const language of LANGUAGES) {
      const family = baseKeys(language).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
      expect(family.sort(), language).toEqual([...codes].sort());
    }
  });

  it('define every key the widget names literally, and no key that nothing uses', () => {
    expect(literalKeys.length).toBeGreaterThan(40);
    for (const key of literalKeys) expect(baseKeys('es'), key).toContain(key);
    const used = (key: string) => literalKeys.includes(key) || Object.keys(FAMILIES).some((prefix) => key.startsWith(prefix));
    expect(baseKeys('es').filter((key) => !used(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s gives every pluralized key exactly its language\'s plural forms', (language) => {
    const plural = Object.keys(catalogs[language]).filter((key) => PLURAL_KEY.test(key));
    expect(plural.length).toBeGreaterThan(0);
    for (const base of new Set(plural.map((key) => PLURAL_KEY.exec(key)![1]!))) {
      const forms = plural.filter((key) => key.startsWith(`${base}_`)).map((key) => PLURAL_KEY.exec(key)![2]!);
      expect(forms.sort(), base).toEqual(PLURAL_FORMS[language]);
    }
  });

  it.each(LANGUAGES)('%s renders every message with i18next, leaving no placeholder unfilled', async (language) => {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { combatTool: catalogs[language] } }, ns: ['combatTool'], defaultNS: 'combatTool' });
    const t = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => string;
    const params = { code: 'AL1', odds: '3:1', label: 'x', note: 2, max: 3, min: 1, decimals: 4, digits: 15, rule: '5.10', die: 3, printed: 4, effective: 3, sideName: 'A', modeText: 'm', differential: '+1', first: 1, second: 2, hedgehog: 0, modified: 3, attackerAtLeast: 10, defenderAtMost: 5, kind: 'k', attack: 1, defense: 2, shift: '+1', from: '1:1', edgeText: '', attacker: 3, defender: 2, surprise: '1 2', combat: '3 4', units: '1, 2', symbol: '+', band: 'b', param: 'roll', value: 'v', reason: 'r', column: '9:1', oddsColumn: '4:1', row: '12', result: 'AL2', roll: 1 };
    for (const key of baseKeys(language)) {
      for (const count of [1, 2, 5, 21]) {
        const text = t(key, { ...params, count });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('speaks each language: Spanish and Russian game terms where a player reads them', () => {
    expect(catalogs.es['situation.attackerRetreat']).toContain('retirada');
    expect(catalogs.es['outcome.stepsLost_other']).toContain('pasos');
    expect(catalogs.ru['outcome.stepsLost_many']).toContain('шагов');
    expect(catalogs.ru['situation.ratings']).toMatch(/рейтинг/i);
  });
});
