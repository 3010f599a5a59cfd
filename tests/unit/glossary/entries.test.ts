import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyCorrections, loadCorrections } from '../../../src/lib/corrections';
import { abbreviations, clauseHref, displayForm, glossarySections, orderedClauses, otherForms, missingClauseRefs } from '../../../src/lib/glossary/entries';
import { GLOSSARY_FILE, glossaryErrorAt, loadGlossary } from '../../../src/lib/glossary/load';
import { compilePatterns, findTerms, formPattern } from '../../../src/lib/glossary/match';
import type { ClauseRef } from '../../../src/lib/glossary/schema';
import { popoverEntries, popoverEntry, termIdsIn } from '../../../src/lib/glossary/popover';
import { glossarySearchIndex } from '../../../src/lib/glossary/search-index';
import { searchKey } from '../../../src/lib/search/glossary';
import { glossaryEntriesPath, glossaryPath, termPath } from '../../../src/lib/site-paths';

const terms = loadGlossary();
const term = (id: string) => terms.find((t) => t.id === id)!;

describe('the glossary page', () => {
  it('lists each game, then the shared terms, each term once, sorted in the page language', () => {
    for (const lang of ['es', 'ru'] as const) {
      const sections = glossarySections(terms, lang);
      expect(sections.map((s) => s.key)).toEqual(['ocs', 'gdb', 'common']);
      expect(sections.flatMap((s) => s.terms.map((t) => t.id)).sort()).toEqual(terms.map((t) => t.id).sort());
      for (const section of sections) {
        const names = section.terms.map((t) => t[lang].term);
        expect(names).toEqual([...names].sort(new Intl.Collator(lang, { sensitivity: 'base' }).compare));
      }
    }
    expect(glossarySections(terms, 'ru')[2]!.terms.map((t) => t.id)).toEqual(['non-phasing-player', 'phasing-player']);
  });

  it('shows forms without their brackets, and each form once', () => {
    expect(displayForm('[la ]orden')).toBe('la orden');
    expect(displayForm('[cambio de ]orden')).toBe('cambio de orden');
    expect(otherForms(term('orders')).es).toEqual(['la orden', 'cambio de orden', 'las órdenes']);
    expect(otherForms(term('reserve-mode')).ru).toContain('режиме резерва');
    expect(otherForms(term('reserve-mode')).es).toEqual(['reserva', 'reservas']);
  });

  it('names every abbreviation in its own language', () => {
    expect(abbreviations(term('zoc'))).toEqual([
      { text: 'ZOC', lang: 'en', title: 'Zone of Control' },
      { text: 'ZdC', lang: 'es', title: 'Zona de Control' },
      { text: 'ЗК', lang: 'ru', title: 'зона контроля' },
    ]);
  });

  it('links clauses on the document page of its language, defining clauses first', () => {
    expect(clauseHref('ru', { doc: 'gdb/movement-phase', id: '8-5-e' })).toBe('/ru/gdb/movement-phase/#8-5-e');
    // A long document's clause, on the page of its section.
    expect(clauseHref('ru', { doc: 'gdb/rules', id: '20-160' }, 7)).toBe('/ru/gdb/rules/part/7/#20-160');
    expect(orderedClauses(term('tactical-march'))[0]).toMatchObject({ id: '8-5', defines: true });
    expect(orderedClauses(term('reserve-mode')).slice(0, 2).map((r) => r.id)).toEqual(['reserve-mode', 'reserve-restrictions']);
    expect(glossaryPath('es')).toBe('/es/glossary/');
    expect(termPath('ru', 'zoc')).toBe('/ru/glossary/#zoc');
  });
});

describe('the definitions, read against the rules', () => {
  it('keep the limits 8.4 б) sets on turning a flank to close order: «deliberately», and its note’s exceptions', () => {
    expect(term('close-order').es.definition).toMatch(/no puede girar deliberadamente su\s+flanco o su retaguardia hacia ella, salvo en los casos de la nota de 8\.4 б\)/u);
    expect(term('close-order').ru.definition).toMatch(/не может специально\s+поворачиваться к нему флангом или тылом, кроме случаев из примечания к 8\.4 б\)/u);
  });
});

