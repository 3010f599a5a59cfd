import type { Lang } from '../i18n/languages';
import { previewExcerpt } from './preview-excerpt';
import { normalizeText } from './text';

/** What a page declares and says about a clause, from which a reader-facing name is made. */
export interface ClauseNameParts {
  /** The label readers cite: `8.5`, `8.5 а)`, `Modo Reserva`, `DG`. */
  label: string;
  /** The clause's heading from the source, when it has one: `8.5. Тактические марши.` */
  heading?: string;
  /** The clause's own text, without its sub-clauses. */
  text?: string;
  /** The language of the text, whose short function words a cut name does not end on. */
  lang?: Lang;
}

/** The longest name a bare label is completed with; longer texts are cut at a word. */
export const CLAUSE_NAME_MAX = 60;

/** A label that already names its clause holds a word of three or more letters (`Modo Reserva`, `8.5 Процедура`). */
const NAMING_WORD = /\p{L}{3,}/u;
/** A rule number with its trailing dot, as headings begin (`8.5. `). */
const LEADING_NUMBER = /^\s*\d+(?:\.\d+)*\.?\s*/;
/** Punctuation a heading ends on that a name does without. */
const TRAILING_PUNCTUATION = /[\s.:;]+$/;

/**
 * The name a table of contents shows for a clause: a label that is only a number or a code is completed
 * with the clause's heading, or else with its first words, so that no entry reads as a bare `8.5`.
 * @example clauseName({ label: '8.5', heading: '8.5. Тактические марши.' }) // '8.5 Тактические марши'
 * @example clauseName({ label: '8.5 а)', text: 'а) Бригада должна иметь приказ' }) // '8.5 а) Бригада должна иметь приказ'
 * @example clauseName({ label: 'DG', text: 'Defensor Desorganizado' }) // 'DG — Defensor Desorganizado'
 * @example clauseName({ label: 'Modo Reserva', text: '…' }) // 'Modo Reserva'
 */
export function clauseName({ label, heading, text, lang }: ClauseNameParts): string {
  const cleanLabel = normalizeText(label);
  if (NAMING_WORD.test(cleanLabel)) return cleanLabel;
  const fromHeading = heading ? normalizeText(heading).replace(LEADING_NUMBER, '').replace(TRAILING_PUNCTUATION, '') : '';
  // Cut as a link preview's text is: a name is that text's first words.
  const name = fromHeading || previewExcerpt(withoutOwnMarker(normalizeText(text ?? ''), cleanLabel), CLAUSE_NAME_MAX, lang);
  if (!name) return cleanLabel;
  // A numbered label reads on into its name ("8.5 Тактические марши"); a code is glossed ("DG — …").
  return /^\d/.test(cleanLabel) ? `${cleanLabel} ${name}` : `${cleanLabel} — ${name}`;
}

/** Drops the letter marker a sub-clause's text repeats from its label (`а) ` in `8.5 а)`). */
function withoutOwnMarker(text: string, label: string): string {
  const marker = /(\S+\))$/u.exec(label)?.[1];
  return marker && text.startsWith(marker) ? text.slice(marker.length).trimStart() : text;
}
