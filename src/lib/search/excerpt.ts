import { foldForMatch } from './query';

/** A run of excerpt text, marked when it is a word the query matched. */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind writes into excerpts. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * Reads a Pagefind excerpt (HTML-escaped text with matches in `<mark>`) into plain-text segments,
 * so it can be shown through text nodes and never parsed as HTML.
 * @example excerptSegments('a <mark>b</mark> &amp; c') // [{ text: 'a ', marked: false }, { text: 'b', marked: true }, { text: ' & c', marked: false }]
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/u)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part.length > 0) {
      const text = decodeEntities(part.replace(/<[^>]*>/gu, ''));
      const last = segments.at(-1);
      if (last && last.marked === marked) last.text += text;
      else if (text.length > 0) segments.push({ text, marked });
    }
  }
  return segments;
}

/** Punctuation, or a character reference, at either end of a marked run: «Reacción).», «&quot;Explotación&quot;.». */
const EDGE = String.raw`(?:&[#\w]+;|[^\p{L}\p{N}&])*`;
const MARKED_RUN = new RegExp(`^(${EDGE})(.*?)(${EDGE})$`, 'su');

/**
 * A Pagefind excerpt whose marks are only the words that answer the query. Pagefind marks every word it matched: the
 * query's stop words («de», «en») wherever they are, words that merely begin like a query word, and the punctuation
 * stuck to them («Reacción).»), which hides the words that matter. A mark stays on a word `answers` one of the query's
 * words with (its stop words too when it has no other), without the punctuation around it.
 * @example answeringMarks('<mark>de</mark> la <mark>Reacción).</mark>', ['de', 'reaccion'], new Set(['de']), (t, w) => w.startsWith(t)) // 'de la <mark>Reacción</mark>).'
 */
export function answeringMarks(excerpt: string, terms: readonly string[], stopWords: ReadonlySet<string>, answers: (term: string, word: string) => boolean): string {
  const significant = terms.filter((term) => !stopWords.has(term));
  const asked = significant.length > 0 ? significant : terms;
  return excerpt.replace(/<mark>([^<]*)<\/mark>/gu, (_, run: string) => {
    const [, before = '', word = '', after = ''] = MARKED_RUN.exec(run) ?? [];
    const folded = foldForMatch(decodeEntities(word)).replace(/[^\p{L}\p{N}/]+/gu, '');
    return word && asked.some((term) => answers(term, folded)) ? `${before}<mark>${word}</mark>${after}` : run;
  });
}
