import { describe, expect, it } from 'vitest';
import { correctionId, correctionNumberOf, correctionRefId } from '../../src/lib/correction-ids';

describe('the anchors of corrections', () => {
  it('name a correction in the list and in the text, and read its number back from either, as an id or a link', () => {
    expect(correctionId(5)).toBe('correction-5');
    expect(correctionId(5, 'sheet-')).toBe('sheet-correction-5');
    expect(correctionRefId(5)).toBe('correction-ref-5');
    for (const written of [correctionId(12), correctionRefId(12), `#${correctionId(12)}`, `/es/ocs/reaction-phase/#${correctionId(12)}`]) expect(correctionNumberOf(written), written).toBe('12');
    for (const other of ['8-5-a', 'correction-', '#correction-x', 'my-correction-5', 'correction-5-b']) expect(correctionNumberOf(other), other).toBeNull();
  });
});
