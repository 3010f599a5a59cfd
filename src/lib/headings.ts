import { load } from 'cheerio';
import { renumberHeadings } from './parallel';

/** Serializes as Astro writes HTML (`hidden`, not `hidden=""`), entities left as they were. */
const AS_WRITTEN = { xml: { xmlMode: false, decodeEntities: false } };

/**
 * Readies a widget written to sit in a document for a page of its own, whose h1 says what the widget's own
 * title said: drops that first heading (handing its id on, for whatever it labelled) and renumbers the rest
 * from h2, so the page has no title repeated by a near-identical heading under it.
 * @example
 * underPageTitle('<section aria-labelledby="t"><h2 id="t">Tool</h2><h3>Part</h3></section>')
 * // { id: 't', html: '<section aria-labelledby="t"><h2>Part</h2></section>' }
 */
export function underPageTitle(html: string): { id: string | undefined; html: string } {
  const $ = load(html, AS_WRITTEN, false);
  const title = $('h1, h2, h3, h4, h5, h6').first();
  const id = title.attr('id');
  title.remove();
  return { id, html: renumberHeadings($.html(), 2) };
}
