/**
 * One piece of a clause's structure, as a citation keeps it.
 * - `paragraph`: its lines, in order (a `<br>` starts a new line);
 * - `heading`: a heading inside the clause;
 * - `list`: its items; `bullet` and `number` lists show markers, `none` lists (lettered sub-clauses,
 *   whose labels `A)`, `б)` are in their text) are lines one under another;
 * - `table`: its header row, if any, and its rows, cell by cell.
 */
export type CitationBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; marker: 'bullet' | 'number' | 'none'; items: string[] }
  | { kind: 'table'; header: string[] | null; rows: string[][] };

/** What a citation of one clause needs. */
export interface Citation {
  /** The clause label as readers cite it (`8.5 д)`). */
  label: string;
  /** The document title. */
  title: string;
  /** The absolute URL of the clause's permalink. */
  url: string;
  /** The clause's text, block by block. */
  blocks: CitationBlock[];
  lang: 'es' | 'ru' | 'en';
  /** When the quoted text holds corrections of its source: which ({@link correctionNote}). */
  correctionNote?: string;
}

/** The places a citation is pasted into, each with the markup it reads. */
export const CITATION_FORMATS = ['link', 'bbcode', 'bgg', 'markdown', 'plain'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

const QUOTES = { es: ['«', '»'], ru: ['«', '»'], en: ['“', '”'] } as const;

/**
 * How the clause is named under its quote: label and document, and the corrections its quoted text holds: corrected
 * wording is never passed on as the source's without a word.
 */
function sourceName(citation: Citation): string {
  const name = `${oneLine(citation.label)}, ${oneLine(citation.title)}`;
  return citation.correctionNote ? `${name} (${oneLine(citation.correctionNote)})` : name;
}

/**
 * What a citation says of the corrections its quoted text holds: the title of the page's list of corrections and their
 * numbers in it, each once, in order (the clause's permalink lists them by the same numbers); none without any.
 * @example correctionNote('Correcciones al texto fuente', ['3', '1']) // 'Correcciones al texto fuente: 1, 3'
 */
export function correctionNote(listTitle: string, numbers: readonly string[]): string | undefined {
  if (numbers.length === 0 || listTitle === '') return undefined;
  return `${listTitle}: ${[...new Set(numbers)].sort((a, b) => Number(a) - Number(b)).join(', ')}`;
}

/** A table's rows as lines of cells, the header first. */
function tableLines(block: Extract<CitationBlock, { kind: 'table' }>): string[][] {
  return block.header ? [block.header, ...block.rows] : block.rows;
}

/**
 * The clause as plain text for chats (Telegram, VK, WhatsApp): quoted, lists one item a line, a table
 * one row a line, then label and document, and the link alone on the last line so the chat unfurls it.
 * @example citePlain({ label: '8.5', title: 'Глава VIII', url: 'https://x/ru/8-5/', blocks: [{ kind: 'paragraph', lines: ['Текст.'] }], lang: 'ru' })
 * // '«Текст.»\n— 8.5, Глава VIII\nhttps://x/ru/8-5/'
 */
export function citePlain(citation: Citation): string {
  const [open, close] = QUOTES[citation.lang];
  const body = citation.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines.join('\n');
        case 'heading':
          return block.text;
        case 'list':
          return block.items.map((item, i) => `${listMarker(block.marker, i)}${item}`).join('\n');
        case 'table':
          return tableLines(block).map((cells) => cells.join(' | ')).join('\n');
      }
    })
    .join('\n');
  return `${open}${body}${close}\n— ${sourceName(citation)}\n${citation.url}`;
}

function listMarker(marker: 'bullet' | 'number' | 'none', index: number): string {
  return marker === 'bullet' ? '• ' : marker === 'number' ? `${index + 1}. ` : '';
}

/**
 * The clause as a BBCode quote for phpBB and most boards: `[quote="…"]`, lists as `[list][*]…[/list]`,
 * headings bold, a table one row a line (phpBB has no table tag), then a `[url=…]` link.
 * Brackets in the text become look-alikes, so no text can open or close a tag.
 * @example citeBBCode({ label: '8.5', title: 'T', url: 'https://x/a/', blocks: [{ kind: 'paragraph', lines: ['a [b]'] }], lang: 'es' })
 * // '[quote="8.5, T"]\na ［b］\n[/quote]\n[url=https://x/a/]8.5, T[/url]'
 */
