import { describe, expect, it } from 'vitest';
import { correctQuery, normalizeQuery, planQuery, queryTokens, rankPartialHits, rarity, type QueryConcept } from '../../../src/lib/search/forgiving';
import { answeredAsTyped, hasOtherSpellings } from '../../../src/lib/search/spellings';
import { namedTerms, termsOfForm, type GlossarySearchTerm } from '../../../src/lib/search/glossary';
import { englishStem, termsNamedBy } from '../../../src/lib/search/english';
import type { ClauseHit } from '../../../src/lib/search/rank';

const glossary: GlossarySearchTerm[] = [
  { id: 'overrun', names: { es: 'Arrollamiento', ru: 'сминание', en: 'Overrun' }, forms: ['arrollamiento', 'arrollar', 'сминание', 'overrun', 'overruns'] },
  { id: 'exploit', names: { es: 'Explotación', ru: 'эксплуатация', en: 'Exploit' }, forms: ['explotacion', 'эксплуатация', 'exploit'] },
  { id: 'reserve-mode', names: { es: 'Modo Reserva', ru: 'режим резерва', en: 'Reserve Mode' }, forms: ['modo reserva', 'режим резерва', 'reserve mode'] },
  { id: 'tactical-march', names: { es: 'Marcha táctica', ru: 'тактический марш', en: 'Tactical March' }, forms: ['marcha tactica', 'тактическии марш', 'tactical march', 'tactical marches'] },
  { id: 'skirmishers', names: { es: 'Hostigadores', ru: 'стрелки', en: 'Skirmishers' }, forms: ['hostigadores', 'стрелки', 'skirmishers'] },
];
const stop = new Set(['que', 'pasa', 'si', 'me', 'de', 'la', 'a', 'сколько', 'может', 'what', 'is', 'the']);

describe('reading a query', () => {
  it('writes fractions and distances one way', () => {
    expect(normalizeQuery('40см')).toBe('40 см');
    expect(normalizeQuery('40 CM')).toBe('40 cm');
    expect(normalizeQuery('Mover ½')).toBe('mover 1/2');
    expect(queryTokens('mover 1/2 de 40 cm')).toEqual(['mover', '1/2', 'de', '40', 'cm']);
  });

  it('leaves stop words out, so that they never veto a result', () => {
    expect(planQuery('¿Qué pasa si me arrollan?', 'es', stop, []).map((c) => c.typed)).toEqual(['arrollan']);
    expect(planQuery('сколько может пройти', 'ru', stop, []).map((c) => c.typed)).toEqual(['проити']);
  });

  it('searches a query of stop words alone as typed', () => {
    expect(planQuery('que pasa', 'es', stop, []).map((c) => [c.typed, c.kind])).toEqual([['que', 'word'], ['pasa', 'word']]);
  });

  it('reads one half and distances by every spelling', () => {
    const [half] = planQuery('½', 'ru', stop, []);
    for (const query of ['1/2', '½', 'mitad', 'media', 'половина', 'половину']) {
      expect(planQuery(query, 'es', stop, [])[0]?.searches, query).toEqual(half?.searches);
    }
    for (const query of ['40 cm', '40см', '40 см', '40cm']) {
      expect(planQuery(query, 'ru', stop, []), query).toEqual([expect.objectContaining({ kind: 'number', searches: ['40'] })]);
    }
  });

  it('searches a glossary term typed in English, any inflection, or in the other language, by its name in the site language', () => {
    const terms = (query: string, lang: string) => planQuery(query, lang, stop, glossary).map((c) => [c.kind, c.terms, c.searches[0]]);
    expect(terms('overruns', 'ru')).toEqual([['term', ['overrun'], 'сминание']]);
    expect(terms('exploitation', 'es')).toEqual([['term', ['exploit'], 'explotacion']]);
    expect(terms('exploits', 'ru')).toEqual([['term', ['exploit'], 'эксплуатация']]);
    expect(terms('what is reserve mode', 'ru')).toEqual([['term', ['reserve-mode'], 'режим резерва']]);
    expect(terms('tactical marches', 'es')).toEqual([['term', ['tactical-march'], 'marcha tactica']]);
    expect(terms('arrollamiento', 'ru')).toEqual([['term', ['overrun'], 'сминание']]);
  });
});

