/**
 * What the tactical-march widget shows, as plain data and translated text: the server renders the tables
 * from it, the browser script the planner's answer. Translation comes in as a function, so the same code
 * runs on i18next at build time and in the page.
 */
import {
  ENEMY_MARCH_STOP,
  INFANTRY_MARCH,
  MARCH_CLAUSES,
  MARCH_FORMATIONS_BY_ARM,
  MOUNTED_MARCH,
  NATIONS,
  brigadesAllowed,
  errorKey,
  UNIT_ERROR_KEY,
  interpolationValues,
  isNoteReason,
  reasonKey,
  type Arm,
  type BrigadeAllowance,
  type BrigadePlan,
  type Formation,
  type MarchClauseId,
  type MarchError,
  type MarchPlan,
  type Nation,
  type Params,
  type Reason,
  type SourcedDistance,
} from './march';
import { marchSketch, type MarchSketch } from './march-sketch';
import { FIELD_LIMITS } from './march-state';
import type { Translate } from '../../i18n/translator';
import { lengthIn, type LengthLocale, type LengthUnit, type Measure } from './units';


/** The rules' own strings: labels, reasons, errors. */
export const MARCH_NAMESPACE = 'march';
/** The widget's strings. */
export const TOOL_NAMESPACE = 'tactical-march';

/** A link to a clause of the movement chapter, labelled as the document labels it (`8.5 д)`). */
export interface ClauseLink {
  readonly href: string;
  readonly label: string;
}
export type ClauseLinks = Readonly<Record<MarchClauseId, ClauseLink>>;

/**
 * Links to every clause the march rules cite; `base` is '' on the document itself, else the document's path.
 * Throws, naming the ids, when the document lacks one, so a renamed clause fails the build.
 * @example marchClauseLinks(clauses, '/es/gdb/movement-phase/')['8-5-e'] // { href: '/es/gdb/movement-phase/#8-5-e', label: '8.5 д)' }
 */
export function marchClauseLinks(clauses: readonly { id: string; label: string }[], base: string): ClauseLinks {
  const labels = new Map(clauses.map((clause) => [clause.id, clause.label]));
  const missing = MARCH_CLAUSES.filter((id) => !labels.has(id));
  if (missing.length > 0) throw new Error(`The movement chapter lacks clauses the march rules cite: ${missing.join(', ')}`);
  const entries = MARCH_CLAUSES.map((id) => [id, { href: `${base}#${id}`, label: labels.get(id) ?? id }] as const);
  return Object.fromEntries(entries) as Record<MarchClauseId, ClauseLink>;
}

/**
 * A clause label as a link shows it: the number kept with the word after it, so `8.5 д)` never breaks in two.
 * @example linkLabel('8.5 д)') // '8.5\u00a0д)'
 */
export function linkLabel(label: string): string {
  return label.replace(' ', '\u00a0');
}

/**
 * Whether a clause label closes its own bracket (`8.5 д)`), so a citation in brackets must not close it again.
 * @example closesOwnBracket('8.5 д)') // true
 * @example closesOwnBracket('8.6') // false
 */
export function closesOwnBracket(label: string): boolean {
  return label.endsWith(')');
}

/**
 * A clause label as cited in brackets after a sentence: `(8.6)`, and `(8.5 д)` rather than `(8.5 д))`.
 * @example bracketedCitation('8.5 д)') // { open: '(', label: '8.5\u00a0д)', close: '' }
 * @example bracketedCitation('8.6') // { open: '(', label: '8.6', close: ')' }
 */
export function bracketedCitation(label: string): { open: '('; label: string; close: '' | ')' } {
  return { open: '(', label: linkLabel(label), close: closesOwnBracket(label) ? '' : ')' };
}

/**
 * A message of the `march` namespace with its values formatted for the reader.
 * @example marchMessage(t, 'reason.march-distance-for-arm', { arm: 'cavalry', distance: MOUNTED_MARCH }, 'in', 'es') // 'Caballería: marcha 24″ por turno.'
 */
export function marchMessage(t: Translate, key: string, params: Params, unit: LengthUnit, locale: LengthLocale): string {
  const label = (labelKey: string) => t(`${MARCH_NAMESPACE}:${labelKey}`);
  return t(`${MARCH_NAMESPACE}:${key}`, interpolationValues(params, unit, locale, label));
}

/**
 * A message of the widget's namespace with its values formatted for the reader.
 * @example toolMessage(t, 'answer.full', { reach: { value: 30, unit: 'cm' } }, 'cm', 'es') // 'Sí: marcha 30 cm, su marcha completa.'
 */
export function toolMessage(t: Translate, key: string, params: Params, unit: LengthUnit, locale: LengthLocale): string {
  const label = (labelKey: string) => t(`${MARCH_NAMESPACE}:${labelKey}`);
  return t(`${TOOL_NAMESPACE}:${key}`, interpolationValues(params, unit, locale, label));
}

