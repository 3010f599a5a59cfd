import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyCorrections, countOccurrences, loadCorrections } from '../../src/lib/corrections';

/**
 * The plain typos of the three sources (README, "Adding a rules text": every plain typo is corrected,
 * grammar, style, punctuation and missing accents are not). A typo found later is added here and
 * to corrections.yaml.
 */
const PLAIN_TYPOS = [
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'oportunida para' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'ahnora' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'segmeento' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'movo reserva' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'escoga' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'límitado' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'puden' },
  { source: '000_9fd39beb8b0e04ff.txt', typo: 'entoncés' },
  { source: '001_33f8f751d36aaf4d.txt', typo: 'combianciónde' },
  { source: '001_33f8f751d36aaf4d.txt', typo: 'hexaganos' },
  { source: '001_33f8f751d36aaf4d.txt', typo: 'mismonúmero' },
  { source: '001_33f8f751d36aaf4d.txt', typo: 'Desorganized' },
  { source: '002_346995670edcfe7c.txt', typo: 'Генералы могу ' },
  { source: '002_346995670edcfe7c.txt', typo: 'Поддкржка' },
  { source: '002_346995670edcfe7c.txt', typo: 'и подразделении ' },
  { source: '002_346995670edcfe7c.txt', typo: 'ограничено способность ' },
  { source: '002_346995670edcfe7c.txt', typo: 'что бы' },
  { source: '002_346995670edcfe7c.txt', typo: 'со скорость ' },
  { source: '002_346995670edcfe7c.txt', typo: 'а так же' },
  { source: '002_346995670edcfe7c.txt', typo: 'lD6' },
];

/** Wording the policy leaves as written: missing accents, grammar, punctuation, machine translation. */
const LEFT_AS_WRITTEN = [
  { source: '000_9fd39beb8b0e04ff.txt', text: 'podran' },
  { source: '000_9fd39beb8b0e04ff.txt', text: 'Las unicas unidades' },
  { source: '000_9fd39beb8b0e04ff.txt', text: 'Tras las fase' },
  { source: '000_9fd39beb8b0e04ff.txt', text: 'al comienzo del de cada unidad' },
  { source: '000_9fd39beb8b0e04ff.txt', text: 'Si una unidad que ya estaba' },
  { source: '001_33f8f751d36aaf4d.txt', text: 'Basicamente' },
  { source: '002_346995670edcfe7c.txt', text: '«Атака,' },
  { source: '002_346995670edcfe7c.txt', text: 'отличного отсутствия лошадей' },
];

const sourceText = (source: string) => readFileSync(join('content/sources', source), 'utf8');
const corrected = (source: string) => applyCorrections(sourceText(source), loadCorrections().filter((c) => c.source === source));

describe('the typo policy', () => {
  it.each(PLAIN_TYPOS)('corrects «$typo» in $source through a listed correction', ({ source, typo }) => {
    expect(countOccurrences(sourceText(source), typo), 'the typo is in the source').toBeGreaterThan(0);
    expect(corrected(source)).not.toContain(typo);
    expect(loadCorrections().some((c) => c.source === source && c.original.includes(typo.trim())), 'listed in corrections.yaml').toBe(true);
  });

  it.each(LEFT_AS_WRITTEN)('leaves «$text» in $source as written', ({ source, text }) => {
    expect(corrected(source)).toContain(text);
  });

  it('gives every correction a reason and changes only a few letters of one phrase', () => {
    for (const c of loadCorrections()) {
      expect(c.reason.length, c.original).toBeGreaterThan(5);
      expect(Math.abs(c.corrected.length - c.original.length), c.original).toBeLessThanOrEqual(3);
    }
  });
});
