import { createHash } from 'node:crypto';
import { normalizeText } from './text';

/** What the progress of a translation needs to know of a clause, as its page declares it. */
export interface ClauseOfVersion {
  id: string;
  /** The id of the clause it is nested in, if any. */
  parent?: string;
  /** A hash of its own wording (`clauseHash`). */
  hash: string;
  /** Whether it has no wording of its own. */
  empty: boolean;
  /** Whether it has text of its own beside its heading (absent: taken as whatever `empty` says). */
  hasText?: boolean;
}

/** How far a translation has got, clause by clause, against its original as it is now. */
export interface TranslationProgress {
  /** Clauses of the original. */
  total: number;
  /** Ids of the original's clauses the translation has translated, in the original's order. */
  translated: string[];
  /** Ids of the original's clauses it has not (absent, or a placeholder without wording), in order. */
  untranslated: string[];
  /** Translated clauses whose original has changed since (the hash kept for them differs from the original's now). */
  stale: string[];
  /** Translated clauses for which no hash of their original was kept: whether they are current is unknown. */
  unhashed: string[];
  /** Ids the translation has and its original does not. */
  extra: string[];
  /** Clauses nested under another clause than in the original: `[id, parent here, parent in the original]`. */
  misplaced: [string, string, string][];
}

/**
 * The hash kept beside a translated clause: the first 16 hex digits of the SHA-256 of the original's
 * wording, white space folded (so re-wrapping a line changes nothing).
 * @example clauseHash('8.5. Тактические марши.\n Бригада …') === clauseHash('8.5. Тактические марши. Бригада …') // true
 */
export function clauseHash(wording: string): string {
  return createHash('sha256').update(normalizeText(wording)).digest('hex').slice(0, 16);
}

/**
 * Whether a clause counts as translated: the translation has it with wording of its own, or the original
 * has none either (a clause that only groups its sub-clauses); and where the original has text beside its
 * heading, the translation has too (a heading translated over a text still in its placeholder is not a
 * translated clause: the text would be lost from the page, not shown in the original).
 * @example isTranslated({ id: '8-5', hash: 'a', empty: false }, { id: '8-5', hash: 'b', empty: false }) // true
 * @example isTranslated({ id: '8-5', hash: 'a', empty: false }, { id: '8-5', hash: 'c', empty: true }) // false (a placeholder)
 * @example isTranslated({ id: '8-5', hash: 'a', empty: false, hasText: true }, { id: '8-5', hash: 'd', empty: false, hasText: false }) // false (its heading only)
 * @example isTranslated({ id: '8-5', hash: 'a', empty: false }, undefined) // false
 */
export function isTranslated(original: ClauseOfVersion, translation: ClauseOfVersion | undefined): boolean {
  if (translation === undefined || (translation.empty && !original.empty)) return false;
  return !(original.hasText ?? !original.empty) || (translation.hasText ?? !translation.empty);
}

/**
 * Compares a translation with its original: which clauses are translated, which not yet, which were
 * translated from an older wording of the original (`kept`: the hash kept for each translated clause),
 * and what the translation has that its original does not.
 * @example translationProgress([{ id: 'a', hash: 'h1', empty: false }, { id: 'b', hash: 'h2', empty: false }], [{ id: 'a', hash: 'x', empty: false }], { a: 'h0' })
 * // { total: 2, translated: ['a'], untranslated: ['b'], stale: ['a'], unhashed: [], extra: [], misplaced: [] }
 */
export function translationProgress(
  original: readonly ClauseOfVersion[],
  translation: readonly ClauseOfVersion[],
  kept: Readonly<Record<string, string>>,
): TranslationProgress {
  const mine = new Map(translation.map((clause) => [clause.id, clause]));
  const theirs = new Map(original.map((clause) => [clause.id, clause]));
  const translated = original.filter((clause) => isTranslated(clause, mine.get(clause.id)));
  return {
    total: original.length,
    translated: translated.map((clause) => clause.id),
    untranslated: original.filter((clause) => !isTranslated(clause, mine.get(clause.id))).map((clause) => clause.id),
    stale: translated.filter((clause) => kept[clause.id] !== undefined && kept[clause.id] !== clause.hash).map((clause) => clause.id),
    unhashed: translated.filter((clause) => kept[clause.id] === undefined).map((clause) => clause.id),
    extra: translation.filter((clause) => !theirs.has(clause.id)).map((clause) => clause.id),
    misplaced: translation
      .filter((clause) => theirs.has(clause.id) && (theirs.get(clause.id)!.parent ?? '') !== (clause.parent ?? ''))
      .map((clause) => [clause.id, clause.parent ?? '', theirs.get(clause.id)!.parent ?? '']),
  };
}

/** What the build reports of a translation: errors always stop it; warnings stop it only when strict. */
export interface TranslationParity {
  errors: string[];
  warnings: string[];
}

/**
 * The parity check of a translation, as the build reports it (naming the file): a clause its original
 * does not have, or nested elsewhere than in the original, is an error; a clause not yet translated is
 * fine; one translated from an older wording of the original, or with no hash kept, is a warning (an
 * error when `strict`).
 * @example translationParity('es/gdb/x.mdx', { ...progress, extra: ['8-5-z'] }).errors
 * // ['es/gdb/x.mdx: clause ids its original does not have: 8-5-z']
 */
export function translationParity(filePath: string, progress: TranslationProgress, strict = false): TranslationParity {
  const errors = [
    ...(progress.extra.length ? [`${filePath}: clause ids its original does not have: ${progress.extra.join(', ')}`] : []),
    ...progress.misplaced.map(
      ([id, here, there]) => `${filePath}: clause ${id} is nested in ${here || 'no clause'} here but in ${there || 'no clause'} in its original`,
    ),
  ];
  const warnings = [
    ...(progress.stale.length ? [`${filePath}: translated from an older wording of the original (npm run translate:status): ${progress.stale.join(', ')}`] : []),
    ...(progress.unhashed.length ? [`${filePath}: no hash of the original kept for (npm run translate -- --accept): ${progress.unhashed.join(', ')}`] : []),
  ];
  return strict ? { errors: [...errors, ...warnings], warnings: [] } : { errors, warnings };
}

/**
 * Whether the build is asked to fail on stale translations (`RULES_STRICT_TRANSLATIONS=1`).
 * @example strictTranslations({ RULES_STRICT_TRANSLATIONS: '1' }) // true
 */
export function strictTranslations(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.RULES_STRICT_TRANSLATIONS === '1';
}

/**
 * The clauses a translated page shows, in the original's order: the translation's own where it has
 * translated them, the original's (flagged `untranslated`) where it has not.
 * @example shownClauses([{ id: 'a', label: 'A', hash: '', empty: false }], []) // [{ id: 'a', label: 'A', hash: '', empty: false, untranslated: true }]
 */
export function shownClauses<T extends ClauseOfVersion>(original: readonly T[], translation: readonly T[]): (T & { untranslated?: true })[] {
  const mine = new Map(translation.map((clause) => [clause.id, clause]));
  return original.map((clause) => {
    const translated = mine.get(clause.id);
    return translated && isTranslated(clause, translated) ? translated : { ...clause, untranslated: true as const };
  });
}
