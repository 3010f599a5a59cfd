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
      // A term and its meaning that leave their definition list here stay readable as plain blocks.
      const outsideList = (_: number, item: Element) => $(item).parents('dl').length === 0;
      copy.find('dt').filter(outsideList).each((_, dt) => {
        dt.tagName = 'p';
        $(dt).addClass('term');
      });
      copy.find('dd').filter(outsideList).each((_, dd) => {
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

/**
 * Renumbers the headings of a fragment so that its highest one is `<h{top}>`, keeping their order of
 * levels (a sub-clause's `<h3>` leads its own page as an `<h2>`).
 * @example promoteHeadings('<h3>a</h3><p>b</p><h4>c</h4>', 2) // '<h2>a</h2><p>b</p><h3>c</h3>'
 */
export function promoteHeadings(html: string, top: number): string {
  const $ = load(html, null, false);
  const headings = $('h1, h2, h3, h4, h5, h6').toArray();
  if (headings.length === 0) return html;
  const shift = Math.min(...headings.map((h) => Number(h.tagName[1]))) - top;
  if (shift <= 0) return html;
  for (const heading of headings) heading.tagName = `h${Number(heading.tagName[1]) - shift}`;
  return $.html();
}
