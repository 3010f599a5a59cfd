/**
 * State carried in a URL query, so a ruling, a march or a search is a link a reader can paste in a forum.
 * The combat tools, the march planner and search read and write their parameters through this one codec,
 * with one rule:
 *
 * - Reading never throws. An absent or empty parameter is the default, without a problem. A value that
 *   cannot be used is replaced by the default and reported as a problem naming the parameter, quoting the
 *   value (at most {@link QUOTE_LENGTH} characters, then `…`) and saying why, for the page to show in the
 *   reader's language. A text longer than its limit is the exception: it is cut to the limit and reported.
 *   The first of repeated parameters counts; unknown parameters are ignored.
 * - Kinds: a flag is `1`, `true` or `yes` (`sí`, `да`) against `0`, `false` or `no` (`нет`), in any case; an integer or a decimal
 *   may have spaces around it, a typographic minus (integers) or a decimal comma (decimals), and full-width
 *   digits (`１２`) read as the digits they are; a choice is matched in any case; a text is kept as written
 *   unless its field says how to clean it.
 * - Writing leaves out every value that writes as its default does, keeps the caller's order, writes flags
 *   as `1`/`0`, numbers without an exponent (`0.0000001`, never `1e-7`), spaces as `+` and commas bare
 *   (`?code=AL1o1+DL1o2&ar=3,4`).
 */
import { fail, succeed } from './result';
import { headOf, withoutInvisible } from './text';

/** The reasons the codec's own field kinds give; a tool's custom fields add their own codes. */
export const URL_FIELD_ERROR_CODES = ['flag', 'integer-range', 'decimal', 'choice', 'too-long'] as const;

/** A reason a value was refused. */
export type UrlFieldErrorCode = (typeof URL_FIELD_ERROR_CODES)[number];

/** Why a value was refused, with the numbers its message needs (`integer-range`: min, max; `too-long`: max…). */
export interface FieldError<Code extends string = UrlFieldErrorCode> {
  readonly code: Code;
  readonly params: Readonly<Record<string, number>>;
}

/**
 * What a field makes of a value: the value, or an error; a refused value may still have a usable part
 * (`kept`: a text cut to its limit), used instead of the default.
 */
export type FieldReading<Value, Code extends string = UrlFieldErrorCode> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly error: FieldError<Code>; readonly kept?: Value };

/** One kind of parameter: how a value is read from the URL and written back. */
export interface UrlField<Value, Code extends string = UrlFieldErrorCode> {
  read(raw: string): FieldReading<Value, Code>;
  write(value: Value): string;
}

/** A parameter that could not be used as given. */
export interface UrlProblem<Param extends string = string, Code extends string = string> {
  readonly param: Param;
  /** The value as given, cut to {@link QUOTE_LENGTH} characters. */
  readonly value: string;
  readonly error: FieldError<Code>;
}

/** How many characters of a refused value a problem quotes; a hostile link may carry kilobytes. */
export const QUOTE_LENGTH = 40;

const MINUS_SIGNS = /[\u2212\u2012\u2013]/g;

/**
 * A typed or pasted number as the readers see it: what no reader sees left out, compatibility forms folded
 * (full-width `１２` is `12`), spaces around it dropped.
 * @example numberText(' １２ ') // '12'
 * @example numberText('−３') // '−3'
 * @example numberText('12\u200B') // '12'
 */
export function numberText(raw: string): string {
  return withoutInvisible(String(raw)).normalize('NFKC').trim();
}

/**
 * A number as a link writes it: plain digits with up to `decimals` decimals, trailing zeros dropped, never an
 * exponent, so the readers here read it back.
 * @example plainNumber(1e-7, 10) // '0.0000001'
 * @example plainNumber(12.5, 2) // '12.5'
 * @example plainNumber(100, 0) // '100'
 */
export function plainNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * The words a flag reads as yes and as no: `1`/`0`, `true`/`false`, `yes`/`no`, and the same in the site's languages,
 * as the refusal messages name them (a link typed by hand in a forum says `sí` or `да`).
 */
const FLAG_YES = new Set(['1', 'true', 'yes', 'sí', 'si', 'verdadero', 'да']);
const FLAG_NO = new Set(['0', 'false', 'no', 'falso', 'нет']);

/**
 * A yes/no parameter.
 * @example flagField().read('Yes') // { ok: true, value: true }
 * @example flagField().read('нет') // { ok: true, value: false }
 * @example flagField().write(false) // '0'
 */
