import { describe, expect, it } from 'vitest';
import type { ClauseRecord } from '../../../src/lib/built-site';
import type { ClauseHit } from '../../../src/lib/search/rank';
import { clausesForNumber } from '../../../src/lib/search/clause-number';
import { citesNumber, extrasWithin, keepShownFirst, listingKey, legendClauses, legendLabels, needsClauseRecords, notesCiting, queryExtras, searchListings } from '../../../src/lib/search/listing';
import type { GlossarySearchTerm } from '../../../src/lib/search/glossary';

const record = (lang: string, id: string, label: string): ClauseRecord => ({
  id, lang, label, doc: 'gdb/movement-phase', title: lang === 'ru' ? 'Глава VIII' : 'Capítulo VIII',
  url: `/${lang}/gdb/movement-phase/#${id}`, permalink: `/${lang}/gdb/movement-phase/${id}/`, text: `${label} texto de la cláusula `.repeat(20), original: lang === 'ru',
  terms: id === '8-5' ? ['tactical-march', 'brigade'] : ['tactical-march'],
});
const RECORDS = [record('ru', '8-5', '8.5'), record('ru', '8-5-e', '8.5 д)'), record('es', '8-5', '8.5'), record('es', '8-5-e', '8.5 д)')];

const hit = (id: string): ClauseHit => ({
  url: `/es/ocs/combat-table/#${id}`, id, label: id, docTitle: 'Tabla de Combate', doc: 'ocs/combat-table', lang: 'es', original: true,
  excerpt: 'el <mark>atacante</mark> &amp; el defensor', coverage: 1, closeMatches: 1, labelMatches: 0, strength: 1,
});

describe('clausesForNumber', () => {
  it('finds a clause by its number as people type it, Latin letters standing for the Cyrillic labels', () => {
    for (const query of ['8.5 д', '8.5д', '8.5 d', '8.5 д)']) {
      expect(clausesForNumber(query, RECORDS, ['ru']).map((r) => r.url), query).toEqual(['/ru/gdb/movement-phase/#8-5-e']);
    }
    expect(clausesForNumber('8.5', RECORDS, ['ru']).map((r) => r.url)).toEqual(['/ru/gdb/movement-phase/#8-5']);
  });

  it('lists both clauses a typed Latin letter may name, by its sound first, then by its place', () => {
    const records = [...RECORDS, record('ru', '8-5-c', '8.5 в)'), record('ru', '8-5-d', '8.5 г)'), record('es', '8-5-d', '8.5 г)')];
    expect(clausesForNumber('8.5 d', records, ['ru', 'es']).map((r) => `${r.lang} ${r.label}`)).toEqual(['ru 8.5 д)', 'es 8.5 д)', 'ru 8.5 г)', 'es 8.5 г)']);
    // No Cyrillic label sounds like «c»: it is counted (a, b, c: в).
    expect(clausesForNumber('8.5 c', records, ['ru']).map((r) => r.label)).toEqual(['8.5 в)']);
  });

  it('searches the given languages in their order, and nothing for words or unknown numbers', () => {
    expect(clausesForNumber('8.5', RECORDS, ['es', 'ru']).map((r) => r.lang)).toEqual(['es', 'ru']);
    expect(clausesForNumber('reserva', RECORDS, ['es'])).toEqual([]);
  });

  it('lists a clause with a name of its own under the number its label writes, after the one numbered alike (a maintainer review)', () => {
    const first = RECORDS.find((r) => r.lang === 'ru' && r.id === '8-5')!;
    const named = { ...first, id: 'commanders-again', url: '/ru/gdb/movement-phase/#commanders-again' };
    expect(clausesForNumber('8.5', [first, named], ['ru']).map((r) => r.id)).toEqual(['8-5', 'commanders-again']);
    expect(clausesForNumber('regla 8.5', [first, named], ['ru']).map((r) => r.id)).toEqual(['8-5', 'commanders-again']);
    expect(clausesForNumber('9.9', RECORDS, ['es'])).toEqual([]);
  });
});

