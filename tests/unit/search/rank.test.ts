import { describe, expect, it } from 'vitest';
import { clauseHitsOf, clauseHitsOfPages, rankClauseHits, type PagefindPage, type PagefindSubResult } from '../../../src/lib/search/rank';

interface SectionSpec {
  id?: string;
  label: string;
  text: string;
  /** The words of `text` Pagefind matched. */
  hits: string[];
  /** Pagefind's word weight there (headings weigh more). */
  weight?: number;
}

/** A page result as Pagefind returns it, built from its sections' text and the words matched in each. */
function page(url: string, title: string, score: number, sections: SectionSpec[], meta: Record<string, string> = {}): PagefindPage {
  let offset = 0;
  const subResults: PagefindSubResult[] = sections.map((section) => {
    const words = section.text.split(' ');
    const locations = words.flatMap((word, i) =>
      section.hits.includes(word.replace(/[^\p{L}\p{N}]/gu, '')) ? [{ location: offset + i, weight: section.weight ?? 1, balanced_score: 512 * (section.weight ?? 1) ** 2 }] : [],
    );
    offset += words.length;
    return {
      title: section.label,
      url: section.id ? `${url}#${section.id}` : url,
      excerpt: section.text,
      ...(section.id ? { anchor: { id: section.id, element: 'section' } } : {}),
      weighted_locations: locations,
    };
  });
  return {
    score,
    data: {
      url,
      content: sections.map((s) => s.text).join(' '),
      meta: { title, doc: 'ocs/reaction-phase', lang: 'es', original: 'true', ...meta },
      sub_results: subResults.filter((sub) => sub.weighted_locations.length > 0),
    },
  };
}

const reaction = page('/es/ocs/reaction-phase/', 'Fase de Reacción', 3, [
  { label: 'Fase de Reacción', text: 'Secuencia de Juego: Fase de Reacción.', hits: ['Reacción'] },
  { id: 'eligible-units', label: 'Unidades que pueden actuar', text: 'pueden liberar del MODO RESERVA en la Fase de Reacción', hits: ['liberar', 'RESERVA', 'Reacción'] },
  { id: 'reserve-mode', label: 'Modo Reserva', text: 'En el Modo Reserva las unidades están listas', hits: ['Reserva'] },
  { id: 'releasing-units', label: 'Liberación de la Reserva: cuándo', text: 'puede liberar unidades en Modo Reserva; las reservas liberadas', hits: ['liberar', 'Reserva', 'reservas', 'liberadas'] },
]);

/** The same page with the anchors Pagefind gives for its clauses: where each starts in the page's words. */
function withAnchors(result: PagefindPage, sections: SectionSpec[]): PagefindPage {
  let offset = 0;
  const anchors = sections.flatMap((section) => {
    const start = offset;
    offset += section.text.split(' ').length;
    return section.id ? [{ id: section.id, location: start, title: section.label }] : [];
  });
  const located = result.data.sub_results.map((sub) => (sub.anchor ? { ...sub, anchor: { ...sub.anchor, location: anchors.find((a) => a.id === sub.anchor!.id)!.location } } : sub));
  return { ...result, data: { ...result.data, sub_results: located, anchors } };
}

