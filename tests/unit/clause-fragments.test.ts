import { describe, expect, it } from 'vitest';
import { clauseFragments, clausesOfDocument, cutDocument, isDocumentCut } from '../../src/lib/clause-fragments';

/** A rendered document of `n` numbered clauses, each with two lettered sub-clauses. */
const documentOf = (n: number) =>
  Array.from({ length: n }, (_, i) => `<section id="${i + 1}" data-clause data-label="${i + 1}"><a class="clause-anchor" href="#${i + 1}">${i + 1}</a><h2>${i + 1}. Título</h2><p>Texto ${i + 1}.</p>
<ol class="lettered">${['a', 'b'].map((l) => `<li id="${i + 1}-${l}" data-clause data-label="${i + 1} ${l})">${l}) Subcláusula ${i + 1}${l}.</li>`).join('')}</ol></section>`).join('\n');

describe('a document cut into its clauses', () => {
  it('holds each clause with its sub-clauses, its own text and its whole text', () => {
    const clause = cutDocument(documentOf(3)).get('2')!;
    expect(clause.label).toBe('2');
    expect(clause.depth).toBe(0);
    expect(clause.html).toBe(clauseFragments(documentOf(3), { withNested: true })[3]!.html);
    expect(clause.html).not.toMatch(/id=|data-clause|clause-anchor/);
    expect(clause.ownText).toBe('2. Título Texto 2.');
    expect(clause.fullText).toBe('2. Título Texto 2. a) Subcláusula 2a. b) Subcláusula 2b.');
    expect(cutDocument(documentOf(3)).get('2-b')).toMatchObject({ depth: 1, ownText: 'b) Subcláusula 2b.' });
    // The ids its copy leaves out, in the order of its sub-clauses, for a clause page to give back.
    expect(clause.subClauses).toEqual(['2-a', '2-b']);
    expect(cutDocument(documentOf(3)).get('2-b')!.subClauses).toEqual([]);
  });

  it('is rendered once per document, however many clause pages ask for it', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return documentOf(50);
    };
    expect(isDocumentCut('/es/test/long/')).toBe(false);
    const found = await Promise.all(['1', '25', '50-b', '7-a'].map(async (id) => (await clausesOfDocument('/es/test/long/', render)).get(id)?.label));
    expect(found).toEqual(['1', '25', '50 b)', '7 a)']);
    expect(renders).toBe(1);
    expect(isDocumentCut('/es/test/long/')).toBe(true);
    await clausesOfDocument('/ru/test/long/', render);
    expect(renders).toBe(2);
  });
});
