import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { starlightMarkdown, starlightSiteFiles } from '../../../scripts/bench/starlight-site';

const GDB = readFileSync('content/rules/ru/gdb/movement-phase.mdx', 'utf8');
const COMBAT = readFileSync('content/rules/es/ocs/combat-table.mdx', 'utf8');
const frontMatter = (page: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(page)![1]!) as Record<string, unknown>;
/** The words of a text, markup and punctuation aside. */
const words = (text: string) => text.replace(/<[^>]+>/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? [];

describe('the Starlight pages of the comparison', () => {
  it('keeps every word of a real page and no component', () => {
    const markdown = starlightMarkdown(GDB);
    expect(markdown).not.toMatch(/<\/?(Clause|Note|NotPublished|MarchPlanner|CombatTool|Caption)\b/);
    const body = GDB.slice(GDB.indexOf('\n---\n', 4) + 5).replace(/<(Clause|Note)\b(?:[^>"]|"[^"]*")*>/g, ' ');
    const written = new Set(words(markdown));
    expect(words(body).filter((word) => !written.has(word))).toEqual([]);
  });

  it('turns clause headings into headings, sub-clauses into list items, coded terms into definitions, notes into asides', () => {
    const markdown = starlightMarkdown(GDB);
    expect(markdown).toContain('\n## 8.1. Фаза Передвижений.\n');
    expect(markdown).toContain('<li>\nа) Не присоединенные');
    expect(markdown).toContain('\n:::note\nЗдесь для тактического марша');
    expect(markdown).toContain('### ТАКТИЧЕСКИЙ МАРш ИСПОЛЬЗУЯ ИНИЦИАТИВУ БРИГАДНОГО ГЕНЕРАЛА');
    expect(starlightMarkdown(COMBAT)).toContain('<dt>DG</dt>\n<dd>\nDefensor Desorganizado\n</dd>');
  });

  it('leaves out the imports and exports of a page that brings its own components', () => {
    const markdown = starlightMarkdown(COMBAT);
    expect(COMBAT).toMatch(/^import CombatToolWidget /m);
    expect(markdown).not.toMatch(/^(import|export)\b|CombatToolWidget|^\/\//m);
    expect(markdown).toContain('TABLA DE COMBATE');
  });

  it('gives Starlight the title and description, and nothing it does not know', () => {
    expect(frontMatter(starlightMarkdown(COMBAT))).toEqual({ title: frontMatter(COMBAT).title, description: frontMatter(COMBAT).description });
  });

  it('writes every document once per copy, as the scale run names them', () => {
    const files = starlightSiteFiles({ 'ru/gdb/movement-phase.mdx': GDB }, 3);
    expect(Object.keys(files).filter((path) => path.includes('/gdb/'))).toEqual([
      'src/content/docs/ru/gdb/movement-phase.md',
      'src/content/docs/ru/gdb/movement-phase-copy-2.md',
      'src/content/docs/ru/gdb/movement-phase-copy-3.md',
    ]);
    expect(frontMatter(files['src/content/docs/ru/gdb/movement-phase-copy-3.md']!).title).toBe(`${String(frontMatter(GDB).title)} (3)`);
    expect(JSON.parse(files['package.json']!).dependencies['@astrojs/starlight']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses a page without front matter', () => {
    expect(() => starlightMarkdown('<Clause id="x" label="x">y</Clause>')).toThrow(/front matter/);
  });
});