describe('rankClauseHits', () => {
  it('puts a section that holds only its heading after the clauses with text of their own (a search review: «reserva»)', () => {
    const sections: SectionSpec[] = [
      { id: 'reserve-mode', label: 'Modo Reserva', text: 'Modo Reserva En el Modo Reserva las unidades están listas', hits: ['Reserva'] },
      { id: 'entering-reserve', label: 'Entrar en Reserva', text: 'Entrar en Reserva:', hits: ['Reserva'], weight: 7 },
      { id: 'changing-mode', label: 'Entrar en Reserva: cambio de modo', text: 'Una unidad puede cambiar de modo', hits: [] },
      { id: 'releasing-reserve', label: 'Liberación de la Reserva', text: 'Liberación de la Reserva:', hits: ['Reserva'], weight: 7 },
      { id: 'releasing-units', label: 'Liberación de la Reserva: cuándo', text: 'El jugador puede liberar unidades en Modo Reserva', hits: ['Reserva'] },
      // Its label does not name the query: a clause with text still ranks above a heading that does (a second review).
      { id: 'reserve-markers', label: 'Marcadores', text: 'El número de marcadores de Reserva está limitado', hits: ['Reserva'] },
    ];
    const ids = rankClauseHits('reserva', [withAnchors(page('/es/ocs/reaction-phase/', 'Fase de Reacción', 3, sections), sections)]).map((hit) => hit.id);
    expect(ids.slice(-2)).toEqual(['entering-reserve', 'releasing-reserve']);
    expect(ids.slice(0, 3).sort()).toEqual(['releasing-units', 'reserve-markers', 'reserve-mode']);
  });


  it('lists clauses, not pages: each links to page#clause with its label, document and excerpt', () => {
    const [first] = rankClauseHits('reserva', [reaction]);
    expect(first).toMatchObject({ url: expect.stringMatching(/^\/es\/ocs\/reaction-phase\/#/), docTitle: 'Fase de Reacción', lang: 'es', original: true });
    expect(first?.id).toBeDefined();
    expect(first?.excerpt.length).toBeGreaterThan(0);
  });

  it('puts the clauses with more of the query words first', () => {
    const hits = rankClauseHits('liberar reserva', [reaction]);
    expect(hits.map((h) => h.id)).toEqual(['releasing-units', 'eligible-units', 'reserve-mode']);
    expect(hits.map((h) => h.coverage)).toEqual([2, 2, 1]);
  });

  it('lists no clause that holds only the query’s stop words («de», «a», «un»), when the query has other words', () => {
    const zoc = page('/es/ocs/reaction-phase/', 'Fase de Reacción', 3, [
      { id: 'reserve-and-zoc', label: 'Reserva y Zona de Control', text: 'Las unidades en Reserva ejercen Zona de Control', hits: ['Zona', 'de', 'Control'] },
      { id: 'releasing-units', label: 'Liberación de la Reserva', text: 'Liberación de la Reserva de unidades', hits: ['de'] },
      { id: 'no-rail', label: 'Sin ferrocarril', text: 'un ataque a un hexágono', hits: ['un', 'ataque', 'a'] },
    ]);
    const stopWords = new Set(['de', 'a', 'un', 'la']);
    expect(rankClauseHits('zona de control', [zoc], stopWords).map((hit) => hit.id)).toEqual(['reserve-and-zoc']);
    // Without the list (a configuration that lacks it), nothing is left out.
    expect(rankClauseHits('zona de control', [zoc]).map((hit) => hit.id)).toEqual(['reserve-and-zoc', 'releasing-units']);
    // A query of stop words alone still finds what holds them.
    expect(rankClauseHits('de', [zoc], stopWords).map((hit) => hit.id).sort()).toEqual(['releasing-units', 'reserve-and-zoc']);
    expect(clauseHitsOfPages('un ataque', [zoc], stopWords).map((hit) => hit.id)).toEqual(['no-rail']);
  });

  it('then the clauses whose label names the query, then the stronger matches', () => {
    const hits = rankClauseHits('reserva', [reaction]);
    // Both labels name "reserva"; of those, the clause with three matches beats the one with one.
    expect(hits.map((h) => [h.id, h.labelMatches])).toEqual([
      ['releasing-units', 1],
      ['reserve-mode', 1],
      ['eligible-units', 0],
    ]);
  });

  it('counts the word as typed more than another form of it', () => {
    const pages = [
      page('/es/a/', 'A', 1, [
        { id: 'inflected', label: 'x', text: 'en caso de arrollamientos', hits: ['arrollamientos'] },
        { id: 'exact', label: 'y', text: 'cualquier arrollamiento', hits: ['arrollamiento'] },
      ]),
    ];
    expect(rankClauseHits('arrollamiento', pages).map((h) => h.id)).toEqual(['exact', 'inflected']);
  });

  it('lets a heading match outweigh a match in running text', () => {
    const pages = [
      page('/ru/gdb/movement-phase/', 'Глава VIII', 1, [
        { id: '8-3', label: '8.3', text: 'маневрирование и перестроение на поле', hits: ['перестроение'] },
        { id: '8-8', label: '8.8', text: 'Скорость выполнения Перестроений', hits: ['Перестроений'], weight: 6 },
      ], { lang: 'ru' }),
    ];
    expect(rankClauseHits('перестроение', pages)[0]?.id).toBe('8-8');
  });

  it('orders equal clauses by page score, then in reading order', () => {
    const low = page('/es/low/', 'Low', 1, [{ id: 'a', label: 'a', text: 'reserva', hits: ['reserva'] }]);
    const high = page('/es/high/', 'High', 5, [
      { id: 'b', label: 'b', text: 'reserva', hits: ['reserva'] },
      { id: 'c', label: 'c', text: 'reserva', hits: ['reserva'] },
    ]);
    expect(rankClauseHits('reserva', [low, high]).map((h) => h.url)).toEqual(['/es/high/#b', '/es/high/#c', '/es/low/#a']);
  });

  it('ignores matches that do not answer any word typed (a stray letter)', () => {
    const pages = [page('/es/gdb/movement-phase/', 'Cap. VIII', 1, [{ id: '8-2-a', label: '8.2 а)', text: 'а) Los generales', hits: ['а'] }])];
    expect(rankClauseHits('атака', pages)).toEqual([]);
  });

  it('lists a page itself only when no clause of it matched', () => {
    const onlyIntro = page('/es/ocs/reaction-phase/', 'Fase de Reacción', 1, [
      { label: 'Fase de Reacción', text: 'Secuencia de Juego', hits: ['Secuencia'] },
      { id: 'x', label: 'x', text: 'nada', hits: [] },
    ]);
    expect(rankClauseHits('secuencia', [onlyIntro])).toEqual([
      expect.objectContaining({ url: '/es/ocs/reaction-phase/', label: 'Fase de Reacción', coverage: 1 }),
    ]);
    expect(rankClauseHits('reaccion', [reaction]).every((hit) => hit.id !== undefined)).toBe(true);
  });

  it('returns nothing for a query without words', () => {
    expect(rankClauseHits(' … ', [reaction])).toEqual([]);
  });
});

describe('clauseHitsOf', () => {
  it('loads every page result of a search response, then ranks its clauses', async () => {
    const response = { results: [{ score: reaction.score, data: () => Promise.resolve(reaction.data) }] };
    expect((await clauseHitsOf('liberar reserva', response)).map((h) => h.id)).toEqual(rankClauseHits('liberar reserva', [reaction]).map((h) => h.id));
  });
});

describe('clauseHitsOfPages', () => {
  it('ranks the clauses of the pages loaded so far, leaving glossary pages out, as the whole search would', async () => {
    const rules = page('/es/ocs/reaction-phase/', 'Fase de Reacción', 2, [{ id: 'releasing-units', label: 'Liberar unidades', text: 'liberar la reserva', hits: ['liberar', 'reserva'] }]);
    const other = page('/es/gdb/movement-phase/', 'Movimiento', 1, [{ id: '8-5', label: '8.5', text: 'la reserva marcha', hits: ['reserva'] }], { doc: 'gdb/movement-phase' });
    const glossary = page('/es/glossary/', 'Glosario', 3, [{ id: 'reserve', label: 'Reserva', text: 'reserva', hits: ['reserva'] }], { kind: 'glossary' });
    expect(clauseHitsOfPages('reserva', [glossary, rules]).map((hit) => hit.url)).toEqual(['/es/ocs/reaction-phase/#releasing-units']);
    const all = [glossary, rules, other];
    const response = { results: all.map((p) => ({ score: p.score, data: async () => p.data })) };
    expect(clauseHitsOfPages('reserva', all)).toEqual(await clauseHitsOf('reserva', response));
  });
});
