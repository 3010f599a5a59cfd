import { load } from 'cheerio';
import type { Element } from 'domhandler';

/** One clause of one version, cut out of its rendered page for the side-by-side view. */
export interface ClauseFragment {
  id: string;
  label: string;
  depth: number;
  /** The clause's own content (its nested clauses are rows of their own), as trusted site HTML. */
  html: string;
}

/** One row of the parallel view: the same clause id in the original and in the translation. */
export interface ParallelRow {
  id: string;
  depth: number;
  original?: ClauseFragment;
  translation?: ClauseFragment;
}

/**
 * Cuts a rendered rules page into its clauses (without their nested clauses unless asked), self-links or ids.
 * @example clauseFragments('<section id="a" data-clause data-label="A"><p>…</p></section>')[0].id // 'a'
 */
export function clauseFragments(html: string, options: { withNested?: boolean } = {}): ClauseFragment[] {
  const $ = load(html, null, false);
  return $('[data-clause]')
    .toArray()
    .map((element: Element) => {
      const copy = $(element).clone();
      copy.find(options.withNested ? '.clause-anchor, .correction-ref, [data-cite]' : '[data-clause], .clause-anchor, .correction-ref, [data-cite]').remove();
      copy.children('.clause-anchor').remove();
      copy.find('[data-clause]').removeAttr('data-clause');
      copy.find('[id]').removeAttr('id');
      // A term and its meaning leave their definition list here; keep them readable as plain blocks.
      copy.find('dt').each((_, dt) => {
        dt.tagName = 'p';
        $(dt).addClass('term');
      });
      copy.find('dd').each((_, dd) => {
        dd.tagName = 'div';
      });
      copy.find('ol, ul, dl').filter((_, list) => $(list).children().length === 0).remove();
      return {
        id: element.attribs.id ?? '',
        label: element.attribs['data-label'] ?? '',
        depth: $(element).parents('[data-clause]').length,
        html: (copy.html() ?? '').trim(),
      };
    });
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
