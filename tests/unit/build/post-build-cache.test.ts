import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { renderedSite, restorePostBuild, savePostBuild } from '../../../src/integrations/post-build-cache';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A site as rendered (a page, a stylesheet), and a cache folder beside it. */
function rendered() {
  const folder = mkdtempSync(join(tmpdir(), 'post-build-cache-'));
  folders.push(folder);
  const root = join(folder, 'dist');
  mkdirSync(join(root, 'es/a'), { recursive: true });
  writeFileSync(join(root, 'es/a/index.html'), '<p>Modo Reserva</p>');
  writeFileSync(join(root, 'site.css'), 'p { color: black }');
  return { root, cacheDir: join(folder, 'cache') };
}

/** What the post-build steps write: new files, one changed page. */
function postBuildSteps(root: string) {
  writeFileSync(join(root, 'clauses.json'), '[{"id":"a"}]');
  writeFileSync(join(root, 'es/a/card.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, 'es/a/index.html'), '<p>Modo Reserva</p><!-- alias -->');
}

const tree = (root: string) =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name).slice(root.length), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );

describe("the post-build steps' results, kept between builds", () => {
  it('names a rendered site by its files and the inputs given', async () => {
    const a = rendered();
    const b = rendered();
    expect((await renderedSite(a.root, ['x'])).key).toBe((await renderedSite(b.root, ['x'])).key);
    expect((await renderedSite(a.root, ['x'])).key).not.toBe((await renderedSite(a.root, ['y'])).key);
    writeFileSync(join(b.root, 'site.css'), 'p { color: red }');
    expect((await renderedSite(b.root, ['x'])).key).not.toBe((await renderedSite(a.root, ['x'])).key);
  });

  it('restores, after a build that starts from the same site, exactly what the steps wrote', async () => {
    const first = rendered();
    const { files, key } = await renderedSite(first.root, ['x']);
    postBuildSteps(first.root);
    // Only what the steps wrote or changed is kept.
    expect(await savePostBuild(first.root, first.cacheDir, key, files)).toBe(3);
    const next = rendered();
    expect(await restorePostBuild(next.root, first.cacheDir, (await renderedSite(next.root, ['x'])).key)).toBe(3);
    expect(tree(next.root)).toEqual(tree(first.root));
  });

  it('restores nothing for a site it has not seen, and keeps the last build only', async () => {
    const first = rendered();
    const { files, key } = await renderedSite(first.root, ['x']);
    postBuildSteps(first.root);
    await savePostBuild(first.root, first.cacheDir, key, files);
    const other = rendered();
    writeFileSync(join(other.root, 'site.css'), 'p { color: red }');
    const otherSite = await renderedSite(other.root, ['x']);
    expect(await restorePostBuild(other.root, first.cacheDir, otherSite.key)).toBeNull();
    postBuildSteps(other.root);
    await savePostBuild(other.root, first.cacheDir, otherSite.key, otherSite.files);
    expect(readdirSync(first.cacheDir)).toEqual([otherSite.key]);
    expect(existsSync(join(first.cacheDir, key))).toBe(false);
  });
});

describe('when a build copies the last results instead of running the steps', () => {
  it('an ordinary build may; a forced one and one registering permalinks (npm run permalinks) may not', async () => {
    const { mayReuseLastResults } = await import('../../../src/integrations/post-build');
    expect(mayReuseLastResults(['node', 'astro', 'build'], {})).toBe(true);
    expect(mayReuseLastResults(['node', 'astro', 'build', '--force'], {})).toBe(false);
    expect(mayReuseLastResults(['node', 'astro', 'build'], { UPDATE_PERMALINKS: '1' })).toBe(false);
  });
});
