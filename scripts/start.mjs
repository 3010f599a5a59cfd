// Builds the site when dist/ is missing or older than its inputs, then serves dist/ on http://localhost:4321.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { preview } from 'astro';

const INPUTS = ['content', 'src', 'public', 'astro.config.mjs', 'package-lock.json'];
const port = Number(process.env.PORT ?? 4321);

/** The newest modification time below a path. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const marker = 'dist/clauses.json';
const stale = !existsSync(marker) || INPUTS.filter(existsSync).some((input) => newest(input) > statSync(marker).mtimeMs);
if (stale) {
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await preview({ server: { port, host: process.env.HOST ?? 'localhost' }, logLevel: 'warn' });
console.log(`Serving dist/ on http://localhost:${server.port}/ (Ctrl+C to stop)`);