export function flagField(): UrlField<boolean, 'flag'> {
  return {
    read(raw) {
      const flag = String(raw).trim().toLowerCase();
      if (FLAG_YES.has(flag)) return succeed(true);
      if (FLAG_NO.has(flag)) return succeed(false);
      return fail({ code: 'flag', params: {} });
    },
    write: (value) => (value ? '1' : '0'),
  };
}

/**
 * A whole number within a range, both ends included; a typographic minus sign counts as minus.
 * @example integerField({ min: -12, max: 12 }).read(' −3 ') // { ok: true, value: -3 }
 * @example integerField({ min: 0, max: 99 }).read('１２') // { ok: true, value: 12 }
 * @example integerField({ min: 0, max: 99 }).read('1.5') // { ok: false, error: { code: 'integer-range', params: { min: 0, max: 99 } } }
 */
export function integerField(range: { readonly min: number; readonly max: number }): UrlField<number, 'integer-range'> {
  return {
    read(raw) {
      const refusal = fail({ code: 'integer-range' as const, params: { min: range.min, max: range.max } });
      const clean = numberText(raw).replace(MINUS_SIGNS, '-');
      if (!/^[-+]?\d{1,6}$/.test(clean)) return refusal;
      const value = Number(clean);
      return value >= range.min && value <= range.max ? succeed(value === 0 ? 0 : value) : refusal;
    },
    write: (value) => String(value),
  };
}

/** The shape of a decimal: digits before the point, after it, significant in all, and the largest value. */
export interface DecimalLimits {
  readonly wholeDigits: number;
  readonly decimals: number;
  /** Significant digits in all (so the number prints back exactly as typed); unlimited when left out. */
  readonly digits?: number;
  readonly max?: number;
}

/**
 * A number zero or more with up to `decimals` decimals after a point or a comma (`12.`, `.5` too, as they
 * appear while typing); signs, exponents and `Infinity` are refused. It writes without an exponent.
 * @example decimalField({ wholeDigits: 4, decimals: 2 }).read(' 12,5 ') // { ok: true, value: 12.5 }
 * @example decimalField({ wholeDigits: 4, decimals: 2 }).read('1e3') // { ok: false, error: { code: 'decimal', params: { wholeDigits: 4, decimals: 2 } } }
 */
export function decimalField(limits: DecimalLimits): UrlField<number, 'decimal'> {
  const { wholeDigits, decimals, digits, max } = limits;
  const pattern = new RegExp(`^(?:\\d{1,${wholeDigits}}(?:\\.\\d{0,${decimals}})?|\\.\\d{1,${decimals}})$`);
  const params: Record<string, number> = { wholeDigits, decimals };
  if (digits !== undefined) params.digits = digits;
  if (max !== undefined) params.max = max;
  return {
    read(raw) {
      const refusal = fail({ code: 'decimal' as const, params });
      const clean = numberText(raw).replace(',', '.');
      if (!pattern.test(clean)) return refusal;
      const [whole = '', fraction = ''] = clean.split('.');
      const significant = `${whole}${fraction.replace(/0+$/, '')}`.replace(/^0+/, '');
      if (digits !== undefined && significant.length > digits) return refusal;
      const value = Number(clean);
      return max === undefined || value <= max ? succeed(value === 0 ? 0 : value) : refusal;
    },
    write: (value) => plainNumber(value, decimals),
  };
}

/**
 * One of a list of values, matched in any case; `slugOf` gives a value's spelling in the URL when it differs.
 * @example choiceField(['cm', 'in'] as const).read('IN') // { ok: true, value: 'in' }
 * @example choiceField(['Open', 'Close'] as const, (terrain) => terrain.toLowerCase()).write('Open') // 'open'
 */
export function choiceField<Value extends string>(options: readonly Value[], slugOf: (value: Value) => string = (value) => value): UrlField<Value, 'choice'> {
  return {
    read(raw) {
      const wanted = String(raw).trim().toLowerCase();
      const found = options.find((option) => slugOf(option).toLowerCase() === wanted);
      return found === undefined ? fail({ code: 'choice', params: {} }) : succeed(found);
    },
    write: slugOf,
  };
}

/**
 * Free text of at most `maxLength` characters (counted as code points), cleaned by `clean` if given; a longer
 * text is refused as `too-long` but its first `maxLength` characters are kept.
 * @example textField({ maxLength: 80, clean: (text) => text.trim() }).read(' air support ') // { ok: true, value: 'air support' }
 * @example textField({ maxLength: 3 }).read('abcd') // { ok: false, error: { code: 'too-long', params: { max: 3 } }, kept: 'abc' }
 */