export function citeBBCode(citation: Citation): string {
  const name = escapeBBCode(sourceName(citation));
  const body = citation.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines.map(escapeBBCode).join('\n');
        case 'heading':
          return `[b]${escapeBBCode(block.text)}[/b]`;
        case 'list':
          if (block.marker === 'none') return block.items.map(escapeBBCode).join('\n');
          return `${block.marker === 'number' ? '[list=1]' : '[list]'}\n${block.items.map((item) => `[*]${escapeBBCode(item)}`).join('\n')}\n[/list]`;
        case 'table':
          return boldHeaderRows(block, escapeBBCode);
      }
    })
    .join('\n');
  return `[quote="${name.replace(/"/g, '\u201d')}"]\n${body}\n[/quote]\n[url=${escapeUrl(citation.url)}]${name}[/url]`;
}

/** A table as one row a line, cells joined by ` | `, the header row in `[b]` (for markups without a table tag). */
function boldHeaderRows(block: Extract<CitationBlock, { kind: 'table' }>, escape: (text: string) => string): string {
  return tableLines(block)
    .map((cells, i) => {
      const row = cells.map(escape).join(' | ');
      return i === 0 && block.header ? `[b]${row}[/b]` : row;
    })
    .join('\n');
}

/**
 * The clause in BoardGameGeek's forum markup: `[q="…"]` quote, `[b]`, `[url=…]`. BGG has no list or
 * table tag, so items are bulleted lines and a table is one row a line; a `<` followed by a character
 * loses the rest of a BGG post, so it gets a space after it.
 * @example citeBGG({ label: '8.5', title: 'T', url: 'https://x/a/', blocks: [{ kind: 'list', marker: 'bullet', items: ['a', 'b'] }], lang: 'es' })
 * // '[q="8.5, T"]• a\n• b[/q]\n[url=https://x/a/]8.5, T[/url]'
 */
export function citeBGG(citation: Citation): string {
  const escape = (text: string) => escapeBBCode(text).replace(/<(?=\S)/g, '< ');
  const name = escape(sourceName(citation));
  const body = citation.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines.map(escape).join('\n');
        case 'heading':
          return `[b]${escape(block.text)}[/b]`;
        case 'list':
          return block.items.map((item, i) => `${listMarker(block.marker, i)}${escape(item)}`).join('\n');
        case 'table':
          return boldHeaderRows(block, escape);
      }
    })
    .join('\n');
  return `[q="${name.replace(/"/g, '\u201d')}"]${body}[/q]\n[url=${escapeUrl(citation.url)}]${name}[/url]`;
}

/**
 * The clause as a Markdown quote for Discourse and Reddit: `> ` lines, lists as `- ` items, a table as a
 * Markdown table, line breaks kept (`\` at the line's end), a link to the permalink last. Only what would
 * change the meaning is escaped.
 * @example citeMarkdown({ label: '8.5 д)', title: 'T', url: 'https://x/a/', blocks: [{ kind: 'paragraph', lines: ['+1 *x*'] }], lang: 'es' })
 * // '> +1 \\*x\\*\n>\n> — [8.5 д), T](https://x/a/)'
 */
