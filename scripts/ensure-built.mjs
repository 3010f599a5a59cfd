// Builds the site when dist/ is missing or older than its inputs (used by start and bench).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const INPUTS = ['content', 'src', 'public', 'astro.config.mjs', 'package-lock.json'];
const MARKER = 'dist/clauses.json';

/** The newest modification time below a path. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Runs `npm run build` when dist/ is missing or stale; exits the process if the build fails.
 * @example ensureBuilt()
 */
export function ensureBuilt() {
  const stale = !existsSync(MARKER) || INPUTS.filter(existsSync).some((input) => newest(input) > statSync(MARKER).mtimeMs);
  if (!stale) return;
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
