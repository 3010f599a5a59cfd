import { describe, expect, it } from 'vitest';
import { NOT_INDEXED } from '../../src/lib/search/index-html';
import { markedTermId } from '../../src/lib/glossary/marked-term';
import type { Element } from 'domhandler';
import { loadGlossary } from '../../src/lib/glossary/load';
import { compilePatterns, findTerms } from '../../src/lib/glossary/match';
import { clauseHref } from '../../src/lib/glossary/entries';
import { LANGUAGES, otherLang, type Lang } from '../../src/i18n/languages';
import type { Game } from '../../src/lib/documents';
import { readableText } from '../../src/lib/built-site';
import { docPath, glossaryPath, homePath } from '../../src/lib/site-paths';
import type { PopoverConfig, PopoverEntries } from '../../src/lib/glossary/popover';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, clauses, page } from '../support/site';

/** The entries files a page names for its glossary popovers (its widget configuration). */
function popoverSources($: ReturnType<typeof page>): string[] {
  const json = $('[data-glossary-popovers] > script[data-widget-config]').text();
  return json ? (JSON.parse(json) as PopoverConfig).sources : [];
}

/** The entries a page's glossary popovers get: those of the built files it names. */
function popoverEntries($: ReturnType<typeof page>): PopoverEntries['entries'] {
  return popoverSources($).flatMap((source) => (JSON.parse(readFileSync(join(DIST, source), 'utf8')) as PopoverEntries).entries);
}

const terms = loadGlossary();
const records = clauses();
const RULES_PAGES = [
  { path: '/es/ocs/reaction-phase/', lang: 'es', game: 'ocs' },
  { path: '/ru/ocs/reaction-phase/', lang: 'ru', game: 'ocs' },
  { path: '/es/ocs/combat-table/', lang: 'es', game: 'ocs' },
  { path: '/ru/ocs/combat-table/', lang: 'ru', game: 'ocs' },
  { path: '/ru/gdb/movement-phase/', lang: 'ru', game: 'gdb' },
  { path: '/es/gdb/movement-phase/', lang: 'es', game: 'gdb' },
] as const;

describe('every glossary reference', () => {
  const refs = terms.flatMap((term) => term.clauses.map((ref) => ({ term, ref, name: `${term.id} → ${ref.doc}#${ref.id}` })));

  it.each(refs)('$name resolves to a clause that uses the term, in both languages', ({ term, ref }) => {
    for (const lang of LANGUAGES) {
      const record = records.find((r) => r.doc === ref.doc && r.id === ref.id && r.lang === lang);
      expect(record, `${lang} version of ${ref.doc}#${ref.id}`).toBeDefined();
      const used = findTerms(record!.text, compilePatterns(terms, lang, ref.doc.split('/')[0] as Game)).map((m) => m.termId);
      expect(used, `${lang}: ${record!.text}`).toContain(term.id);
    }
  });
});

describe.each(LANGUAGES)('the %s glossary page', (lang) => {
  const $ = page(glossaryPath(lang));
  const other = otherLang(lang);

  it('has an entry for every term: its name, its other names with their languages, definition and rule', () => {
    expect($('.glossary-entry').length).toBe(terms.length);
    for (const term of terms) {
      const entry = $(`[id="${term.id}"]`);
      expect(entry.is('article.glossary-entry'), term.id).toBe(true);
      expect(entry.find('h3 dfn').text()).toBe(term[lang].term);
      expect(entry.find(`dd[lang="${other}"]`).text()).toBe(term[other].term);
      expect(entry.find('dd[lang="en"]').text()).toBe(term.en.term);
      expect(entry.find('.glossary-definition').text()).toBe(term[lang].definition);
      for (const abbr of [...term.en.abbr, ...term.ru.abbr]) expect(entry.find('abbr').toArray().map((a) => $(a).text()), term.id).toContain(abbr);
      const rules = entry.find('.glossary-rule').text();
      for (const number of Object.values(term.rule)) expect(rules).toContain(number);
    }
  });

  it('links every term to its clauses, on the document pages of its language, defining ones first', () => {
    for (const term of terms) {
      const hrefs = $(`[id="${term.id}"] .glossary-clauses a`).toArray().map((a) => a.attribs.href);
      const expected = [...term.clauses.filter((r) => r.defines), ...term.clauses.filter((r) => !r.defines)].map((ref) => clauseHref(lang, ref));
      expect(hrefs, term.id).toEqual(expected);
    }
  });

  it('lists every form the texts use, so that search finds the entry by any of them', () => {
    for (const term of terms) {
      const text = $(`[id="${term.id}"]`).text();
      for (const form of [...term.es.forms, ...term.ru.forms, ...term.en.forms]) expect(text, term.id).toContain(form.replace(/[[\]]/g, ''));
    }
    expect($('[data-pagefind-body] .glossary-entry').length).toBe(terms.length);
  });

  it('is linked from the header of every page', () => {
    for (const path of [homePath(lang), docPath(lang, 'ocs', 'reaction-phase'), glossaryPath(lang)]) {
      expect(page(path)('header [data-glossary-nav]').attr('href'), path).toBe(`/${lang}/glossary/`);
    }
    expect($('header [data-glossary-nav]').attr('aria-current')).toBe('page');
  });
});

