import { describe, expect, it } from 'vitest';
import { answeringMarks, excerptSegments } from '../../../src/lib/search/excerpt';
import { hitAnswersTerm } from '../../../src/lib/search/query';

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

describe('answeringMarks (a search review: stop words, prefixes and punctuation were marked)', () => {
  const stop = new Set(['de', 'en', 'la', 'una']);
  it('keeps the marks on the words that answer the query, without the punctuation around them', () => {
    expect(answeringMarks('Fase de <mark>Reacción).</mark>', ['reaccion'], stop, hitAnswersTerm)).toBe('Fase de <mark>Reacción</mark>).');
    expect(answeringMarks('marcadas con <mark>&quot;Explotación&quot;.</mark>', ['explotacion'], stop, hitAnswersTerm)).toBe('marcadas con &quot;<mark>Explotación</mark>&quot;.');
    expect(answeringMarks('<mark>liberadas</mark> y <mark>RESERVA</mark>', ['liberar', 'reserva'], stop, hitAnswersTerm)).toBe('<mark>liberadas</mark> y <mark>RESERVA</mark>');
  });

  it('leaves the query\'s stop words, and words that only begin like a query word, unmarked', () => {
    expect(answeringMarks('la <mark>Zona</mark> <mark>de</mark> <mark>Control</mark> <mark>de</mark> una', ['zona', 'de', 'control'], stop, hitAnswersTerm)).toBe('la <mark>Zona</mark> de <mark>Control</mark> de una');
    expect(answeringMarks('<mark>despues</mark> <mark>decidir</mark> <mark>de</mark>', ['de', 'artilleria'], stop, hitAnswersTerm)).toBe('despues decidir de');
    expect(answeringMarks('<mark>arrollamientos</mark> y <mark>AR</mark>', ['ar'], stop, hitAnswersTerm)).toBe('arrollamientos y <mark>AR</mark>');
  });

  it('marks the stop words of a query that has nothing else', () => {
    expect(answeringMarks('<mark>de</mark> la', ['de'], stop, hitAnswersTerm)).toBe('<mark>de</mark> la');
  });
});
