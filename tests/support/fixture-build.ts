import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';

const PROJECT_FILES = ['content', 'src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * Builds a throw-away copy of the site after `mutate` has changed it; returns the exit status and
 * everything the build printed. The real project is never touched.
 */
export function buildFixture(mutate: (root: string) => void): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'rules-fixture-'));
  try {
    for (const file of PROJECT_FILES) cpSync(file, join(root, file), { recursive: true });
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    mutate(root);
    const build = spawnSync('npx', ['astro', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 180_000,
    });
    return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
