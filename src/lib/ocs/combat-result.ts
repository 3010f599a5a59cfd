/**
 * OCS combat result codes (the cells of the Combat Table, rule 9.9), such as
 * `AL1o1 Do1`, `Ao1 e4 DL1o2` or `Ae3 DL2o2DG`: parsing what a player typed,
 * and printing a result the way the table prints it.
 *
 * Grammar accepted by {@link parseCombatResult} (case-insensitive):
 * - `A` opens the attacker's part and `D` the defender's; each at most once,
 *   in either order, and neither may be left empty.
 * - Inside a part: `L#` (loss number) and `o#` (option number), each at most
 *   once, in any order.
 * - `e#` (exploitation) is the attacker's, wherever it is written: glued
 *   (`Ae4`) or apart (`Ao1 e4`) as the table prints it, or after the
 *   defender's part or before any part, as players write it
 *   (`AL1o1 DL1o2 e4`, `e4 DL1o2`). `DG` inside the defender's part
 *   (`DL2o2DG`, `DL2o2 DG`, `DDG`), or before any part, as the legend writes it (`DG`).
 * - Numbers are 1 to 9 and must be glued to their letter (`L1`, not `L 1`).
 * - Whitespace, commas, semicolons, slashes, dashes and pluses (a URL's spaces) separate tokens and
 *   are otherwise ignored, so `al1o1do1` and `AL1o1 - Do1` are both valid. So are the invisible
 *   characters a forum post may carry (zero-width spaces and joiners, word joiner, byte-order mark,
 *   soft hyphen).
 * - Full-width and other compatibility forms read as the letters and digits they stand for (`ＡＬ１ｏ１`).
 * - Cyrillic А, О, Е are read as the Latin letters they look like, because
 *   players on a Russian keyboard layout type them without noticing.
 */
import { fail, succeed, type Outcome } from '../result';
import { INVISIBLE_CHARACTERS } from '../text';

/** One side's share of a combat result: its loss number and option number (0 when absent). */
export interface SideResult {
  readonly loss: number;
  readonly option: number;
}

/** A parsed combat result: both sides, the exploitation threshold (`e#`) and the defender DG flag. */
export interface CombatResult {
  readonly attacker: SideResult;
  readonly defender: SideResult;
  readonly exploit: number | null;
  readonly dg: boolean;
}

/**
 * Every error code {@link parseCombatResult} can return, in the order a
 * reader meets them:
 * - `empty`: nothing but separators.
 * - `too-long`: longer than {@link MAX_COMBAT_INPUT_LENGTH}; the token is the excess.
 * - `unexpected-token`: characters that are not part of a result code.
 * - `missing-number`: `L`, `o` or `e` without digits glued to it.
 * - `number-out-of-range`: a number outside {@link RESULT_NUMBER_RANGE} (`L0`, `o12`).
 * - `missing-side`: `L#`/`o#` before any `A` or `D`.
 * - `duplicate-side`: a second `A` or a second `D`.
 * - `duplicate-item`: `L#`, `o#` or `DG` twice in one part, or `e#` twice.
 * - `empty-side`: an `A` or `D` with nothing after it.
 * - `dg-outside-defender`: `DG` in the attacker's part (DG on the attacker is not a table result).
 */
export const COMBAT_ERROR_CODES = [
  'empty',
  'too-long',
  'unexpected-token',
  'missing-number',
  'number-out-of-range',
  'missing-side',
  'duplicate-side',
  'duplicate-item',
  'empty-side',
  'dg-outside-defender',
] as const;

/** A stable code naming why a result code could not be read. */
export type CombatErrorCode = (typeof COMBAT_ERROR_CODES)[number];

/** Why a result code could not be read, and where: `input.slice(index, index + token.length) === token`. */
export interface CombatParseError {
  readonly code: CombatErrorCode;
  readonly token: string;
  readonly index: number;
}

/** What {@link parseCombatResult} returns. */
export type CombatResultOutcome = Outcome<CombatResult, CombatParseError>;

/** Longest input {@link parseCombatResult} reads; the longest printed cell is 12 characters. */
export const MAX_COMBAT_INPUT_LENGTH = 200;

/** Smallest and largest number allowed after `L`, `o` and `e`. */
export const RESULT_NUMBER_RANGE = { min: 1, max: 9 } as const;

type Side = 'attacker' | 'defender';
type ItemKind = 'loss' | 'option' | 'exploit';

