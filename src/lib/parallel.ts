import { load } from 'cheerio';
import type { ClauseFragment } from './clause-fragments';

/** Serializes as Astro writes HTML (`hidden`, not `hidden=""`), entities left as they were. */
const AS_WRITTEN = { xml: { xmlMode: false, decodeEntities: false } };

/** One row of the parallel view: the same clause id in the original and in the translation. */
export interface ParallelRow {
  id: string;
  depth: number;
  original?: ClauseFragment;
  translation?: ClauseFragment;
}

/**
 * Pairs the clauses of an original and its translation by id, in the original's order.
 * @example alignClauses(original, translation).map((row) => row.id)
 */
export function alignClauses(original: ClauseFragment[], translation: ClauseFragment[]): ParallelRow[] {
  const translated = new Map(translation.map((fragment) => [fragment.id, fragment]));
  const rows: ParallelRow[] = original.map((fragment) => ({
    id: fragment.id,
    depth: fragment.depth,
    original: fragment,
    translation: translated.get(fragment.id),
  }));
  const known = new Set(original.map((fragment) => fragment.id));
  for (const fragment of translation) if (!known.has(fragment.id)) rows.push({ id: fragment.id, depth: fragment.depth, translation: fragment });
  return rows;
}

/**
 * Renumbers the headings of a fragment so that its highest one is `<h{top}>`, keeping their order of
 * levels (a sub-clause's `<h3>` leads its own page as an `<h2>`).
 * @example promoteHeadings('<h3>a</h3><p>b</p><h4>c</h4>', 2) // '<h2>a</h2><p>b</p><h3>c</h3>'
 */
export function promoteHeadings(html: string, top: number): string {
  const $ = load(html, AS_WRITTEN, false);
  const headings = $('h1, h2, h3, h4, h5, h6').toArray();
  if (headings.length === 0) return html;
  const shift = Math.min(...headings.map((h) => Number(h.tagName[1]))) - top;
  if (shift <= 0) return html;
  for (const heading of headings) heading.tagName = `h${Number(heading.tagName[1]) - shift}`;
  return $.html();
}