describe('queryExtras', () => {
  it('knows when a query is a clause number, found or not', () => {
    expect(needsClauseRecords('8.5д')).toBe(true);
    expect(needsClauseRecords('liberar')).toBe(false);
    expect(queryExtras('8.5 d', RECORDS, ['ru'], 'ru')).toEqual({ numbered: [RECORDS[1]] });
    expect(queryExtras('8.11', RECORDS, ['ru'], 'ru')).toEqual({ numbered: [], missingNumber: '8.11' });
    expect(queryExtras('reserva', [], ['es'], 'es')).toEqual({ numbered: [] });
  });

  it('names a number not found as the texts write their numbers, without the word typed before it', () => {
    expect(queryExtras('regla 99,9', RECORDS, ['es'], 'es').missingNumber).toBe('99.9');
    expect(queryExtras('п. 8.11 д', RECORDS, ['ru'], 'ru').missingNumber).toBe('8.11 д)');
    expect(queryExtras('§ 3.2c', RECORDS, ['es'], 'es').missingNumber).toBe('3.2c');
  });

  it('offers the combat-result explainer, in the page language, with the canonical code', () => {
    expect(queryExtras('al1o1 dl1o2', [], ['es'], 'es').combat).toEqual({ code: 'AL1o1 DL1o2', href: '/es/tools/combat/?code=AL1o1%20DL1o2' });
    expect(queryExtras('Ae4 DL1o2', [], ['ru', 'es'], 'ru').combat).toEqual({ code: 'Ae4 DL1o2', href: '/ru/tools/combat/?code=Ae4%20DL1o2' });
    expect(queryExtras('arrollamiento', [], ['es'], 'es').combat).toBeUndefined();
  });
});

describe('a rule number only the site\'s notes cite (a search review: «9.12», «5.7a» found nothing)', () => {
  const noted = (id: string, notes: string[]) => ({ ...record('es', id, id), doc: 'ocs/combat-table', url: `/es/ocs/combat-table/#${id}`, notes });
  const records = [
    noted('option-number', ['Nota editorial: la retirada termina a esa distancia completa (9.12); el camino puede zigzaguear.']),
    noted('changing-mode', ['Nota editorial: puede mostrar cualquiera de sus caras (5.7a).', 'Nota editorial: no hace falta marcarlas al principio (5.4).']),
    noted('other', ['Nota editorial: véase 5.7e y 9.120.']),
  ];

  it('finds the clauses whose own notes cite it, a sub-rule\'s letter read whole', () => {
    expect(notesCiting('9.12', records, ['es']).map((c) => c.record.id)).toEqual(['option-number']);
    expect(notesCiting('5.7a', records, ['es']).map((c) => c.record.id)).toEqual(['changing-mode']);
    expect(notesCiting('5.4', records, ['es'])[0]?.note).toContain('(5.4)');
    expect(notesCiting('5.7', records, ['es']).map((c) => c.record.id)).toEqual(['changing-mode', 'other']);
    expect(notesCiting('9.12', records, ['ru'])).toEqual([]);
  });

  it('lists them first, with the note around the number as their excerpt', () => {
    const extras = queryExtras('regla 5.7a', records, ['es'], 'es');
    expect(extras.missingNumber).toBe('5.7a');
    const [first] = searchListings([], extras);
    expect(first).toMatchObject({ kind: 'clause', url: '/es/ocs/combat-table/#changing-mode', byNumber: false });
    expect(first?.kind === 'clause' && first.excerpt).toEqual([
      { text: 'Nota editorial: puede mostrar cualquiera de sus caras (', marked: false },
      { text: '5.7a', marked: true },
      { text: ').', marked: false },
    ]);
    expect(extrasWithin(extras, { original: ['true'] }).citing).toEqual([]);
  });
});

