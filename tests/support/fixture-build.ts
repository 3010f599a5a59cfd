import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';

const PROJECT_FILES = ['content', 'src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * Runs `use` on a throw-away copy of the project (its sources, with node_modules linked), removed
 * afterwards whatever happens. The real project is never touched.
 * @example withProjectCopy((root) => existsSync(join(root, 'astro.config.mjs'))) // true
 */
export function withProjectCopy<T>(use: (root: string) => T): T {
  const root = mkdtempSync(join(tmpdir(), 'rules-fixture-'));
  try {
    for (const file of PROJECT_FILES) cpSync(file, join(root, file), { recursive: true });
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    return use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Builds a throw-away copy of the site after `mutate` has changed it; returns the exit status and
 * everything the build printed, and the built files named in `keep`. The real project is never touched.
 */
export function buildFixture(
  mutate: (root: string) => void,
  keep: string[] = [],
): { status: number | null; output: string; files: Record<string, string> } {
  return withProjectCopy((root) => {
    mutate(root);
    const build = spawnSync('npx', ['astro', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', PRECOMPRESS: '0' },
      timeout: 170_000,
    });
    const files = Object.fromEntries(
      keep.filter((file) => existsSync(join(root, 'dist', file))).map((file) => [file, readFileSync(join(root, 'dist', file), 'utf8')]),
    );
    return { status: build.status, output: `${build.stdout}\n${build.stderr}`, files };
  });
}