type Token =
  | { readonly kind: 'side'; readonly side: Side; readonly index: number; readonly text: string }
  | { readonly kind: 'item'; readonly item: ItemKind; readonly value: number; readonly index: number; readonly text: string }
  | { readonly kind: 'dg'; readonly index: number; readonly text: string };

type Scan = { readonly token: Token; readonly next: number } | { readonly error: CombatParseError } | null;

interface PartDraft {
  readonly markerIndex: number;
  readonly marker: string;
  loss?: number;
  option?: number;
  exploit?: number;
  dg?: boolean;
}

interface ParseState {
  attacker?: PartDraft;
  defender?: PartDraft;
  open?: Side;
  /** An `e#` written outside the attacker's part, theirs all the same, and its token for a `duplicate-item`. */
  exploitApart?: { readonly value: number; readonly duplicate: CombatParseError };
  /** A `DG` written before any part (`DG`, as the legend writes it): the defender's all the same. */
  dgApart?: boolean;
}

/**
 * What may stand between a code's parts: spaces, punctuation, dashes and minus signs, and what no reader sees; and
 * around it, the sentence it was quoted in (its stop, brackets, quotation marks), which a forum's link keeps in the
 * address (`?code=AL1o1+DL1o2.`).
 */
const SEPARATOR = new RegExp(`[\\s,;:.!?()\\[\\]«»"'\\u201c\\u201d\\u201e/+\\-\\u2010-\\u2015\\u2212${INVISIBLE_CHARACTERS}]`, 'u');
const ITEM_LETTERS: Readonly<Record<string, ItemKind>> = { L: 'loss', O: 'option', E: 'exploit' };
const LOOKALIKES: Readonly<Record<string, string>> = {
  '\u0410': 'A', '\u0430': 'A',
  '\u041e': 'O', '\u043e': 'O',
  '\u0415': 'E', '\u0435': 'E',
};

/**
 * Reads a combat result code as printed in the table or as a player types it; never throws.
 * @example parseCombatResult('Ao1 e4 DL1o2')
 * // { ok: true, value: { attacker: { loss: 0, option: 1 }, defender: { loss: 1, option: 2 }, exploit: 4, dg: false } }
 * @example parseCombatResult('AL0') // { ok: false, error: { code: 'number-out-of-range', token: 'L0', index: 1 } }
 * @example parseCombatResult('AL１o1\u200bDo1') // ok: AL1o1 Do1 (full-width digit, zero-width space between the parts)
 */
export function parseCombatResult(input: string): CombatResultOutcome {
  if (typeof input !== 'string') return fail({ code: 'empty', token: '', index: 0 });
  if (input.length > MAX_COMBAT_INPUT_LENGTH) {
    return fail({ code: 'too-long', token: input.slice(MAX_COMBAT_INPUT_LENGTH), index: MAX_COMBAT_INPUT_LENGTH });
  }
  const normalized = normalizeForScanning(input);
  const state: ParseState = {};
  let position = 0;
  for (;;) {
    const scan = scanToken(normalized, input, position);
    if (scan === null) break;
    if ('error' in scan) return fail(scan.error);
    const error = applyToken(state, scan.token);
    if (error) return fail(error);
    position = scan.next;
  }
  const unfinished = emptyOpenPartError(state);
  if (unfinished) return fail(unfinished);
  if (state.exploitApart) {
    if (state.attacker?.exploit !== undefined) return fail(state.exploitApart.duplicate);
    state.attacker = { ...(state.attacker ?? { markerIndex: state.exploitApart.duplicate.index, marker: '' }), exploit: state.exploitApart.value };
  }
  if (!state.attacker && !state.defender && !state.dgApart) return fail({ code: 'empty', token: input, index: 0 });
  return succeed(resultFromDrafts(state));
}

/**
 * Prints a result the way the Combat Table prints it, so `formatCombatResult(parse(cell))` is the cell again.
 * @example formatCombatResult({ attacker: { loss: 0, option: 1 }, defender: { loss: 1, option: 2 }, exploit: 4, dg: false }) // 'Ao1 e4 DL1o2'
 * @example formatCombatResult({ attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 2 }, exploit: 3, dg: true }) // 'Ae3 DL2o2DG'
 */
export function formatCombatResult(value: CombatResult): string {
  return [formatAttackerPart(value), formatDefenderPart(value)].filter((part) => part !== '').join(' ');
}

/**
 * Tells whether a value is one that {@link parseCombatResult} could have produced (numbers in range, some effect).
 * @example isWellFormedCombatResult({ attacker: { loss: 2, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }) // true
 */
