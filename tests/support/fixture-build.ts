import { spawnSync } from 'node:child_process';

/**
 * Builds a project (a throw-away copy of the site) where it is, as on a fresh machine (no SITE_URL); returns the
 * exit status and everything the build printed; `args` are the build's own (`--force`), `env` its settings. Without
 * `precompress`, the build skips precompression, as the site's test build does.
 * @example buildProject(copy.root).status // 0
 */
export function buildProject(
  root: string,
  args: string[] = [],
  { precompress = false, env = {} }: { precompress?: boolean; env?: Record<string, string> } = {},
): { status: number | null; output: string } {
  const build = spawnSync('npx', ['astro', 'build', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', PRECOMPRESS: precompress ? '1' : '0', SITE_URL: undefined, ...env },
    timeout: 300_000,
  });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
}