describe('a legend code (a search review: «e#» listed 61 clauses with a word «e»)', () => {
  const legend = [record('es', 'legend-exploit', 'e#'), record('ru', 'legend-exploit', 'e#'), record('es', 'legend-option', 'o#')];

  it('is the clause its legend labels, in the searched languages, whatever its case', () => {
    expect(needsClauseRecords('e#')).toBe(true);
    expect(needsClauseRecords('e')).toBe(false);
    expect(legendClauses('E#', legend, ['es']).map((r) => r.id)).toEqual(['legend-exploit']);
    expect(legendClauses(' o# ', legend, ['ru', 'es']).map((r) => `${r.lang} ${r.id}`)).toEqual(['es legend-option']);
    expect(legendClauses('x#', legend, ['es'])).toEqual([]);
  });

  it('is the whole answer, as a clause number is', () => {
    const extras = queryExtras('e#', legend, ['es'], 'es');
    expect(extras.numbered.map((r) => r.id)).toEqual(['legend-exploit']);
    expect(extras.missingNumber).toBeUndefined();
    expect(searchListings([hit('noise')], extras).map((l) => l.kind === 'clause' && l.id)).toEqual(['legend-exploit']);
    // Listed by its label, not as «clause number e#».
    expect(searchListings([], extras)[0]).toMatchObject({ kind: 'clause', label: 'e#', byNumber: false });
  });
});

describe('a result or a part of one read off the table (a search review: «o2» found nothing, «DL1o2» no legend)', () => {
  const legend = [record('es', 'legend-exploit', 'e#'), record('es', 'legend-option', 'o#'), record('ru', 'legend-option', 'o#')];

  it('names the legend codes a part or a whole result uses', () => {
    expect(legendLabels('o2', null)).toEqual(['o#']);
    expect(legendLabels(' E4 ', 'Ae4')).toEqual(['e#']);
    expect(legendLabels('ae4 dl1o2', 'Ae4 DL1o2')).toEqual(['e#', 'o#']);
    expect(legendLabels('ae2 dl2o3dg', 'Ae2 DL2o3DG')).toEqual(['e#', 'o#']);
    expect(legendLabels('al1', 'AL1')).toEqual([]);
    expect(legendLabels('o', null)).toEqual([]);
    expect(legendLabels('reserva', null)).toEqual([]);
    expect(needsClauseRecords('o2')).toBe(true);
    expect(needsClauseRecords('o')).toBe(false);
  });

  it('lists a part\'s legend clause, in the searched languages', () => {
    const extras = queryExtras('o2', legend, ['es'], 'es');
    expect(extras.legends?.map((r) => `${r.lang} ${r.label}`)).toEqual(['es o#']);
    expect(extras.numbered).toEqual([]);
    expect(searchListings([], extras).map((l) => l.kind === 'clause' && l.id)).toEqual(['legend-option']);
  });

  it('lists a result\'s explainer, then the legend clauses of its parts, then the clauses citing it, each once', () => {
    const extras = queryExtras('AL1o1 DL1o2', legend, ['es'], 'es');
    expect(extras.combat?.code).toBe('AL1o1 DL1o2');
    const option = { ...hit('legend-option'), url: '/es/gdb/movement-phase/#legend-option' };
    const listed = searchListings([hit('example-al1o1-do1'), option], extras);
    expect(listed.map((l) => (l.kind === 'clause' ? l.id : l.kind))).toEqual(['combat', 'legend-option', 'example-al1o1-do1']);
    // A result without an option or an exploitation code has no legend clause to list.
    expect(queryExtras('AL1', legend, ['es'], 'es').legends).toBeUndefined();
  });

  it('keeps to the reader\'s filters', () => {
    const extras = queryExtras('o2', legend, ['es', 'ru'], 'es');
    expect(extrasWithin(extras, { original: ['true'] }).legends?.map((r) => r.lang)).toEqual(['ru']);
  });
});

