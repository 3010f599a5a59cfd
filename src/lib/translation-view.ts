import type { CollectionEntry, render as renderEntry } from 'astro:content';
import { docKey, type DocVersion } from './documents';
import type { DeclaredClause } from './mdx/remark-clauses';
import { renderClauses } from './rules-pages';
import { readKeptHashes } from './translation-hashes';
import { shownClauses, translationProgress, type TranslationProgress } from './translation-progress';

type Rules = { entry: CollectionEntry<'rules'>; version: DocVersion }[];

/** What a translation's pages need to show it against its original. */
export interface TranslationView {
  original: { entry: CollectionEntry<'rules'>; version: DocVersion };
  progress: TranslationProgress;
  /** The original's clauses, in order. */
  originalClauses: DeclaredClause[];
  /** The clauses the page shows, in order: translated ones as translated, the others as the original has them. */
  shown: (DeclaredClause & { untranslated?: true })[];
  /** Whether some clause is not yet translated (the page then shows the original's text for it). */
  partial: boolean;
}

/**
 * A translation against its original, for its pages (undefined for an original, or a translation without one).
 * @example const view = await translationView(version, rules, render); view?.progress.translated.length
 */
export async function translationView(version: DocVersion, rules: Rules, render: typeof renderEntry): Promise<TranslationView | undefined> {
  if (version.original) return undefined;
  const mine = rules.find((r) => r.version.lang === version.lang && docKey(r.version) === docKey(version));
  const original = rules.find((r) => r.version.original && docKey(r.version) === docKey(version));
  if (!mine || !original) return undefined;
  const [translation, theirs] = await Promise.all([renderClauses(mine.entry, render), renderClauses(original.entry, render)]);
  const progress = translationProgress(theirs.clauses, translation.clauses, readKeptHashes(version.lang, version.game, version.doc));
  return {
    original,
    progress,
    originalClauses: theirs.clauses,
    shown: shownClauses(theirs.clauses, translation.clauses),
    partial: progress.untranslated.length > 0,
  };
}
