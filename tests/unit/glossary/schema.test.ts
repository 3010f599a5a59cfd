import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse, stringify } from 'yaml';
import { GLOSSARY_FILE, glossaryProblems, loadGlossary } from '../../../src/lib/glossary/load';
import { glossaryTermSchema } from '../../../src/lib/glossary/schema';

const terms = loadGlossary();
const byId = new Map(terms.map((term) => [term.id, term]));
const raw = () => parse(readFileSync(GLOSSARY_FILE, 'utf8')) as Record<string, unknown>[];

/** Loads a changed copy of the glossary file. */
function loadChanged(change: (entries: Record<string, unknown>[]) => unknown): () => unknown {
  const file = join(mkdtempSync(join(tmpdir(), 'glossary-')), 'terms.yaml');
  writeFileSync(file, stringify(change(raw())));
  return () => loadGlossary(file);
}

describe('the glossary', () => {
  it('covers the terms of both OCS texts and of the General de Brigade chapter', () => {
    const required = [
      'reaction-phase', 'reserve-mode', 'overrun', 'combat-table', 'combat-option', 'exploit', 'disorganized', 'zoc',
      'action-rating', 'hedgehog', 'organic-trucks', 'tactical-march', 'brigade', 'orders', 'formation', 'limbered-artillery',
      'skirmishers', 'base-contact', 'phasing-player', 'non-phasing-player', 'formation-test', 'brigadier-initiative',
      'retreat', 'move-mode', 'combat-phase', 'barrage-segment', 'surprise', 'air-transport',
    ];
    expect(required.filter((id) => !byId.has(id))).toEqual([]);
    expect(terms.length).toBeGreaterThanOrEqual(40);
  });

  it('gives the OCS v4.3 series rule numbers the issue lists', () => {
    const rules = Object.fromEntries(terms.filter((t) => t.rule.ocs).map((t) => [t.id, t.rule.ocs]));
    expect(rules).toMatchObject({
      'reserve-mode': '5.7', 'reaction-phase': '7.0', overrun: '8.0', 'combat-table': '9.9', 'combat-option': '9.10',
      exploit: '9.13', disorganized: '5.10', zoc: '4.5', 'action-rating': '3.2c', hedgehog: '16.0', 'organic-trucks': '13.2g',
    });
  });

  it('knows the common abbreviations', () => {
    const abbreviations = terms.flatMap((t) => [...t.en.abbr, ...t.es.abbr, ...t.ru.abbr].map((a) => `${a}→${t.id}`));
    expect(abbreviations).toEqual(expect.arrayContaining(['DG→disorganized', 'ZOC→zoc', 'AR→action-rating', 'MA→movement-allowance', 'ЗК→zoc']));
  });

  it('calls the hedgehog by the names the combat tools use, and gives its effect on the combat and surprise rolls (OCS 16.0d)', () => {
    const hedgehog = byId.get('hedgehog')!;
    const toolWords = (lang: 'es' | 'ru') => JSON.parse(readFileSync(`src/i18n/locales/${lang}/combat-tool.json`, 'utf8'))['whole.hedgehog'] as string;
    expect(toolWords('es')).toContain('erizo');
    expect(toolWords('ru')).toContain('«ежа»');
    expect(hedgehog.es.forms).toEqual(expect.arrayContaining(['erizo', 'erizos']));
    expect(hedgehog.ru.forms).toEqual(expect.arrayContaining(['ёж', 'ежа', 'хеджхог']));
    expect(hedgehog.es.definition).toContain('resta su nivel a la tirada de combate y 1 a la tirada de sorpresa');
    expect(hedgehog.ru.definition).toContain('модификатор броска боя, равный минус его уровню (уровень 3 — −3), и −1 к броску внезапности');
  });

  it('gives Austrian horse artillery’s 15 cm (9") as its normal move (8.7), not its march', () => {
    const horse = byId.get('horse-artillery')!;
    expect(horse.es.definition).toContain('de 8.7, un pasaje de traducción automática: en movimiento normal, la austriaca mueve 15 cm (9")');
    expect(horse.ru.definition).toContain('8.7, машинного перевода: обычное передвижение австрийской — 15 см (9")');
  });

  it('states the rules as the chapter has them where a review found them overstated (a glossary review; the OCS terms: tests/build/glossary.test.ts)', () => {
    const definitions = (id: string) => [byId.get(id)!.es.definition, byId.get(id)!.ru.definition];
    // 8.5 б): skirmishers may march in open order; it is a permission.
    expect(definitions('formation')).toEqual([expect.stringContaining('los hostigadores pueden marchar en orden abierto'), expect.stringContaining('застрельщики могут идти в рассыпном строю')]);
    // Readings of machine-translated paragraphs say so, as the pages' notes do.
    for (const id of ['horse-artillery', 'brigadier-initiative']) {
      expect(definitions(id), id).toEqual([expect.stringMatching(/sentido probable/u), expect.stringMatching(/вероятному смыслу/u)]);
    }
  });

  it('has no repeated id and no form that names two terms of one game', () => {
    expect(glossaryProblems(terms)).toEqual([]);
  });
});

