import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { INCREMENTAL_MANIFEST, endBuild, startBuild } from '../../../src/integrations/incremental-build';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A cache folder as a build that ended leaves it: the incremental build's list of the pages it holds. */
function cache(): string {
  const folder = mkdtempSync(join(tmpdir(), 'incremental-'));
  folders.push(folder);
  writeFileSync(join(folder, INCREMENTAL_MANIFEST), '{"version":1,"routes":{}}');
  return folder;
}

describe('the incremental build after a build that did not end', () => {
  it('keeps the cached pages after builds that ended', () => {
    const folder = cache();
    expect(startBuild(folder)).toBe(false);
    endBuild(folder);
    expect(startBuild(folder)).toBe(false);
    expect(existsSync(join(folder, INCREMENTAL_MANIFEST))).toBe(true);
  });

  it('renders every page again after a build that stopped midway', () => {
    const folder = cache();
    startBuild(folder);
    // No end: a page failed, or the build was stopped.
    expect(startBuild(folder)).toBe(true);
    expect(existsSync(join(folder, INCREMENTAL_MANIFEST))).toBe(false);
    endBuild(folder);
    expect(startBuild(folder)).toBe(false);
  });

  it('starts in a cache folder that does not exist yet', () => {
    const folder = join(cache(), 'astro');
    expect(startBuild(folder)).toBe(false);
    endBuild(folder);
  });
});
