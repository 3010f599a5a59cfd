// Builds the site when dist/ is missing or older than its inputs (used by start and bench).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { lastBuildUnfinished } from '../src/integrations/incremental-build.ts';

const INPUTS = ['content', 'src', 'public', 'astro.config.mjs', 'package-lock.json'];
const MARKER = 'dist/clauses.json';
/** Astro's cache folder, where a build marks itself unfinished until it ends (the project sets no other). */
const ASTRO_CACHE = 'node_modules/.astro';
/** Written by the precompression step: its absence means the build skipped it. */
const PRECOMPRESSED_MARKER = `${MARKER}.br`;

/** The newest modification time below a path. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Whether the project at `root` needs a build: dist/ is missing or older than its inputs, the last build did not end
 * (it failed, or refused to break a published link, after writing part of dist/), or (when `precompressed` files are
 * wanted) the last build skipped precompression.
 * @example buildNeeded('.', { precompressed: false }) // false right after `npm run build`
 */
export function buildNeeded(root, { precompressed }) {
  const marker = join(root, MARKER);
  if (!existsSync(marker) || lastBuildUnfinished(join(root, ASTRO_CACHE))) return true;
  if (precompressed && !existsSync(join(root, PRECOMPRESSED_MARKER))) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.map((input) => join(root, input)).filter(existsSync).some((input) => newest(input) > built);
}

/**
 * Runs `npm run build` when needed; exits the process if the build fails. Without `precompressed`
 * (a local server compresses nothing ahead) the build skips precompression.
 * @example ensureBuilt({ precompressed: false })
 */
export function ensureBuilt({ precompressed = true } = {}) {
  if (!buildNeeded('.', { precompressed })) return;
  console.log('Building the site…');
  const env = { ...process.env, ...(precompressed ? {} : { PRECOMPRESS: '0' }) };
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
