/**
 * The form fields of the OCS combat tools: how each one shows a piece of the
 * state and how what the reader types or picks changes it. The page script
 * only wires these to inputs; every rule about what a field accepts is here.
 */
import { TERRAINS, type CombatTable } from './combat-table';
import { fail, succeed, type Outcome } from '../result';
import { COMBAT_PHASES } from './resolve';
import { withProcedureResult, withoutDice } from './tool-procedure';
import { formatDecimal } from '../numbers';
import {
  DEFENDER_MODES,
  INTEGER_LIMITS,
  TERRAIN_SLUGS,
  TOOL_PARAMS,
  formatAttackingUnits,
  parseAttackingUnitsField,
  unitChoices,
  unitsOf,
  parseDicePair,
  parseIntegerField,
  parseNote,
  parseOneDie,
  parseStrengthField,
  STRENGTH_LIMITS,
  terrainFromSlug,
  withLookupResult,
  type CombatToolState,
  type FieldError,
  type IntegerRange,
  type ProcedureChoices,
  type SituationChoices,
  type ToolParam,
} from './tool-state';

/** A text (or number) input: shown as text, read back through a parser that may refuse it. */
export interface TextField {
  readonly kind: 'text';
  readonly param: ToolParam;
  /** Whether the field is one of the table inputs, whose cell then becomes the code. */
  readonly lookup: boolean;
  /** The whole-number range, when the field takes one: its refusal names the ends. */
  readonly range?: IntegerRange;
  /** The field's text for the state, numbers written as the page's language writes them (`lang`). */
  show(state: CombatToolState, lang: string): string;
  apply(state: CombatToolState, text: string): Outcome<CombatToolState, FieldError>;
}

/** A checkbox: a yes-or-no choice of the situation panel. */
export interface CheckboxField {
  readonly kind: 'checkbox';
  readonly param: ToolParam;
  readonly lookup: false;
  show(state: CombatToolState): boolean;
  apply(state: CombatToolState, checked: boolean): CombatToolState;
}

/** A select: one value out of a fixed list. */
export interface SelectField {
  readonly kind: 'select';
  readonly param: ToolParam;
  readonly lookup: boolean;
  /** The option values, in the order the select lists them. */
  readonly options: readonly string[];
  /** The chosen option's value, as a text field's text: an option value is the same in every language. */
  show(state: CombatToolState, lang: string): string;
  apply(state: CombatToolState, value: string): Outcome<CombatToolState, FieldError>;
}

/** Any field of the tools' forms. */
export type FormField = TextField | CheckboxField | SelectField;

type NumericChoice = 'attackerSteps' | 'defenderSteps' | 'attackerRetreat' | 'defenderRetreat' | 'attackingHexes';
type FlagChoice = 'defenderInReserve' | 'attackFromNonAdjacentHexsides' | 'defenderAppliesOptionAnyway';