describe.each(RULES_PAGES)('the rules page $path', ({ path, lang, game }) => {
  const $ = page(path);
  const marked = $('.rules-body a[data-glossary]').toArray();

  it('marks every term at its first use in each clause, and there only', () => {
    expect(marked.length).toBeGreaterThan(20);
    const patterns = compilePatterns(terms, lang as Lang, game);
    for (const clause of $('[data-clause]').toArray()) {
      // The clause's own text where terms may be marked, each marked term flagged where it starts.
      const copy = $(clause).clone();
      // Words marked as another language's are not terms of this one ("Attacker “option” 1" in a Russian clause).
      copy.find(`[data-clause], [data-note], h1, h2, h3, h4, h5, h6, ins, dt, [lang]:not([lang="${lang}"])`).remove();
      copy.find('a[data-glossary]').each((_, a) => {
        $(a).replaceWith(`\u0001${markedTermId(a.attribs.href ?? '')}\u0002${$(a).text()}`);
      });
      const [start, ...flagged] = readableText($, copy[0]!).split('\u0001');
      let before = start!;
      const ids: string[] = [];
      for (const part of flagged) {
        const [id, rest] = part.split('\u0002') as [string, string];
        expect(findTerms(before, patterns).map((m) => m.termId), `${clause.attribs.id}: ${id} used before`).not.toContain(id);
        ids.push(id);
        before += rest;
      }
      expect(ids, clause.attribs.id).toEqual([...new Set(ids)]);
      const unmarked = findTerms(before, patterns).filter((m) => !ids.includes(m.termId));
      expect(unmarked.map((m) => before.slice(m.start, m.end)), `${clause.attribs.id}: used but not marked`).toEqual([]);
    }
  });

  it('wraps the exact words in <dfn> or <abbr>, inside a link to the glossary entry', () => {
    for (const link of marked) {
      const id = markedTermId(link.attribs.href ?? '');
      expect(link.attribs.href).toBe(`/${lang}/glossary/#${id}`);
      const children = $(link).children().toArray();
      expect(children.map((c) => c.tagName)).toEqual([expect.stringMatching(/^(dfn|abbr)$/)]);
      expect($(children[0]).text()).toBe($(link).text());
      if (children[0]!.tagName === 'abbr') expect(children[0]!.attribs.title).toBe(terms.find((t) => t.id === id)![lang].term);
    }
  });

  it('keeps the markup valid: nothing marked inside links, buttons, headings, notes or corrections', () => {
    for (const link of marked) {
      const where = $(link).parents().toArray().map((p: Element) => p.tagName);
      expect(where.filter((tag) => /^(a|button|dfn|abbr|ins|h[1-6]|dt)$/.test(tag)), $(link).text()).toEqual([]);
      expect($(link).closest('[data-note], [data-ui], .clause-anchor, .cite-button').length).toBe(0);
      expect($(link).find('a, button, dfn dfn').length).toBe(0);
    }
  });

  it('names the file of its language and game that gives the popovers the short entry of each marked term once, outside the text to index', () => {
    const entries = $('[data-glossary-popovers]');
    expect(entries.attr('hidden')).toBeDefined();
    expect(entries.is(NOT_INDEXED)).toBe(true);
    expect(entries.closest('.rules-body, [data-pagefind-body]').length).toBe(0);
    expect(popoverSources($)).toEqual([`/${lang}/glossary/${game}.json`]);
    const ids = [...new Set(marked.map((a) => markedTermId(a.attribs.href ?? '')))].sort();
    const defs = popoverEntries($).filter((entry) => entry.lang === lang && ids.includes(entry.id));
    expect(defs.map((d) => d.id).sort()).toEqual(ids);
    for (const def of defs) {
      const term = terms.find((t) => t.id === def.id)!;
      expect(def.definition).toBe(term[lang].definition);
      expect(def.href).toBe(`/${lang}/glossary/#${term.id}`);
    }
  });
});

