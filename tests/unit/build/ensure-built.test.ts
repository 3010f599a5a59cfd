import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildNeeded } from '../../../scripts/ensure-built.mjs';
import { endBuild, startBuild } from '../../../src/integrations/incremental-build';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project whose dist/ was built after its sources, with or without precompressed files. */
function builtProject(precompressed: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'ensure-built-'));
  folders.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/page.ts'), '');
  utimesSync(join(root, 'src/page.ts'), new Date(2026, 0, 1), new Date(2026, 0, 1));
  utimesSync(join(root, 'src'), new Date(2026, 0, 1), new Date(2026, 0, 1));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist/clauses.json'), '[]');
  if (precompressed) writeFileSync(join(root, 'dist/clauses.json.br'), '');
  return root;
}

describe('npm start and npm run bench build only when needed', () => {
  it('npm start serves a build without precompressed files as it is', () => {
    expect(buildNeeded(builtProject(false), { precompressed: false })).toBe(false);
  });

  it('the bench, which measures what nginx sends, rebuilds a build that skipped precompression', () => {
    expect(buildNeeded(builtProject(false), { precompressed: true })).toBe(true);
    expect(buildNeeded(builtProject(true), { precompressed: true })).toBe(false);
  });

  it('both rebuild after a build that did not end, whatever it left in dist/ (a build that refused to break a link)', () => {
    const root = builtProject(true);
    mkdirSync(join(root, 'node_modules/.astro'), { recursive: true });
    startBuild(join(root, 'node_modules/.astro'));
    expect(buildNeeded(root, { precompressed: false })).toBe(true);
    endBuild(join(root, 'node_modules/.astro'));
    expect(buildNeeded(root, { precompressed: false })).toBe(false);
  });

  it('both rebuild when a source is newer than the build', () => {
    const root = builtProject(true);
    writeFileSync(join(root, 'src/page.ts'), 'changed');
    utimesSync(join(root, 'src/page.ts'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(buildNeeded(root, { precompressed: false })).toBe(true);
  });

  it('both build when there is no build', () => {
    const root = builtProject(false);
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildNeeded(root, { precompressed: false })).toBe(true);
  });
});