describe('searchListings', () => {
  it('lists the word matches in rank order, their excerpts as text segments', () => {
    const listings = searchListings([hit('a'), hit('b')], { numbered: [] });
    expect(listings.map((l) => (l.kind === 'clause' ? l.id : l.kind))).toEqual(['a', 'b']);
    expect(listings[0]).toMatchObject({
      kind: 'clause', url: '/es/ocs/combat-table/#a', byNumber: false,
      excerpt: [{ text: 'el ', marked: false }, { text: 'atacante', marked: true }, { text: ' & el defensor', marked: false }],
    });
  });

  it('answers a clause number found with that clause alone, opening its text', () => {
    const listings = searchListings([hit('noise')], { numbered: [RECORDS[1]!] });
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ kind: 'clause', url: '/ru/gdb/movement-phase/#8-5-e', label: '8.5 д)', byNumber: true });
    const [segment] = listings[0]!.kind === 'clause' ? listings[0]!.excerpt : [];
    expect(segment?.text.length).toBeLessThanOrEqual(160);
    expect(segment?.text.endsWith('…')).toBe(true);
  });

  it('keeps the word matches for a clause number not found, and puts a combat result first', () => {
    const citing = { ...hit('a'), excerpt: 'см. <mark>8.19</mark>' };
    expect(searchListings([citing, hit('b')], { numbered: [], missingNumber: '8.19' }).map(listingKey)).toEqual([citing.url]);
    const listings = searchListings([hit('a')], { numbered: [], combat: { code: 'AL1', href: '/es/tools/combat/?code=AL1' } });
    expect(listings.map((l) => l.kind)).toEqual(['combat', 'clause']);
  });
});

/** Where a listing leads. */

describe('a number that no clause of these texts has, but a rule of the game does', () => {
  // The OCS texts do not number their clauses; the glossary knows the series rules' numbers of its terms.
  const RULES: GlossarySearchTerm[] = [
    { id: 'combat-option', names: { es: 'Opción', ru: 'опция', en: 'Option' }, forms: ['opcion'], rules: ['9.10'] },
    { id: 'organic-trucks', names: { es: 'Camiones orgánicos', ru: 'собственные грузовики', en: 'Organic Trucks' }, forms: ['camiones organicos'], rules: ['13.2g'] },
    { id: 'tactical-march', names: { es: 'Marcha táctica', ru: 'тактический марш', en: 'Tactical March' }, forms: ['marcha tactica'], rules: ['8.5'] },
  ];
  const option = { ...record('es', 'legend-option', 'o#'), doc: 'ocs/combat-table', url: '/es/ocs/combat-table/#legend-option', terms: ['combat-option'] };

  it('names the terms that rule covers, then the clauses that use them', () => {
    const extras = queryExtras('regla 9.10', [option, ...RECORDS], ['es'], 'es', RULES);
    expect(extras).toMatchObject({ numbered: [], missingNumber: '9.10', ruleNumber: '9.10' });
    expect(searchListings([], extras).map(listingKey)).toEqual(['/es/glossary/#combat-option', '/es/ocs/combat-table/#legend-option']);
  });

  it('reads a sub-rule letter as the rules write it', () => {
    expect(needsClauseRecords('13.2g')).toBe(true);
    expect(queryExtras('13.2 g', [], ['es'], 'es', RULES).terms?.map((term) => term.id)).toEqual(['organic-trucks']);
    expect(queryExtras('п. 13.2g', [], ['ru'], 'ru', RULES).ruleNumber).toBe('13.2g');
  });

  it('gives way to a clause of that number, and is nothing for a number no rule has', () => {
    expect(queryExtras('8.5', RECORDS, ['es'], 'es', RULES)).toEqual({ numbered: [RECORDS[2]] });
    expect(queryExtras('9.99', RECORDS, ['es'], 'es', RULES)).toEqual({ numbered: [], missingNumber: '9.99' });
  });
});

