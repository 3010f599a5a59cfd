/**
 * Rules pages as the build renders them: a page with the clauses its MDX declares, and the checks that
 * fail the build when a page disagrees with its path or a translation with its original.
 */
import type { CollectionEntry, render as renderEntry } from 'astro:content';
import { docKey, type DocVersion } from './documents';
import type { DeclaredClause } from './mdx/remark-clauses';
import { readKeptHashes } from './translation-hashes';
import { strictTranslations, translationParity, translationProgress, type TranslationProgress } from './translation-progress';

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
 * translation has no original, or has a clause its original does not have (or nests one elsewhere).
 * A translation may leave clauses untranslated; one translated from an older wording of its original
 * is reported as a warning, and fails the build with `RULES_STRICT_TRANSLATIONS=1`.
 * `render` is Astro's, passed in as {@link renderClauses} takes it.
 * @example await checkRulesPages(await loadRules(), render)
 */
export async function checkRulesPages(rules: { entry: CollectionEntry<'rules'>; version: DocVersion }[], render: typeof renderEntry): Promise<void> {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const { entry, version } of rules) {
    const expected = `${version.lang}/${version.game}/${version.doc}`;
    if (entry.id !== expected) problems.push(`${entry.filePath}: front matter says ${expected}, the file is at ${entry.id}`);
    if (version.original) continue;
    const original = rules.find((r) => r.version.original && docKey(r.version) === docKey(version));
    if (!original || original.version.lang !== version.translatedFrom) {
      problems.push(`${entry.filePath}: translatedFrom "${version.translatedFrom}" but no original ${version.translatedFrom}/${docKey(version)} exists`);
      continue;
    }
    const progress = await progressOf(entry, original.entry, version, render);
    const parity = translationParity(entry.filePath ?? entry.id, progress, strictTranslations(process.env));
    problems.push(...parity.errors);
    warnings.push(...parity.warnings);
  }
  if (problems.length) throw new Error(`Rules pages are inconsistent:\n  ${problems.join('\n  ')}`);
  if (warnings.length) console.warn(`Translations to review:\n  ${warnings.join('\n  ')}`);
}

/**
 * How far a translation has got against its original, with the hashes kept for it in `content/translations/`.
 * @example const { translated, total } = await progressOf(entry, original.entry, version, render)
 */
export async function progressOf(
  entry: CollectionEntry<'rules'>,
  original: CollectionEntry<'rules'>,
  version: Pick<DocVersion, 'lang' | 'game' | 'doc'>,
  render: typeof renderEntry,
): Promise<TranslationProgress> {
  const [mine, theirs] = await Promise.all([renderClauses(entry, render), renderClauses(original, render)]);
  return translationProgress(theirs.clauses, mine.clauses, readKeptHashes(version.lang, version.game, version.doc));
}
