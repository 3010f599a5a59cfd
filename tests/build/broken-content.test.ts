import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture } from '../support/fixture-build';

/** Rewrites one file of the fixture copy. */
const edit = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));

const RU_GDB = 'content/rules/ru/gdb/movement-phase.mdx';
const ES_GDB = 'content/rules/es/gdb/movement-phase.mdx';

// Each case is a whole site build of a broken copy: slow, so few and to the point.
describe('a build of broken content fails and names the file and the problem', () => {
  it('front matter that breaks the schema', () => {
    const { status, output } = buildFixture((root) => edit(root, RU_GDB, (t) => t.replace('original: true', 'original: maybe')));
    expect(status).not.toBe(0);
    expect(output).toMatch(/ru\/gdb\/movement-phase/);
    expect(output).toMatch(/original/);
  });

  it('two clauses with the same id', () => {
    const { status, output } = buildFixture((root) => edit(root, RU_GDB, (t) => t.replace('<Clause id="8-5-d"', '<Clause id="8-5-c"')));
    expect(status).not.toBe(0);
    expect(output).toContain('content/rules/ru/gdb/movement-phase.mdx');
    expect(output).toMatch(/duplicate clause id "8-5-c"/);
  });

  it('a malformed clause id', () => {
    const { status, output } = buildFixture((root) => edit(root, RU_GDB, (t) => t.replace('<Clause id="8-6"', '<Clause id="8.6"')));
    expect(status).not.toBe(0);
    expect(output).toMatch(/movement-phase\.mdx:\d+: clause id "8\.6" is malformed/);
  });

  it('a translation that lacks a clause of its original and adds another', () => {
    const { status, output } = buildFixture((root) => edit(root, ES_GDB, (t) => t.replace('<Clause id="8-5-g"', '<Clause id="8-5-z"')));
    expect(status).not.toBe(0);
    expect(output).toContain('content/rules/es/gdb/movement-phase.mdx');
    expect(output).toMatch(/missing clause ids of its original: 8-5-g/);
    expect(output).toMatch(/clause ids its original does not have: 8-5-z/);
  });

  it('MDX that does not parse', () => {
    const { status, output } = buildFixture((root) => edit(root, RU_GDB, (t) => t.replace('<Clause id="8-8"', '<Clause id="8-8" <')));
    expect(status).not.toBe(0);
    expect(output).toMatch(/movement-phase\.mdx/);
  });

  it('a correction whose original wording is not in the page', () => {
    const { status, output } = buildFixture((root) =>
      edit(root, 'content/sources/corrections.yaml', (t) => `${t}- source: 002_346995670edcfe7c.txt\n  original: "несуществующие слова"\n  corrected: "x"\n  reason: "test"\n`),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/несуществующие слова/);
  });

  it('an internal link to a clause that does not exist', () => {
    const { status, output } = buildFixture((root) => edit(root, RU_GDB, (t) => t.replace('(см. 8.11)', '(см. [8.11](#8-11))')));
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken internal links:[\s\S]*\n  \/ru\/gdb\/movement-phase\/: #8-11\n/);
  });
});

describe('a build with a broken glossary fails and names the file and the entry', () => {
  it('an entry without its Russian definition', () => {
    const { status, output } = buildFixture((root) =>
      edit(root, 'content/glossary/terms.yaml', (t) => t.replace(/(- id: overrun\n[\s\S]*?\n {2}ru:\n[\s\S]*?)\n {4}definition: >-\n(?: {6}.*\n)+/, '$1\n')),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/glossary\/terms\.yaml: term "overrun" \(entry \d+\): ru\.definition/);
  });
});
