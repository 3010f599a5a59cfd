import { load } from 'cheerio';
import type { ClauseFragment } from './clause-fragments';

/** Serializes as Astro writes HTML (`hidden`, not `hidden=""`), entities left as they were. */
const AS_WRITTEN = { xml: { xmlMode: false, decodeEntities: false } };

/** One row of the parallel view: the same clause id in the original and in the translation. */
export interface ParallelRow {
  id: string;
  depth: number;
  /** For the part of a clause read after its n-th nested clause: n. */
  continues?: number;
  original?: ClauseFragment;
  translation?: ClauseFragment;
}

/**
 * Pairs the clauses of an original and its translation by id (and part), in the original's order; what only
 * the translation has comes after what precedes it in the translation.
 * @example alignClauses(original, translation).map((row) => row.id)
 */
export function alignClauses(original: ClauseFragment[], translation: ClauseFragment[]): ParallelRow[] {
  // A clause's later parts pair with the same part of the same clause.
  const keyOf = (fragment: ClauseFragment) => `${fragment.id}#${fragment.continues ?? 0}`;
  const rowOf = (fragment: ClauseFragment): ParallelRow => ({
    id: fragment.id,
    depth: fragment.depth,
    ...(fragment.continues ? { continues: fragment.continues } : {}),
  });
  const translated = new Map(translation.map((fragment) => [keyOf(fragment), fragment]));
  const rows: ParallelRow[] = original.map((fragment) => ({ ...rowOf(fragment), original: fragment, translation: translated.get(keyOf(fragment)) }));
  // What only the translation has (a translator's note after a sub-clause) is read after what it follows there.
  let previous = -1;
  for (const fragment of translation) {
    const at = rows.findIndex((row) => row.translation === fragment);
    if (at >= 0) previous = at;
    else rows.splice((previous += 1), 0, { ...rowOf(fragment), translation: fragment });
  }
  return rows;
}

/**
 * Renumbers the headings of a fragment so that its highest one is `<h{top}>`, keeping their order of
 * levels: a sub-clause's `<h3>` leads its own page as an `<h2>`; a document's `<h2>` goes under its title in a
 * booklet as an `<h3>`.
 * @example renumberHeadings('<h3>a</h3><p>b</p><h4>c</h4>', 2) // '<h2>a</h2><p>b</p><h3>c</h3>'
 * @example renumberHeadings('<h2>a</h2><h3>b</h3>', 3) // '<h3>a</h3><h4>b</h4>'
 */
export function renumberHeadings(html: string, top: number): string {
  const $ = load(html, AS_WRITTEN, false);
  const headings = $('h1, h2, h3, h4, h5, h6').toArray();
  if (headings.length === 0) return html;
  const shift = Math.min(...headings.map((h) => Number(h.tagName[1]))) - top;
  if (shift === 0) return html;
  for (const heading of headings) heading.tagName = `h${Math.min(6, Number(heading.tagName[1]) - shift)}`;
  return $.html();
}

/** A column's interface words, written in the page's language: a note's label, a caption's label and its note. */
const UI_WORDS = '.note-label, .caption-label, .caption-missing';

/**
 * Gives a column's interface words ({@link UI_WORDS}) and the quotes in its notes (in the other version's
 * language) their own `lang`, so that a reader's voice changes with them.
 * @example columnLanguages('<div data-note><strong class="note-label">Nota:</strong> Texto</div>', { ui: 'ru', quoted: 'ru' })
 * // '<div data-note><strong class="note-label" lang="ru">Nota:</strong> Texto</div>'
 */
export function columnLanguages(html: string, languages: { ui: string; quoted: string }): string {
  const $ = load(html, AS_WRITTEN, false);
  const labels = $(UI_WORDS);
  const quotes = $('q.note-quote');
  if (labels.length === 0 && quotes.length === 0) return html;
  labels.attr('lang', languages.ui);
  quotes.attr('lang', languages.quoted);
  return $.html();
}