/** Every field of the tools, by the URL parameter it sets. */
export const FORM_FIELDS: Readonly<Record<Exclude<ToolParam, 'code'>, FormField>> = {
  [TOOL_PARAMS.terrain]: {
    kind: 'select',
    param: TOOL_PARAMS.terrain,
    lookup: true,
    options: TERRAINS.map((terrain) => TERRAIN_SLUGS[terrain]),
    show: (state) => TERRAIN_SLUGS[state.terrain],
    apply: (state, value) => {
      const terrain = terrainFromSlug(value);
      return terrain ? succeed({ ...state, terrain }) : fail({ code: 'choice', params: {} });
    },
  },
  [TOOL_PARAMS.attack]: strengthField(TOOL_PARAMS.attack, 'attack'),
  [TOOL_PARAMS.defense]: strengthField(TOOL_PARAMS.defense, 'defense'),
  [TOOL_PARAMS.shift]: {
    kind: 'text',
    param: TOOL_PARAMS.shift,
    lookup: true,
    range: INTEGER_LIMITS.shift,
    show: (state) => String(state.shift),
    // An emptied shift field means no shift, the way the table is read without surprise.
    apply: (state, text) => {
      if (text.trim() === '') return succeed({ ...state, shift: 0 });
      const shift = parseIntegerField(text, INTEGER_LIMITS.shift);
      return shift.ok ? succeed({ ...state, shift: shift.value }) : shift;
    },
  },
  [TOOL_PARAMS.roll]: {
    kind: 'text',
    param: TOOL_PARAMS.roll,
    lookup: true,
    range: INTEGER_LIMITS.roll,
    show: (state) => (state.roll === null ? '' : String(state.roll)),
    apply: (state, text) => {
      if (text.trim() === '') return succeed({ ...state, roll: null });
      const roll = parseIntegerField(text, INTEGER_LIMITS.roll);
      return roll.ok ? succeed({ ...state, roll: roll.value }) : roll;
    },
  },
  [TOOL_PARAMS.attackerSteps]: integerChoiceField(TOOL_PARAMS.attackerSteps, 'attackerSteps', INTEGER_LIMITS.steps),
  [TOOL_PARAMS.defenderSteps]: integerChoiceField(TOOL_PARAMS.defenderSteps, 'defenderSteps', INTEGER_LIMITS.steps),
  [TOOL_PARAMS.attackerRetreat]: integerChoiceField(TOOL_PARAMS.attackerRetreat, 'attackerRetreat', INTEGER_LIMITS.retreat),
  [TOOL_PARAMS.defenderRetreat]: integerChoiceField(TOOL_PARAMS.defenderRetreat, 'defenderRetreat', INTEGER_LIMITS.retreat),
  [TOOL_PARAMS.attackingHexes]: integerChoiceField(TOOL_PARAMS.attackingHexes, 'attackingHexes', INTEGER_LIMITS.attackingHexes),
  [TOOL_PARAMS.attackerActionRatings]: {
    kind: 'text',
    param: TOOL_PARAMS.attackerActionRatings,
    lookup: false,
    show: (state) => formatAttackingUnits(unitsOf(state.situation), ', ').replace(/x(\d+)/g, '×$1').replace(/dg/g, ' DG'),
    apply: (state, text) => {
      const units = parseAttackingUnitsField(text);
      return units.ok ? succeed(withChoice(state, unitChoices(units.value))) : units;
    },
  },
  [TOOL_PARAMS.phase]: {
    kind: 'select',
    param: TOOL_PARAMS.phase,
    lookup: false,
    options: COMBAT_PHASES,
    show: (state) => state.situation.phase,
    apply: (state, value) => {
      const phase = COMBAT_PHASES.find((candidate) => candidate === value);
      return phase ? succeed(withChoice(state, { phase })) : fail({ code: 'choice', params: {} });
    },
  },
  [TOOL_PARAMS.defenderInReserve]: flagField(TOOL_PARAMS.defenderInReserve, 'defenderInReserve'),
  [TOOL_PARAMS.attackFromNonAdjacentHexsides]: flagField(TOOL_PARAMS.attackFromNonAdjacentHexsides, 'attackFromNonAdjacentHexsides'),
  [TOOL_PARAMS.defenderAppliesOptionAnyway]: flagField(TOOL_PARAMS.defenderAppliesOptionAnyway, 'defenderAppliesOptionAnyway'),
  [TOOL_PARAMS.defenderAr]: {
    kind: 'text',
    param: TOOL_PARAMS.defenderAr,
    lookup: true,
    range: INTEGER_LIMITS.actionRating,
    show: (state) => String(state.procedure.defenderAr),
    apply: (state, text) => {
      const rating = parseIntegerField(text, INTEGER_LIMITS.actionRating);
      return rating.ok ? succeed(withProcedure(state, { defenderAr: rating.value })) : rating;
    },
  },
  [TOOL_PARAMS.defenderMode]: {
    kind: 'select',
    param: TOOL_PARAMS.defenderMode,
    lookup: true,
    options: DEFENDER_MODES,
    show: (state) => state.procedure.defenderMode,
    apply: (state, value) => {
      const mode = DEFENDER_MODES.find((candidate) => candidate === value);
      return mode ? succeed(withProcedure(state, { defenderMode: mode })) : fail({ code: 'choice', params: {} });
    },
  },
  [TOOL_PARAMS.hedgehog]: {
    kind: 'text',
    param: TOOL_PARAMS.hedgehog,
    lookup: true,
    range: INTEGER_LIMITS.hedgehog,
    show: (state) => String(state.procedure.hedgehog),
    apply: (state, text) => {
      if (text.trim() === '') return succeed(withProcedure(state, { hedgehog: 0 }));
      const level = parseIntegerField(text, INTEGER_LIMITS.hedgehog);
      return level.ok ? succeed(withProcedure(state, { hedgehog: level.value })) : level;
    },
  },
  [TOOL_PARAMS.otherShift]: {
    kind: 'text',
    param: TOOL_PARAMS.otherShift,
    lookup: true,
    range: INTEGER_LIMITS.shift,
    show: (state) => String(state.procedure.otherShift),
    apply: (state, text) => {
      if (text.trim() === '') return succeed(withProcedure(state, { otherShift: 0 }));
      const shift = parseIntegerField(text, INTEGER_LIMITS.shift);
      return shift.ok ? succeed(withProcedure(state, { otherShift: shift.value })) : shift;
    },
  },
  [TOOL_PARAMS.otherNote]: {
    kind: 'text',
    param: TOOL_PARAMS.otherNote,
    lookup: true,
    show: (state) => state.procedure.otherNote,
    apply: (state, text) => {
      const note = parseNote(text);
      return note.ok ? succeed(withProcedure(state, { otherNote: note.value })) : note;
    },
  },
  [TOOL_PARAMS.surpriseDice]: diceField(TOOL_PARAMS.surpriseDice, 'surpriseDice'),
  [TOOL_PARAMS.shiftDie]: {
    kind: 'text',
    param: TOOL_PARAMS.shiftDie,
    lookup: true,
    show: (state) => (state.procedure.shiftDie === null ? '' : String(state.procedure.shiftDie)),
    apply: (state, text) => {
      if (text.trim() === '') return succeed(withProcedure(state, { shiftDie: null }));
      const die = parseOneDie(text);
      return die.ok ? succeed(withProcedure(state, { shiftDie: die.value })) : die;
    },
  },
  [TOOL_PARAMS.combatDice]: diceField(TOOL_PARAMS.combatDice, 'combatDice'),
};

