import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse, stringify } from 'yaml';
import { rulesPageSchema, sourceSchema } from '../../../src/lib/content-schema';
import { loadCorrections } from '../../../src/lib/corrections';
import { translationParity, translationProgress } from '../../../src/lib/translation-progress';
import { readKeptHashes } from '../../../src/lib/translation-hashes';
import { GLOSSARY_FILE, loadGlossary } from '../../../src/lib/glossary/load';
import { compileRulesPage, lineOf, splitRulesPage } from '../../support/mdx';

// The checks a build runs on its content, run in-process on the real pages with one thing broken.
// tests/build/broken-content.test.ts builds a broken page once, for the message the build itself prints.
const RU_GDB = 'content/rules/ru/gdb/movement-phase.mdx';
const ES_GDB = 'content/rules/es/gdb/movement-phase.mdx';
const clausesOf = async (path: string, change?: (text: string) => string) => (await compileRulesPage(path, change)).frontmatter.clauses ?? [];
const parityOf = async (change?: (text: string) => string, strict = false) =>
  translationParity(ES_GDB, translationProgress(await clausesOf(RU_GDB), await clausesOf(ES_GDB, change), readKeptHashes('es', 'gdb', 'movement-phase')), strict);

describe('the real pages pass the checks the broken ones fail', () => {
  it('compile with every clause, correction and glossary term recorded', async () => {
    const { frontmatter } = await compileRulesPage(RU_GDB);
    expect(frontmatter.clauses?.map((c) => c.id)).toContain('8-5-d');
    expect(frontmatter.corrections?.length).toBeGreaterThan(0);
    expect(frontmatter.glossaryTerms).toContain('tactical-march');
    expect(rulesPageSchema.safeParse(splitRulesPage(readFileSync(RU_GDB, 'utf8')).frontmatter).success).toBe(true);
    expect(await parityOf(undefined, true)).toEqual({ errors: [], warnings: [] });
  });
});

