import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fragmentId } from '../../src/lib/fragment-id';

describe('the id a URL fragment names', () => {
  it('is the fragment without its #, escapes decoded', () => {
    expect(fragmentId('#8-5-e')).toBe('8-5-e');
    expect(fragmentId('#%D0%B0')).toBe('а');
    expect(fragmentId('')).toBe('');
    expect(fragmentId('#')).toBe('');
  });

  it('is the fragment as written when its escapes are malformed', () => {
    expect(fragmentId('#8-5-%D0')).toBe('8-5-%D0');
    expect(fragmentId('#table-note-%')).toBe('table-note-%');
    expect(fragmentId('#100%25')).toBe('100%');
  });

  it('never throws, whatever the fragment', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof fragmentId(`#${text}`) === 'string'));
  });
});