/** How a reason reads in the answer: a rule met, a rule not met, or a note. */
export type ReasonKind = 'met' | 'unmet' | 'note';

/**
 * The kind of a reason.
 * @example reasonKind({ code: 'order-forbids-march', ok: false, params: {}, clause: '8-5-a' }) // 'unmet'
 */
export function reasonKind(reason: Reason): ReasonKind {
  if (!reason.ok) return 'unmet';
  return isNoteReason(reason) ? 'note' : 'met';
}

/** One line of the answer. */
export interface ReasonView {
  readonly kind: ReasonKind;
  readonly text: string;
  readonly clause: MarchClauseId;
}

/** The planner's answer for one unit, ready to show. */
export interface PlanView {
  readonly mayMarch: boolean;
  readonly headline: string;
  readonly reasons: readonly ReasonView[];
  readonly sketch: MarchSketch;
  /** The sketch in words: its text alternative. */
  readonly sketchText: string;
}

/**
 * Whether the only thing that keeps a unit from marching is that it already stands inside the 35 cm (20″) stop:
 * 8.5 д) ends a march on coming that close to the enemy, and says nothing of a unit that marches away, so that
 * "no" holds only for the planner's unit heading toward the enemy.
 * @example onlyInsideStop(plan) // true for a unit in column 30 cm from the enemy under a Move order
 */
export function onlyInsideStop(plan: MarchPlan): boolean {
  const unmet = plan.reasons.filter((reason) => !reason.ok);
  return unmet.length > 0 && unmet.every((reason) => reason.code === 'within-enemy-stop');
}

/**
 * The answer for a plan: a headline, every reason as text with its clause, and the sketch with its description.
 * @example describePlan(plan, { value: 60, unit: 'cm' }, 'es', t).headline // 'Sí, pero solo 25 cm de 30 cm: …'
 */
export function describePlan(plan: MarchPlan, distanceToEnemy: Measure, locale: LengthLocale, t: Translate): PlanView {
  const { unit } = distanceToEnemy;
  const full = lengthIn(plan.distance, unit);
  const outcome = !plan.mayMarch ? 'none' : plan.reachIsUpperBound ? 'upTo' : plan.reach.value >= full ? 'full' : 'cut';
  const answer = outcome === 'none' && onlyInsideStop(plan) ? 'noneTowardEnemy' : outcome;
  const params: Params = { reach: plan.reach, distance: plan.distance, stop: ENEMY_MARCH_STOP, distanceToEnemy };
  const reasons = plan.reasons.map((reason) => ({
    kind: reasonKind(reason),
    text: marchMessage(t, reasonKey(reason.code), reason.params, unit, locale),
    clause: reason.clause,
  }));
  const sketch = marchSketch({
    distanceToEnemy: distanceToEnemy.value,
    fullMarch: full,
    reach: plan.reach.value,
    stop: lengthIn(ENEMY_MARCH_STOP, unit),
  });
  return {
    mayMarch: plan.mayMarch,
    headline: toolMessage(t, `answer.${answer}`, params, unit, locale),
    reasons,
    sketch,
    sketchText: toolMessage(t, `sketch.${outcome}`, params, unit, locale),
  };
}

/** The answer for a whole brigade: one view per unit, and a line saying how many march, with the clause it follows. */
export interface BrigadeView {
  readonly summary: string;
  readonly clause: MarchClauseId;
  readonly units: readonly PlanView[];
}

/**
 * The brigade's answer: each unit's view, and a summary. While a unit is out of a march formation, the summary
 * says the brigade cannot march and names those units (8.5 б); when every unit marches, that they all do (8.5); when
 * none does, that none does (8.5); otherwise, how many units march and that the others move at normal speed (8.5 ж).
 * @example describeBrigade(brigadePlan, distances, 'es', t).summary // 'Unidades de la brigada que marchan: 2 de 3; las demás se mueven a velocidad normal.'
 */
export function describeBrigade(plan: BrigadePlan, distances: readonly Measure[], locale: LengthLocale, t: Translate): BrigadeView {
  const units = plan.units.map((unitPlan, index) => describePlan(unitPlan, distances[index] ?? unitPlan.reach, locale, t));
  if (plan.outOfFormation.length > 0) {
    const names = plan.outOfFormation.map(({ position }) => toolMessage(t, 'brigade.unitName', { n: position }, 'cm', locale));
    const summary = toolMessage(t, 'brigade.outOfFormation', { units: names.join(', ') }, 'cm', locale);
    return { summary, clause: '8-5-b', units };
  }
  const total = plan.units.length;
  // Every unit marching leaves no «others» at normal speed: the march of a whole brigade is 8.5's.
  if (plan.marching === total) return { summary: toolMessage(t, 'brigade.allMarch', { total }, 'cm', locale), clause: '8-5', units };
  // And no unit marching leaves no part on the march for «the others» to move beside (8.5 ж).
  if (plan.marching === 0) return { summary: toolMessage(t, 'brigade.noneMarch', {}, 'cm', locale), clause: '8-5', units };
  return { summary: toolMessage(t, 'brigade.summary', { marching: plan.marching, total }, 'cm', locale), clause: '8-5-g', units };
}

