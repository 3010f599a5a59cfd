/**
 * Explaining a combat result to a reader: the printed token of each part, the
 * clause each part and each conclusion rests on, and where to link for it
 * (a clause of a rules document, or a note of the official table the combat
 * tools render with ids `table-note-1` to `table-note-4`).
 */
import type { CombatParseError, CombatResult, ResultPart, ResultPartCode } from './combat-result';
import { combatResultParts } from './combat-result';
import {
  COMBAT_TABLE_CLAUSES,
  REACTION_PHASE_CLAUSES,
  SOURCE_DOCS,
  TABLE_NOTE_RULES,
  type RuleSource,
} from './resolve';

/** The documents the combat tools link to, by key (`game/doc`). */
export type CitedDoc = (typeof SOURCE_DOCS)[keyof typeof SOURCE_DOCS];

/** The clause each part of a result is explained by, in doc 'ocs/combat-table'. */
export const RESULT_PART_SOURCES: Readonly<Record<ResultPartCode, RuleSource>> = {
  attackerLoss: { doc: SOURCE_DOCS.combatTable, clause: 'loss-or-option' },
  attackerOption: { doc: SOURCE_DOCS.combatTable, clause: 'option-number' },
  defenderLoss: { doc: SOURCE_DOCS.combatTable, clause: 'loss-or-option' },
  defenderOption: { doc: SOURCE_DOCS.combatTable, clause: 'defender-may-ignore' },
  exploit: { doc: SOURCE_DOCS.combatTable, clause: 'legend-exploit' },
  exploitAfterOption: { doc: SOURCE_DOCS.combatTable, clause: 'exploit-takes-losses', rule: '9.9 note 1' },
  dg: { doc: SOURCE_DOCS.combatTable, clause: 'legend-dg' },
};

/** Every clause the combat tools may link to, by document: what conclusions and result parts cite. */
export const CITED_CLAUSES: Readonly<Record<CitedDoc, readonly string[]>> = {
  [SOURCE_DOCS.combatTable]: COMBAT_TABLE_CLAUSES,
  [SOURCE_DOCS.reactionPhase]: REACTION_PHASE_CLAUSES,
};

/** The id prefix of the official table's notes where the tools render them. */
export const TABLE_NOTE_ID_PREFIX = 'table-note-';

/** One part of a result as a reader sees it: who it concerns, its printed token and the clause behind it. */
export interface ExplainedPart extends ResultPart {
  readonly side: 'attacker' | 'defender';
  readonly token: string;
  readonly source: RuleSource;
}

/** A link to what a conclusion or a part rests on. */
export type RuleLink =
  | { readonly kind: 'clause'; readonly doc: string; readonly clause: string; readonly href: string }
  | { readonly kind: 'note'; readonly note: number; readonly href: string };

/** Where links are rendered: the page's language and, on a rules page, its document key. */
export interface LinkContext {
  readonly lang: string;
  readonly currentDoc: string | null;
}

const PART_SIDES: Readonly<Record<ResultPartCode, 'attacker' | 'defender'>> = {
  attackerLoss: 'attacker',
  attackerOption: 'attacker',
  exploit: 'attacker',
  exploitAfterOption: 'attacker',
  defenderLoss: 'defender',
  defenderOption: 'defender',
  dg: 'defender',
};

/**
 * The parts of a result in printed order, each with its side, printed token and source clause.
 * @example explainCombatResult({ attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 2 }, exploit: 3, dg: true }).map((part) => part.token)
 * // ['e3', 'L2', 'o2', 'DG'] (Ae3 DL2o2DG)
 */
export function explainCombatResult(value: CombatResult): readonly ExplainedPart[] {
  return combatResultParts(value).map((part) => ({
    ...part,
    side: PART_SIDES[part.code],
    token: partToken(part),
    source: RESULT_PART_SOURCES[part.code],
  }));
}

/**
 * The element id a table note gets where the tools render the official table.
 * @example tableNoteId(3) // 'table-note-3'
 */
export function tableNoteId(note: number): string {
  return `${TABLE_NOTE_ID_PREFIX}${note}`;
}

/**
 * The note number of a rule reference to the official table, or null for any other rule.
 * @example tableNoteNumber('9.9 note 3') // 3
 * @example tableNoteNumber('9.10') // null
 */
