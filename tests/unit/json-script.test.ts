import { describe, expect, it } from 'vitest';
import { jsonForScript, readScriptJson } from '../../src/lib/json-script';

/** Enough of an element for the reader: its text. */
function element(textContent: string | null): Element {
  return { textContent } as Element;
}

describe('JSON embedded for a page script', () => {
  const hostile = { message: '</script><script>alert(1)</script>', comment: '<!-- x -->', separators: 'a\u2028b\u2029c' };

  it('cannot close its script element or open a comment', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
  });

  it('keeps line and paragraph separators escaped', () => {
    expect(jsonForScript(hostile)).not.toMatch(/[\u2028\u2029]/);
  });

  it('reads back exactly what was embedded', () => {
    expect(readScriptJson(element(jsonForScript(hostile)))).toEqual(hostile);
  });

  it('reads nothing from a missing, empty or broken element', () => {
    expect(readScriptJson(null)).toBeNull();
    expect(readScriptJson(element(''))).toBeNull();
    expect(readScriptJson(element('{"open":'))).toBeNull();
  });
});
