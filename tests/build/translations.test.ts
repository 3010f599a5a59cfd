import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { applyCorrections, loadCorrections } from '../../src/lib/corrections';
import { loadGlossary } from '../../src/lib/glossary/load';
import { GLOSSARY_SEARCH_FILE, namedTerms, type GlossarySearchTerm } from '../../src/lib/search/glossary';
import { normalizeText } from '../../src/lib/text';
import { glossaryPath } from '../../src/lib/site-paths';
import { clauses, DIST, page } from '../support/site';

/** Every rules page, with the source it is built from and whether it is that source's language. */
const PAGES = [
  { path: '/es/ocs/reaction-phase/', source: '000_9fd39beb8b0e04ff.txt', original: true },
  { path: '/ru/ocs/reaction-phase/', source: '000_9fd39beb8b0e04ff.txt', original: false },
  { path: '/es/ocs/combat-table/', source: '001_33f8f751d36aaf4d.txt', original: true },
  { path: '/ru/ocs/combat-table/', source: '001_33f8f751d36aaf4d.txt', original: false },
  { path: '/ru/gdb/movement-phase/', source: '002_346995670edcfe7c.txt', original: true },
  { path: '/es/gdb/movement-phase/', source: '002_346995670edcfe7c.txt', original: false },
] as const;

const SOURCE_SCRIPT: Record<string, RegExp> = {
  '000_9fd39beb8b0e04ff.txt': /\p{Script=Latin}/u,
  '001_33f8f751d36aaf4d.txt': /\p{Script=Latin}/u,
  '002_346995670edcfe7c.txt': /\p{Script=Cyrillic}/u,
};

const raw = (source: string) => normalizeText(readFileSync(join('content/sources', source), 'utf8'));
const corrected = (source: string) =>
  normalizeText(applyCorrections(readFileSync(join('content/sources', source), 'utf8'), loadCorrections().filter((c) => c.source === source)));
const records = clauses();

/** A clause's text as clauses.json publishes it (notes and tools left out). */
function clauseText(lang: 'es' | 'ru', doc: string, id: string): string {
  const record = records.find((r) => r.lang === lang && r.doc === doc && r.id === id);
  if (!record) throw new Error(`no clause ${lang} ${doc}#${id}`);
  return record.text;
}

/** The notes a clause holds itself (not those of clauses nested in it). */
function notesOf($: CheerioAPI, id: string, kind: 'editorial' | 'translator') {
  return $(`[id="${id}"]`)
    .find(`[data-note="${kind}"]`)
    .filter((_, note) => $(note).closest('[data-clause]').attr('id') === id)
    .toArray()
    .map((note) => ({ text: normalizeText($(note).text()), quote: normalizeText($(note).find('.note-quote').text()) }));
}

