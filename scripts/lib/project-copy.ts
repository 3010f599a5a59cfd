import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

const PROJECT_FILES = ['content', 'src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * A throw-away copy of the project (its sources, with node_modules linked) and the way to remove it,
 * for a caller that keeps it across several steps (a test file's fixture). The real project is never touched.
 * @example const copy = createProjectCopy(); try { build(copy.root); } finally { copy.remove(); }
 */
export function createProjectCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'rules-fixture-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const file of PROJECT_FILES) cpSync(file, join(root, file), { recursive: true });
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}

/**
 * Runs `use` on a throw-away copy of the project (its sources, with node_modules linked), removed
 * afterwards whatever happens. The real project is never touched.
 * @example withProjectCopy((root) => existsSync(join(root, 'astro.config.mjs'))) // true
 */
export function withProjectCopy<T>(use: (root: string) => T): T {
  const copy = createProjectCopy();
  try {
    return use(copy.root);
  } finally {
    copy.remove();
  }
}
