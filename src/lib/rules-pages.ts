/**
 * Rules pages as the build renders them: a page with the clauses its MDX declares, and the checks that
 * fail the build when a page disagrees with its path or a translation with its original.
 */
import type { CollectionEntry, render as renderEntry } from 'astro:content';
import { clauseParity } from './clause-ids';
import { docKey, type DocVersion } from './documents';
import type { DeclaredClause } from './mdx/remark-clauses';

type Rendered = Awaited<ReturnType<typeof renderEntry>>;

/**
 * Renders a rules page and returns its content with the clauses its MDX declares.
 * @example const { Content, clauses } = await renderClauses(entry, render)
 */
export async function renderClauses(entry: CollectionEntry<'rules'>, render: typeof renderEntry) {
  const rendered: Rendered = await render(entry);
  const frontmatter = rendered.remarkPluginFrontmatter as { clauses?: DeclaredClause[]; corrections?: unknown[]; glossaryTerms?: string[] };
  return { Content: rendered.Content, clauses: frontmatter.clauses ?? [], frontmatter };
}

/**
 * Fails the build, naming the file, when a page's path disagrees with its front matter, when a
 * translation has no original, or when its clause ids differ from the original's.
 * @example await checkRulesPages(await loadRules())
 */
export async function checkRulesPages(rules: { entry: CollectionEntry<'rules'>; version: DocVersion }[]): Promise<void> {
  const { render } = await import('astro:content');
  const problems: string[] = [];
  for (const { entry, version } of rules) {
    const expected = `${version.lang}/${version.game}/${version.doc}`;
    if (entry.id !== expected) problems.push(`${entry.filePath}: front matter says ${expected}, the file is at ${entry.id}`);
    if (version.original) continue;
    const original = rules.find((r) => r.version.original && docKey(r.version) === docKey(version));
    if (!original || original.version.lang !== version.translatedFrom) {
      problems.push(`${entry.filePath}: translatedFrom "${version.translatedFrom}" but no original ${version.translatedFrom}/${docKey(version)} exists`);
      continue;
    }
    const [mine, theirs] = await Promise.all([renderClauses(entry, render), renderClauses(original.entry, render)]);
    problems.push(...translationIdProblems(entry.filePath ?? entry.id, theirs.clauses.map((c) => c.id), mine.clauses.map((c) => c.id)));
  }
  if (problems.length) throw new Error(`Rules pages are inconsistent:\n  ${problems.join('\n  ')}`);
}

/**
 * How a translation's clause ids differ from its original's, as the build reports it (naming the file).
 * @example translationIdProblems('es/gdb/x.mdx', ['8-5-g'], ['8-5-z'])
 * // ['es/gdb/x.mdx: missing clause ids of its original: 8-5-g', 'es/gdb/x.mdx: clause ids its original does not have: 8-5-z']
 */
export function translationIdProblems(filePath: string, originalIds: string[], translationIds: string[]): string[] {
  const { missing, extra } = clauseParity(originalIds, translationIds);
  return [
    ...(missing.length ? [`${filePath}: missing clause ids of its original: ${missing.join(', ')}`] : []),
    ...(extra.length ? [`${filePath}: clause ids its original does not have: ${extra.join(', ')}`] : []),
  ];
}
