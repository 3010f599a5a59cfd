import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { dataFiles } from '../../../src/integrations/data-files';
import { GLOSSARY_FILE } from '../../../src/lib/glossary/load';
import { issuePlace, readYaml } from '../../../src/lib/yaml-file';

/** The build step's hook, run as a build runs it in this project. */
const setUp = (files: Parameters<typeof dataFiles>[0]) => () =>
  (dataFiles(files).hooks['astro:config:setup'] as (options: { config: { root: URL } }) => void)({ config: { root: pathToFileURL(`${process.cwd()}/`) } });

describe('the data files, read before any text is compiled', () => {
  it('pass as they are', () => {
    expect(setUp({})).not.toThrow();
  });

  it('stop the build at the line of a broken entry, in the corrections or the glossary', () => {
    const folder = mkdtempSync(join(tmpdir(), 'data-files-'));
    const corrections = join(folder, 'corrections.yaml');
    writeFileSync(corrections, '- source: 000_9fd39beb8b0e04ff.txt\n  original: x\n  corrected: y\n  reason: z\n- source: 0\n');
    expect(setUp({ corrections })).toThrow(expect.objectContaining({ message: expect.stringContaining(`${corrections}: entry 2`), loc: expect.objectContaining({ file: corrections, line: 5 }) }));
    const glossary = join(folder, 'terms.yaml');
    writeFileSync(glossary, readFileSync(GLOSSARY_FILE, 'utf8').replace(/^- id: reserve-mode$/mu, '- id: Reserve Mode'));
    const line = readFileSync(glossary, 'utf8').split('\n').indexOf('- id: Reserve Mode') + 1;
    expect(setUp({ glossary })).toThrow(expect.objectContaining({ loc: expect.objectContaining({ file: glossary, line }) }));
  });

  it('stop the build at the line of a broken source entry, which the content loader would only log', () => {
    const folder = mkdtempSync(join(tmpdir(), 'data-files-'));
    const sources = join(folder, 'sources.yaml');
    writeFileSync(sources, '- file: 009_0000000000000000.txt\n  lang: es\n  game: ocs\n  doc: supply\n');
    expect(setUp({ sources })).toThrow(expect.objectContaining({ message: expect.stringContaining(`${sources}: entry 1: 009_0000000000000000.txt is not a file of `), loc: expect.objectContaining({ file: sources, line: 1 }) }));
  });
});

describe('the rules pages\' front matter, read before any text is compiled (a maintainer review: the error said line 0, its field garbled)', () => {
  const brokenPage = (change: (text: string) => string) => {
    const rules = mkdtempSync(join(tmpdir(), 'front-matter-'));
    mkdirSync(join(rules, 'ru/gdb'), { recursive: true });
    const page = join(rules, 'ru/gdb/movement-phase.mdx');
    writeFileSync(page, change(readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8')));
    return { rules, page, lineOf: (text: string) => readFileSync(page, 'utf8').split('\n').findIndex((line) => line.startsWith(text)) + 1 };
  };

  it('stops the build at the line of each field its schema refuses, by the field\'s own name', () => {
    const { rules, page, lineOf } = brokenPage((text) => text.replace('original: true', 'original: maybe').replace(/^order: /mu, 'orden: '));
    const problem = (() => {
      try {
        setUp({ rules })();
      } catch (error) {
        return error as Error & { loc: { file: string; line: number } };
      }
      throw new Error('the build step passed a broken page');
    })();
    // In the file's order; a field missing (the misspelt one's) at the front matter's first line.
    expect(problem.message.split('\n')).toEqual([
      `${page}:1: order: is missing`,
      expect.stringMatching(new RegExp(`^${page}:${lineOf('original:')}: original: .*boolean`, 'u')),
      expect.stringMatching(new RegExp(`^${page}:${lineOf('orden:')}: orden: .*"orden"`, 'u')),
    ]);
    expect(problem.loc).toMatchObject({ file: page, line: 1 });
  });

  it('reads a page saved with Windows line ends and a byte order mark as the build does', () => {
    const { rules } = brokenPage((text) => `\uFEFF${text.replace(/\n/gu, '\r\n')}`);
    expect(setUp({ rules })).not.toThrow();
  });
});

describe('a YAML file', () => {
  it('places a schema\'s issue at its path, a field the schema does not know at that field', () => {
    expect(issuePlace({ code: 'unrecognized_keys', keys: ['orden'], path: [] })).toEqual(['orden']);
    expect(issuePlace({ code: 'unrecognized_keys', keys: ['lengua'], path: [2] })).toEqual([2, 'lengua']);
    expect(issuePlace({ code: 'invalid_type', path: ['original'] })).toEqual(['original']);
  });

  it('locates a value by its path, or the nearest one above it that is there', () => {
    const file = readYaml('terms.yaml', '# terms\n- id: zoc\n- id: 3\n  es:\n    name: x\n');
    expect(file.locate([1, 'id'])).toEqual({ file: 'terms.yaml', line: 3, column: 7 });
    expect(file.locate([1, 'es', 'definition'])).toEqual({ file: 'terms.yaml', line: 5, column: 5 });
    expect(file.locate([1, 'reason'])).toEqual({ file: 'terms.yaml', line: 3, column: 3 });
  });

  it('that does not parse throws naming its file and line', () => {
    expect(() => readYaml('c.yaml', '- a: 1\n  b: [1,\n- c')).toThrow(expect.objectContaining({ message: expect.stringMatching(/^c\.yaml: /u), loc: expect.objectContaining({ file: 'c.yaml', line: 3 }) }));
  });
});
