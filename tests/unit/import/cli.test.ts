import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runImport } from '../../../scripts/import.mjs';
import { sourceSchema } from '../../../src/lib/content-schema';
import { mergeDraft } from '../../../src/lib/import/merge';

const GDB = 'content/sources/002_346995670edcfe7c.txt';
let root: string;
let chapter: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-'));
  mkdirSync(join(root, 'content/sources'), { recursive: true });
  cpSync('content/sources/sources.yaml', join(root, 'content/sources/sources.yaml'));
  for (const file of ['000_9fd39beb8b0e04ff.txt', '001_33f8f751d36aaf4d.txt', '002_346995670edcfe7c.txt']) cpSync(`content/sources/${file}`, join(root, 'content/sources', file));
  // A new chapter: the movement chapter renumbered as chapter IX, as the next instalment of a series would be.
  chapter = join(root, 'chapter-ix.txt');
  writeFileSync(chapter, readFileSync(GDB, 'utf8').replace(/^8\.(\d)/gm, '9.$1'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const importChapter = (...extra: string[]) => runImport([chapter, '--lang', 'ru', '--game', 'gdb', '--doc', 'fire-phase', ...extra], root);
const page = () => join(root, 'content/rules/ru/gdb/fire-phase.mdx');

describe('npm run import', () => {
  it('copies the source byte for byte under the next free name, describes it, and writes a draft', () => {
    const { code, lines } = importChapter();
    expect(code, lines.join('\n')).toBe(0);
    const entries = parse(readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8')) as { file: string }[];
    const entry = entries.at(-1)!;
    expect(entry.file).toMatch(/^003_[0-9a-f]{16}\.txt$/);
    // Its provenance, and what it omits (the chapter says it does not publish two tables), are the person's to write:
    // the build refuses them as the importer left them, and takes them once written.
    expect(sourceSchema.safeParse(entry).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['provenance.es', 'provenance.ru', 'omits.es.0', 'omits.ru.0']);
    const written = { provenance: { es: 'Un foro de aficionados.', ru: 'Любительский форум.' }, omits: { es: ['Dos tablas.'], ru: ['Две таблицы.'] } };
    expect(sourceSchema.safeParse({ ...entry, ...written }).success).toBe(true);
    expect(readFileSync(join(root, 'content/sources', entry.file)).equals(readFileSync(chapter))).toBe(true);
    const draft = readFileSync(page(), 'utf8');
    expect(draft).toContain(`source: ${entry.file}`);
    expect(draft).toContain('<Clause id="9-5-e" label="9.5 д)" as="li">');
    // The title is the text's first line, named for a person to check (a maintainer review: a forum's name was taken).
    expect(lines).toContain(`title: «${readFileSync(chapter, 'utf8').split('\n')[0]!.trim()}», the text's first line: check that it names the document (in the front matter and sources.yaml)`);
  });

  it('re-imports a changed source without losing hand edits', () => {
    importChapter();
    const edited = readFileSync(page(), 'utf8')
      .replace('<Clause id="9-1" label="9.1"', '<Clause id="fire-phase-overview" label="9.1"')
      .replace('</ol>\n\n</Clause>\n\n<Clause id="9-3"', '</ol>\n\n<Note>Hand-written note on 9.2.</Note>\n\n</Clause>\n\n<Clause id="9-3"');
    expect(edited).toContain('Hand-written note');
    writeFileSync(page(), edited);
    writeFileSync(chapter, readFileSync(chapter, 'utf8').replace('со скорость 30см', 'со скоростью 30см'));
    const { code, lines } = importChapter();
    expect(code, lines.join('\n')).toBe(0);
    const merged = readFileSync(page(), 'utf8');
    expect(merged).toContain('Hand-written note on 9.2.');
    expect(merged).toContain('<Clause id="fire-phase-overview" label="9.1"');
    expect(merged).toContain('со скоростью 30см');
    expect(merged).not.toContain('со скорость 30см');
  });

  it('refuses, naming the clauses, when the source changed where the page was edited', () => {
    importChapter();
    const edited = readFileSync(page(), 'utf8').replace('со скорость 30см', 'со скоростью в 30см');
    writeFileSync(page(), edited);
    writeFileSync(chapter, readFileSync(chapter, 'utf8').replace('со скорость 30см', 'со скоростью 30 см'));
    const { code, lines } = importChapter();
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('in clauses: 9-5-c');
    expect(readFileSync(page(), 'utf8')).toBe(edited);
  });

  it('names the problem with bad arguments or a bad file, and writes nothing', () => {
    expect(runImport([], root).lines.join('\n')).toContain('usage:');
    expect(runImport([chapter, '--lang', 'fr', '--game', 'gdb', '--doc', 'x'], root).lines.join('\n')).toContain('--lang must be one of es, ru');
    expect(runImport([chapter, '--lang', 'ru', '--game', 'chess', '--doc', 'x'], root).lines.join('\n')).toContain('--game must be one of');
    expect(runImport([chapter, '--lang', 'ru', '--game', 'gdb', '--doc', 'Bad Name'], root).lines.join('\n')).toContain('--doc must be');
    expect(runImport([join(root, 'missing.txt'), '--lang', 'ru', '--game', 'gdb', '--doc', 'x'], root).lines.join('\n')).toContain('no such file');
    writeFileSync(chapter, '');
    const empty = importChapter();
    expect(empty.code).toBe(1);
    expect(empty.lines.join('\n')).toContain('the source is empty');
    writeFileSync(chapter, Buffer.from([0x38, 0x2e, 0x31, 0x20, 0xff, 0xfe]));
    expect(importChapter().lines.join('\n')).toContain('not UTF-8');
  });

  it('never overwrites the source of another text through --name (a maintainer review)', () => {
    const before = readFileSync(join(root, 'content/sources/000_9fd39beb8b0e04ff.txt'));
    const yaml = readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8');
    const taken = importChapter('--name', '000_9fd39beb8b0e04ff.txt');
    expect(taken.code).toBe(1);
    expect(taken.lines.join('\n')).toContain('--name 000_9fd39beb8b0e04ff.txt is the source of ocs/reaction-phase; nothing was written');
    expect(readFileSync(join(root, 'content/sources/000_9fd39beb8b0e04ff.txt')).equals(before)).toBe(true);
    expect(readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8')).toBe(yaml);
    // A file nobody describes, of other bytes, is not overwritten either; the same document's own name still is.
    writeFileSync(join(root, 'content/sources/005_0123456789abcdef.txt'), 'Otro texto.\n');
    expect(importChapter('--name', '005_0123456789abcdef.txt').lines.join('\n')).toContain('content/sources/005_0123456789abcdef.txt exists and holds another text');
    expect(importChapter('--name', '006_0123456789abcdef.txt').code).toBe(0);
    writeFileSync(chapter, readFileSync(chapter, 'utf8').replace('со скорость 30см', 'со скоростью 30см'));
    expect(importChapter('--name', '006_0123456789abcdef.txt').code).toBe(0);
  });

  it('refuses the same text under another document\'s name, naming the document whose source it is (a maintainer review: a mistyped --doc)', () => {
    expect(importChapter().code).toBe(0);
    const yaml = readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8');
    const file = (parse(yaml) as { file: string }[]).at(-1)!.file;
    const typo = runImport([chapter, '--lang', 'ru', '--game', 'gdb', '--doc', 'fire-phse'], root);
    expect(typo).toEqual({ code: 1, lines: [`import: ${chapter} is already the source of gdb/fire-phase (content/sources/${file}); nothing was written. To import it again, use --game gdb --doc fire-phase`] });
    expect(readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8')).toBe(yaml);
    // The document's own name still takes it again.
    expect(importChapter().code).toBe(0);
  });

  it('leaves a TODO for what the text omits where the draft marks a table it does not publish (a maintainer review: it wrote none)', () => {
    writeFileSync(chapter, `${readFileSync(chapter, 'utf8')}\n9.9. Tabla de fuego.\nLa tabla no la publico aquí.\n`);
    expect(importChapter().code).toBe(0);
    const entry = (parse(readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8')) as { omits: { es: string[]; ru: string[] } }[]).at(-1)!;
    expect(entry.omits.es[0]).toMatch(/^TODO: /u);
    expect(entry.omits.ru[0]).toMatch(/^TODO: /u);
    expect(sourceSchema.safeParse(entry).error?.issues.map((issue) => issue.path.join('.'))).toContain('omits.es.0');
  });

  it('says how to undo an import in the wrong language, not only that a translation is written otherwise (a maintainer review)', () => {
    expect(importChapter().code).toBe(0);
    const file = (parse(readFileSync(join(root, 'content/sources/sources.yaml'), 'utf8')) as { file: string }[]).at(-1)!.file;
    const again = runImport([chapter, '--lang', 'es', '--game', 'gdb', '--doc', 'fire-phase'], root);
    expect(again.code).toBe(1);
    expect(again.lines.join('\n')).toContain(
      `gdb/fire-phase has its original in ru: a translation into es is written with npm run translate. If that import took the wrong --lang, remove content/rules/ru/gdb/fire-phase.mdx, content/imports/ru/gdb/fire-phase.mdx, content/sources/${file} and its entry in content/sources/sources.yaml, then import again`,
    );
  });

  it('warns, without refusing, when the text does not look like its language', () => {
    const { code, lines } = runImport([chapter, '--lang', 'es', '--game', 'gdb', '--doc', 'fire-phase'], root);
    expect(code).toBe(0);
    expect(lines[0]).toContain('warning: ');
  });
});

describe('mergeDraft', () => {
  it('takes the new draft where nobody edited, and keeps edits where the source did not change', () => {
    expect(mergeDraft('a\nb\nc', 'a\nb\nc', 'a\nB\nc')).toEqual({ ok: true, mdx: 'a\nB\nc' });
    expect(mergeDraft('a\nb\nc\nd\ne', 'a\nb\nc\nd\nE', 'A\nb\nc\nd\ne')).toEqual({ ok: true, mdx: 'A\nb\nc\nd\nE' });
  });

  it('names the clause where both changed', () => {
    const base = '<Clause id="1-1" label="1.1">\nold\n</Clause>';
    expect(mergeDraft(base, base.replace('old', 'mine'), base.replace('old', 'theirs'))).toEqual({ ok: false, conflicts: ['1-1'] });
  });
});
