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
