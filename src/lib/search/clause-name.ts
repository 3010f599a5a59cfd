/**
 * The name search gives a clause: its label, and when the label is only a number (`8.5`, `8.5 д)`),
 * the words of its heading or, for a lettered point, of the heading of the clause it belongs to.
 */

import { escapeRegExp } from '../text';

/** A label that is a clause number and nothing else (`8.5`, `8.5 д)`, `8.2 б)`). */
const BARE_NUMBER = /^\d+(?:\.\d+)*(?:\s*\p{L}\))?$/u;

/**
 * The words of a heading without its number and closing punctuation.
 * @example headingWords('8.5. Тактические марши.') // 'Тактические марши'
 * @example headingWords('Entrar en Reserva:') // 'Entrar en Reserva'
 */
export function headingWords(heading: string): string {
  return heading
    .replace(/^\s*\d+(?:\.\d+)*\.?\s*/u, '')
    .replace(/[\s.:;]+$/u, '')
    .trim();
}

/**
 * The name of a clause in search results: a bare number gets its heading's words (or its parent's).
 * @example clauseName('8.5', '8.5. Тактические марши.') // '8.5 Тактические марши'
 * @example clauseName('8.5 д)', undefined, 'Тактические марши') // '8.5 д) Тактические марши'
 * @example clauseName('Modo Reserva', 'Modo Reserva:') // 'Modo Reserva'
 */
export function clauseName(label: string, heading?: string, parentHeading?: string): string {
  if (!BARE_NUMBER.test(label.trim())) return label;
  const words = headingWords(heading ?? '') || headingWords(parentHeading ?? '');
  return words ? `${label} ${words}` : label;
}

/** What naming a clause of `clauses.json` reads: its id, label, language, document and text. */
interface NamedRecord {
  id: string;
  doc: string;
  lang: string;
  label: string;
  text: string;
}

/**
 * The heading a clause's text opens with when it is numbered (`8.5. Тактические марши. …`).
 * @example openingHeading({ label: '8.5', text: '8.5. Тактические марши. Тактические марши …' }) // '8.5. Тактические марши'
 */
export function openingHeading(record: Pick<NamedRecord, 'label' | 'text'>): string | undefined {
  return new RegExp(`^${escapeRegExp(record.label.trim())}\\.\\s+[^.]+`, 'u').exec(record.text)?.[0];
}

/**
 * The name of a clause of `clauses.json`, as search results give it: see {@link clauseName}; a
 * lettered point (`8-5-e`) takes the heading of its clause (`8-5`).
 * @example recordName({ id: '8-5-e', label: '8.5 д)', … }, records) // '8.5 д) Тактические марши'
 */
export function recordName<T extends NamedRecord>(record: T, records: readonly T[]): string {
  const parentId = record.id.replace(/-[^-]+$/u, '');
  const parent = records.find((other) => other.id === parentId && other.doc === record.doc && other.lang === record.lang && other !== record);
  return clauseName(record.label, openingHeading(record), parent ? openingHeading(parent) : undefined);
}

/**
 * The clauses of `clauses.json` with their labels made names (see {@link recordName}), as search lists them.
 * @example namedRecords(records).find((r) => r.id === '8-5-e')?.label // '8.5 д) Тактические марши'
 */
export function namedRecords<T extends NamedRecord>(records: readonly T[]): T[] {
  return records.map((record) => ({ ...record, label: recordName(record, records) }));
}