export function citeMarkdown(citation: Citation): string {
  const body = citation.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.lines.map(escapeMarkdown).join('\\\n');
      case 'heading':
        return `**${escapeMarkdownInline(block.text)}**`;
      case 'list':
        if (block.marker === 'none') return block.items.map(escapeMarkdown).join('\n\n');
        return block.items.map((item, i) => `${block.marker === 'number' ? `${i + 1}.` : '-'} ${escapeMarkdownInline(item)}`).join('\n');
      case 'table': {
        const [header, ...rows] = tableLines(block);
        if (!header) return '';
        const line = (cells: string[]) => `| ${cells.map((c) => escapeMarkdownInline(c).replace(/\|/g, '\\|')).join(' | ')} |`;
        return [line(header), `|${header.map(() => ' --- |').join('')}`, ...rows.map(line)].join('\n');
      }
    }
  });
  const link = `[${escapeMarkdownInline(sourceName(citation))}](${escapeUrl(citation.url)})`;
  return [...body, `— ${link}`]
    .join('\n\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * Escapes what Markdown would read as syntax anywhere in a line: emphasis, code, links, HTML, entities,
 * strike-through. Dots, parentheses and `+` stay as typed.
 * @example escapeMarkdownInline('8.5 д) [a] *b* <i>') // '8.5 д) \\[a\\] \\*b\\* \\<i>'
 */
export function escapeMarkdownInline(text: string): string {
  return text
    .replace(/[\\`*_[\]]/g, '\\$&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
    .replace(/~~/g, '\\~\\~');
}

/**
 * Escapes a line of text for Markdown: {@link escapeMarkdownInline}, and what would open a block at the
 * start of the line (heading, quote, list item, thematic break).
 * @example escapeMarkdown('1. a') // '1\\. a'
 * @example escapeMarkdown('8.5 д) +1') // '8.5 д) +1'
 */
export function escapeMarkdown(text: string): string {
  return escapeMarkdownInline(text)
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^([-+]|#{1,6})(?=\s|$)/, '\\$1')
    .replace(/^(>|=+\s*$|-(\s*-){1,}\s*$)/, '\\$1');
}

/**
 * Replaces square brackets (which BBCode has no way to escape) with look-alike full-width ones.
 * @example escapeBBCode('[b]x[/b]') // '［b］x［/b］'
 */
export function escapeBBCode(text: string): string {
  return text.replace(/\[/g, '［').replace(/\]/g, '］');
}

/** Percent-encodes what would end a link early in Markdown or BBCode. */
function escapeUrl(url: string): string {
  return url.replace(/[()[\]\s<>"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Labels and titles sit on one line: a quote's name breaks on a newline. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The citation in one of its formats.
 * @example citeAs('link', citation) // citation.url
 */
export function citeAs(format: CitationFormat, citation: Citation): string {
  switch (format) {
    case 'link':
      return citation.url;
    case 'bbcode':
      return citeBBCode(citation);
    case 'bgg':
      return citeBGG(citation);
    case 'markdown':
      return citeMarkdown(citation);
    case 'plain':
      return citePlain(citation);
  }
}

/** A clause whose own words (headings aside) are fewer than this is quoted with its sub-clauses. */
const OWN_WORDS_ENOUGH = 60;

/**
 * Whether a clause's own words, its headings left out, say enough to stand for it; if not, it is quoted with its
 * sub-clauses (a heading over a table and its sub-clauses, as 8.7). The one rule for citations and clause pages.
 * @example quotesOwnWords('') // false (a heading alone)
 */
export function quotesOwnWords(ownWordsWithoutHeadings: string): boolean {
  return ownWordsWithoutHeadings.length >= OWN_WORDS_ENOUGH;
}

/**
 * The text that stands for a clause on its page and in its preview: its own text, or with its sub-clauses when its own
 * words, headings aside, are too few ({@link quotesOwnWords}).
 * @example quotableText('8.7 Distancias', '', '8.7 Distancias Dragones y lanceros…') // the third
 */
export function quotableText(own: string, ownWithoutHeadings: string, withSubClauses: string): string {
  return quotesOwnWords(ownWithoutHeadings) ? own : withSubClauses;
}

/** Where the clause's label goes in the template the page gives for its link buttons' names. */
export const LABEL_SLOT = '{{label}}';

/**
 * The attributes a clause's link button takes once the citation menu's script runs: it then opens the menu (a
 * dialog) rather than leading to the clause's page, and is named after its clause from the page's one template,
 * so the page does not carry the name, the label repeated, in every clause.
 * @example citeButtonAttributes('Citar la cláusula {{label}}', 'Modo Reserva', 'cite-menu')['aria-label'] // 'Citar la cláusula Modo Reserva'
 */
export function citeButtonAttributes(template: string, label: string, menuId: string): Record<string, string> {
  return {
    'aria-label': withLabel(template, label),
    'aria-haspopup': 'dialog',
    'aria-expanded': 'false',
    'aria-controls': menuId,
  };
}

/**
 * The name the self-link of a clause's label takes once the page's script runs (`Enlace a la cláusula 8.5`), from the
 * page's one template: the page itself names it only by its text, the label.
 * @example clauseLinkAttributes('Ссылка на пункт {{label}}', '8.5') // { 'aria-label': 'Ссылка на пункт 8.5' }
 */
export function clauseLinkAttributes(template: string, label: string): Record<string, string> {
  return { 'aria-label': withLabel(template, label) };
}

/** A template with the label in its slot, as written (no character of the label is read as a pattern). */
function withLabel(template: string, label: string): string {
  return template.split(LABEL_SLOT).join(label);
}