describe('the pages cut from the rules text', () => {
  it('a side-by-side page has the entries of both languages', () => {
    const $ = page('/es/gdb/movement-phase/parallel/');
    for (const lang of ['es', 'ru']) {
      const column = $(`[data-column][lang="${lang}"] a[data-glossary]`).toArray().map((a) => markedTermId(a.attribs.href ?? ''));
      expect(column.length).toBeGreaterThan(20);
      for (const id of column) expect(popoverEntries($).filter((entry) => entry.id === id && entry.lang === lang).length, `${lang} ${id}`).toBe(1);
    }
  });

  it('a clause page names the same file as its document, which has the entries of the terms it marks', () => {
    const $ = page('/ru/gdb/movement-phase/8-5-a/');
    const ids = $('.clause-page-text a[data-glossary]').toArray().map((a) => markedTermId(a.attribs.href ?? ''));
    expect(ids).toEqual(['brigade', 'orders', 'tactical-march']);
    expect(popoverSources($)).toEqual(popoverSources(page('/ru/gdb/movement-phase/')));
    for (const id of ids) expect(popoverEntries($).filter((entry) => entry.id === id && entry.lang === 'ru'), id).toHaveLength(1);
  });

  it('a page that marks no term names no entries file', () => {
    expect(page('/ru/glossary/')('[data-glossary-popovers]').length).toBe(0);
  });
});

