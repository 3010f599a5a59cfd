// Every test: a fresh build of the real site, then unit, build-output and browser tests against it.
// The build skips precompression: its tests are the fixture's build (tests/build/fixture-build.test.ts), and nginx's
// (tests/build/nginx.test.ts), which compresses what it serves.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });

if (!process.argv.includes('--no-build')) {
  const build = run('npm', ['run', 'build'], { PRECOMPRESS: '0' });
  if (build.status !== 0) {
    console.error('The site did not build; no test ran.');
    process.exit(build.status ?? 1);
  }
}

mkdirSync('test-results', { recursive: true });
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const tests = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json', ...extra]);

try {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (report.numTotalTests === 0) process.exit(1);
} catch {
  console.error('No test report was written.');
  process.exit(1);
}
process.exit(tests.status ?? 1);