export function textField(options: { readonly maxLength: number; readonly clean?: (text: string) => string }): UrlField<string, 'too-long'> {
  const { maxLength, clean = (text: string) => text } = options;
  return {
    read(raw) {
      const text = clean(String(raw));
      const { head, cut } = headOf(text, maxLength);
      if (!cut) return succeed(text);
      return { ok: false, error: { code: 'too-long', params: { max: maxLength } }, kept: clean(head) };
    },
    write: (value) => value,
  };
}

/**
 * A value as a problem quotes it: at most {@link QUOTE_LENGTH} characters (code points, so none is split), then `…`.
 * @example quoteValue('x'.repeat(50)).length // 41
 * @example quoteValue('prussia') // 'prussia'
 */
export function quoteValue(value: string): string {
  const { head, cut } = headOf(value, QUOTE_LENGTH);
  return cut ? `${head}…` : value;
}

/** Reads parameters of one query one at a time, collecting the problems in the order they are read. */
export interface UrlStateReader {
  /** The parameter's value, or the fallback (and a problem) when it is absent, empty or unusable. */
  read<Value, Code extends string>(param: string, field: UrlField<Value, Code>, fallback: Value): Value;
  /** Whether the parameter is present with a value. */
  has(param: string): boolean;
  /** The parameter's raw value, null when absent or empty. */
  raw(param: string): string | null;
  /** Records a problem found by the caller (a value that reads but does not fit another one). */
  report(param: string, value: string, error: FieldError<string>): void;
  readonly problems: readonly UrlProblem[];
}

/**
 * A reader for a query (`?a=1&b=2`, with or without `?`, or its parameters).
 * @example const reader = urlStateReader('?roll=x'); reader.read('roll', integerField({ min: 1, max: 6 }), 1) // 1, and reader.problems has roll
 */
export function urlStateReader(query: string | URLSearchParams): UrlStateReader {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const written = typeof query === 'string' ? writtenValues(query) : new Map<string, string>();
  const problems: UrlProblem[] = [];
  const raw = (param: string): string | null => {
    const value = params.get(param);
    return value === null || value === '' ? null : value;
  };
  const report = (param: string, value: string, error: FieldError<string>) => {
    // An escape that does not decode reads as U+FFFD: the link's own writing says what it held.
    const shown = value.includes('\uFFFD') ? (written.get(param) ?? value) : value;
    problems.push({ param, value: quoteValue(shown), error });
  };
  return {
    read<Value, Code extends string>(param: string, field: UrlField<Value, Code>, fallback: Value): Value {
      const value = raw(param);
      if (value === null) return fallback;
      const reading = field.read(value);
      if (reading.ok) return reading.value;
      report(param, value, reading.error);
      return reading.kept !== undefined ? reading.kept : fallback;
    },
    has: (param) => raw(param) !== null,
    raw,
    report,
    problems,
  };
}

/**
 * Each parameter's first value as a query writes it, its escapes left as they are (a `+` read as a space).
 * @example writtenValues('?enemy=%E0%A4%A&a=b+c').get('enemy') // '%E0%A4%A'
 */
function writtenValues(query: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of query.replace(/^\?/u, '').split('&')) {
    const [name = '', ...rest] = part.split('=');
    const key = new URLSearchParams(`${name}=`).keys().next().value ?? name;
    if (!values.has(key)) values.set(key, rest.join('=').replaceAll('+', ' '));
  }
  return values;
}

/** One parameter to write: its name and value, or null to leave it out. */
export type QueryEntry = readonly [param: string, value: string | null];

/**
 * The entry of a value: left out when it is null or writes as its default does.
 * @example paramEntry('roll', integerField({ min: 1, max: 6 }), 3, 1) // ['roll', '3']
 * @example paramEntry('roll', integerField({ min: 1, max: 6 }), 1, 1) // ['roll', null]
 */
export function paramEntry<Value>(param: string, field: UrlField<Value, string>, value: Value | null, fallback: Value | null): QueryEntry {
  if (value === null) return [param, null];
  const written = field.write(value);
  return [param, fallback !== null && written === field.write(fallback) ? null : written];
}

/**
 * The query of some entries, in their order, without `?` ('' when every entry is left out).
 * @example writeQuery([['code', 'AL1o1 DL1o2'], ['roll', null], ['ar', '3,4']]) // 'code=AL1o1+DL1o2&ar=3,4'
 */
export function writeQuery(entries: readonly QueryEntry[]): string {
  return entries
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([param, value]) => `${encodeQueryPart(param)}=${encodeQueryPart(value)}`)
    .join('&');
}

// Spaces as '+' and commas bare keep a shared link readable; everything else as encodeURIComponent does.
function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2C/gi, ',');
}
