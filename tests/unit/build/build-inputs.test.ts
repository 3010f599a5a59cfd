import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildInputsKey, withBuildInputsKey } from '../../../src/lib/build-inputs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A small project: a text, a plugin, the configuration, and a file no page is made from. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  folders.push(root);
  mkdirSync(join(root, 'content/rules/es'), { recursive: true });
  mkdirSync(join(root, 'src/lib/mdx'), { recursive: true });
  writeFileSync(join(root, 'content/rules/es/a.mdx'), '<Clause id="8-3" label="8.3">Texto.</Clause>\n');
  writeFileSync(join(root, 'src/lib/mdx/plugin.ts'), 'export const plugin = 1;\n');
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
  writeFileSync(join(root, 'README.md'), '# Notes\n');
  return root;
}

describe('the key of the pages for the incremental build', () => {
  it('stays the same while nothing a page is made from changes', () => {
    const root = project();
    const key = buildInputsKey(root);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(join(root, 'README.md'), '# Other notes\n');
    expect(buildInputsKey(root)).toBe(key);
  });

  it.each([
    ['a text', 'content/rules/es/a.mdx', '<Clause id="8-3" label="8.3">Otro texto.</Clause>\n'],
    ['a new text', 'content/rules/es/b.mdx', '<Clause id="8-4" label="8.4">Texto.</Clause>\n'],
    ['a Markdown plugin', 'src/lib/mdx/plugin.ts', 'export const plugin = 2;\n'],
    ['the configuration', 'astro.config.mjs', 'export default { site: "https://x" };\n'],
  ])('changes with %s', (_, file, content) => {
    const before = project();
    const after = project();
    writeFileSync(join(after, file), content);
    expect(buildInputsKey(after)).not.toBe(buildInputsKey(before));
  });

  it("of a game's pages, leaves out the other games' texts, all but their front matter", () => {
    const before = project();
    mkdirSync(join(before, 'content/rules/es/ocs'), { recursive: true });
    writeFileSync(join(before, 'content/rules/es/ocs/b.mdx'), '---\ntitle: "Fase"\n---\n\nTexto.\n');
    const key = buildInputsKey(before, 'gdb');
    const body = project();
    mkdirSync(join(body, 'content/rules/es/ocs'), { recursive: true });
    writeFileSync(join(body, 'content/rules/es/ocs/b.mdx'), '---\ntitle: "Fase"\n---\n\nOtro texto.\n');
    expect(buildInputsKey(body, 'gdb')).toBe(key);
    expect(buildInputsKey(body, 'ocs')).not.toBe(buildInputsKey(before, 'ocs'));
    expect(buildInputsKey(body)).not.toBe(buildInputsKey(before));
    const title = project();
    mkdirSync(join(title, 'content/rules/es/ocs'), { recursive: true });
    writeFileSync(join(title, 'content/rules/es/ocs/b.mdx'), '---\ntitle: "Otra fase"\n---\n\nTexto.\n');
    expect(buildInputsKey(title, 'gdb')).not.toBe(key);
  });

  it('is given to every static path of a route', () => {
    const paths = withBuildInputsKey([{ params: { lang: 'es' } }, { params: { lang: 'ru' } }]);
    expect(paths.map((path) => path.cacheKey)).toEqual([buildInputsKey(), buildInputsKey()]);
    expect(paths[1]!.params).toEqual({ lang: 'ru' });
    const games = withBuildInputsKey([{ params: { game: 'ocs' } }, { params: { game: 'gdb' } }], (path) => path.params.game);
    expect(games.map((path) => path.cacheKey)).toEqual([buildInputsKey(process.cwd(), 'ocs'), buildInputsKey(process.cwd(), 'gdb')]);
  });
});