export function tableNoteNumber(rule: string): number | null {
  if (!(TABLE_NOTE_RULES as readonly string[]).includes(rule)) return null;
  return Number(rule.slice(rule.lastIndexOf(' ') + 1));
}

/**
 * The links for a source: its clause (same-page fragment on its own document), then its table note.
 * @example ruleLinks({ doc: 'ocs/combat-table', clause: 'defender-may-ignore', rule: '9.9 note 2' }, { lang: 'es', currentDoc: null })
 * // [{ kind: 'clause', …, href: '/es/ocs/combat-table/#defender-may-ignore' }, { kind: 'note', note: 2, href: '#table-note-2' }]
 */
export function ruleLinks(source: RuleSource, context: LinkContext): readonly RuleLink[] {
  const links: RuleLink[] = [];
  if (source.clause) {
    const page = source.doc === context.currentDoc ? '' : `/${context.lang}/${source.doc}/`;
    links.push({ kind: 'clause', doc: source.doc, clause: source.clause, href: `${page}#${source.clause}` });
  }
  const note = source.rule ? tableNoteNumber(source.rule) : null;
  if (note !== null) links.push({ kind: 'note', note, href: `#${tableNoteId(note)}` });
  return links;
}

/**
 * The labels of the clauses the tools cite, from the clauses each document declares; throws naming any cited id a document lacks.
 * @example citedClauseLabels({ 'ocs/combat-table': declared, 'ocs/reaction-phase': reactionDeclared })['ocs/combat-table']['legend-dg'] // 'DG'
 */
export function citedClauseLabels(
  declared: Readonly<Record<CitedDoc, readonly { readonly id: string; readonly label: string }[]>>,
): Record<CitedDoc, Record<string, string>> {
  const missing: string[] = [];
  const labels = {} as Record<CitedDoc, Record<string, string>>;
  for (const [doc, ids] of Object.entries(CITED_CLAUSES) as [CitedDoc, readonly string[]][]) {
    const byId = new Map(declared[doc].map((clause) => [clause.id, clause.label]));
    labels[doc] = {};
    for (const id of ids) {
      const label = byId.get(id);
      if (label === undefined) missing.push(`${doc}#${id}`);
      else labels[doc][id] = label;
    }
  }
  if (missing.length > 0) throw new Error(`The combat tools cite clauses that do not exist: ${missing.join(', ')}`);
  return labels;
}

/** The typed text around a parse error, cut to a readable length, for showing the bad token in place. */
export interface ErrorExcerpt {
  readonly before: string;
  readonly token: string;
  readonly after: string;
}

/** How many characters of context an {@link ErrorExcerpt} keeps on each side, and of the token itself. */
export const EXCERPT_CONTEXT = 24;

/**
 * The input split around the token a parse error points at, cut with '…' where long; null when there is no token to show.
 * @example errorExcerpt('AL1 X9 Do1', { code: 'unexpected-token', token: 'X9', index: 4 }) // { before: 'AL1 ', token: 'X9', after: ' Do1' }
 */
export function errorExcerpt(input: string, error: CombatParseError): ErrorExcerpt | null {
  if (error.token === '' || input.slice(error.index, error.index + error.token.length) !== error.token) return null;
  const start = Math.max(0, error.index - EXCERPT_CONTEXT);
  const tokenEnd = error.index + error.token.length;
  const end = Math.min(input.length, tokenEnd + EXCERPT_CONTEXT);
  const longToken = error.token.length > EXCERPT_CONTEXT;
  return {
    before: `${start > 0 ? '…' : ''}${input.slice(start, error.index)}`,
    token: longToken ? `${error.token.slice(0, EXCERPT_CONTEXT)}…` : error.token,
    after: longToken ? '' : `${input.slice(tokenEnd, end)}${end < input.length ? '…' : ''}`,
  };
}

function partToken(part: ResultPart): string {
  switch (part.code) {
    case 'attackerLoss':
    case 'defenderLoss':
      return `L${part.params.count}`;
    case 'attackerOption':
    case 'defenderOption':
      return `o${part.params.count}`;
    case 'exploit':
    case 'exploitAfterOption':
      return `e${part.params.minimum}`;
    case 'dg':
      return 'DG';
  }
}
