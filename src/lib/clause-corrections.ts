import { load } from 'cheerio';
import type { AppliedCorrection } from './mdx/rehype-corrections';
import { correctionId } from './correction-ids';

/** Serializes as Astro writes HTML, entities left as they were. */
const AS_WRITTEN = { xml: { xmlMode: false, decodeEntities: false } };

/** A clause's HTML with its corrections marked, and the corrections it holds, in the order they are met. */
export interface MarkedCorrections {
  html: string;
  corrections: AppliedCorrection[];
}

/**
 * Gives each corrected word of a clause cut out of its document (`<ins data-correction="n">`) the document's
 * numbered marker `[n]`, linking to `#{idPrefix}correction-n` on the page that shows the clause, so that a
 * quote that differs from the source says why wherever it is read.
 * @example markCorrections('<ins class="correction" data-correction="2">ahora</ins>', corrections, { label: (c) => `Corrección ${c.n}` }).html
 * // '<ins class="correction" data-correction="2">ahora</ins><a class="correction-ref" data-ui href="#correction-2" aria-label="Corrección 2">[2]</a>'
 */
export function markCorrections(
  html: string,
  corrections: readonly AppliedCorrection[],
  options: { label: (correction: AppliedCorrection) => string; idPrefix?: string; lang?: string },
): MarkedCorrections {
  const byNumber = new Map(corrections.map((c) => [String(c.n), c]));
  const $ = load(html, AS_WRITTEN, false);
  const found: AppliedCorrection[] = [];
  $('ins[data-correction]').each((_, ins) => {
    const correction = byNumber.get(ins.attribs['data-correction'] ?? '');
    if (!correction) return;
    found.push(correction);
    const marker = $('<a class="correction-ref" data-ui></a>')
      .attr('href', `#${correctionId(correction.n, options.idPrefix)}`)
      .attr('aria-label', options.label(correction))
      .text(`[${correction.n}]`);
    if (options.lang) marker.attr('lang', options.lang);
    $(ins).after(marker);
  });
  return { html: found.length ? $.html() : html, corrections: found };
}
