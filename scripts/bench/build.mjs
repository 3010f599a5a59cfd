// Timed builds for the bench: wall time, CPU time, and the figures the build logs about itself.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { cpuMsOfTimes, parseBuildLog } from './build-log.ts';
import { bundlePath } from '../../src/lib/site-paths.ts';

/** The files of a search bundle that are the index itself, not Pagefind's code. */
const INDEX_FILE = /^(index|fragment|filter)\/|\.pf_meta$|^pagefind-entry\.json$/;

/** Every file below a folder, relative to it. */
export function filesBelow(root, prefix = '') {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(root, path) : [path];
  });
}

/** One language's index size (its files are stored compressed) and its whole bundle's, raw and gzip-compressed. */
export function indexSizes(dist, lang) {
  const root = join(dist, bundlePath(lang));
  const sizes = { index: 0, bundle: 0, bundleGzip: 0 };
  for (const file of filesBelow(root)) {
    const bytes = readFileSync(join(root, file));
    sizes.bundle += bytes.length;
    sizes.bundleGzip += gzipSync(bytes).length;
    if (INDEX_FILE.test(file)) sizes.index += bytes.length;
  }
  return sizes;
}

/** The build as the bench runs it, in any project folder: that project's Astro, on the Node running the bench. */
const ASTRO_BUILD = `"${process.execPath}" node_modules/astro/bin/astro.mjs build`;
/** The build with nothing taken from the last one (no page copied, every post-build step run), to time each part. */
export const FULL_BUILD = `${ASTRO_BUILD} --force`;

/**
 * Runs `astro build` in a project folder and times it: wall time, and CPU time of the build and every
 * process it started (bash's `times`), which a busy shared machine distorts far less. Throws, with the end of the log, when the build fails.
 * `command` is the build as a shell command; by default the project's own Astro on this Node, as the comparison
 * builds the other site (not through `npx`, whose own start adds a third of a second to one side only).
 */
export function timedBuild(root = '.', command = ASTRO_BUILD) {
  const scratch = mkdtempSync(join(tmpdir(), 'rules-bench-build-'));
  const log = join(scratch, 'build.log');
  const times = join(scratch, 'times');
  try {
    const started = performance.now();
    const build = spawnSync('bash', ['-c', `${command} > "$BENCH_BUILD_LOG" 2>&1; status=$?; times > "$BENCH_BUILD_TIMES"; exit $status`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', BENCH_BUILD_LOG: log, BENCH_BUILD_TIMES: times },
    });
    const wallMs = performance.now() - started;
    const output = readFileSync(log, 'utf8');
    if (build.status !== 0) throw new Error(`The build in ${root} failed:\n${output.split('\n').slice(-40).join('\n')}`);
    const figures = parseBuildLog(output);
    const cpuMs = cpuMsOfTimes(readFileSync(times, 'utf8'));
    return { wallMs: Math.round(wallMs), cpuMs, ...figures, siteWallMs: Math.round(wallMs - figures.indexMs) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
