import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { dataFiles } from '../../../src/integrations/data-files';
import { GLOSSARY_FILE } from '../../../src/lib/glossary/load';
import { readYaml } from '../../../src/lib/yaml-file';

const setUp = (files: Parameters<typeof dataFiles>[0]) => () => (dataFiles(files).hooks['astro:config:setup'] as () => void)();

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

describe('a YAML file', () => {
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
