import { load } from 'cheerio';
import { clauseName } from './clause-name';

/**
 * What the search index leaves out besides `data-pagefind-ignore`: the interface around the rules text (clause
 * links, citation buttons, widgets, notices), which marks itself `data-ui` once instead of carrying both attributes.
 * @example pagefind.createIndex({ excludeSelectors: [NOT_INDEXED] })
 */
export const NOT_INDEXED = '[data-ui]';

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
 * A built page with each clause's search title (`data-pagefind-title`), written here for the index only: the
 * served page names a clause once, in `data-label`. A clause whose label is only a number gets its heading's
 * words, a lettered point its parent's (see `clauseName`). Only the clauses of a text (`.clause`) are titled:
 * a clause page's own clause is not a search result of its own.
 * @example clauseTitlesForIndex('<section class="clause" data-clause data-label="8.5"><h2 class="clause-heading">8.5. Тактические марши.</h2></section>')
 * // '<section class="clause" data-clause data-label="8.5" data-pagefind-title="8.5 Тактические марши"><h2 class="clause-heading">8.5. Тактические марши.</h2></section>'
 */
export function clauseTitlesForIndex(html: string): string {
  if (!html.includes('data-clause')) return html;
  const $ = load(html, null, /^\s*(<!doctype|<html)/iu.test(html));
  const clauses = $('.clause[data-clause][data-label]');
  if (clauses.length === 0) return html;
  clauses.each((_, element) => {
    const clause = $(element);
    const label = clause.attr('data-label') ?? '';
    const heading = clause.children('.clause-heading').first().text();
    const parentHeading = clause.parent().closest('[data-clause]').children('.clause-heading').first().text();
    clause.attr('data-pagefind-title', clauseName(label, heading || undefined, parentHeading || undefined));
  });
  return $.html();
}
