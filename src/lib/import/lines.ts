import { letterPosition } from '../clause-ids';

/** What a line of a plain-text rules chapter looks like, judged by its shape alone (any language). */
export type LineShape =
  | { kind: 'blank' }
  | { kind: 'rule' }
  | { kind: 'numbered'; number: string; rest: string; text: string }
  | { kind: 'lettered'; letter: string; position: number; text: string }
  | { kind: 'bullet'; item: string; text: string }
  | { kind: 'heading'; text: string; markdown: boolean }
  | { kind: 'cells'; cells: string[]; text: string }
  | { kind: 'text'; text: string };

/** `8.5.`, `8.5`, `§ 8.5`, `9.10c`, `**7.0a**`, `**8.5.** Tactical marches`: a clause number opens the line. */
const NUMBERED = /^(?:§\s*)?(?:\*\*)?(\d{1,3}(?:\.\d{1,3})+[a-z]?)\.?(?:\*\*)?(?=\s|$)\s*(.*)$/u;
/** `а)`, `b)`, `(c)`: a lowercase letter of either script and a closing bracket open the line. */
const LETTERED = /^\(?([a-zа-яё])\)\s+(\S.*)$/iu;
/** `- item`, `* item`, `*item`, `• item`, `– item`; not `**bold**`. */
const BULLET = /^(?:[-•–+·]\s+|\*(?!\*)\s*)(\S.*)$/u;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)(?:\s+#+)?$/u;
const RULE = /^(?:\*\s*){3,}$|^(?:-\s*){3,}$|^(?:_\s*){3,}$/u;
/** A heading is short and does not read as a sentence: it ends in a colon or no stop, or is in capitals. */
const HEADING_MAX_LENGTH = 70;

/**
 * Splits a line that sets out columns (tabs, `|` pipes, or runs of 3+ spaces) into its cells, or null.
 * @example tableCells('Infantry\t30 cm') // ['Infantry', '30 cm']
 * @example tableCells('| a | b |') // ['a', 'b']
 */
export function tableCells(line: string): string[] | null {
  const trimmed = line.trim();
  let cells: string[];
  if (trimmed.includes('|')) cells = trimmed.replace(/^\||\|$/g, '').split('|');
  else if (trimmed.includes('\t')) cells = trimmed.split(/\t+/);
  else cells = trimmed.split(/ {3,}/);
  cells = cells.map((cell) => cell.trim());
  if (cells.length < 2 || cells.some((cell) => cell === '')) return null;
  // A Markdown table's `|---|---|` line is layout, not a row of the table.
  return cells;
}

/**
 * Whether a line is a Markdown table's divider row (`|---|:--:|`).
 * @example isTableDivider('|---|---|') // true
 */
export function isTableDivider(line: string): boolean {
  return /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$/.test(line.trim());
}

/**
 * Whether a short line reads as a heading rather than a sentence.
 * @example looksLikeHeading('Entrar en Reserva:') // true
 * @example looksLikeHeading('Las unidades mueven.') // false
 */
export function looksLikeHeading(text: string): boolean {
  if (text.length === 0 || text.length > HEADING_MAX_LENGTH) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return false;
  if (letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  return /:$/.test(text) || !/[.!?;,…)»"”]$/u.test(text);
}

/**
 * The shape of one line (without its line end).
 * @example shapeOf('8.5. Тактические марши.') // { kind: 'numbered', number: '8.5', rest: 'Тактические марши.', … }
 * @example shapeOf('д) Выполнение…').kind // 'lettered'
 */
export function shapeOf(line: string): LineShape {
  const text = line.trim();
  if (text === '') return { kind: 'blank' };
  if (RULE.test(text)) return { kind: 'rule' };
  const markdown = MARKDOWN_HEADING.exec(text);
  const unmarked = markdown ? markdown[1]! : text;
  const numbered = NUMBERED.exec(unmarked);
  if (numbered) return { kind: 'numbered', number: numbered[1]!, rest: numbered[2]!.replace(/\*\*/g, '').trim(), text };
  if (markdown) return { kind: 'heading', text: unmarked, markdown: true };
  const lettered = LETTERED.exec(text);
  if (lettered && letterPosition(lettered[1]!) >= 0) {
    return { kind: 'lettered', letter: lettered[1]!, position: letterPosition(lettered[1]!), text };
  }
  const bullet = BULLET.exec(text);
  if (bullet) return { kind: 'bullet', item: bullet[1]!, text };
  const cells = isTableDivider(text) ? [] : tableCells(line);
  if (cells) return { kind: 'cells', cells, text };
  return { kind: 'text', text };
}