describe('the OCS glossary entries say what the series rules say', () => {
  const definition = (lang: Lang, id: string) => page(glossaryPath(lang))(`[id="${id}"] .glossary-definition`).text();

  it('exploit: the marker is earned automatically, the only lever being the option taken as losses or as a retreat (5.3, 9.10d, 9.13b)', () => {
    const es = definition('es', 'exploit');
    expect(es).not.toContain('Para usarlo');
    expect(es).toMatch(/automáticamente/);
    expect(es).toMatch(/entera como pérdidas[^.]*retirada[^.]*9\.10d/);
    for (const words of ['DG', 'arrollamiento', 'Segmento de Combate de la Fase de Combate', '3 o más hexágonos', 'no adyacentes']) expect(es).toContain(words);
    const ru = definition('ru', 'exploit');
    expect(ru).not.toContain('Чтобы им воспользоваться');
    expect(ru).toMatch(/автоматически/);
    expect(ru).toMatch(/всю опцию потерями[^.]*отступление[^.]*9\.10d/);
    for (const words of ['DG', 'сминани', 'вне сегмента боя фазы боя', '3 или более гексов', 'несмежн']) expect(ru).toContain(words);
  });

  it('disorganized: an involuntary mode, with its three triggers and its effects (5.10, 5.10a, 5.10b)', () => {
    const es = definition('es', 'disorganized');
    expect(es).toMatch(/^Modo DG, involuntario/);
    for (const words of ['resultado DG', 'dos o más hexágonos', 'Zona de Control enemiga', 'todas las unidades de combate del hexágono', 'la mitad', 'resta 1', 'arrollar', 'Explotación']) expect(es).toContain(words);
    const ru = definition('ru', 'disorganized');
    expect(ru).toMatch(/^Режим DG, непроизвольный/);
    for (const words of ['результат DG', 'два и более гекса', 'зону контроля противника', 'все боевые подразделения гекса', 'вдвое', 'на 1', 'сминани', 'эксплуатаци']) expect(ru).toContain(words);
  });

  it('exploitation-phase: of the ground units, only Exploitation Mode units and released Reserves move or fight, at half and full MA; ships and active aircraft act; no e# is earned in it (11.0a, 11.0b, 11.0d, 9.13b)', () => {
    const es = definition('es', 'exploitation-phase');
    for (const words of ['De sus unidades terrestres, solo', 'marcadas con Explotación', 'liberadas', 'la mitad', 'toda su capacidad de movimiento', 'buques y aviones activos', '(11.0d)', 'no da Explotación']) expect(es).toContain(words);
    const ru = definition('ru', 'exploitation-phase');
    for (const words of ['Из его наземных', 'подразделений только', 'маркером эксплуатации', 'высвобожденные', 'половину', 'весь запас движения', 'корабли и активные самолёты', '(11.0d)', 'не даёт эксплуатации']) expect(ru).toContain(words);
  });

  it('retreat: a player reading an option finds what retreating means: the full distance, the units lost, DG from two hexes (9.12, 9.12a)', () => {
    for (const lang of LANGUAGES) {
      const $ = page(docPath(lang, 'ocs', 'combat-table'));
      expect($('[id="option-number"] a[data-glossary]').toArray().map((link) => markedTermId((link as Element).attribs.href ?? ''))).toContain('retreat');
    }
    const es = definition('es', 'retreat');
    for (const words of ['(9.12)', 'distancia completa', 'en línea recta', 'zigzaguear', 'Se eliminan', '2 hexágonos o más', 'DG (9.12a)']) expect(es).toContain(words);
    const ru = definition('ru', 'retreat');
    for (const words of ['(9.12)', 'полном расстоянии', 'по прямой', 'петлять', 'уничтожаются', '2 гекса и более', 'DG (9.12a)']) expect(ru).toContain(words);
  });

  it('move-mode: the faster, weaker side, the one rail, air and sea transport need, the side replacements and Transport Points are oriented to; the mode of a Reserve so oriented once it is released (5.6, 5.6a, 5.6b)', () => {
    for (const lang of LANGUAGES) {
      const $ = page(docPath(lang, 'ocs', 'reaction-phase'));
      expect($('[id="releasing-units"] a[data-glossary]').toArray().map((link) => markedTermId((link as Element).attribs.href ?? ''))).toContain('move-mode');
    }
    const es = definition('es', 'move-mode');
    for (const words of ['menos fuerza y más movimiento (5.6)', 'ferroviario, aéreo y naval', '(5.6a)', 'su cara es siempre la de Modo Movimiento (5.6b)', 'se la libera', 'salvo DG (5.10)']) expect(es).toContain(words);
    const ru = definition('ru', 'move-mode');
    for (const words of ['меньшей силой и большим движением (5.6)', 'железнодорожных, воздушных и морских', '(5.6a)', 'всегда ориентированы на режим движения (5.6b)', 'высвобождают', 'кроме DG (5.10)']) expect(ru).toContain(words);
  });

  it('zoc: the six hexes around an attack-capable unit in Combat Mode not out of supply, what it stops unless a friendly unit that spends no more MP in the phase negates it (4.5, 4.5a, 4.5b, 5.7c)', () => {
    const es = definition('es', 'zoc');
    for (const words of ['seis hexágonos adyacentes', 'capaz de atacar en Modo Combate', 'sin suministro (4.5)', 'detenerse o arrollar', '(4.5a)', 'unidad de combate amiga en el hexágono que no vaya a gastar más PM en esa fase (4.5b)', '(5.7c)']) expect(es).toContain(words);
    const ru = definition('ru', 'zoc');
    for (const words of ['Шесть гексов', 'способного атаковать подразделения в боевом режиме', 'снабжения (4.5)', 'останавливается или проводит сминание', '(4.5a)', 'дружественное боевое подразделение в гексе, не тратящее больше движения в фазе', '(5.7c)']) expect(ru).toContain(words);
  });

  it('combat-mode: a Reserve unit attacked goes back to its orientation unless the result is DG, which puts it in DG Mode (5.10)', () => {
    expect(definition('es', 'combat-mode')).toMatch(/salvo que[^.]*DG[^.]*Modo DG/);
    expect(definition('ru', 'combat-mode')).toMatch(/если только[^.]*DG[^.]*режим DG/);
  });
});
