import { describe, expect, it } from 'vitest';
import { alignClauses, columnLanguages, renumberHeadings } from '../../src/lib/parallel';
import { clauseFragments } from '../../src/lib/clause-fragments';

const original = `
<section id="8-5" data-clause data-label="8.5"><a class="clause-anchor" href="#8-5">8.5</a><h2>8.5. Тактические марши.</h2><p>Текст.</p>
  <ol class="lettered">
    <li id="8-5-a" data-clause data-label="8.5 а)"><a class="clause-anchor" href="#8-5-a">8.5 а)</a>а) Приказ <ins id="correction-ref-1">«Поддержка»</ins><a class="correction-ref" href="#correction-1">[1]</a>.</li>
  </ol>
</section>
<dl><div id="legend-a" data-clause data-label="A"><dt><a class="clause-anchor" href="#legend-a"></a> A</dt><dd>Atacante</dd></div></dl>`;

const translation = `
<section id="8-5" data-clause data-label="8.5"><h2>8.5. Marchas tácticas.</h2><p>Texto.</p>
  <ol class="lettered"><li id="8-5-a" data-clause data-label="8.5 а)">а) Orden «Apoyo».</li></ol>
</section>
<section id="extra" data-clause data-label="X"><p>Sobra.</p></section>`;

describe('the parallel view', () => {
  const fragments = clauseFragments(original);

  it('cuts each clause without its nested clauses, self-links or ids', () => {
    expect(fragments.map((f) => [f.id, f.label, f.depth])).toEqual([
      ['8-5', '8.5', 0],
      ['8-5-a', '8.5 а)', 1],
      ['legend-a', 'A', 0],
    ]);
    expect(fragments[0]!.html).toContain('<h2>8.5. Тактические марши.</h2><p>Текст.</p>');
    expect(fragments[0]!.html).not.toContain('8-5-a');
    expect(fragments[1]!.html).toBe('а) Приказ <ins>«Поддержка»</ins>.');
  });

  it('keeps a term and its meaning readable outside their definition list', () => {
    expect(fragments[2]!.html).toBe('<p class="term"> A</p><div>Atacante</div>');
  });

  it('pairs clauses by id in the original order, keeping what only one side has after what precedes it there', () => {
    const rows = alignClauses(fragments, clauseFragments(translation));
    expect(rows.map((r) => [r.id, Boolean(r.original), Boolean(r.translation)])).toEqual([
      ['8-5', true, true],
      ['8-5-a', true, true],
      ['extra', false, true],
      ['legend-a', true, false],
    ]);
  });
});

describe('a clause cut out with its sub-clauses', () => {
  it('keeps the nested clauses as content, without their anchors or ids', () => {
    const [section] = clauseFragments(original, { withNested: true });
    expect(section!.html).toContain('а) Приказ <ins>«Поддержка»</ins>.');
    expect(section!.html).not.toMatch(/id=|data-clause|clause-anchor|correction-ref/);
  });
});

describe('a clause on its own page', () => {
  it('keeps terms and meanings inside their definition list as a definition list', () => {
    const [legend] = clauseFragments(`<section id="legend" data-clause data-label="L"><h2>L</h2>${original.slice(original.indexOf('<dl>'))}</section>`, { withNested: true });
    expect(legend!.html).toContain('<dl><div data-label="A"><dt> A</dt><dd>Atacante</dd></div></dl>');
  });

  it('leads with its highest heading as the level under the page title', () => {
    expect(renumberHeadings('<h3>Marcha</h3><p>x</p><h4>y</h4>', 2)).toBe('<h2>Marcha</h2><p>x</p><h3>y</h3>');
    expect(renumberHeadings('<h2>a</h2><h3>b</h3>', 2)).toBe('<h2>a</h2><h3>b</h3>');
    expect(renumberHeadings('<p>sin títulos</p>', 2)).toBe('<p>sin títulos</p>');
    // Under a booklet's document title, the other way.
    expect(renumberHeadings('<h2>a</h2><h3>b</h3>', 3)).toBe('<h3>a</h3><h4>b</h4>');
  });
});

describe('a clause with content after its sub-clauses', () => {
  const html = `<section id="8-7" data-clause data-label="8.7"><h2>8.7</h2><p>Lead.</p>
    <section id="8-7-a" data-clause data-label="8.7 a"><p>A.</p></section>
    <div class="note">On A.</div>
    <ol><li id="8-7-b" data-clause data-label="8.7 b"><p>B.</p></li></ol>
    <div class="note">On A and B.</div></section>`;

  it('reads each part of it after the sub-clause it follows', () => {
    const fragments = clauseFragments(html);
    expect(fragments.map((f) => [f.id, f.continues, f.html.replace(/\s+/g, ' ')])).toEqual([
      ['8-7', undefined, '<h2>8.7</h2><p>Lead.</p>'],
      ['8-7-a', undefined, '<p>A.</p>'],
      ['8-7', 1, '<div class="note">On A.</div>'],
      ['8-7-b', undefined, '<p>B.</p>'],
      ['8-7', 2, '<div class="note">On A and B.</div>'],
    ]);
  });

  it('pairs each part with the same part of the other version', () => {
    const rows = alignClauses(clauseFragments(html), clauseFragments(html.replace('On A.', 'Sobre A.')));
    expect(rows.map((r) => [r.id, r.continues, r.translation?.html])).toContainEqual(['8-7', 1, '<div class="note">Sobre A.</div>']);
  });
});

describe('the languages of a column', () => {
  it('gives a note\'s label the page\'s language and its quote the other version\'s', () => {
    expect(columnLanguages('<div data-note><strong class="note-label">Примечание:</strong> <q class="note-quote" lang="es">так</q> Texto</div>', { ui: 'ru', quoted: 'ru' })).toBe(
      '<div data-note><strong class="note-label" lang="ru">Примечание:</strong> <q class="note-quote" lang="ru">так</q> Texto</div>',
    );
    expect(columnLanguages('<p>Texto &amp; más.</p>', { ui: 'ru', quoted: 'ru' })).toBe('<p>Texto &amp; más.</p>');
  });
});
