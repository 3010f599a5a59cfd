import { describe, expect, it } from 'vitest';
import { COMBAT_ERROR_CODES, MAX_COMBAT_INPUT_LENGTH, formatCombatResult, isWellFormedCombatResult, parseCombatResult } from '../../../src/lib/ocs/combat-result';
import { combatTable } from '../../../src/lib/ocs/official-combat-table';
import { seededRandom } from './helpers';

const POOL = [
  ...'ADLOEGadloeg0123456789',
  ' ', ' ', ' ', ',', ',', '-', '–', '—', ';', '/', '\t', '\n', '.', ':', '+', '#', '(', ')',
  '\u0000', '\u0007', '\u001b', '\u007f', '\u200b', '\u200e', '\u202e', '\ufeff', '\u00a0',
  'А', 'О', 'Е', 'Д', 'ß', 'İ', 'é', 'ё', '\u0301', '😀', '\ud800', '\udfff', '𝐀',
  '<script>', '</script>', '"', "'", '\\', '${', '}}', '{{', '%s', 'DG', 'e4', 'L1', 'o2',
];

const HOSTILE = [
  '',
  '<script>alert(1)</script>',
  'AL1o1 Do1<script>alert(1)</script>',
  'A'.repeat(MAX_COMBAT_INPUT_LENGTH),
  'A'.repeat(MAX_COMBAT_INPUT_LENGTH + 1),
  'AL1o1 Do1 '.repeat(10_000),
  'DG'.repeat(100),
  'L'.repeat(150),
  '9'.repeat(190),
  `AL${'9'.repeat(150)}`,
  '\u0000'.repeat(50),
  '\ud800\udc00'.repeat(60),
  '\ud83d',
  'A\ud83dL1',
  ' '.repeat(MAX_COMBAT_INPUT_LENGTH + 50),
  '__proto__',
  'constructor',
  'AL1 Do1 toString',
  'e4',
  'DDG',
];

const cells = combatTable.rows.flatMap((row) => row.results);

function randomString(random: () => number): string {
  const length = Math.floor(random() * random() * 40);
  let text = '';
  for (let i = 0; i < length; i += 1) text += POOL[Math.floor(random() * POOL.length)];
  return text;
}

// Small edits of real cells reach the grammar's corners far more often than uniform noise does.
function mutatedCell(random: () => number): string {
  let text = cells[Math.floor(random() * cells.length)] ?? '';
  const edits = 1 + Math.floor(random() * 3);
  for (let i = 0; i < edits; i += 1) {
    const at = Math.floor(random() * (text.length + 1));
    const piece = POOL[Math.floor(random() * POOL.length)] ?? '';
    const kind = random();
    if (kind < 0.4) text = text.slice(0, at) + piece + text.slice(at);
    else if (kind < 0.7) text = text.slice(0, at) + text.slice(at + 1);
    else text = text.slice(0, at) + piece + text.slice(at + 1);
  }
  return random() < 0.5 ? text : text.toLowerCase();
}

function checkInput(input: string): 'ok' | 'error' {
  const parsed = parseCombatResult(input);
  if (parsed.ok) {
    expect(isWellFormedCombatResult(parsed.value)).toBe(true);
    expect(parseCombatResult(formatCombatResult(parsed.value))).toEqual(parsed);
    return 'ok';
  }
  const { code, token, index } = parsed.error;
  expect(COMBAT_ERROR_CODES).toContain(code);
  expect(Number.isInteger(index)).toBe(true);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index + token.length).toBeLessThanOrEqual(input.length);
  expect(input.slice(index, index + token.length)).toBe(token);
  if (code !== 'empty') expect(token.length).toBeGreaterThan(0);
  expect(code === 'too-long').toBe(input.length > MAX_COMBAT_INPUT_LENGTH);
  return 'error';
}

describe('parseCombatResult under random and hostile input', () => {
  it('never throws on 20,000 random strings and keeps every error pointing into the input', () => {
    const random = seededRandom(20_181);
    const tally = { ok: 0, error: 0 };
    for (let i = 0; i < 20_000; i += 1) {
      const input = random() < 0.5 ? randomString(random) : mutatedCell(random);
      let verdict: 'ok' | 'error';
      try {
        verdict = checkInput(input);
      } catch (failure) {
        throw new Error(`input #${i} ${JSON.stringify(input)}: ${(failure as Error).message}`);
      }
      tally[verdict] += 1;
    }
    // Both branches must have been exercised for the run to mean anything.
    expect(tally.ok).toBeGreaterThan(500);
    expect(tally.error).toBeGreaterThan(500);
  });

  it.each(HOSTILE.map((input) => [JSON.stringify(input).slice(0, 60), input]))('handles %s', (_label, input) => {
    expect(() => checkInput(input)).not.toThrow();
  });

  it('answers a megabyte of input at once without reading it all', () => {
    const input = 'AL1o1 Do1 '.repeat(100_000);
    const started = performance.now();
    expect(parseCombatResult(input)).toMatchObject({ ok: false, error: { code: 'too-long', index: MAX_COMBAT_INPUT_LENGTH } });
    expect(performance.now() - started).toBeLessThan(250);
  });
});
