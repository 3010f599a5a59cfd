import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

const PROJECT_FILES = ['content', 'src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
/** The folders of node_modules that hold caches of earlier builds, not packages. */
const COPY_CACHES = ['.cache', '.vite', '.astro'];
/**
 * Astro's cache, of which each copy has its own in any case: it holds the pages the incremental build restores, and
 * a copy building beside the project (a test's fixture) must neither restore the project's pages nor leave its own.
 */
const OWN_CACHES = ['.astro'];

/**
 * A throw-away copy of the project (its sources, with node_modules linked) and the way to remove it,
 * for a caller that keeps it across several steps (a test file's fixture). The real project is never touched.
 * With `coldCaches`, the copy's build caches (`node_modules/.cache`, Vite's, Astro's) start empty; Astro's always does.
 * @example const copy = createProjectCopy(); try { build(copy.root); } finally { copy.remove(); }
 */
export function createProjectCopy(options: { coldCaches?: boolean } = {}): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'rules-fixture-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const file of PROJECT_FILES) cpSync(file, join(root, file), { recursive: true });
    // Every package linked one by one, beside empty caches of the copy's own (with `coldCaches`, the build's, Vite's
    // and Astro's; otherwise Astro's alone).
    const own = options.coldCaches ? COPY_CACHES : OWN_CACHES;
    mkdirSync(join(root, 'node_modules'));
    for (const entry of readdirSync('node_modules')) {
      if (!own.includes(entry)) symlinkSync(resolve('node_modules', entry), join(root, 'node_modules', entry));
    }
    if (options.coldCaches) mkdirSync(join(root, 'node_modules/.cache'));
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}

/**
 * Runs `use` on a throw-away copy of the project (its sources, with node_modules linked), removed
 * afterwards whatever happens. The real project is never touched. With `coldCaches`, the copy's build
 * caches (`node_modules/.cache`: compressed files, link-preview cards) start empty.
 * @example withProjectCopy((root) => existsSync(join(root, 'astro.config.mjs'))) // true
 */
export function withProjectCopy<T>(use: (root: string) => T, options: { coldCaches?: boolean } = {}): T {
  const copy = createProjectCopy(options);
  try {
    return use(copy.root);
  } finally {
    copy.remove();
  }
}
