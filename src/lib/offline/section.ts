import type { Lang } from '../../i18n/languages';
import type { Game } from '../documents';
import type { SavedCopy } from './saved-copy';
import { fillPlaceholders } from '../placeholders';

/** The strings a game's save control says its state with; `what` names each copy (game and language). */
export interface OfflineSectionStrings {
  /** `{{what}}`, `{{when}}`: this section's copy is the one saved. */
  saved: string;
  /** Nothing is saved at all. */
  none: string;
  /** `{{what}}` (this section's copy), `{{other}}`, `{{when}}`: another copy is saved, and saving this one replaces it. */
  replaces: string;
  what: Record<Lang, Record<Game, string>>;
}

/** What one game's section says about the offline copy, and whether it offers to remove it. */
export interface OfflineSectionView {
  status: string;
  /** Only the section of the saved copy removes it: elsewhere the button would delete another game's copy. */
  canRemove: boolean;
}

/**
 * What the save control of one game in one language says, given the copy saved (only one copy is kept at a
 * time): its own copy with its date and a remove button, or that saving it replaces the other copy, named, so the
 * reader knows before clicking. `when` writes a saved copy's date in the page's language.
 * @example offlineSectionView({ lang: 'es', game: 'ocs', savedAt: '2026-11-30T18:00:00.000Z' }, 'es', 'gdb', strings, (iso) => iso).canRemove // false
 */
export function offlineSectionView(saved: SavedCopy | null, lang: Lang, game: Game, strings: OfflineSectionStrings, when: (savedAt: string) => string): OfflineSectionView {
  if (!saved) return { status: strings.none, canRemove: false };
  const values = { what: strings.what[lang][game], other: strings.what[saved.lang][saved.game], when: when(saved.savedAt) };
  if (saved.lang === lang && saved.game === game) return { status: fillPlaceholders(strings.saved, values), canRemove: true };
  return { status: fillPlaceholders(strings.replaces, values), canRemove: false };
}
