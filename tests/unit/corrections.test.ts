import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { applyCorrections, countOccurrences, loadCorrections } from '../../src/lib/corrections';

describe('corrections.yaml', () => {
  const corrections = loadCorrections();

  it('corrects only wording that its source really has, as often as it says', () => {
    for (const c of corrections) {
      const source = readFileSync(join('content/sources', c.source), 'utf8');
      expect(countOccurrences(source, c.original), `${c.source}: "${c.original}"`).toBe(c.occurrences);
    }
  });

  it('applies every correction to the text', () => {
    expect(applyCorrections('una oportunida para ahnora', [
      { original: 'oportunida para', corrected: 'oportunidad para' },
      { original: 'ahnora', corrected: 'ahora' },
    ])).toBe('una oportunidad para ahora');
  });

  it('rejects a malformed entry, naming where', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'corr-')), 'corrections.yaml');
    writeFileSync(file, '- source: 000_9fd39beb8b0e04ff.txt\n  original: x\n');
    expect(() => loadCorrections(file)).toThrow(/corrections\.yaml: entry 0\.corrected/);
  });
});
