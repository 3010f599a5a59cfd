/** What a citation of one clause needs. */
export interface Citation {
  /** The clause label as readers cite it (`8.5 д)`). */
  label: string;
  /** The document title. */
  title: string;
  /** The absolute URL of the clause's permalink. */
  url: string;
  /** The clause's plain text. */
  text: string;
  lang: 'es' | 'ru' | 'en';
}

const QUOTES = { es: ['«', '»'], ru: ['«', '»'], en: ['“', '”'] } as const;

/**
 * The clause cited in plain text: quoted, then label, document and link.
 * @example citePlain({ label: '8.5', title: 'Глава VIII', url: 'https://x/ru/gdb/movement-phase/8-5/', text: 'Текст.', lang: 'ru' })
 * // '«Текст.»\n— 8.5, Глава VIII: https://x/ru/gdb/movement-phase/8-5/'
 */
export function citePlain(citation: Citation): string {
  const [open, close] = QUOTES[citation.lang];
  return `${open}${oneLine(citation.text)}${close}\n— ${citation.label}, ${oneLine(citation.title)}: ${citation.url}`;
}

/**
 * The clause as a Markdown quote (Discourse, Reddit), every Markdown control character escaped.
 * @example citeMarkdown({ label: '8.5', title: 'T', url: 'https://x/a/', text: '*a*', lang: 'es' })
 * // '> \\*a\\*\n>\n> — [8.5, T](https://x/a/)'
 */
export function citeMarkdown(citation: Citation): string {
  const link = `[${escapeMarkdown(`${citation.label}, ${oneLine(citation.title)}`)}](${escapeUrl(citation.url)})`;
  return `> ${escapeMarkdown(oneLine(citation.text))}\n>\n> — ${link}`;
}

/**
 * The clause as a BBCode quote (phpBB, BoardGameGeek); brackets in the text cannot open tags.
 * @example citeBBCode({ label: '8.5', title: 'T', url: 'https://x/a/', text: 'a [b]', lang: 'es' })
 * // '[quote="8.5, T"]a ［b］[/quote]\n[url=https://x/a/]8.5, T[/url]'
 */
export function citeBBCode(citation: Citation): string {
  const name = escapeBBCode(`${citation.label}, ${oneLine(citation.title)}`);
  return `[quote="${name.replace(/"/g, '\u201d')}"]${escapeBBCode(oneLine(citation.text))}[/quote]\n[url=${escapeUrl(citation.url)}]${name}[/url]`;
}

/**
 * Escapes every character Markdown could read as syntax.
 * @example escapeMarkdown('8.5 [a] *b*') // '8\\.5 \\[a\\] \\*b\\*'
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');
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

/** Citations sit on one line: quotes in forums break on stray newlines. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The text that stands for a clause: its own text, or with its sub-clauses when its own is just a heading.
 * @example quotableText('Entrar en Reserva:', 'Entrar en Reserva: Los cambios de Modo…') // the second
 */
export function quotableText(own: string, withSubClauses: string): string {
  return own.length >= 60 ? own : withSubClauses;
}