export function isWellFormedCombatResult(value: CombatResult): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { attacker, defender, exploit, dg } = value;
  if (!isWellFormedSide(attacker) || !isWellFormedSide(defender) || typeof dg !== 'boolean') return false;
  if (exploit !== null && !isResultNumber(exploit)) return false;
  return hasAttackerPart(value) || hasDefenderPart(value);
}

/**
 * Tells whether the result gives the defender anything to do (a loss, an option or DG), even an ignorable one.
 * @example defenderReceivesResult({ attacker: { loss: 1, option: 1 }, defender: { loss: 0, option: 1 }, exploit: null, dg: false }) // true (AL1o1 Do1)
 * @example defenderReceivesResult({ attacker: { loss: 2, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }) // false (AL2)
 */
export function defenderReceivesResult(value: CombatResult): boolean {
  return hasDefenderPart(value);
}

/** The pieces of a result code that can each be explained in words (`part.<code>` in the locale files). */
export const RESULT_PART_CODES = [
  'attackerLoss',
  'attackerOption',
  'defenderLoss',
  'defenderOption',
  'exploit',
  'exploitAfterOption',
  'dg',
] as const;

/** One explainable piece of a result code. */
export type ResultPartCode = (typeof RESULT_PART_CODES)[number];

/** One piece of a result with the numbers its explanation needs (`count` for losses and options, `minimum` for e#). */
export interface ResultPart {
  readonly code: ResultPartCode;
  readonly params: Readonly<Record<string, number>>;
}

/**
 * Splits a result into the pieces a reader must act on, in printed order. An e# beside an attacker's option is its
 * own piece (`exploitAfterOption`): it is earned only by taking the whole option as losses (9.10d, note 1).
 * @example combatResultParts({ attacker: { loss: 0, option: 0 }, defender: { loss: 1, option: 2 }, exploit: 4, dg: false }) // Ae4 DL1o2
 * // [{ code: 'exploit', params: { minimum: 4 } }, { code: 'defenderLoss', params: { count: 1 } }, { code: 'defenderOption', params: { count: 2 } }]
 */
export function combatResultParts(value: CombatResult): readonly ResultPart[] {
  const parts: ResultPart[] = [];
  if (value.attacker.loss > 0) parts.push({ code: 'attackerLoss', params: { count: value.attacker.loss } });
  if (value.attacker.option > 0) parts.push({ code: 'attackerOption', params: { count: value.attacker.option } });
  if (value.exploit !== null) parts.push({ code: value.attacker.option > 0 ? 'exploitAfterOption' : 'exploit', params: { minimum: value.exploit } });
  if (value.defender.loss > 0) parts.push({ code: 'defenderLoss', params: { count: value.defender.loss } });
  if (value.defender.option > 0) parts.push({ code: 'defenderOption', params: { count: value.defender.option } });
  if (value.dg) parts.push({ code: 'dg', params: {} });
  return parts;
}

// Maps one UTF-16 unit to one, so indexes into the result stay indexes into the input: a unit is folded to its
// compatibility form (full-width `１` to `1`) only when that form is one unit too.
function normalizeForScanning(input: string): string {
  let normalized = '';
  for (const typed of input.split('')) {
    const folded = typed.normalize('NFKC');
    const unit = folded.length === 1 ? folded : typed;
    const lookalike = LOOKALIKES[unit];
    normalized += lookalike ?? (unit >= 'a' && unit <= 'z' ? unit.toUpperCase() : unit);
  }
  return normalized;
}

function isSeparator(unit: string | undefined): boolean {
  return unit !== undefined && SEPARATOR.test(unit);
}

function isDigit(unit: string | undefined): boolean {
  return unit !== undefined && unit >= '0' && unit <= '9';
}

function scanToken(normalized: string, input: string, from: number): Scan {
  let index = from;
  while (isSeparator(normalized[index])) index += 1;
  const unit = normalized[index];
  if (unit === undefined) return null;
  if (unit === 'D' && normalized[index + 1] === 'G') {
    return { token: { kind: 'dg', index, text: input.slice(index, index + 2) }, next: index + 2 };
  }
  if (unit === 'A' || unit === 'D') {
    const side: Side = unit === 'A' ? 'attacker' : 'defender';
    return { token: { kind: 'side', side, index, text: input.slice(index, index + 1) }, next: index + 1 };
  }
  const item = ITEM_LETTERS[unit];
  if (item) return scanItem(normalized, input, index, item);
  return { error: { code: 'unexpected-token', token: input.slice(index, endOfRun(normalized, index)), index } };
}

