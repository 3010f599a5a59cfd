import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copyRulesPage, copySlug, copySources, longDocument, textParagraphs } from '../../../scripts/bench/corpus-scale';
import { addLongDocument } from '../../../scripts/scale-corpus.mjs';
import { withProjectCopy } from '../../../scripts/lib/project-copy';
import { rulesPageSchema, sourceSchema } from '../../../src/lib/content-schema';
import { readSources } from '../../../src/lib/sources';

const ORIGINAL = readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8');
const frontMatter = (mdx: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(mdx)![1]!) as Record<string, unknown>;

describe('the corpus multiplied for the scale run', () => {
  it('names copies apart from the original, which keeps its slug', () => {
    expect(copySlug('movement-phase', 1)).toBe('movement-phase');
    expect(copySlug('movement-phase', 12)).toBe('movement-phase-copy-12');
    expect(() => copySlug('movement-phase', 0)).toThrow(/whole number/);
  });

  it('copies a real rules page as a valid page: new slug and title, every other field and the body unchanged', () => {
    const copy = copyRulesPage(ORIGINAL, 7);
    const front = frontMatter(copy);
    expect(rulesPageSchema.safeParse(front).success).toBe(true);
    expect(front).toEqual({ ...frontMatter(ORIGINAL), doc: 'movement-phase-copy-7', title: `${String(frontMatter(ORIGINAL).title)} (7)` });
    expect(copy.slice(copy.indexOf('\n---\n') + 5)).toBe(ORIGINAL.slice(ORIGINAL.indexOf('\n---\n') + 5));
  });

  it('refuses a page without front matter', () => {
    expect(() => copyRulesPage('<Clause id="x" />', 2)).toThrow(/front matter/);
  });

  it('gives every copy of every real source its own valid entry', () => {
    const real = parse(readFileSync('content/sources/sources.yaml', 'utf8')) as { doc: string }[];
    const copies = parse(copySources(readFileSync('content/sources/sources.yaml', 'utf8'), 3)) as { game: string; doc: string }[];
    expect(copies).toHaveLength(real.length * 3);
    expect(copies.every((entry) => sourceSchema.safeParse(entry).success)).toBe(true);
    expect(new Set(copies.map((entry) => `${entry.game}/${entry.doc}`)).size).toBe(copies.length);
    expect(copies.map((entry) => entry.doc)).toContain(`${real[0]!.doc}-copy-3`);
  });
});

describe('the generated long document', () => {
  const paragraphs = {
    ru: textParagraphs(readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8')),
    es: textParagraphs(readFileSync('content/rules/es/gdb/movement-phase.mdx', 'utf8')),
  };
  const ids = (mdx: string) => [...mdx.matchAll(/<Clause id="([^"]+)"/g)].map((match) => match[1]);

  it('reads the paragraphs of a real chapter without markup or sub-clause letters', () => {
    expect(paragraphs.ru).toContain('Не присоединенные к подразделениям Генералы могу Передвигаться только в Фазу Передвижений.');
    expect(paragraphs.ru.every((paragraph) => !/^[<а-я]\)/.test(paragraph) && !paragraph.includes('<'))).toBe(true);
  });

  it('has exactly the clauses asked for, the same ids in both languages, as valid pages', () => {
    for (const clauses of [4, 100, 1001]) {
      const document = longDocument(clauses, paragraphs);
      expect(ids(document.pages.ru)).toHaveLength(clauses);
      expect(ids(document.pages.es)).toEqual(ids(document.pages.ru));
      expect(rulesPageSchema.safeParse(frontMatter(document.pages.ru)).success).toBe(true);
      expect(rulesPageSchema.safeParse(frontMatter(document.pages.es)).success).toBe(true);
      expect(sourceSchema.safeParse(document.source).success).toBe(true);
    }
  });

  it('is written like the real chapters: lettered sub-clauses, notes, the glossary terms', () => {
    const { ru, es } = longDocument(100, paragraphs).pages;
    expect(ru).toContain('<Clause id="20-3-b" label="20.3 б)" as="li">\nб) ');
    expect(es).toContain('<Clause id="20-3-b" label="20.3 b)" as="li">\nb) ');
    expect(ru.match(/<Note>/g)).toHaveLength(3);
    expect(ru).toMatch(/[Тт]актическ[а-я]* [Мм]арш/u);
  });

  it('is added to a copy of the project with its source text, as the build requires of every source (the bench failed there)', () => {
    withProjectCopy((root) => {
      const doc = addLongDocument(root, 8);
      const sources = readSources(join(root, 'content/sources/sources.yaml'));
      const file = join(root, 'content/sources', String(sources[`gdb/${doc}`]?.file));
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(textParagraphs(readFileSync(join(root, 'content/rules/ru/gdb', `${doc}.mdx`), 'utf8'))[0]);
    });
  });

  it('refuses a size it cannot write', () => {
    expect(() => longDocument(3, paragraphs)).toThrow(/from 4/);
    expect(() => longDocument(10, { ru: [], es: ['x'] })).toThrow(/paragraphs/);
  });
});
