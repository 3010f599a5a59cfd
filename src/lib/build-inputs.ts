import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a page may be made from besides its own code: the texts and data (`content/`), the code that turns them
 * into pages at compile time (the Markdown plugins and what they read, below `src/`), and the configuration.
 */
const INPUTS = ['content', 'src', 'astro.config.mjs'];

/** The files of an input, file or folder, relative to `root`, in a stable order. */
function filesOf(root: string, input: string): string[] {
  const path = join(root, input);
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const keys = new Map<string, string>();

/**
 * The cache key every page gives Astro's incremental build: one hash of all of {@link INPUTS}. Astro reuses a page
 * from the last build only when its key and its own code are unchanged, so a change to any text, datum or plugin
 * renders every page again (a page reads more of the site than its own document: the other versions, the
 * glossary, the corrections), and a rebuild with nothing changed renders none.
 * @example export const getStaticPaths = () => paths.map((path) => ({ ...path, cacheKey: buildInputsKey() }))
 */
export function buildInputsKey(root = process.cwd()): string {
  let key = keys.get(root);
  if (key === undefined) {
    const hash = createHash('sha256');
    for (const file of INPUTS.flatMap((input) => filesOf(root, input))) hash.update(`${file}\n`).update(readFileSync(join(root, file))).update('\n');
    key = hash.digest('hex');
    keys.set(root, key);
  }
  return key;
}

/**
 * A route's static paths, each with the {@link buildInputsKey}, so that Astro's incremental build may reuse its pages.
 * @example export const getStaticPaths = () => withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })))
 */
export function withBuildInputsKey<P extends object>(paths: readonly P[]): (P & { cacheKey: string })[] {
  const cacheKey = buildInputsKey();
  return paths.map((path) => ({ ...path, cacheKey }));
}