describe('the popover entry', () => {
  it('gives the name, the English and other-language names, the rule of the page game and the link', () => {
    expect(popoverEntry(term('zoc'), 'es', 'ocs')).toEqual({
      id: 'zoc',
      lang: 'es',
      name: 'Zona de Control',
      names: [{ text: 'Zone of Control, ZOC', lang: 'en' }, { text: 'зона контроля', lang: 'ru' }],
      rule: { game: 'ocs', number: '4.5' },
      definition: term('zoc').es.definition,
      href: '/es/glossary/#zoc',
    });
    expect(popoverEntry(term('non-phasing-player'), 'ru', 'gdb').rule).toBeUndefined();
  });

  it('comes in one file per language and game, with the rule and the link to the whole entry in its words', () => {
    const { entries } = popoverEntries([term('zoc'), term('non-phasing-player')], 'ru', 'ocs');
    expect(entries.map((entry) => entry.id)).toEqual(['zoc', 'non-phasing-player']);
    expect(entries[0]).toMatchObject({ lang: 'ru', ruleText: 'Правила серии OCS v4.3, правило 4.5', more: `«${term('zoc').ru.term}» в глоссарии` });
    expect(popoverEntries([term('non-phasing-player')], 'es', 'gdb').entries[0]!.ruleText).toBeNull();
    const gdbOnly = terms.find((each) => !each.games.includes('ocs'))!;
    expect(popoverEntries([term('zoc'), gdbOnly], 'es', 'ocs').entries.map((entry) => entry.id)).toEqual(['zoc']);
    expect(popoverEntries([gdbOnly], 'es', 'gdb').entries.map((entry) => entry.id)).toEqual([gdbOnly.id]);
    expect(glossaryEntriesPath('ru', 'gdb')).toBe('/ru/glossary/gdb.json');
  });

  it('is needed for each term a piece of rules HTML marks', () => {
    const html = '<p><a href="/es/glossary/#zoc" data-glossary=""><dfn>Zona de Control</dfn></a> y <a href="/es/glossary/#stack" data-glossary=""><dfn>x</dfn></a> <a href="/es/glossary/#zoc" data-glossary="">y</a> <a href="/es/glossary/#hex">not marked</a></p>';
    expect(termIdsIn(html)).toEqual(['zoc', 'stack']);
    expect(termIdsIn('<p>nada</p>')).toEqual([]);
  });
});

describe('the glossary for search', () => {
  it('folds queries and forms alike: case, accents, quotes and punctuation do not count', () => {
    expect(searchKey('  «Базовый»  контакт ')).toBe(searchKey('базовый контакт'));
    expect(searchKey('Non-phasing player')).toBe('non phasing player');
    expect(searchKey('Fase de REACCIÓN')).toBe('fase de reaccion');
  });

  it('knows every form of every term, its abbreviations and its names', () => {
    const index = glossarySearchIndex(terms);
    expect(index).toHaveLength(terms.length);
    const zoc = index.find((t) => t.id === 'zoc')!;
    expect(zoc.names).toEqual({ es: 'Zona de Control', ru: 'зона контроля', en: 'Zone of Control' });
    expect(zoc.forms).toEqual(expect.arrayContaining(['zona de control', 'zonas de control', 'зоне контроля', 'zone of control', 'zoc', searchKey('ЗК')]));
    expect(index.find((t) => t.id === 'orders')!.forms).toEqual(expect.arrayContaining(['orden', 'la orden', 'приказ', 'orders']));
  });

  it("knows an OCS term by the series rules its definition cites, besides its own: a search for «13.1c» or «9.6» finds it (an OCS rules expert)", () => {
    const index = glossarySearchIndex(terms);
    const rules = (id: string) => index.find((t) => t.id === id)!.rules ?? [];
    expect(rules('hq')).toEqual(expect.arrayContaining(['13.1', '13.1c', '9.13']));
    expect(rules('action-rating')).toEqual(expect.arrayContaining(['3.2c', '9.6']));
    expect(rules('reaction-phase')).toEqual(expect.arrayContaining(['7.0', '7.0a', '14.9c', '14.9d', '5.7e']));
    // A unit already DG that retreats into an enemy ZOC loses a step (an OCS rules expert: the entry did not say so).
    expect(rules('disorganized')).toEqual(expect.arrayContaining(['5.10', '5.10b', '5.10a', '9.12e']));
    // A term of the movement chapter cites the chapter's own clauses, which a search finds by number anyway.
    for (const term of terms.filter((t) => !t.games.includes('ocs'))) expect(rules(term.id), term.id).toEqual(Object.values(term.rule));
  });
});

