import { describe, expect, it } from 'vitest';
import { clauseAddressWrittenOtherwise, clauseIdsOfFragment, fragmentLanding, readableFragment } from '../../src/lib/fragment-landing';

// The clause ids of a document, as in /ru/gdb/movement-phase/.
const ids = new Set(['8-5', '8-5-a', '8-5-d', '8-5-e', '8-3-e', 'example-ao1-dl1o2']);
const hasId = (id: string) => ids.has(id);

describe('where a fragment lands in a document', () => {
  it('lands on the element it names', () => {
    expect(fragmentLanding('#8-5-e', hasId)).toEqual({ kind: 'element' });
    expect(fragmentLanding('#example-ao1-dl1o2', hasId)).toEqual({ kind: 'element' });
  });

  it.each([
    ['#8-5-%D0%B4', '8-5-e'], // 8-5-д, as the browser sends it
    ['#8-5-д', '8-5-e'],
    ['#8.5', '8-5'],
    ['#8.5-д', '8-5-e'],
    ['#8.5%20%D0%B4)', '8-5-e'],
    ['#8-5-%D0%94', '8-5-e'], // Д
    // A typed Latin letter: by its sound when the page has that clause (d: д), else by its place (a page without 8-5-e).
    ['#8.5d', '8-5-e'],
  ])('reads %s as the clause number it writes otherwise: %s', (hash, id) => {
    expect(fragmentLanding(hash, hasId)).toEqual({ kind: 'clause', id });
  });

  it('lists the clauses a fragment may name, for a long document to look up in its other sections', () => {
    expect(clauseIdsOfFragment('20-60-b')).toEqual(['20-60-b']);
    expect(clauseIdsOfFragment('8-5-д')).toEqual(['8-5-e']);
    expect(clauseIdsOfFragment('8.5d')).toEqual(['8-5-e', '8-5-d']);
    expect(clauseIdsOfFragment('Releasing-Units.')).toEqual(['releasing-units']);
    // Nothing that could not be a clause's page below the document: no request for it.
    expect(clauseIdsOfFragment('8-5-%D0')).toEqual([]);
    expect(clauseIdsOfFragment('../../es')).toEqual([]);
  });

  it('tries the other reading of a typed Latin letter when the page lacks the first', () => {
    expect(fragmentLanding('#8.5d', (id) => id === '8-5-d')).toEqual({ kind: 'clause', id: '8-5-d' });
  });

  it('names nothing for a fragment no clause has, and searches for what it reads as', () => {
    expect(fragmentLanding('#8-5-%D0', hasId)).toEqual({ kind: 'missing', text: '8-5-%D0', query: '8.5' });
    expect(fragmentLanding('#9.9', hasId)).toEqual({ kind: 'missing', text: '9.9', query: '9.9' });
    expect(fragmentLanding('#9-9-%D0%B4', hasId)).toEqual({ kind: 'missing', text: '9-9-д', query: '9.9 д)' });
    expect(fragmentLanding('#nothing-here', hasId)).toEqual({ kind: 'missing', text: 'nothing-here', query: 'nothing-here' });
  });

  it('lands on a named clause whatever the case of the link (forum software and readers capitalise)', () => {
    const named = (id: string) => ['releasing-units', 'legend-dg', '8-7-dragoons'].includes(id);
    expect(fragmentLanding('#Releasing-Units', named)).toEqual({ kind: 'clause', id: 'releasing-units' });
    expect(fragmentLanding('#RELEASING-UNITS', named)).toEqual({ kind: 'clause', id: 'releasing-units' });
    expect(fragmentLanding('#Legend-DG', named)).toEqual({ kind: 'clause', id: 'legend-dg' });
    expect(fragmentLanding('#8-7-Dragoons', named)).toEqual({ kind: 'clause', id: '8-7-dragoons' });
  });

  it('lands on the clause a link names when a forum glues the sentence’s full stop or bracket to its end', () => {
    expect(fragmentLanding('#8-5-a.', (id) => id === '8-5-a')).toEqual({ kind: 'clause', id: '8-5-a' });
    expect(fragmentLanding('#releasing-units.', (id) => id === 'releasing-units')).toEqual({ kind: 'clause', id: 'releasing-units' });
    expect(fragmentLanding('#releasing-units)', (id) => id === 'releasing-units')).toEqual({ kind: 'clause', id: 'releasing-units' });
    expect(fragmentLanding('#Releasing-Units),', (id) => id === 'releasing-units')).toEqual({ kind: 'clause', id: 'releasing-units' });
    // A clause label's own bracket is not a forum's: «8.5 д)» still reads as the clause.
    expect(fragmentLanding('#8.5%20%D0%B4)', (id) => id === '8-5-e')).toEqual({ kind: 'clause', id: '8-5-e' });
  });

  it('has no landing without a fragment', () => {
    expect(fragmentLanding('', hasId)).toBeNull();
    expect(fragmentLanding('#', hasId)).toBeNull();
  });
});

describe('a fragment as a reader reads it', () => {
  it.each([
    ['8-5-%D0', '8-5'],
    ['8-5-%D0%B4%D0', '8-5-д'],
    ['8-5-%D', '8-5'],
    ['8-5-%', '8-5'],
    ['8.5.', '8.5'],
    ['reserve-markers', 'reserve-markers'],
    ['8-5-д', '8-5-д'],
  ])('%s → %s', (id, readable) => {
    expect(readableFragment(id)).toBe(readable);
  });
});

describe('an error page address that writes a clause otherwise', () => {
  const doc = '/ru/gdb/movement-phase/';
  it('is sent on to its document, where the clause lands', () => {
    expect(clauseAddressWrittenOtherwise(`${doc}8.5/`, doc)).toBe(`${doc}#8.5`);
    expect(clauseAddressWrittenOtherwise(`${doc}8-5-%D0%B4/`, doc)).toBe(`${doc}#8-5-%D0%B4`);
    expect(clauseAddressWrittenOtherwise(`${doc}8-5-E/`, doc)).toBe(`${doc}#8-5-E`);
    expect(clauseAddressWrittenOtherwise(`${doc}8-5-e)`, doc)).toBe(`${doc}#8-5-e)`);
  });

  it('is not, when written as clause pages are (the document lacks it) or naming no clause', () => {
    expect(clauseAddressWrittenOtherwise(`${doc}8-55/`, doc)).toBeNull();
    expect(clauseAddressWrittenOtherwise(`${doc}`, doc)).toBeNull();
    expect(clauseAddressWrittenOtherwise(`${doc}---/`, doc)).toBeNull();
    expect(clauseAddressWrittenOtherwise('/ru/gdb/other/8.5/', doc)).toBeNull();
  });
});
