import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pageSourceProblem, readSources, sourcesByDocument } from '../../src/lib/sources';

/** A sources folder with the files named, and its sources.yaml of the rows given (file, game, doc). */
function fixture(files: string[], rows: [string, string, string][]): { path: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sources-'));
  for (const file of files) writeFileSync(join(dir, file), 'Texto.\n');
  const text = `# Sources\n${rows.map(([file, game, doc]) => `- file: ${file}\n  lang: es\n  game: ${game}\n  doc: ${doc}\n`).join('')}`;
  const path = join(dir, 'sources.yaml');
  writeFileSync(path, text);
  return { path, text };
}

const A = '003_0123456789abcdef.txt';
const B = '004_0123456789abcdef.txt';

describe('sources.yaml (a maintainer review: an import overwrote another text\'s source and the build passed)', () => {
  it('gives each document its row, by game and document', () => {
    const { path, text } = fixture([A, B], [[A, 'gdb', 'fire-phase'], [B, 'ocs', 'supply']]);
    expect(Object.keys(sourcesByDocument(path, text))).toEqual(['gdb/fire-phase', 'ocs/supply']);
    expect(sourcesByDocument('content/sources/sources.yaml', readFileSync('content/sources/sources.yaml', 'utf8'))['ocs/reaction-phase']?.file).toBe('000_9fd39beb8b0e04ff.txt');
  });

  it('refuses a second row of one document, which would silently replace the first, naming the row and its line', () => {
    const { path, text } = fixture([A, B], [[A, 'gdb', 'fire-phase'], [B, 'gdb', 'fire-phase']]);
    expect(() => sourcesByDocument(path, text)).toThrow(expect.objectContaining({ message: expect.stringContaining('entry 2: a second entry for gdb/fire-phase'), loc: expect.objectContaining({ file: path, line: 9 }) }));
    // Two documents may share a file: a long text published in parts.
    expect(Object.keys(sourcesByDocument(...Object.values(fixture([A], [[A, 'gdb', 'part-one'], [A, 'gdb', 'part-two']])) as [string, string]))).toEqual(['gdb/part-one', 'gdb/part-two']);
  });

  it('is checked before any page is compiled: the content loader would only log the error', () => {
    const { path } = fixture([], [[A, 'gdb', 'fire-phase']]);
    expect(() => readSources(path)).toThrow(/entry 1: .* is not a file of /u);
    expect(readSources()['gdb/movement-phase']?.lang).toBe('ru');
  });

  it('refuses, at its line, a row\'s field its schema refuses (a maintainer review: the loader said line 0)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'));
    const path = join(dir, 'sources.yaml');
    const real = readFileSync('content/sources/sources.yaml', 'utf8');
    for (const file of new Set(real.match(/\d{3}_[0-9a-f]{16}\.txt/gu))) writeFileSync(join(dir, file), 'Texto.\n');
    writeFileSync(path, real.replace(/^( {2}lang: )ru$/mu, '$1russian'));
    const line = readFileSync(path, 'utf8').split('\n').indexOf('  lang: russian') + 1;
    expect(() => readSources(path)).toThrow(expect.objectContaining({ message: expect.stringMatching(/: entry \d+ \(lang\): /u), loc: expect.objectContaining({ file: path, line }) }));
    writeFileSync(path, real.replace(/^( {2})lang: ru$/mu, '$1lengua: ru'));
    const misspelt = readFileSync(path, 'utf8').split('\n').indexOf('  lengua: ru') + 1;
    expect(() => readSources(path)).toThrow(expect.objectContaining({ message: expect.stringMatching(/: entry \d+ \(lengua\): /u), loc: expect.objectContaining({ line: misspelt }) }));
  });

  it('refuses a row whose file is not beside it', () => {
    const { path, text } = fixture([], [[A, 'gdb', 'fire-phase']]);
    expect(() => sourcesByDocument(path, text)).toThrow(new RegExp(`entry 1: ${A.replace('.', '\\.')} is not a file of `, 'u'));
  });
});

describe('the source a rules page names', () => {
  it('must be its document\'s file: one wrong digit would publish the page without its corrections', () => {
    expect(pageSourceProblem('content/rules/es/ocs/reaction-phase.mdx', '000_9fd39beb8b0e04ff.txt', 'ocs/reaction-phase', '000_9fd39beb8b0e04ff.txt')).toBeNull();
    expect(pageSourceProblem('content/rules/es/ocs/reaction-phase.mdx', '000_9fd39beb8b0e04fe.txt', 'ocs/reaction-phase', '000_9fd39beb8b0e04ff.txt')).toBe(
      'content/rules/es/ocs/reaction-phase.mdx: source: 000_9fd39beb8b0e04fe.txt, but content/sources/sources.yaml gives ocs/reaction-phase the file 000_9fd39beb8b0e04ff.txt',
    );
  });
});