describe('glossary terms by English inflection', () => {
  it('stems English words only', () => {
    expect(['exploit', 'exploits', 'exploitation', 'exploited'].map(englishStem)).toEqual(['exploit', 'exploit', 'exploit', 'exploit']);
    expect(englishStem('сминание')).toBe('сминание');
  });

  it('names the term from any inflection', () => {
    expect(termsNamedBy(['skirmisher'], glossary).map((t) => t.id)).toEqual(['skirmishers']);
    expect(namedTerms('Overrunning', glossary, [], ['ru'], 'ru', termsNamedBy).map((t) => t.name)).toEqual(['сминание']);
    // Read by exact form alone (the search of every query), an inflection names nothing.
    expect(namedTerms('Overrunning', glossary, [], ['ru'], 'ru').map((t) => t.name)).toEqual([]);
    expect(termsOfForm(['overruns'], glossary).map((t) => t.id)).toEqual(['overrun']);
  });
});

describe('a query answered as typed', () => {
  const hit = (closeMatches: number) => ({ url: '#a', label: 'a', docTitle: 'D', doc: 'd', lang: 'es', original: true, excerpt: '', coverage: 2, closeMatches, labelMatches: 0, strength: 1 });
  it('has a clause holding every word as typed or inflected, and nothing written otherwise elsewhere', () => {
    expect(answeredAsTyped('liberar reserva', [hit(2)])).toBe(true);
    expect(answeredAsTyped('liberar reserba', [hit(1)])).toBe(false);
    expect(answeredAsTyped('½ capacidad', [hit(2)])).toBe(false);
    expect(['40см', '40 CM', 'mitad', 'Половину', '1/2 de', '½', 'media distancia'].map(hasOtherSpellings)).toEqual([true, true, true, true, true, true, true]);
    expect(['40 reglas', 'medios', 'полк', 'liberar reserva', '8.5 д'].map(hasOtherSpellings)).toEqual([false, false, false, false, false]);
  });
});

describe('typos', () => {
  const vocabulary = { lang: 'es', clauses: 10, words: ['arrollamiento', 'reserva', 'reservas', 'modo'], stopWords: [] };
  it('reads each missing word as the nearest index word and says so', () => {
    const missing = new Set(['arrolamiento', 'reserba']);
    expect(correctQuery('Arrolamiento en reserba', (w) => missing.has(w), vocabulary)).toEqual({
      query: 'arrollamiento en reserva',
      corrections: [{ typed: 'arrolamiento', used: 'arrollamiento' }, { typed: 'reserba', used: 'reserva' }],
    });
  });

  it('keeps a word with no near index word', () => {
    expect(correctQuery('xyzzyq', () => true, vocabulary)).toEqual({ query: 'xyzzyq', corrections: [] });
  });
});

describe('partial matches', () => {
  const hit = (url: string, label = url, strength = 1): ClauseHit => ({
    url, label, docTitle: 'Doc', doc: 'd', lang: 'es', original: true, excerpt: url, coverage: 1, closeMatches: 1, labelMatches: 0, strength,
  });
  const concept = (typed: string): QueryConcept => ({ typed, searches: [typed], kind: 'word' });

  it('weighs rare words more', () => {
    expect(rarity(1, 100)).toBeGreaterThan(rarity(50, 100));
  });

  it('lists the clauses holding more words first, then those holding rarer words, saying what each lacks', () => {
    const common = { concept: concept('unidades'), hits: ['#a', '#b', '#c', '#d'].map((u) => hit(u)) };
    const rare = { concept: concept('ferrocarril'), hits: [hit('#e'), hit('#b')] };
    const ranked = rankPartialHits([common, rare], 40);
    expect(ranked.map((h) => h.url)).toEqual(['#b', '#e', '#a', '#c', '#d']);
    expect(ranked[0]).toMatchObject({ matched: ['unidades', 'ferrocarril'], missing: [] });
    expect(ranked[1]).toMatchObject({ matched: ['ferrocarril'], missing: ['unidades'] });
  });

  it('puts a clause whose label names the word before one that only mentions it', () => {
    const ranked = rankPartialHits([{ concept: concept('reserva'), hits: [hit('#a', 'Buques', 5), hit('#b', 'Modo Reserva', 1)] }], 10);
    expect(ranked.map((h) => h.url)).toEqual(['#b', '#a']);
  });
});
