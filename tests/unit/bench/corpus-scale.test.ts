import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { copyRulesPage, copySlug, copySources } from '../../../scripts/bench/corpus-scale';
import { rulesPageSchema, sourceSchema } from '../../../src/lib/content-schema';

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