describe('a broken glossary fails, naming the file and the entry', () => {
  it('an entry without a definition', () => {
    const load = loadChanged((entries) => {
      delete (entries[1]!.es as Record<string, unknown>).definition;
      return entries;
    });
    expect(load).toThrow(/terms\.yaml: term "reserve-mode" \(entry 2\): es\.definition:/);
  });

  it('at the line of the broken entry, which the build reports as the error’s location', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'glossary-')), 'terms.yaml');
    const text = readFileSync(GLOSSARY_FILE, 'utf8');
    const lines = text.split('\n');
    // The Spanish definition of the second term, its key misspelt: the place is inside that term, at the line of its
    // Spanish names or before (lines counted from 1).
    const entry = lines.findIndex((l) => l.startsWith('- id: reserve-mode'));
    const at = lines.findIndex((line, index) => index > entry && /^\s+definition:/u.test(line));
    lines[at] = lines[at]!.replace('definition:', 'definiton:');
    writeFileSync(file, lines.join('\n'));
    let error: { message: string; loc?: { file: string; line: number } } = { message: '' };
    try {
      loadGlossary(file);
    } catch (thrown) {
      error = thrown as typeof error;
    }
    expect(error.message).toContain('term "reserve-mode" (entry 2)');
    expect(error.loc?.file).toBe(file);
    expect(error.loc?.line).toBeGreaterThan(entry + 1);
    expect(error.loc?.line).toBeLessThanOrEqual(at + 1);
    writeFileSync(file, '- id: x\n  games: [ocs\n');
    expect(() => loadGlossary(file)).toThrow(expect.objectContaining({ loc: expect.objectContaining({ file, line: 3 }) }));
  });

  it('a form two terms share, at the line of the term that repeats it (it was reported at the top of the file)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'glossary-')), 'terms.yaml');
    const text = readFileSync(GLOSSARY_FILE, 'utf8').replace(/^(- id: surprise\n(?:.*\n)*?    forms: \[)внезапности\]/mu, '$1внезапности, режиме резерва]');
    writeFileSync(file, text);
    const line = text.split('\n').indexOf('- id: surprise') + 1;
    expect(() => loadGlossary(file)).toThrow(expect.objectContaining({
      message: `${file}:${line}: term "surprise": "режиме резерва" also names "reserve-mode" in ocs (ru)`,
      loc: expect.objectContaining({ file, line }),
    }));
  });

  it('a field the schema does not know, and a clause of another game', () => {
    expect(loadChanged((entries) => [{ ...entries[0], colour: 'red' }, ...entries.slice(1)])).toThrow(/term "reaction-phase" \(entry 1\): .*colour/);
    const otherGame = loadChanged((entries) => [{ ...entries[0], clauses: [{ doc: 'gdb/movement-phase', id: '8-5' }] }, ...entries.slice(1)]);
    expect(otherGame).toThrow(/term "reaction-phase" \(entry 1\): clauses\.0\.doc: gdb\/movement-phase is not a document of ocs/);
  });

  it('a malformed clause reference, a clause listed twice, a bad rule number', () => {
    const entry = (change: Record<string, unknown>) => glossaryTermSchema.safeParse({ ...raw()[0], ...change });
    expect(entry({ clauses: [{ doc: 'ocs/reaction-phase', id: '8.5' }] }).success).toBe(false);
    expect(entry({ clauses: [{ doc: 'ocs/reaction-phase', id: 'introduction' }, { doc: 'ocs/reaction-phase', id: 'introduction' }] }).success).toBe(false);
    expect(entry({ rule: { ocs: 'seven' } }).success).toBe(false);
    expect(entry({ rule: { gdb: '8.1' } }).success).toBe(false);
  });

  it('a form that names two terms', () => {
    const load = loadChanged((entries) => {
      const brigade = entries.find((e) => e.id === 'brigade')!;
      (brigade.es as { forms: string[] }).forms.push('marcha táctica');
      return entries;
    });
    expect(load).toThrow(/terms\.yaml:\d+: term "(brigade|tactical-march)": "marcha tactica" also names "(brigade|tactical-march)" in gdb \(es\)/);
  });

  it('a repeated id, and YAML that does not parse', () => {
    expect(loadChanged((entries) => [...entries, entries[0]])).toThrow(/term "reaction-phase": the id is used twice/);
    const file = join(mkdtempSync(join(tmpdir(), 'glossary-')), 'terms.yaml');
    writeFileSync(file, '- id: x\n  games: [ocs\n');
    expect(() => loadGlossary(file)).toThrow(/terms\.yaml: /);
  });
});