describe('the definitions of the movement chapter’s terms', () => {
  it('quote only words the chapter itself uses, in their language: they add no state the text never names', () => {
    // «desordenado» once stood in the Spanish «sin formar» as another state: the chapter has none by that name.
    for (const lang of ['es', 'ru'] as const) {
      const chapter = readFileSync(`content/rules/${lang}/gdb/movement-phase.mdx`, 'utf8').toLowerCase();
      for (const term of terms.filter((each) => each.games.includes('gdb'))) {
        for (const [, quoted] of (term[lang]?.definition ?? '').matchAll(/«([^»]+)»/gu)) {
          // A quoted word may be inflected (базового, of базовый): its stem is what the chapter must hold.
          const stem = quoted!.toLowerCase().slice(0, Math.max(4, quoted!.length - 3));
          expect(chapter.includes(stem), `${lang} ${term.id}: «${quoted}»`).toBe(true);
        }
      }
    }
  });
});

describe('clauses the glossary names that no text has', () => {
  it('are each said with the term that names them', () => {
    const terms = loadGlossary();
    const term = terms.find((each) => each.id === 'tactical-march')!;
    const broken = [{ ...term, clauses: [...term.clauses, { doc: 'gdb/movement-phase', id: '8-55', defines: false }, { doc: 'gdb/fire-phase', id: '9-1', defines: false }] }];
    const originals = new Map([['gdb/movement-phase', new Set(term.clauses.map((ref) => ref.id))]]);
    expect(missingClauseRefs(broken, originals).map((problem) => problem.message)).toEqual([
      'term "tactical-march" names the clause gdb/movement-phase#8-55, which gdb/movement-phase does not have',
      'term "tactical-march" names the clause gdb/fire-phase#9-1, which is in no document of the site',
    ]);
  });

  it('are failed at the line of the glossary that names them (a maintainer review: the error had no line)', () => {
    const terms = loadGlossary();
    const index = terms.findIndex((each) => each.id === 'tactical-march');
    const broken = terms.map((term, i) => (i === index ? { ...term, clauses: [...term.clauses, { doc: 'gdb/movement-phase', id: '8-55', defines: false }] } : term));
    const originals = new Map<string, Set<string>>();
    for (const ref of terms.flatMap((each) => each.clauses)) originals.set(ref.doc, (originals.get(ref.doc) ?? new Set()).add(ref.id));
    const [problem] = missingClauseRefs(broken, originals);
    expect(problem!.path).toEqual([index, 'clauses', terms[index]!.clauses.length]);
    // The reference past the last one is not in the file: the place is the nearest one there, the entry's clauses.
    const error = glossaryErrorAt(problem!.message, [index, 'clauses', 0]) as Error & { loc: { file: string; line: number } };
    const lines = readFileSync(GLOSSARY_FILE, 'utf8').split('\n');
    expect(lines[error.loc.line - 1]).toContain(`doc: ${terms[index]!.clauses[0]!.doc}, id: ${terms[index]!.clauses[0]!.id}`);
    expect(error.message).toMatch(/terms\.yaml: term "tactical-march" names the clause gdb\/movement-phase#8-55/u);
  });
});

/**
 * Text of an OCS rules page as its page shows it where terms are marked: notes out (never marked), tags and their
 * attributes off, and, in an original, the source's corrections applied.
 */
function shownText(lang: 'es' | 'ru', doc: string, body?: (source: string) => string): string {
  const source = readFileSync(`content/rules/${lang}/${doc}.mdx`, 'utf8');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source)!;
  const { source: file, original } = parse(front[1]!) as { source: string; original: boolean };
  const text = (body ? body(source) : source.slice(front[0].length))
    .replace(/<Note[\s\S]*?<\/Note>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return original ? applyCorrections(text, loadCorrections().filter((c) => c.source === file)) : text;
}

/** A clause's own text (the clauses the new terms list hold no other clause). */
function clauseText(lang: 'es' | 'ru', ref: ClauseRef): string {
  return shownText(lang, ref.doc, (source) => {
    const inner = new RegExp(`<Clause id="${ref.id}"[^>]*>([\\s\\S]*?)</Clause>`).exec(source)?.[1];
    expect(inner, `${lang} ${ref.doc}#${ref.id}`).toBeDefined();
    expect(inner, `${ref.doc}#${ref.id} holds another clause`).not.toContain('<Clause');
    return inner!;
  });
}

describe('the OCS terms of the two OCS texts: Combat Phase, Barrage Segment, Surprise, Air Transport', () => {
  const added = { 'combat-phase': '2.3', 'barrage-segment': '10.0', surprise: '9.8', 'air-transport': '14.9' };
  const langs = ['es', 'ru'] as const;
  const uses = (text: string, lang: 'es' | 'ru', id: string) => findTerms(text, compilePatterns(terms, lang, 'ocs')).filter((m) => m.termId === id);

  it('give the series rule they cite, and no clause of the texts defines them: the texts only use them', () => {
    for (const [id, rule] of Object.entries(added)) {
      expect(term(id).rule.ocs, id).toBe(rule);
      for (const lang of langs) expect(term(id)[lang].definition, `${lang} ${id}`).toMatch(new RegExp(`\\(${rule.replace('.', '\\.')}[),]`));
      expect(term(id).clauses.filter((ref) => ref.defines), id).toEqual([]);
    }
  });

  it('are marked in every clause they list, in both languages, by forms those clauses use, and nowhere else in the texts', () => {
    for (const id of Object.keys(added)) {
      const entry = term(id);
      for (const lang of langs) {
        const texts = entry.clauses.map((ref) => clauseText(lang, ref));
        texts.forEach((text, i) => expect(uses(text, lang, id).length, `${lang} ${id} in ${entry.clauses[i]!.id}: ${text}`).toBeGreaterThan(0));
        for (const form of entry[lang].forms) {
          expect(texts.some((text) => findTerms(text, [formPattern(id, form, false)]).length > 0), `${lang} ${id}: «${form}»`).toBe(true);
        }
        // A form found elsewhere would mark a place the entry does not list (or a word meaning something else there).
        const docs = [...new Set(entry.clauses.map((ref) => ref.doc))];
        const everywhere = ['ocs/reaction-phase', 'ocs/combat-table'].reduce((n, doc) => n + uses(shownText(lang, doc), lang, id).length, 0);
        const listed = texts.reduce((n, text) => n + uses(text, lang, id).length, 0);
        expect(everywhere, `${lang} ${id} (${docs.join(', ')})`).toBe(listed);
      }
    }
  });

  it('are read where the texts name them next to an older term, and the Russian «air» only with its transport', () => {
    const es = (doc: string, id: string) => clauseText('es', { doc, id, defines: false });
    const ru = (doc: string, id: string) => clauseText('ru', { doc, id, defines: false });
    const read = (text: string, lang: 'es' | 'ru') => findTerms(text, compilePatterns(terms, lang, 'ocs')).map((m) => `${m.termId}:${text.slice(m.start, m.end)}`);
    // «Segmento de Combate de la Fase de Combate»: the segment, then the phase.
    expect(read(es('ocs/combat-table', 'legend-exploit'), 'es')).toEqual(expect.arrayContaining(['combat-segment:Segmento de Combate', 'combat-phase:Fase de Combate']));
    expect(read(ru('ocs/combat-table', 'legend-exploit'), 'ru')).toEqual(expect.arrayContaining(['combat-segment:сегменте боя', 'combat-phase:фазы боя']));
    // The segment's name holds the barrage's: the longer name wins where both start, «Bombardeos» before it is a barrage.
    expect(read(es('ocs/reaction-phase', 'eligible-units'), 'es')).toEqual(expect.arrayContaining(['barrage:Bombardeos', 'barrage-segment:Segmento de Bombardeo', 'air-transport:transporte aéreo']));
    expect(read(ru('ocs/reaction-phase', 'released-reaction'), 'ru')).toEqual(expect.arrayContaining(['barrage:обстрел', 'barrage-segment:сегменте обстрела']));
    // The Spanish original's «segmeento» is the correction's business (the page shows «segmento»), not a form.
    expect(es('ocs/reaction-phase', 'released-reaction')).toContain('segmento de bombardeo');
    expect(term('barrage-segment').es.forms.filter((form) => form.includes('segmeento'))).toEqual([]);
    // «воздушной или морской перевозкой»: «воздушной» is air transport there, and not as a word of its own.
    expect(read(ru('ocs/reaction-phase', 'no-rail-air-naval'), 'ru')).toContain('air-transport:воздушной');
    expect(read('воздушной разведкой', 'ru')).toEqual([]);
    expect(read(ru('ocs/combat-table', 'loss-or-option'), 'ru')).toContain('surprise:внезапности');
  });

  it('say what the series rules say: the combat phase’s barrages and Exploit (10.0e D, 9.13b), the surprise roll (9.6, 9.8), who may fly (14.9c, 5.7e)', () => {
    expect(term('combat-phase').es.definition).toMatch(/solo bombardea la artillería \(10\.0e D\)[^]*nunca un arrollamiento ni un ataque en la Fase de Explotación \(9\.13b\)/u);
    expect(term('combat-phase').ru.definition).toMatch(/только артиллерия \(10\.0e D\)[^]*никогда не сминание и не атака в фазе эксплуатации \(9\.13b\)/u);
    expect(term('surprise').es.definition).toMatch(/el Action Rating del atacante menos el del defensor \(9\.6\), −1 si el defensor tiene\s+un erizo/u);
    expect(term('surprise').ru.definition).toMatch(/рейтинг действий атакующего минус рейтинг обороняющегося \(9\.6\), −1, если у\s+обороняющегося «ёж»/u);
    expect(term('air-transport').es.definition).toMatch(/Modo Movimiento \(5\.6a\)\s+con 10 Puntos de Movimiento a pie o menos \(14\.9c\), nunca en Modo Reserva \(5\.7e\)/u);
    expect(term('air-transport').ru.definition).toMatch(/в режиме движения \(5\.6a\) с не\s+более чем 10 пешими очками движения \(14\.9c\), но не в режиме резерва \(5\.7e\)/u);
    expect(term('barrage-segment').es.definition).toContain('(10.0e C–E)');
    expect(term('barrage-segment').ru.definition).toContain('(10.0e C–E)');
  });

  it('leave releasing reserves to Reserve Mode, which lists the clause on it and says the player releases them (5.7b)', () => {
    expect(term('reserve-mode').clauses).toContainEqual({ doc: 'ocs/reaction-phase', id: 'releasing-units', defines: false });
    expect(term('reserve-mode').es.definition).toContain('cuando el jugador las libera');
    expect(term('reserve-mode').ru.definition).toContain('когда игрок их высвободит');
  });
});
