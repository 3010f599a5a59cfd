import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Astro's incremental build lists what its cache holds (`experimental.incrementalBuild`), in its cache folder. */
export const INCREMENTAL_MANIFEST = 'incremental-build.json';
/** Left in the cache folder while a build runs; found at the start of the next, it says the last one did not end. */
const UNFINISHED_MARK = 'rules-build-unfinished';

/**
 * Called as a build starts. Astro's incremental build writes each page it renders into its cache at once, but the list
 * of what the cache holds (its manifest) only once every page is rendered: a build that stops midway (a page that
 * fails, Ctrl+C) leaves its own pages under the previous build's list, and the next build would restore them as
 * that build's. So when the last build did not end, this one starts without the list, and renders every page.
 * Returns whether it did so.
 * @example startBuild('node_modules/.astro') // false after a build that ended
 */
export function startBuild(cacheDir: string): boolean {
  const unfinished = lastBuildUnfinished(cacheDir);
  if (unfinished) rmSync(join(cacheDir, INCREMENTAL_MANIFEST), { force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, UNFINISHED_MARK), '');
  return unfinished;
}

/**
 * Whether the last build in a project started and did not end (failed or stopped): what dist/ holds then is half of
 * a build, or one the build refused (a published link it would break).
 * @example lastBuildUnfinished('node_modules/.astro') // true after a build that failed
 */
export function lastBuildUnfinished(cacheDir: string): boolean {
  return existsSync(join(cacheDir, UNFINISHED_MARK));
}

/**
 * Called once the build, its last step included, has ended well.
 * @example endBuild('node_modules/.astro')
 */
export function endBuild(cacheDir: string): void {
  rmSync(join(cacheDir, UNFINISHED_MARK), { force: true });
}

/**
 * Keeps Astro's incremental build from restoring pages of a build that did not end (see `startBuild`). Listed
 * last, so that its end comes after every other step's.
 * @example integrations: [..., postBuild(), incrementalBuildGuard()]
 */
export function incrementalBuildGuard(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'rules-incremental-build-guard',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': ({ logger }) => {
        if (startBuild(cacheDir)) logger.info('the last build did not end: every page is rendered again');
      },
      'astro:build:done': () => endBuild(cacheDir),
    },
  };
}