/** The brigade allowance, ready to show: the total and where each part of it comes from. */
export interface AllowanceView {
  readonly total: string;
  readonly lines: readonly { readonly text: string; readonly clause: MarchClauseId }[];
}

/**
 * The allowance as text: a total line, then the base, the gifted bonus and the initiative rolls that make it up.
 * @example describeAllowance(allowance, 'france', 'es', t).total // 'Brigadas que pueden hacer marcha táctica este turno: 4'
 */
export function describeAllowance(allowance: BrigadeAllowance, nation: Nation, locale: LengthLocale, t: Translate): AllowanceView {
  const line = (key: string, count: number, clause: MarchClauseId) => ({
    text: marchMessage(t, key, { nation, count }, 'cm', locale),
    clause,
  });
  const lines = [line('brigades.base', allowance.base, '8-5-commanders')];
  if (allowance.gifted > 0) lines.push(line('brigades.gifted', allowance.gifted, '8-5-commanders'));
  if (allowance.initiative > 0) lines.push(line('brigades.initiative', allowance.initiative, '8-5-initiative'));
  return { total: marchMessage(t, 'brigades.total', { total: allowance.total }, 'cm', locale), lines };
}

/**
 * An input error as a sentence (errors quote values, never lengths, so the unit does not matter), with the limits of
 * the field it refuses a value of.
 * @example describeError({ code: 'unknown-nation', params: { value: 'prussia' } }, 'es', t) // 'Nación desconocida: «prussia».'
 * @example describeError({ code: 'invalid-initiative-successes', params: { value: '100' } }, 'es', t) // 'Las tiradas … un número entero de 0 a 99, no «100».'
 */
export function describeError(error: MarchError, locale: LengthLocale, t: Translate): string {
  const limits: Params = error.code in FIELD_LIMITS ? FIELD_LIMITS[error.code as keyof typeof FIELD_LIMITS] : {};
  const { unitNumber, ...params } = error.params;
  const message = marchMessage(t, errorKey(error.code), { ...limits, ...params }, 'cm', locale);
  if (typeof unitNumber !== 'number') return message;
  // «Unidad 2: la distancia…»: the message goes on after the colon, its capital lowered (an acronym's kept).
  return t(`${MARCH_NAMESPACE}:${UNIT_ERROR_KEY}`, { n: unitNumber, message: message.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLocaleLowerCase(locale)) });
}

/** One row of the commander table: a nation, and the brigades its commander marches, plain and gifted. */
export interface CommanderRow {
  readonly nation: Nation;
  readonly plain: number;
  readonly gifted: number;
}

/**
 * The commander table (8.5), computed by the same rule the planner uses.
 * @example commanderRows()[0] // { nation: 'britain', plain: 2, gifted: 3 }
 */
export function commanderRows(): CommanderRow[] {
  return NATIONS.map((nation) => {
    const total = (gifted: boolean) => {
      const allowance = brigadesAllowed({ nation, gifted, initiativeSuccesses: 0 });
      if (!allowance.ok) throw new Error(`No allowance for ${nation}: ${allowance.error.code}`);
      return allowance.value.total;
    };
    return { nation, plain: total(false), gifted: total(true) };
  });
}

/** One row of the distance table: which troops or which rule, and the source's figures. */
export interface DistanceRow {
  readonly key: 'foot' | 'mounted' | 'stop';
  readonly distance: SourcedDistance;
}

/**
 * The distance table (8.5 в–д, 8.6): the two march distances and the stop near the enemy, as the source pairs them.
 * @example distanceRows().map((row) => row.distance.cm) // [30, 40, 35]
 */
export function distanceRows(): DistanceRow[] {
  return [
    { key: 'foot', distance: INFANTRY_MARCH },
    { key: 'mounted', distance: MOUNTED_MARCH },
    { key: 'stop', distance: ENEMY_MARCH_STOP },
  ];
}

/**
 * The formation table (8.5 б): each arm that needs a formation, and those it may march in.
 * @example formationRows()[0] // { arm: 'infantry', formations: ['company-column', 'division-column'] }
 */
export function formationRows(): { readonly arm: Arm; readonly formations: readonly Formation[] }[] {
  return Object.entries(MARCH_FORMATIONS_BY_ARM)
    .filter(([, formations]) => formations.length > 0)
    .map(([arm, formations]) => ({ arm: arm as Arm, formations }));
}
