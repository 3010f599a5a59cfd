import { load } from 'cheerio';
import { clauseName } from './clause-name';

/**
 * A built page as the search index reads it. Pagefind joins the text of adjacent table cells
 * (`<th>Командующий</th><th>Количество</th>` would be indexed as one word), so cells are
 * separated by a space; the page itself is served unchanged.
 * @example htmlForIndex('<tr><th>A</th><th>B</th></tr>') // '<tr><th>A</th> <th>B</th></tr>'
 */
export function htmlForIndex(html: string): string {
  return html.replace(/<\/(t[hd])>(?=<t[hd][\s>])/giu, '</$1> ');
}

/**
 * A built page with each clause's search title (`data-pagefind-title`) naming it: a clause whose
 * label is only a number gets its heading's words, a lettered point its parent's (see `clauseName`).
 * @example clauseTitlesForIndex('<section data-clause data-pagefind-title="8.5"><h2 class="clause-heading">8.5. Тактические марши.</h2></section>')
 * // '<section data-clause data-pagefind-title="8.5 Тактические марши"><h2 class="clause-heading">8.5. Тактические марши.</h2></section>'
 */
export function clauseTitlesForIndex(html: string): string {
  if (!html.includes('data-pagefind-title')) return html;
  const $ = load(html, null, /^\s*(<!doctype|<html)/iu.test(html));
  let changed = false;
  $('[data-clause][data-pagefind-title]').each((_, element) => {
    const clause = $(element);
    const label = clause.attr('data-pagefind-title') ?? '';
    const heading = clause.children('.clause-heading').first().text();
    const parentHeading = clause.parent().closest('[data-clause]').children('.clause-heading').first().text();
    const name = clauseName(label, heading || undefined, parentHeading || undefined);
    if (name !== label) {
      clause.attr('data-pagefind-title', name);
      changed = true;
    }
  });
  return changed ? $.html() : html;
}
