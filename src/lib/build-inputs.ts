import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { filesBelow } from './files-below';
import { sectionSettings } from './document-sections';

/**
 * What a page may be made from besides its own code: the texts and data (`content/`), the code that turns them
 * into pages at compile time (the Markdown plugins and what they read, below `src/`), and the configuration.
 */
const INPUTS = ['content', 'src', 'astro.config.mjs'];
/** The rules texts, of which a game's pages read only that game's (`rules/<lang>/<game>/<doc>.mdx`). */
const RULES = join('content', 'rules');

/** The files of an input, file or folder, relative to `root`, in a stable order. */
function filesOf(root: string, input: string): string[] {
  const path = join(root, input);
  return statSync(path).isDirectory() ? filesBelow(path).map((file) => join(input, file)) : [input];
}

/** The game a rules text belongs to, from its path (`content/rules/es/gdb/movement-phase.mdx` → `gdb`), if it is one. */
function gameOfRulesText(file: string): string | undefined {
  const parts = file.split(sep);
  return file.startsWith(`${RULES}${sep}`) && parts.length === 5 ? parts[3] : undefined;
}

/** A rules text's front matter (title, order, language versions): what the other games' pages may show of it. */
function frontMatter(text: string): string {
  return /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0] ?? '';
}

const keys = new Map<string, string>();

/**
 * The cache key of a page for Astro's incremental build, which reuses a page from the last build only when its key
 * and its own code are unchanged: one hash of all of {@link INPUTS}. With a `game`, the rules texts of the other
 * games count by their front matter alone, for the pages of that game (its documents' clause pages, sections and
 * side-by-side views, its booklets, its tool, its glossary entries), which show nothing else of them: a changed word
 * then renders again its own game's pages and the pages over every document (home, glossary, search), and restores
 * the other game's. Without, any change renders every page again.
 * @example export const getStaticPaths = () => paths.map((path) => ({ ...path, cacheKey: buildInputsKey() }))
 */
export function buildInputsKey(root = process.cwd(), game?: string): string {
  const id = `${root}\n${game ?? ''}`;
  let key = keys.get(id);
  if (key === undefined) {
    const hash = createHash('sha256');
    // The build's settings that change what pages hold: how long documents are cut into sections.
    hash.update(`${JSON.stringify(sectionSettings())}\n`);
    for (const file of INPUTS.flatMap((input) => filesOf(root, input))) {
      const body = readFileSync(join(root, file));
      const textGame = gameOfRulesText(file);
      const otherGame = game !== undefined && textGame !== undefined && textGame !== game;
      hash.update(`${file}\n`).update(otherGame ? frontMatter(body.toString('utf8')) : body).update('\n');
    }
    key = hash.digest('hex');
    keys.set(id, key);
  }
  return key;
}

/**
 * A route's static paths, each with its {@link buildInputsKey}: the game's, for the pages of one game's documents
 * (`game` gives a path's game), or the whole site's.
 * @example export const getStaticPaths = () => withBuildInputsKey(LANGUAGES.map((lang) => ({ params: { lang } })))
 */
export function withBuildInputsKey<P extends object>(paths: readonly P[], game?: (path: P) => string): (P & { cacheKey: string })[] {
  return paths.map((path) => ({ ...path, cacheKey: buildInputsKey(process.cwd(), game?.(path)) }));
}
