import { describe, expect, it } from 'vitest';
import { codeSearchWords, combatCodeOfQuery } from '../../../src/lib/search/result-code';

describe('combatCodeOfQuery', () => {
  it('reads a combat result as players type it and gives its canonical code', () => {
    expect(combatCodeOfQuery('AL1o1 DL1o2')).toBe('AL1o1 DL1o2');
    expect(combatCodeOfQuery('ae4dl1o2')).toBe('Ae4 DL1o2');
    expect(combatCodeOfQuery('AL1o1+DL1o2')).toBe('AL1o1 DL1o2');
    expect(combatCodeOfQuery('Ае4 DL1o2')).toBe('Ae4 DL1o2');
  });

  it('is null for words, clause numbers and malformed codes', () => {
    for (const query of ['reaccion', 'de', 'a', '8.5 d', 'AL0', 'DG', '']) expect(combatCodeOfQuery(query), query).toBeNull();
  });
});

describe('codeSearchWords', () => {
  it('searches DG apart from the defender\'s losses and option, as the texts write them', () => {
    expect(codeSearchWords('Ae2 DL2o3DG')).toBe('Ae2 DL2o3 DG');
    expect(codeSearchWords('DL1DG')).toBe('DL1 DG');
    expect(codeSearchWords('AL1o1 DL1o2')).toBe('AL1o1 DL1o2');
    expect(codeSearchWords('DG')).toBe('DG');
  });
});
