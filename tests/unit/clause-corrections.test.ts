import { describe, expect, it } from 'vitest';
import { markCorrections } from '../../src/lib/clause-corrections';

const corrections = [
  { n: 1, original: 'ahnora', corrected: 'ahora', reason: 'Errata.' },
  { n: 2, original: 'segmeento', corrected: 'segmento', reason: 'Errata.' },
];

describe('corrections in a clause cut out of its document', () => {
  it('keep the document\'s numbers, in the order they are met, with a marker linking to the list', () => {
    const { html, corrections: found } = markCorrections(
      '<p>Ya <ins class="correction" data-correction="2">segmento</ins> y <ins class="correction" data-correction="1">ahora</ins>.</p>',
      corrections,
      { label: (c) => `Corrección ${c.n}: «${c.original}»`, idPrefix: 'original-', lang: 'ru' },
    );
    expect(found.map((c) => c.n)).toEqual([2, 1]);
    expect(html).toBe(
      '<p>Ya <ins class="correction" data-correction="2">segmento</ins><a class="correction-ref" data-ui href="#original-correction-2" aria-label="Corrección 2: «segmeento»" lang="ru">[2]</a>' +
        ' y <ins class="correction" data-correction="1">ahora</ins><a class="correction-ref" data-ui href="#original-correction-1" aria-label="Corrección 1: «ahnora»" lang="ru">[1]</a>.</p>',
    );
  });

  it('leave a clause without corrections as it was', () => {
    expect(markCorrections('<p>Texto &amp; más.</p>', corrections, { label: () => '' })).toEqual({ html: '<p>Texto &amp; más.</p>', corrections: [] });
  });
});
