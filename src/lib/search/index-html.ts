/**
 * A built page as the search index reads it. Pagefind joins the text of adjacent table cells
 * (`<th>Командующий</th><th>Количество</th>` would be indexed as one word), so cells are
 * separated by a space; the page itself is served unchanged.
 * @example htmlForIndex('<tr><th>A</th><th>B</th></tr>') // '<tr><th>A</th> <th>B</th></tr>'
 */
export function htmlForIndex(html: string): string {
  return html.replace(/<\/(t[hd])>(?=<t[hd][\s>])/giu, '</$1> ');
}