describe('a glossary term typed in any of its forms', () => {
  const index: GlossarySearchTerm[] = [
    { id: 'tactical-march', names: { es: 'marcha táctica', ru: 'тактический марш', en: 'Tactical March' }, forms: ['marcha tactica', 'тактическии марш', 'tactical march'] },
    { id: 'brigade', names: { es: 'brigada', ru: 'бригада', en: 'Brigade' }, forms: ['brigada', 'бригада', 'brigade'] },
  ];

  it('is named whatever its language, case and accents, with the clauses that use it in the searched languages', () => {
    const [term] = queryExtras('Marcha Táctica', RECORDS, ['ru', 'es'], 'es', index).terms ?? [];
    expect(term).toMatchObject({ id: 'tactical-march', lang: 'es', name: 'marcha táctica', href: '/es/glossary/#tactical-march' });
    expect(term!.others).toEqual([{ text: 'Tactical March', lang: 'en' }, { text: 'тактический марш', lang: 'ru' }]);
    expect(term!.clauses.map((r) => r.url)).toEqual(['/ru/gdb/movement-phase/#8-5', '/ru/gdb/movement-phase/#8-5-e', '/es/gdb/movement-phase/#8-5', '/es/gdb/movement-phase/#8-5-e']);
    expect(queryExtras('«Тактический  марш»', RECORDS, ['ru'], 'ru', index).terms?.[0]?.id).toBe('tactical-march');
    expect(queryExtras('marcha', RECORDS, ['es'], 'es', index).terms).toBeUndefined();
  });

  it('comes first, its clauses after the word matches, each clause once', () => {
    const extras = queryExtras('brigade', RECORDS, ['es'], 'es', index);
    const listings = searchListings([{ ...hit('x'), url: '/es/gdb/movement-phase/#8-5' }], extras);
    expect(listings.map((l) => `${l.kind} ${listingKey(l)}`)).toEqual(['term /es/glossary/#brigade', 'clause /es/gdb/movement-phase/#8-5']);
    expect(searchListings([], queryExtras('tactical march', RECORDS, ['es'], 'es', index)).map(listingKey)).toEqual([
      '/es/glossary/#tactical-march', '/es/gdb/movement-phase/#8-5', '/es/gdb/movement-phase/#8-5-e',
    ]);
  });

  it('keeps its clauses, and those a number names, to the reader\'s filters, as the word matches keep (a filter by version listed translations)', () => {
    const defined = index.map((term) => (term.id === 'brigade' ? { ...term, defines: ['gdb/movement-phase#8-5'] } : term));
    const extras = queryExtras('brigada', RECORDS, ['ru', 'es'], 'es', defined);
    const originals = extrasWithin(extras, { original: ['true'] });
    expect(originals.terms?.[0]?.clauses.map((r) => r.url)).toEqual(['/ru/gdb/movement-phase/#8-5']);
    expect(originals.terms?.[0]?.defining).toEqual(['/ru/gdb/movement-phase/#8-5']);
    // A term of another game than the one asked for is not listed at all.
    expect(extrasWithin(extras, { game: ['ocs'] }).terms).toEqual([]);
    expect(extrasWithin(extras, { game: ['gdb'] }).terms?.map((term) => term.id)).toEqual(['brigade']);
    expect(extrasWithin(extras, { doc: ['gdb/movement-phase'] })).toEqual(extras);
    expect(extrasWithin({ numbered: [RECORDS[0]!, RECORDS[2]!] }, { original: ['false'] }).numbered).toEqual([RECORDS[2]]);
  });

  it('says when the filters leave out the clause a number names, and lists nothing else for it (a second search review)', () => {
    const within = extrasWithin({ numbered: [RECORDS[2]!] }, { game: ['ocs'] });
    expect(within).toMatchObject({ numbered: [], numberFiltered: '8.5' });
    expect(searchListings([hit('noise')], within)).toEqual([]);
    // A rule number whose terms are all of another game no longer says the rules give what follows.
    const rule = extrasWithin({ numbered: [], missingNumber: '5.7', ruleNumber: '5.7', terms: queryExtras('brigada', RECORDS, ['es'], 'es', index).terms! }, { game: ['ocs'] });
    expect(rule.ruleNumber).toBeUndefined();
    expect(rule.missingNumber).toBe('5.7');
  });

  it('gives way to a clause number', () => {
    expect(searchListings([], { ...queryExtras('brigade', RECORDS, ['es'], 'es', index), numbered: [RECORDS[0]!] }).map((l) => l.kind)).toEqual(['clause']);
  });

  it('lists the clauses that define it first, found among the word matches or not (a search review: «formación» defined last of ten)', () => {
    const defined = index.map((term) => (term.id === 'brigade' ? { ...term, defines: ['gdb/movement-phase#8-5'] } : term));
    const extras = queryExtras('brigada', RECORDS, ['es'], 'es', defined);
    expect(extras.terms?.[0]?.defining).toEqual(['/es/gdb/movement-phase/#8-5']);
    const matches = [{ ...hit('x'), url: '/es/ocs/combat-table/#x' }, { ...hit('y'), url: '/es/gdb/movement-phase/#8-5-e' }];
    expect(searchListings(matches, extras).map(listingKey)).toEqual(['/es/glossary/#brigade', '/es/gdb/movement-phase/#8-5', '/es/ocs/combat-table/#x', '/es/gdb/movement-phase/#8-5-e']);
    expect(searchListings([...matches, { ...hit('z'), url: '/es/gdb/movement-phase/#8-5' }], extras).map(listingKey)).toEqual([
      '/es/glossary/#brigade', '/es/gdb/movement-phase/#8-5', '/es/ocs/combat-table/#x', '/es/gdb/movement-phase/#8-5-e',
    ]);
  });

  it('lists the clauses that use it before those that only share a stem with its name (a second search review: «se retira el marcador»)', () => {
    const extras = queryExtras('tactical march', RECORDS, ['es'], 'es', index);
    const stemOnly = { ...hit('stem'), url: '/es/gdb/movement-phase/#8-2', doc: 'gdb/movement-phase' };
    expect(searchListings([stemOnly, { ...hit('y'), url: '/es/gdb/movement-phase/#8-5-e', doc: 'gdb/movement-phase' }], extras).map(listingKey)).toEqual([
      '/es/glossary/#tactical-march', '/es/gdb/movement-phase/#8-5-e', '/es/gdb/movement-phase/#8-5', '/es/gdb/movement-phase/#8-2',
    ]);
  });

  it('keeps in its rank a clause of another game than the term\'s, which shares only a word with its name (a search review: «отступление»)', () => {
    const extras = queryExtras('tactical march', RECORDS, ['es'], 'es', index);
    const otherGame = { ...hit('releasing-units'), url: '/es/ocs/reaction-phase/#releasing-units', doc: 'ocs/reaction-phase' };
    const stemOnly = { ...hit('stem'), url: '/es/gdb/movement-phase/#8-2', doc: 'gdb/movement-phase' };
    expect(searchListings([stemOnly, otherGame, { ...hit('y'), url: '/es/gdb/movement-phase/#8-5-e', doc: 'gdb/movement-phase' }], extras).map(listingKey)).toEqual([
      '/es/glossary/#tactical-march', '/es/ocs/reaction-phase/#releasing-units', '/es/gdb/movement-phase/#8-5-e', '/es/gdb/movement-phase/#8-5', '/es/gdb/movement-phase/#8-2',
    ]);
  });
});

