import { describe, expect, it } from 'vitest';
import { excerptSegments } from '../../../src/lib/search/excerpt';

describe('excerptSegments', () => {
  it('splits an excerpt into plain and marked text', () => {
    expect(excerptSegments('Las <mark>reservas</mark> liberadas')).toEqual([
      { text: 'Las ', marked: false },
      { text: 'reservas', marked: true },
      { text: ' liberadas', marked: false },
    ]);
  });

  it('decodes the character references Pagefind writes', () => {
    expect(excerptSegments('1/2 &amp; &lt;b&gt; &quot;x&quot; &#39;y&#39; &#x41;')).toEqual([{ text: `1/2 & <b> "x" 'y' A`, marked: false }]);
  });

  it('keeps escaped markup as text, and never passes a tag on', () => {
    const segments = excerptSegments('&lt;img src=x onerror=alert(1)&gt; <img src=x> <mark>ok</mark>');
    expect(segments.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)>  ok');
    expect(segments.at(-1)).toEqual({ text: 'ok', marked: true });
  });

  it('leaves unknown references as they are and has nothing for an empty excerpt', () => {
    expect(excerptSegments('&bogus; &#99999999;')).toEqual([{ text: '&bogus; &#99999999;', marked: false }]);
    expect(excerptSegments('')).toEqual([]);
  });
});