describe('notes quote only wording the source contains', () => {
  it.each(PAGES)('$path', ({ path, source, original }) => {
    const $ = page(path);
    const sourceTexts = [raw(source), corrected(source)];
    const inSource = (quoted: string) => sourceTexts.some((text) => text.includes(normalizeText(quoted)));
    const wrong: string[] = [];
    for (const note of $('.rules-body [data-note]').toArray()) {
      const quote = $(note).find('.note-quote').text();
      if (quote && !inSource(quote)) wrong.push(`quote="${quote}"`);
      const body = $(note).clone();
      body.find('.note-quote, .note-label').remove();
      // In a translation's notes, «…» in the source's script quote the source; the rest are glosses.
      for (const [, quoted] of body.text().matchAll(/«([^«»]+)»/g)) {
        if ((original || SOURCE_SCRIPT[source]!.test(quoted!)) && !inSource(quoted!)) wrong.push(`«${quoted}»`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('major fixes', () => {
  it('ru released-exploitation: released units attack with other released Reserves, not with units still in Reserve Mode', () => {
    const text = clauseText('ru', 'ocs/reaction-phase', 'released-exploitation');
    expect(text).not.toMatch(/находящимися в режиме резерва/);
    expect(text).toContain('вместе с другими высвобожденными резервами или подразделениями, отмеченными маркером эксплуатации');
    const [note] = notesOf(page('/ru/ocs/reaction-phase/'), 'released-exploitation', 'translator');
    expect(note?.quote).toContain('otras unidades en modo reserva');
    expect(note?.text).toContain('5.7b');
  });

  it('es original released-exploitation warns that units still in Reserve Mode cannot attack', () => {
    const [note] = notesOf(page('/es/ocs/reaction-phase/'), 'released-exploitation', 'editorial');
    expect(note?.text).toContain('«con otras unidades en modo reserva»');
    expect(note?.text).toContain('5.7b');
  });

  it('es 8.5 е): the formation change is included, not a condition that cancels the rule, with the likely sense on both pages', () => {
    const text = clauseText('es', 'gdb/movement-phase', '8-5-f');
    expect(text).toContain('(incluido un cambio de formación)');
    expect(text).not.toContain('que incluya');
    const [translator] = notesOf(page('/es/gdb/movement-phase/'), '8-5-f', 'translator');
    expect(translator?.quote).toContain('(включения перестроения)');
    expect(translator?.text).toMatch(/solo puede combinarse[^.]*cambio de formación[^.]*8\.3 б/);
    const [editorial] = notesOf(page('/ru/gdb/movement-phase/'), '8-5-f', 'editorial');
    expect(editorial?.text).toMatch(/только перестроение[^.]*8\.3 б/);
  });

  it('the glossary no longer says that every unit may use air transport in the Reaction Phase', () => {
    for (const lang of ['es', 'ru'] as const) {
      const definition = normalizeText(page(glossaryPath(lang))('[id="reaction-phase"] .glossary-definition').text());
      expect(definition).not.toMatch(/todas pueden usar|доступной всем/);
      // Only in Move Mode, with 10 Leg MP or less (14.9c), never units still in Reserve Mode (5.7e); only released
      // reserves move before or after the flight, at ×1/4 (14.9d): an OCS rules expert's review.
      expect(definition).toMatch(lang === 'es' ? /en Modo Movimiento y con 10 Puntos de Movimiento a pie o menos \(14\.9c\), no las que siguen en Modo Reserva \(5\.7e\)/ : /в режиме движения с не более чем 10 пешими очками движения \(14\.9c\), но не остающиеся в режиме резерва \(5\.7e\)/);
      expect(definition).toContain('×1/4');
    }
  });

  it('the glossary says that ships and aircraft barrage too, not artillery alone (10.0, 7.0c)', () => {
    for (const lang of ['es', 'ru'] as const) {
      const definition = normalizeText(page(glossaryPath(lang))('[id="barrage"] .glossary-definition').text());
      expect(definition).not.toMatch(/^(Fuego de artillería|Артиллерийский огонь)/);
      expect(definition).toMatch(lang === 'es' ? /artillería, los buques o los aviones/ : /артиллерии, кораблей или самолётов/);
      expect(definition).toContain('7.0c');
    }
  });

  it('the glossary says what Combat Mode is (5.5), and who the phasing player is in OCS: the one whose player turn it is (2.1)', () => {
    for (const lang of ['es', 'ru'] as const) {
      const glossary = page(glossaryPath(lang));
      expect(normalizeText(glossary('[id="combat-mode"] .glossary-definition').text())).toMatch(lang === 'es' ? /más fuerza y menos movimiento \(5\.5\)/ : /большей силой и меньшим движением \(5\.5\)/);
      expect(normalizeText(glossary('[id="phasing-player"] .glossary-definition').text())).toMatch(lang === 'es' ? /^En OCS, el jugador que actúa en su propio turno de jugador \(2\.1\)/ : /^В OCS — игрок, действующий в свой ход игрока \(2\.1\)/);
    }
  });

  it('the glossary says what the Action Rating does in every combat: the difference modifies the surprise and combat rolls (9.6)', () => {
    for (const lang of ['es', 'ru'] as const) {
      const definition = normalizeText(page(glossaryPath(lang))('[id="action-rating"] .glossary-definition').text());
      expect(definition).toMatch(lang === 'es' ? /modifica las tiradas de sorpresa y de combate \(9\.6\)/ : /изменяет броски на внезапность и на бой \(9\.6\)/);
    }
  });

  it('the glossary says why an HQ never gains an Exploit marker: it cannot attack (13.1c, 9.13)', () => {
    for (const lang of ['es', 'ru'] as const) {
      const definition = normalizeText(page(glossaryPath(lang))('[id="hq"] .glossary-definition').text());
      expect(definition).toMatch(lang === 'es' ? /no puede atacar/ : /атаковать штаб не может/);
      expect(definition).toMatch(/13\.1c.*9\.13/);
    }
  });
});

describe('source slips have an editorial note on the original page', () => {
  it.each([
    { path: '/es/ocs/reaction-phase/', id: 'changing-mode', quoted: '«al comienzo del»' },
    { path: '/es/ocs/reaction-phase/', id: 'reserve-and-zoc', quoted: '«Si»' },
    { path: '/es/ocs/reaction-phase/', id: 'released-exploitation', quoted: '«con otras unidades en modo reserva»' },
    { path: '/es/ocs/combat-table/', id: 'example-dl1o1', quoted: '«no ha podido cumplimentar TODAS sus opciones»' },
    // The layout marks its lists leave out are named, before the first list, not dropped silently.
    { path: '/es/ocs/combat-table/', id: 'legend', quoted: '«=»' },
    { path: '/es/ocs/combat-table/', id: 'legend', quoted: '«....»' },
    { path: '/ru/gdb/movement-phase/', id: '8-4-b', quoted: '«являются единственными»' },
    { path: '/ru/gdb/movement-phase/', id: '8-5-a', quoted: '«и»' },
    { path: '/ru/gdb/movement-phase/', id: '8-5-f', quoted: '«включения перестроения»' },
    { path: '/ru/gdb/movement-phase/', id: '8-5-commanders', quoted: '«чиновников штаба»' },
  ])('$path#$id', ({ path, id, quoted }) => {
    const notes = notesOf(page(path), id, 'editorial');
    expect(notes.some((note) => note.text.includes(quoted)), JSON.stringify(notes)).toBe(true);
  });
});

describe('a note on a sub-clause sits in that sub-clause, so that the sub-clause\'s own page shows it', () => {
  it.each([
    { lang: 'ru', id: '8-4-a', says: 'Пункт 8.11 (Тест на Построение), на который ссылается 8.4 а), в опубликованный фрагмент главы не входит.' },
    { lang: 'es', id: '8-4-a', says: 'El punto 8.11 (Test de Formación), al que remite 8.4 а), no forma parte del fragmento publicado del capítulo.' },
    { lang: 'ru', id: '8-7-dragoons', says: 'Этот абзац — машинный перевод. Вероятный смысл: для целей передвижения драгуны считаются тяжёлой кавалерией' },
    { lang: 'ru', id: '8-7-austrian-horse-artillery', says: 'Этот абзац — машинный перевод. Вероятный смысл: австрийские конные батареи' },
    { lang: 'ru', id: '8-7-half-move', says: 'Этот абзац — машинный перевод. Вероятный смысл: половина движения' },
    { lang: 'es', id: '8-7-dragoons', says: 'En el original ruso, este párrafo es traducción automática' },
    { lang: 'es', id: '8-7-austrian-horse-artillery', says: 'En el original ruso, este párrafo es traducción automática' },
    { lang: 'es', id: '8-7-half-move', says: 'En el original ruso, este párrafo es traducción automática' },
  ] as const)('/$lang/gdb/movement-phase/$id/', ({ lang, id, says }) => {
    const $ = page(`/${lang}/gdb/movement-phase/${id}/`);
    const notes = $('main [data-note="editorial"]').toArray().map((note) => normalizeText($(note).text()));
    expect(notes.some((note) => note.includes(normalizeText(says))), JSON.stringify(notes)).toBe(true);
  });
});

describe('minor fixes, OCS (ru)', () => {
  const $ = page('/ru/ocs/reaction-phase/');

  it('introduction names the Aircraft Refit Phase, with a note on the source wording', () => {
    expect(clauseText('ru', 'ocs/reaction-phase', 'introduction')).toContain('фаз подготовки (восстановления) авиации');
    expect(clauseText('ru', 'ocs/reaction-phase', 'introduction')).not.toContain('перевооружения');
    expect(notesOf($, 'introduction', 'translator')[0]).toMatchObject({ quote: 'rearme de aviones' });
  });

  it('transport-points says «штатные грузовики», and fortified-hexes names the hedgehog', () => {
    expect(clauseText('ru', 'ocs/reaction-phase', 'transport-points')).toContain('штатных грузовиков');
    expect(clauseText('ru', 'ocs/reaction-phase', 'transport-points')).not.toContain('органических');
    const [note] = notesOf($, 'fortified-hexes', 'translator');
    expect(note?.quote).toBe('hexágono fortificado');
    expect(note?.text).toMatch(/Hedgehog.*16\.0/);
  });

  it('example-dl1o1: the option is binding only if…, and example-dg marks the corrected English', () => {
    expect(clauseText('ru', 'ocs/combat-table', 'example-dl1o1')).toContain('эта ОПЦИЯ обязательна лишь при условии');
    expect(notesOf(page('/ru/ocs/combat-table/'), 'example-dg', 'translator')[0]).toMatchObject({ quote: 'Defender Desorganized' });
    const original = page('/es/ocs/combat-table/');
    expect(original('[id="example-dg"] ins.correction').text()).toBe('(Defender Disorganized)');
  });
});

describe('the Exploit marker is involuntary (5.3, 5.4, 9.10d)', () => {
  it('exploit-takes-losses keeps the fan wording, with a note on each page that the choice is the option\'s retreat or loss', () => {
    expect(clauseText('es', 'ocs/combat-table', 'exploit-takes-losses')).toContain('Si el jugador atacante quiere usar');
    const [editorial] = notesOf(page('/es/ocs/combat-table/'), 'exploit-takes-losses', 'editorial');
    expect(editorial?.text).toMatch(/involuntari[^.]*5\.3/);
    expect(editorial?.text).toMatch(/retira[^.]*9\.10d/);
    const [translator] = notesOf(page('/ru/ocs/combat-table/'), 'exploit-takes-losses', 'translator');
    expect(translator?.quote).toBe('Si el jugador atacante quiere usar');
    expect(translator?.text).toMatch(/непроизвольн[^.]*5\.3/);
    expect(translator?.text).toMatch(/отступ[^.]*9\.10d/);
  });
});

describe('minor fixes, General de Brigade (es)', () => {
  const $ = page('/es/gdb/movement-phase/');
  const text = (id: string) => clauseText('es', 'gdb/movement-phase', id);

  it('8.1: players act alternately; a note on the one order here and the three of 8.5 а), on both pages', () => {
    expect(text('8-1')).toContain('actúan alternativamente');
    expect(text('8-1')).not.toContain('por turnos');
    expect(notesOf($, '8-1', 'editorial')[0]?.text).toContain('8.5 а)');
    expect(notesOf(page('/ru/gdb/movement-phase/'), '8-1', 'editorial')[0]?.text).toContain('8.5 а)');
  });

  it('8.5 а): the «и» read as «o» and the closed quotes are marked', () => {
    const [note] = notesOf($, '8-5-a', 'translator');
    expect(note?.quote).toBe('«Атака, «Поддкржка» и «Перемещение');
    expect(note?.text).toMatch(/«и».*«o»/);
  });

  it('8.3 б), 8.3 е): «непостроенный» is «sin formar», not the separate «desordenado»', () => {
    for (const id of ['8-3-b', '8-3-f']) {
      expect(text(id)).toContain('sin formar');
      expect(text(id)).not.toMatch(/desordenad/);
    }
  });

  it('8.4 а): the test is taken («realizar»), not passed; 8.5 б): platoon columns', () => {
    expect(text('8-4-a')).toContain('realizar un Test de Formación');
    expect(text('8-5-b')).toContain('de escuadrón o de pelotón (medio escuadrón)');
  });

  it('8.5 commanders: «Comandante con talento», and the staff «officials» marked', () => {
    expect(text('8-5-commanders')).toContain('Comandante con talento');
    expect(text('8-5-commanders')).not.toContain('dotado');
    expect(notesOf($, '8-5-commanders', 'translator')[0]).toMatchObject({ quote: 'чиновников штаба' });
  });

  it('8.7: the cavalry batteries and their marked lack of horses; «обвинения» quoted as written, read as a charge', () => {
    expect(text('8-7-austrian-horse-artillery')).toContain('baterías de caballería austriacas');
    expect(text('8-7-austrian-horse-artillery')).toContain('marcada falta de caballos');
    for (const path of ['/es/gdb/movement-phase/', '/ru/gdb/movement-phase/']) {
      const notes = normalizeText(page(path)('[id="8-7"] [data-note]').text());
      expect(notes).not.toContain('«обвинением»');
      expect(notes).toContain('«обвинения»');
    }
    // The note on the machine-translated paragraph sits in it, so that its own page shows it too.
    expect(notesOf($, '8-7-half-move', 'editorial')[0]?.text).toContain('ante una carga enemiga («обвинения»)');
  });
});

describe('a translation letters its sub-clauses as the original does, so that a citation reads the same in both languages', () => {
  /** The letter a label or text ends or begins with, as the texts write it: `A)`, `а)`. */
  const marker = (text: string, at: 'start' | 'end') => (at === 'end' ? /(?:^|\s)(\S{1,2}\))$/u : /^(\S{1,2}\))\s/u).exec(text)?.[1];
  const originals = records.filter((r) => r.original && marker(r.label, 'end'));

  it.each(originals.map((r) => ({ doc: r.doc, id: r.id, label: r.label, original: r })))('$doc#$id ($label)', ({ original }) => {
    const translations = records.filter((r) => !r.original && r.doc === original.doc && r.id === original.id);
    expect(translations.length).toBeGreaterThan(0);
    for (const translation of translations) {
      expect(marker(translation.label, 'end'), translation.label).toBe(marker(original.label, 'end'));
      if (marker(original.text, 'start')) expect(marker(translation.text, 'start'), translation.text).toBe(marker(original.text, 'start'));
    }
  });

  it('the Russian OCS text says that its A) and B) are the original\'s Latin letters, B) the second point and not the Russian В', () => {
    const [note] = notesOf(page('/ru/ocs/reaction-phase/'), 'releasing-reserve', 'translator');
    expect(note?.text).toMatch(/латинск/);
    expect(note?.text).toContain('A)');
    expect(note?.text).toContain('B)');
    expect(note?.text).toMatch(/«В»/);
  });
});

describe('the glossary', () => {
  const terms = loadGlossary();
  const term = (id: string) => terms.find((t) => t.id === id)!;

  it('knows «ДГ» as the Russian abbreviation of Disorganized, in search as well', () => {
    expect(term('disorganized').ru.abbr).toContain('ДГ');
    const $ = page('/ru/glossary/');
    expect($('[id="disorganized"] abbr').toArray().map((a) => $(a).text())).toContain('ДГ');
    const index = JSON.parse(readFileSync(join(DIST, GLOSSARY_SEARCH_FILE), 'utf8')) as GlossarySearchTerm[];
    expect(namedTerms('ДГ', index, records, ['ru'], 'ru').map((t) => t.id)).toEqual(['disorganized']);
  });

  it('gives the series rule number of each term the rules number', () => {
    const expected = { 'exploitation-phase': '11.0', barrage: '10.0', 'combat-mode': '5.5', stack: '4.8', 'transport-points': '13.2', step: '9.11', hq: '13.1' };
    const $ = page('/es/glossary/');
    for (const [id, rule] of Object.entries(expected)) {
      expect(term(id).rule.ocs, id).toBe(rule);
      expect($(`[id="${id}"] .glossary-rule`).text(), id).toContain(rule);
    }
  });

  it('uses the words of the pages: «построение», «штатные грузовики», «sin formar», «realizar», «hostigadores»', () => {
    expect(term('formation').ru.term).toBe('построение');
    expect(term('organic-trucks').ru.term).toBe('штатные грузовики');
    expect(term('unformed').es.term).toBe('sin formar');
    expect(term('unformed').clauses.map((c) => c.id)).toEqual(expect.arrayContaining(['8-3-b', '8-3-f']));
    expect(term('formation-test').es.definition).toContain('debe realizar');
    expect(term('skirmishers').es.forms).not.toContain('tiradores');
    expect(term('horse-artillery').es.definition).toContain('marcada falta de caballos');
    expect(term('brigade').es.definition).not.toContain('dotado');
    expect(term('gdb-movement-phase').es.definition).toContain('alternativamente');
  });
});

describe('the English glosses a text keeps in parentheses', () => {
  it('are carried into its translation as they are, with no words added inside the parentheses', () => {
    // English in parentheses: Latin letters without the Spanish text's accents, as «(Attacker LOSS 1)».
    const glosses = (text: string) => [...text.matchAll(/\(((?:[A-Za-z0-9 .'"“”-])*[A-Za-z](?:[A-Za-z0-9 .'"“”-])*)\)/gu)].map((match) => match[1]!.replace(/[“”]/gu, '"').replace('Desorganized', 'Disorganized'));
    const records = clauses();
    const originals = records.filter((record) => record.original && record.lang === 'es' && record.doc === 'ocs/combat-table' && record.id.startsWith('example-'));
    expect(originals.length).toBeGreaterThan(5);
    for (const original of originals) {
      const translation = records.find((record) => !record.original && record.doc === original.doc && record.id === original.id);
      expect(translation, original.id).toBeDefined();
      // The translation may gloss a term of its own (рейтинг действий (Action Rating)); it keeps every gloss of the original.
      expect(glosses(translation!.text), original.id).toEqual(expect.arrayContaining(glosses(original.text)));
    }
  });
});

describe('notes link the clauses they refer to, in both languages', () => {
  // A reader follows a note's «see …» in either language: a clause of the same document that one language's notes
  // link, the other's link too.
  const linkedFromNotes = (path: string) => {
    const $ = page(path);
    return new Set(
      $('[data-note] a[href]')
        .toArray()
        .map((link) => link.attribs.href!)
        .filter((href) => href.startsWith(`${path}#`) || href.startsWith('#'))
        .map((href) => href.split('#')[1]),
    );
  };
  it.each(['ocs/reaction-phase', 'ocs/combat-table', 'gdb/movement-phase'])('%s', (doc) => {
    const [es, ru] = [linkedFromNotes(`/es/${doc}/`), linkedFromNotes(`/ru/${doc}/`)];
    expect([...ru].sort(), 'linked by the Russian notes').toEqual([...es].sort());
    // Each document's notes link at least one of its clauses: the comparison is never of two empty sets.
    expect(es.size).toBeGreaterThan(0);
  });
});

describe('a clause that points to a table the source does not publish says so on its own page (a faithfulness review)', () => {
  // 8.3 а) «указанное ниже в Таблице Передвижений» (8.7) and 8.8 «Таблица ниже» (8.9): on the document page the
  // «not published» marker follows; a clause's own page, a citation or a search result has only the clause.
  it.each([
    ['8-3-a', '8-7'],
    ['8-8', '8-9'],
  ])('%s, whose table is that of %s', (id, table) => {
    for (const lang of ['es', 'ru'] as const) {
      const path = `/${lang}/gdb/movement-phase/`;
      expect(page(path)(`[id="${table}"] [data-not-published]`).length, `${table} is marked not published`).toBe(1);
      const $ = page(`${path}${id}/`);
      const notes = $('[data-clause-page] [data-note="editorial"]').filter((_, note) => $(note).find(`a[href="${path}#${table}"]`).length > 0);
      expect(notes.length, `${lang} ${id}`).toBe(1);
    }
  });
});

describe('where the fan text reads against the series rules, a note on each page says so (an OCS rules expert)', () => {
  it.each([
    // «no puede retirarse más allá de ese número de hexágonos»: a retreat ends the full distance, and may be longer (9.12).
    ['ocs/combat-table', 'option-number', '9.12'],
    // «el Defensor ignora su resultado»: he may ignore it, and may always apply it whole to retreat (9.10c).
    ['ocs/combat-table', 'example-al1o1-do1', '9.10c'],
    // «preservando o bien su status…»: a unit entering Reserve Mode may be flipped to either side (5.7a).
    ['ocs/reaction-phase', 'changing-mode', '5.7a'],
    // «que pueden obtener al comienzo de la Fase de Movimiento»: a mode changes as each unit or stack begins to move (5.4).
    ['ocs/reaction-phase', 'reserve-mode', '5.4'],
  ])('%s#%s (%s)', (doc, id, rule) => {
    for (const lang of ['es', 'ru'] as const) {
      const $ = page(`/${lang}/${doc}/${id}/`);
      const notes = $('[data-clause-page] [data-note]').toArray().map((note) => normalizeText($(note).text()));
      expect(notes.filter((note) => note.includes(`(${rule})`) || note.includes(` ${rule})`)), `${lang}: ${notes.join(' | ')}`).toHaveLength(1);
    }
  });

  it('the Russian translation no longer says that a unit entering Reserve Mode keeps its own side (5.7a)', () => {
    expect(clauseText('ru', 'ocs/reaction-phase', 'changing-mode')).not.toContain('сохраняет свой статус');
  });
});