function scanItem(normalized: string, input: string, index: number, item: ItemKind): Scan {
  let end = index + 1;
  while (isDigit(normalized[end])) end += 1;
  const text = input.slice(index, end);
  if (end === index + 1) return { error: { code: 'missing-number', token: text, index } };
  const value = Number(normalized.slice(index + 1, end));
  if (!isResultNumber(value)) return { error: { code: 'number-out-of-range', token: text, index } };
  return { token: { kind: 'item', item, value, index, text }, next: end };
}

// An unreadable run is reported whole (up to the next separator) so a UI can underline the word, not one letter.
function endOfRun(normalized: string, start: number): number {
  let end = start + 1;
  while (end < normalized.length && !isSeparator(normalized[end])) end += 1;
  return end;
}

function applyToken(state: ParseState, token: Token): CombatParseError | null {
  const at = (code: CombatErrorCode): CombatParseError => ({ code, token: token.text, index: token.index });
  switch (token.kind) {
    case 'side': {
      const unfinished = emptyOpenPartError(state);
      if (unfinished) return unfinished;
      if (state[token.side]) return at('duplicate-side');
      state[token.side] = { markerIndex: token.index, marker: token.text };
      state.open = token.side;
      return null;
    }
    case 'dg': {
      // DG alone, before any part, is the legend's «DG = Defender Disorganized»: only ever the defender's.
      if (state.open === undefined) {
        if (state.dgApart || state.defender?.dg) return at('duplicate-item');
        state.dgApart = true;
        return null;
      }
      const part = state.open === 'defender' ? state.defender : undefined;
      if (!part) return at('dg-outside-defender');
      if (part.dg || state.dgApart) return at('duplicate-item');
      part.dg = true;
      return null;
    }
    case 'item': {
      if (token.item === 'exploit' && state.open !== 'attacker') {
        // Exploitation is only ever the attacker's: an `e#` after the defender's part or before any part is theirs.
        if (state.exploitApart) return at('duplicate-item');
        state.exploitApart = { value: token.value, duplicate: at('duplicate-item') };
        return null;
      }
      const part = state.open ? state[state.open] : undefined;
      if (!part) return at('missing-side');
      if (part[token.item] !== undefined) return at('duplicate-item');
      part[token.item] = token.value;
      return null;
    }
  }
}

function emptyOpenPartError(state: ParseState): CombatParseError | null {
  const part = state.open ? state[state.open] : undefined;
  if (!part || !isEmptyDraft(part)) return null;
  return { code: 'empty-side', token: part.marker, index: part.markerIndex };
}

function isEmptyDraft(part: PartDraft): boolean {
  return part.loss === undefined && part.option === undefined && part.exploit === undefined && !part.dg;
}

function resultFromDrafts(state: ParseState): CombatResult {
  return {
    attacker: { loss: state.attacker?.loss ?? 0, option: state.attacker?.option ?? 0 },
    defender: { loss: state.defender?.loss ?? 0, option: state.defender?.option ?? 0 },
    exploit: state.attacker?.exploit ?? null,
    dg: (state.defender?.dg ?? false) || state.dgApart === true,
  };
}

function formatLossAndOption(side: SideResult): string {
  return `${side.loss > 0 ? `L${side.loss}` : ''}${side.option > 0 ? `o${side.option}` : ''}`;
}

// The table glues e# to a bare "A" (Ae4) but sets it apart after a loss or option (Ao1 e4).
function formatAttackerPart(value: CombatResult): string {
  const lossAndOption = formatLossAndOption(value.attacker);
  if (value.exploit === null) return lossAndOption === '' ? '' : `A${lossAndOption}`;
  if (lossAndOption === '') return `Ae${value.exploit}`;
  return `A${lossAndOption} e${value.exploit}`;
}

function formatDefenderPart(value: CombatResult): string {
  const body = `${formatLossAndOption(value.defender)}${value.dg ? 'DG' : ''}`;
  return body === '' ? '' : `D${body}`;
}

function hasAttackerPart(value: CombatResult): boolean {
  return value.attacker.loss > 0 || value.attacker.option > 0 || value.exploit !== null;
}

function hasDefenderPart(value: CombatResult): boolean {
  return value.defender.loss > 0 || value.defender.option > 0 || value.dg;
}

function isResultNumber(value: number): boolean {
  return Number.isInteger(value) && value >= RESULT_NUMBER_RANGE.min && value <= RESULT_NUMBER_RANGE.max;
}

function isWellFormedSide(side: SideResult): boolean {
  if (typeof side !== 'object' || side === null) return false;
  return [side.loss, side.option].every((number) => number === 0 || isResultNumber(number));
}