describe('results that load as the reader scrolls', () => {
  it('go below what the list showed, which keeps its order, however they rank', () => {
    const extras = { numbered: [] };
    const ranked = searchListings([hit('late-best'), hit('a'), hit('b'), hit('c')], extras);
    const shown = ['/es/ocs/combat-table/#b', '/es/ocs/combat-table/#a'];
    expect(keepShownFirst(ranked, shown).map(listingKey)).toEqual(['b', 'a', 'late-best', 'c'].map((id) => `/es/ocs/combat-table/#${id}`));
    // What no longer answers (a filter changed meanwhile) is not listed for having been shown.
    expect(keepShownFirst(ranked, ['/es/ocs/combat-table/#gone', ...shown]).map(listingKey).slice(0, 2)).toEqual(shown);
    expect(keepShownFirst(ranked, []).map(listingKey)).toEqual(ranked.map(listingKey));
  });
});

describe('a number no clause has, listed where the texts cite it', () => {
  it('keeps the clauses that cite the number whole, not those that share its first digits', () => {
    expect(citesNumber('véase <mark>8.12</mark> y 9.1', '8.12')).toBe(true);
    expect(citesNumber('<mark>8.1</mark>. Фаза Передвижений', '8.12')).toBe(false);
    expect(citesNumber('la regla 9.10d dice', '9.10d')).toBe(true);
    expect(citesNumber('la regla 19.10 dice', '9.10')).toBe(false);
  });
});