/** The fields a reader types instead of rolling: typing one sets the dice aside. */
const HAND_TYPED = new Set<string>([TOOL_PARAMS.shift, TOOL_PARAMS.roll]);

/**
 * Applies what the reader entered in a field; a table input then also puts the cell it leads to in the code.
 * @example applyFieldInput(DEFAULT_TOOL_STATE, combatTable, 'roll', 'x') // { ok: false, error: { code: 'integer-range', params: { min: -20, max: 40 } } }
 * @example applyFieldInput({ ...DEFAULT_TOOL_STATE, attack: 15, defense: 6 }, combatTable, 'roll', '7') // ok, code 'Ao1 Do1'
 */
export function applyFieldInput(
  state: CombatToolState,
  table: CombatTable,
  param: Exclude<ToolParam, 'code'>,
  input: string | boolean,
): Outcome<CombatToolState, FieldError> {
  const field = FORM_FIELDS[param];
  const next = applyToField(field, state, input);
  if (!next.ok) return next;
  // A shift or roll typed by hand replaces the dice; everything else is kept. Otherwise the dice, when all in, lead.
  if (HAND_TYPED.has(param)) return succeed(withLookupResult(withoutDice(next.value), table));
  const combat = withProcedureResult(next.value, table);
  if (combat !== next.value) return succeed(combat);
  return field.lookup ? succeed(withLookupResult(next.value, table)) : next;
}

/**
 * Sets dice the reader rolled in the browser, and the table inputs and code they lead to.
 * @example applyRolledDice(state, combatTable, { surpriseDice: [4, 4], shiftDie: 3, combatDice: [3, 4] }).code // the cell
 */
export function applyRolledDice(
  state: CombatToolState,
  table: CombatTable,
  dice: Pick<ProcedureChoices, 'surpriseDice' | 'shiftDie' | 'combatDice'>,
): CombatToolState {
  return withProcedureResult(withProcedure(state, dice), table);
}

/**
 * Tells whether a string is the URL parameter of a form field.
 * @example isFormFieldParam('roll') // true
 * @example isFormFieldParam('code') // false
 */
export function isFormFieldParam(param: string): param is Exclude<ToolParam, 'code'> {
  return Object.hasOwn(FORM_FIELDS, param);
}

function applyToField(field: FormField, state: CombatToolState, input: string | boolean): Outcome<CombatToolState, FieldError> {
  switch (field.kind) {
    case 'checkbox':
      return succeed(field.apply(state, input === true));
    case 'text':
    case 'select':
      return typeof input === 'string' ? field.apply(state, input) : fail({ code: 'choice', params: {} });
  }
}

function strengthField(param: ToolParam, key: 'attack' | 'defense'): TextField {
  return {
    kind: 'text',
    param,
    lookup: true,
    // 9,75 in Spanish and Russian, as the field's hint writes it; the field reads either mark back.
    show: (state, lang) => {
      const strength = state[key];
      return strength === null ? '' : formatDecimal(strength, lang, STRENGTH_LIMITS.decimals);
    },
    apply: (state, text) => {
      if (text.trim() === '') return succeed({ ...state, [key]: null });
      const strength = parseStrengthField(text);
      return strength.ok ? succeed({ ...state, [key]: strength.value }) : strength;
    },
  };
}

function integerChoiceField(param: ToolParam, key: NumericChoice, range: IntegerRange): TextField {
  return {
    kind: 'text',
    param,
    lookup: false,
    range,
    show: (state) => String(state.situation[key]),
    apply: (state, text) => {
      const value = parseIntegerField(text, range);
      return value.ok ? succeed(withChoice(state, { [key]: value.value })) : value;
    },
  };
}

function flagField(param: ToolParam, key: FlagChoice): CheckboxField {
  return {
    kind: 'checkbox',
    param,
    lookup: false,
    show: (state) => state.situation[key],
    apply: (state, checked) => withChoice(state, { [key]: checked }),
  };
}

function diceField(param: ToolParam, key: 'surpriseDice' | 'combatDice'): TextField {
  return {
    kind: 'text',
    param,
    lookup: true,
    show: (state) => state.procedure[key]?.join(' ') ?? '',
    apply: (state, text) => {
      if (text.trim() === '') return succeed(withProcedure(state, { [key]: null }));
      const dice = parseDicePair(text);
      return dice.ok ? succeed(withProcedure(state, { [key]: dice.value })) : dice;
    },
  };
}

function withProcedure(state: CombatToolState, change: Partial<ProcedureChoices>): CombatToolState {
  return { ...state, procedure: { ...state.procedure, ...change } };
}

function withChoice(state: CombatToolState, change: Partial<SituationChoices>): CombatToolState {
  return { ...state, situation: { ...state.situation, ...change } };
}
