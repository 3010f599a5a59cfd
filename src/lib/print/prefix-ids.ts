import { load } from 'cheerio';
import { prefixedId } from './prefixed-id';

/**
 * Gives every id in a fragment of HTML a prefix, and the fragment's own `#id` links the same, so several
 * documents can share one page (a booklet) without two elements having the same id.
 * Links to ids the fragment does not have are left alone.
 * @example prefixIds('<p id="a"><a href="#a">a</a></p>', 'doc') // '<p id="doc--a"><a href="#doc--a">a</a></p>'
 */
export function prefixIds(html: string, prefix: string): string {
  const $ = load(html, null, false);
  const ids = new Set<string>();
  $('[id]').each((_, element) => {
    const id = $(element).attr('id') ?? '';
    ids.add(id);
    $(element).attr('id', prefixedId(prefix, id));
  });
  const rewrite = (value: string) => value.split(/\s+/).map((id) => (ids.has(id) ? prefixedId(prefix, id) : id)).join(' ');
  $('a[href^="#"]').each((_, element) => {
    const target = decodeURIComponent(($(element).attr('href') ?? '').slice(1));
    if (ids.has(target)) $(element).attr('href', `#${prefixedId(prefix, target)}`);
  });
  for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
    $(`[${attribute}]`).each((_, element) => {
      $(element).attr(attribute, rewrite($(element).attr(attribute) ?? ''));
    });
  }
  return $.html();
}

/**
 * Turns the clause labels' self-links into plain labels: on paper a link to the clause it stands in leads
 * nowhere, and a booklet is read on paper. The label's text (and so what readers cite) stays as it was.
 * @example plainClauseLabels('<a class="clause-anchor" href="#x" aria-label="Link to 1.1">1.1</a>') // '<span class="clause-anchor">1.1</span>'
 */
export function plainClauseLabels(html: string): string {
  const $ = load(html, null, false);
  $('a.clause-anchor').each((_, element) => {
    const anchor = $(element);
    anchor.replaceWith($('<span></span>').attr('class', anchor.attr('class') ?? '').html(anchor.html() ?? ''));
  });
  return $.html();
}