describe('broken content fails with the file and the problem named', () => {
  it('front matter that breaks the schema', () => {
    const { frontmatter } = splitRulesPage(readFileSync(RU_GDB, 'utf8').replace('original: true', 'original: maybe'));
    const result = rulesPageSchema.safeParse(frontmatter);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('original');
  });

  it('a description or a source still as the importer left it (TODO)', () => {
    const { frontmatter } = splitRulesPage(readFileSync(RU_GDB, 'utf8').replace(/^description: .*$/mu, 'description: "TODO: one sentence on what this document covers (20 to 200 characters)."'));
    const result = rulesPageSchema.safeParse(frontmatter);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['description: is still a TODO left for a person (npm run import or translate): write it']);
    const source = { file: '004_0123456789abcdef.txt', lang: 'es', game: 'gdb', doc: 'fire-phase', title: 'Fase de fuego', provenance: { es: 'TODO: de dónde viene el texto.', ru: 'Откуда текст.' }, omits: { es: [], ru: [] } };
    expect(sourceSchema.safeParse(source).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['provenance.es']);
  });

  it('two clauses with the same id', async () => {
    const first = lineOf(RU_GDB, '<Clause id="8-5-c"');
    const second = lineOf(RU_GDB, '<Clause id="8-5-d"');
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-5-d"', '<Clause id="8-5-c"'))).rejects.toThrow(
      `${RU_GDB}:${second}: duplicate clause id "8-5-c" (first used at ${RU_GDB}:${first})`,
    );
  });

  it('a misspelt attribute, component or element, which would drop its text or render nothing', async () => {
    const line = lineOf(RU_GDB, '<Clause id="8-6"');
    await expect(compileRulesPage(RU_GDB, (t) => t.replace(/<Clause id="8-6" label="8.6" heading=/u, '<Clause id="8-6" label="8.6" haeding='))).rejects.toThrow(
      `${RU_GDB}:${line}: <Clause> takes no attribute "haeding" (it takes id, label, as, heading, level, term)`,
    );
    const note = lineOf(RU_GDB, '<Note>');
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Note>', '<Nota>').replace('</Note>', '</Nota>'))).rejects.toThrow(
      `${RU_GDB}:${note}: <Nota> is no component of the rules pages: they have <Clause>, <Note>`,
    );
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Note>', '<note>').replace('</Note>', '</note>'))).rejects.toThrow(
      `${RU_GDB}:${note}: <note> is no element the rules texts are written with (did you mean the component <Note>?)`,
    );
  });

  it('a malformed clause id', async () => {
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-6"', '<Clause id="8.6"'))).rejects.toThrow(
      `${RU_GDB}:${lineOf(RU_GDB, '<Clause id="8-6"')}: clause id "8.6" is malformed`,
    );
  });

  it('a numbered id that is not the number its label writes: a letter transliterated, a number mistyped, a label written otherwise (a maintainer review)', async () => {
    const line = lineOf(RU_GDB, '<Clause id="8-6"');
    const label = /<Clause id="8-6" label="([^"]+)"/u.exec(readFileSync(RU_GDB, 'utf8'))![1]!;
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-6"', '<Clause id="8-7"'))).rejects.toThrow(
      `${RU_GDB}:${line}: clause id "8-7" is not the number its label "${label}" writes, whose id is "8-6"`,
    );
    const lettered = lineOf(RU_GDB, '<Clause id="8-5-c"');
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-5-c"', '<Clause id="8-5-v"'))).rejects.toThrow(
      `${RU_GDB}:${lettered}: clause id "8-5-v" is not the number its label "8.5 в)" writes, whose id is "8-5-c"`,
    );
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('label="8.5 в)"', 'label="8.5в"'))).rejects.toThrow(
      `${RU_GDB}:${lettered}: clause id "8-5-c" is a clause number, but its label "8.5в" writes none as labels do`,
    );
  });

  it('the importer\'s stand-in id for a number given twice, which would become a permalink for good (a maintainer review)', async () => {
    await expect(compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-6"', '<Clause id="8-5-repeat-2"'))).rejects.toThrow(
      `${RU_GDB}:${lineOf(RU_GDB, '<Clause id="8-6"')}: clause id "8-5-repeat-2" is the importer's stand-in for a number the text gives twice`,
    );
  });

  it('a translation that adds a clause its original does not have (lacking one is fine: not yet translated)', async () => {
    const parity = await parityOf((t) => t.replace(/<Clause id="8-5-g" label="[^"]*"/u, '<Clause id="8-5-z" label="8.5 z)"'));
    expect(parity.errors).toEqual([`${ES_GDB}: clause ids its original does not have: 8-5-z`]);
  });

  it('a translation that nests a clause elsewhere than its original', async () => {
    const parity = await parityOf((t) =>
      t.replace(/<Clause id="8-4-a" label="[^"]*"/u, '<Clause id="8-4-z" label="8.4 z)"').replace(/<Clause id="8-3-a" label="[^"]*"/u, '<Clause id="8-4-a" label="8.4 a)"'),
    );
    expect(parity.errors).toContain(`${ES_GDB}: clause 8-4-a is nested in 8-3 here but in 8-4 in its original`);
  });

  it('MDX that does not parse', async () => {
    const error = await compileRulesPage(RU_GDB, (t) => t.replace('<Clause id="8-8"', '<Clause id="8-8" <')).catch((e: unknown) => e);
    // The build prefixes the file (tests/build/broken-content.test.ts sees it do so for a clause id).
    expect(error).toMatchObject({ line: lineOf(RU_GDB, '<Clause id="8-8"'), reason: expect.stringMatching(/^Unexpected character `<`/) });
  });

  it('a correction whose original wording is not in the page', async () => {
    const corrections = [...loadCorrections(), { source: '002_346995670edcfe7c.txt', original: 'несуществующие слова', corrected: 'x', reason: 'test', occurrences: 1 }];
    await expect(compileRulesPage(RU_GDB, undefined, { corrections })).rejects.toThrow(
      `${RU_GDB}: corrections.yaml expects "несуществующие слова" 1 time(s) in 002_346995670edcfe7c.txt, the page has it 0 time(s)`,
    );
  });

  it('a glossary entry without its Russian definition', () => {
    const entries = parse(readFileSync(GLOSSARY_FILE, 'utf8')) as { id: string; ru: Record<string, unknown> }[];
    const overrun = entries.findIndex((entry) => entry.id === 'overrun');
    delete entries[overrun]!.ru.definition;
    const file = join(mkdtempSync(join(tmpdir(), 'glossary-')), 'terms.yaml');
    writeFileSync(file, stringify(entries));
    expect(() => loadGlossary(file)).toThrow(`terms.yaml: term "overrun" (entry ${overrun + 1}): ru.definition`);
  });
});
