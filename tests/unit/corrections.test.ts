import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { applyCorrections, correctedText, countOccurrences, loadCorrections, splitOnCorrections } from '../../src/lib/corrections';
import { compileRulesPage } from '../support/mdx';

describe('corrections.yaml', () => {
  const corrections = loadCorrections();

  it('corrects only wording that its source really has, as often as it says', () => {
    for (const c of corrections) {
      const source = readFileSync(join('content/sources', c.source), 'utf8');
      expect(countOccurrences(source, c.original), `${c.source}: "${c.original}"`).toBe(c.occurrences);
    }
  });

  it('applies every correction to the text', () => {
    expect(applyCorrections('una oportunida para ahnora', [
      { original: 'oportunida para', corrected: 'oportunidad para' },
      { original: 'ahnora', corrected: 'ahora' },
    ])).toBe('una oportunidad para ahora');
  });

  it('rejects a malformed entry, naming where', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'corr-')), 'corrections.yaml');
    writeFileSync(file, '- source: 000_9fd39beb8b0e04ff.txt\n  original: x\n');
    expect(() => loadCorrections(file)).toThrow(/corrections\.yaml: entry 1 \(corrected\)/);
  });

  it('gives the build the line of the broken entry as the error’s location, not the text being compiled', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'corr-')), 'corrections.yaml');
    const entry = (reason: string) => `- source: 000_9fd39beb8b0e04ff.txt\n  original: x\n  corrected: y\n  ${reason}: z\n`;
    writeFileSync(file, `# Corrections\n${entry('reason')}${entry('reasn')}`);
    // The second entry's reason is misspelt (a maintainer review: it read as a missing reason, at the entry): the
    // field is named as written, at its own line, and the reason it was meant to be is said to be missing.
    expect(() => loadCorrections(file)).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/entry 2 \(reasn\): .*"reasn".*; \(reason\): is missing$/u), loc: expect.objectContaining({ file, line: 9 }) }),
    );
    writeFileSync(file, `# Corrections\n${entry('reason')}${entry('reason').replace(/ {2}original: x\n/u, '')}`);
    expect(() => loadCorrections(file)).toThrow(expect.objectContaining({ message: expect.stringMatching(/entry 2 \(original\): is missing$/u), loc: { file, line: 6, column: 3 } }));
    writeFileSync(file, `${entry('reason')}- source: [x\n`);
    expect(() => loadCorrections(file)).toThrow(expect.objectContaining({ message: expect.stringMatching(/^.*corrections\.yaml: /u), loc: expect.objectContaining({ file, line: 6 }) }));
  });
});

describe('a correction checked against its source (a maintainer review: a page listed wording its source never had)', () => {
  const fixture = (yaml: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'corr-'));
    writeFileSync(join(dir, '003_0123456789abcdef.txt'), 'Карабины стреляют на 20 см. Карабины.\n');
    writeFileSync(join(dir, 'corrections.yaml'), yaml);
    return join(dir, 'corrections.yaml');
  };
  const entry = (original: string, extra = '') => `- source: 003_0123456789abcdef.txt\n  original: "${original}"\n  corrected: x\n  reason: y\n${extra}`;

  it('is taken when the source has its words as often as it says', () => {
    expect(loadCorrections(fixture(entry('на 20 см')))).toHaveLength(1);
    expect(loadCorrections(fixture(entry('Карабины', '  occurrences: 2\n')))).toHaveLength(1);
  });

  it('fails, naming the entry and its line, when the source does not have them, or not as often', () => {
    const file = fixture(`# Corrections\n${entry('на 20 см')}${entry('на 25 см')}`);
    expect(() => loadCorrections(file)).toThrow(expect.objectContaining({ message: expect.stringMatching(/entry 2: "на 25 см" occurs 0 time\(s\) in 003_0123456789abcdef\.txt, not 1/u), loc: expect.objectContaining({ file, line: 7 }) }));
    expect(() => loadCorrections(fixture(entry('Карабины')))).toThrow(/entry 1: "Карабины" occurs 2 time\(s\)/u);
  });

  it('fails when it names a source that is not there', () => {
    expect(() => loadCorrections(fixture(entry('x').replace('003_0123456789abcdef', '009_0000000000000000')))).toThrow(/entry 1: 009_0000000000000000\.txt is not a file of /u);
  });
});

describe('a run of text as the page shows it', () => {
  const ahora = { original: 'ahnora', corrected: 'ahora' };
  const modo = { original: 'movo', corrected: 'modo' };

  it('splits a text at each correction, in order', () => {
    expect(splitOnCorrections('ahnora el movo, ahnora', [ahora, modo])).toEqual([ahora, ' el ', modo, ', ', ahora]);
    expect(splitOnCorrections('nada', [ahora])).toEqual(['nada']);
  });

  it('corrects each occurrence once, even where the corrected wording holds its original', () => {
    expect(correctedText('ahnora el movo', [ahora, modo])).toBe('ahora el modo');
    expect(correctedText('por lo tanto', [{ original: 'tanto', corrected: 'tanto tanto' }])).toBe('por lo tanto tanto');
  });
});

describe('the clauses of an original text', () => {
  const RU_GDB = 'content/rules/ru/gdb/movement-phase.mdx';
  const clause = async (id: string, options?: Parameters<typeof compileRulesPage>[2]) =>
    (await compileRulesPage(RU_GDB, undefined, options)).frontmatter.clauses?.find((c) => c.id === id);

  it('are named in the corrected words the body shows', async () => {
    expect((await clause('8-2-a'))?.name).toBe('8.2 а) Не присоединенные к подразделениям Генералы могут…');
    expect((await clause('8-5-a'))?.name).toBe('8.5 а) Бригада должна иметь приказ «Атака, «Поддержка»…');
    expect((await clause('8-5-c'))?.name).toBe('8.5 в) Пехота и Пешая Артиллерия Передвигается со скоростью 30см…');
  });

  it('keep the hash of the source\'s own wording, so that a correction leaves their translations current', async () => {
    const corrected = await clause('8-5-a');
    const uncorrected = await clause('8-5-a', { corrections: [] });
    expect(uncorrected?.name).toBe('8.5 а) Бригада должна иметь приказ «Атака, «Поддкржка»…');
    expect(corrected?.hash).toBe(uncorrected?.hash);
  });
});
