import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_PHASES } from '../../../src/lib/ocs/resolve';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { RESULT_BANDS } from '../../../src/lib/ocs/result-bands';
import { DEFENDER_MODES, FIELD_ERROR_CODES, TERRAIN_SLUGS } from '../../../src/lib/ocs/tool-state';
import { PROCEDURE_ERROR_CODES, PROCEDURE_STEP_CODES } from '../../../src/lib/ocs/combat-procedure';
import { createTranslator } from '../../../src/i18n/translator';

const LANGUAGES = ['es', 'ru', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${language}/combat-tool.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

/** A refusal's wording in the Reaction Phase, where every attack is an overrun (i18next's context; combat-tool.ts). */
const REACTION_KEY = /^(.*)_reaction$/;
const baseKey = (key: string) => {
  const single = PLURAL_KEY.exec(key)?.[1] ?? key;
  return REACTION_KEY.exec(single)?.[1] ?? single;
};
const baseKeys = (language: Language) => [...new Set(Object.keys(catalogs[language]).map(baseKey))].sort();

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

describe('combat-tool locale files (their agreement across languages: tests/unit/i18n/locales.test.ts)', () => {
  it.each(Object.entries(FAMILIES))('have one %s key per code', (prefix, codes) => {
    const family = baseKeys('es').filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    expect(family.sort()).toEqual([...codes].sort());
  });

  it('define every key the widget names literally, and no key that nothing uses', () => {
    expect(literalKeys.length).toBeGreaterThan(40);
    for (const key of literalKeys) expect(baseKeys('es'), key).toContain(key);
    const used = (key: string) => literalKeys.includes(key) || Object.keys(FAMILIES).some((prefix) => key.startsWith(prefix));
    expect(baseKeys('es').filter((key) => !used(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s renders every message with i18next, leaving no placeholder unfilled', (language) => {
    const t = createTranslator(language, { 'combat-tool': catalogs[language] }).composed('combat-tool');
    const params = { code: 'AL1', odds: '3:1', label: 'x', note: 2, max: 3, min: 1, decimals: 4, digits: 15, rule: '5.10', die: 3, printed: 4, effective: 3, sideName: 'A', modeText: 'm', differential: '+1', first: 1, second: 2, hedgehog: 0, modified: 3, attackerAtLeast: 10, defenderAtMost: 5, kind: 'k', attack: 1, defense: 2, shift: '+1', from: '1:1', edgeText: '', attacker: 3, defender: 2, surprise: '1 2', combat: '3 4', units: '1, 2', symbol: '+', band: 'b', field: 'Tirada', value: 'v', reason: 'r', column: '9:1', oddsColumn: '4:1', row: '12', result: 'AL2', roll: 1, cell: 'DL1', anyway: 'a' };
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

describe('the Russian combat tools’ words for the modes', () => {
  it('call Move Mode «режим движения», as the Russian rules page does, and have a unit go to a mode as its Reserve marker comes off (5.7d), not stay in one', () => {
    const page = readFileSync('content/rules/ru/ocs/reaction-phase.mdx', 'utf8');
    expect(page).toMatch(/режим\S* движения/u);
    const tool = readFileSync('src/i18n/locales/ru/combat.json', 'utf8');
    expect(tool).not.toMatch(/режим\S* передвижения/u);
    const removed = (JSON.parse(tool) as Record<string, string>)['conclusion.reserve-marker-removed'];
    expect(removed).toContain('переходит в боевой режим или режим движения');
  });
});

describe('the Combat Table’s note on an exploitation result without an option', () => {
  it('marks only the units the tool marks: Action Rating of the number or more, save the cases of 9.13b', () => {
    for (const lang of ['es', 'ru'] as const) {
      const note = readFileSync(`content/rules/${lang}/ocs/combat-table.mdx`, 'utf8')
        .split('\n')
        .find((line) => line.includes('(Ae4)'));
      expect(note, lang).toContain('9.13b');
      expect(note, lang).toContain('Action Rating');
    }
  });
});
