import { describe, expect, it } from 'vitest';
import { jsonScriptContent } from '../../src/lib/json-script';

describe('jsonScriptContent', () => {
  it('cannot close its script element or open a comment, and parses back to the value', () => {
    const value = { text: '</script><script>alert(1)</script> <!-- «ё»' };
    const content = jsonScriptContent(value);
    expect(content).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(content)).toEqual(value);
  });
});
