import { spawnSync } from 'node:child_process';
import { withProjectCopy } from '../../scripts/lib/project-copy';

/**
 * Builds a throw-away copy of the site after `mutate` has changed it; returns the exit status and
 * everything the build printed. The real project is never touched.
 * @example buildFixture((root) => rmSync(join(root, 'content/rules/es/ocs'), { recursive: true })).status // 0
 */
export function buildFixture(mutate: (root: string) => void): { status: number | null; output: string } {
  return withProjectCopy((root) => {
    mutate(root);
    const build = spawnSync('npx', ['astro', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', PRECOMPRESS: '0' },
      timeout: 170_000,
    });
    return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
  });
}
