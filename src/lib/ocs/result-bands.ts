/**
 * How much a Combat Table result favours the attacker or the defender, so the
 * table can be shaded by bands and the shape of it seen at a glance. A reading
 * aid, not a rule: it weighs what each side gives up, not how a game unfolds.
 */
import type { CombatResult } from './combat-result';

/** The shading bands, from best for the defender to best for the attacker. */
export const RESULT_BANDS = [
  'defender-strong',
  'defender',
  'even',
  'attacker',
  'attacker-strong',
  'attacker-decisive',
] as const;

/** One shading band of the table. */
export type ResultBand = (typeof RESULT_BANDS)[number];

/** The sign printed beside each band, from the attacker's point of view, so the legend does not rely on colour. */
export const BAND_SYMBOLS: Readonly<Record<ResultBand, string>> = {
  'defender-strong': '−−',
  defender: '−',
  even: '=',
  attacker: '+',
  'attacker-strong': '++',
  'attacker-decisive': '+++',
};

// Upper bounds of each band's balance, in step-equivalents; the last band has none.
const BAND_CEILINGS: readonly (readonly [ResultBand, number])[] = [
  ['defender-strong', -1.5],
  ['defender', -0.5],
  ['even', 0.5],
  ['attacker', 2],
  ['attacker-strong', 4],
];

// An option may be taken as a retreat instead of a step, so it weighs half a loss; DG half a step;
// an exploitation result is worth more the lower the Action Rating it needs.
const OPTION_WEIGHT = 0.5;
const DG_WEIGHT = 0.5;
const EXPLOIT_BASE = 6;
const EXPLOIT_WEIGHT = 0.5;

/**
 * The result's balance in step-equivalents: what the defender gives up minus what the attacker gives up.
 * @example resultBalance({ attacker: { loss: 2, option: 0 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }) // -2 (AL2)
 * @example resultBalance({ attacker: { loss: 0, option: 1 }, defender: { loss: 0, option: 1 }, exploit: null, dg: false }) // 0 (Ao1 Do1)
 */
export function resultBalance(value: CombatResult): number {
  const attackerCost = value.attacker.loss + value.attacker.option * OPTION_WEIGHT;
  const exploitGain = value.exploit === null ? 0 : Math.max(0, EXPLOIT_BASE - value.exploit) * EXPLOIT_WEIGHT;
  const defenderCost = value.defender.loss + value.defender.option * OPTION_WEIGHT + (value.dg ? DG_WEIGHT : 0);
  return defenderCost + exploitGain - attackerCost;
}

/**
 * The shading band of a result.
 * @example resultBand({ attacker: { loss: 1, option: 1 }, defender: { loss: 0, option: 0 }, exploit: null, dg: false }) // 'defender-strong' (AL1o1)
 * @example resultBand({ attacker: { loss: 0, option: 0 }, defender: { loss: 2, option: 3 }, exploit: 2, dg: true }) // 'attacker-decisive' (Ae2 DL2o3DG)
 */
export function resultBand(value: CombatResult): ResultBand {
  const balance = resultBalance(value);
  for (const [band, ceiling] of BAND_CEILINGS) {
    if (balance <= ceiling) return band;
  }
  return 'attacker-decisive';
}
