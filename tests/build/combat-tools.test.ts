import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_INDEXED } from '../../src/lib/search/index-html';
import { COMBAT_TABLE_CLAUSES, REACTION_PHASE_CLAUSES } from '../../src/lib/ocs/resolve';
import { ROW_LABELS, TERRAINS } from '../../src/lib/ocs/combat-table';
import { combatTable } from '../../src/lib/ocs/official-combat-table';
import { BAND_SYMBOLS, RESULT_BANDS } from '../../src/lib/ocs/result-bands';
import { tableNoteId } from '../../src/lib/ocs/explain';
import { TERRAIN_SLUGS } from '../../src/lib/ocs/tool-state';
import { resources } from '../../src/i18n';
import { loadGlossary } from '../../src/lib/glossary/load';
import { toolPath } from '../../src/lib/site-paths';
import { DIST, clauses, page } from '../support/site';

const PAGES = [
  { path: '/es/tools/combat/', lang: 'es', doc: null },
  { path: '/ru/tools/combat/', lang: 'ru', doc: null },
  { path: '/es/ocs/combat-table/', lang: 'es', doc: 'ocs/combat-table' },
  { path: '/ru/ocs/combat-table/', lang: 'ru', doc: 'ocs/combat-table' },
] as const;

describe.each(PAGES)('the combat tools on $path', ({ path, lang, doc }) => {
  const $ = page(path);
  const root = $('[data-combat-tool]');
  const config = JSON.parse(root.children('script[data-widget-config]').text() || '{}');
  // The strings, labels and table come from the language's data file, fetched as the tools start.
  const data = JSON.parse(readFileSync(join(DIST, config.data ?? '/missing'), 'utf8'));

  it('appear once, marked as UI and left out of the search index', () => {
    expect(root.length).toBe(1);
    expect(root.attr('id')).toBe('combat-tool');
    expect(root.is(NOT_INDEXED)).toBe(true);
    expect(root.find('[data-clause]').length).toBe(0);
  });

  it('say, inside a document, that they are the site\'s tools, not the rules text; on their own page, nothing of the kind', () => {
    const intro = root.children('p').first().text();
    const label = lang === 'es' ? 'Herramientas del sitio, fuera del texto de las reglas.' : 'Инструменты сайта, не текст правил.';
    if (doc) expect(intro.startsWith(`${label} `), intro).toBe(true);
    else expect(intro).not.toContain(label);
  });

  it('carry the strings of the page\'s language only, the clause labels and the validated table, in a file of their language', () => {
    expect(config.lang).toBe(lang);
    expect(config.currentDoc).toBe(doc);
    expect(config.data).toBe(`/${lang}/tools/combat/data.json`);
    // The script speaks as the page does: its strings are the words the reader sees, and none of the other language's.
    expect(Object.keys(data.strings).sort()).toEqual(['combat', 'combat-tool']);
    // (In a document, the explainer's markup comes from the tools' own page as the tools start: see below.)
    const whole = page(toolPath(lang, 'ocs'))('[data-combat-tool]');
    expect(data.strings['combat-tool']['explain.heading']).toBe(whole.find('#ct-explain-heading').text());
    expect(data.strings['combat-tool']['explain.empty']).toBe(whole.find('[data-ct-empty]').text());
    const other = page(toolPath(lang === 'es' ? 'ru' : 'es', 'ocs'))('#ct-explain-heading').text();
    expect(other.length).toBeGreaterThan(5);
    expect(JSON.stringify(data.strings)).not.toContain(other);
  });

  it('in a document, leave to the tools\' own page their markup: the explainer, the situation, the table\'s inputs, and the table with its key', () => {
    const deferred = root.find('[data-deferred]').toArray().map((element) => element.attribs['data-deferred']);
    if (!doc) {
      expect(deferred).toEqual([]);
      return;
    }
    expect(deferred).toEqual(['[data-ct-live]', '[data-ct-lookup-form]', '[data-ct-table-parts]']);
    expect(root.find('table, form, input').length).toBe(0);
    // Until the table comes, and without JavaScript, a link leads to it on the tools' page.
    const link = root.find('[data-deferred="[data-ct-table-parts]"] a');
    expect(link.attr('href')).toBe(`${config.toolsPath}#ct-table-heading`);
    expect(link.text()).toBe(resources[lang]['combat-tool']['table.onToolsPage']);
    expect(root.find('noscript').text()).toContain(resources[lang]['combat-tool']['tool.noScriptDocument']);
    // The own page of the same language renders all of them, the script-only parts hidden until the script shows them.
    const whole = page(config.toolsPath)('[data-combat-tool]');
    expect(whole.find('[data-ct-live][hidden] #ct-code').length).toBe(1);
    expect(whole.find('form[data-ct-lookup-form][hidden] [data-ct-field]').length).toBeGreaterThan(1);
    expect(whole.find('[data-ct-table-parts]:not([hidden]) table[data-ct-table] #ct-table-caption').length).toBe(1);
    expect(whole.find('#ct-table-heading').length).toBe(1);
    expect(whole.find('[data-deferred]').length).toBe(0);
    expect(Object.keys(data.clauseLabels['ocs/combat-table']).sort()).toEqual([...COMBAT_TABLE_CLAUSES].sort());
    expect(Object.keys(data.clauseLabels['ocs/reaction-phase'])).toEqual([...REACTION_PHASE_CLAUSES]);
    // The table as published, unchanged by the validation the build ran on it.
    expect(data.table).toEqual(JSON.parse(readFileSync('content/data/ocs-combat-table-v4.3.json', 'utf8')));
  });

  it.runIf(doc !== null)('sit after the document\'s last clause, outside every clause', () => {
    const content = $('.rules-body').children().not('script').toArray();
    expect(content.at(-1)).toBe(root[0]);
    expect($(content.at(-2)!).is('[data-clause]')).toBe(true);
    const records = clauses().filter((record) => record.url.startsWith(path));
    for (const record of records) expect(record.text).not.toContain(resources[lang]['combat-tool']['tool.heading']);
  });

  it.runIf(doc !== null)('link to the cited clauses that exist on this page', () => {
    for (const id of COMBAT_TABLE_CLAUSES) expect($(`[data-clause][id="${id}"]`).length, id).toBe(1);
  });
});

// A document takes the table and its key from the tools' own page (see above): the table is rendered there.
describe.each(PAGES.filter(({ doc }) => doc === null))('the Combat Table on $path', ({ path, lang }) => {
  const $ = page(path);
  const root = $('[data-combat-tool]');

  it('render the whole Combat Table as a real table, readable without JavaScript', () => {
    const table = root.find('table[data-ct-table]');
    expect(table.find('caption').text().trim().length).toBeGreaterThan(10);
    const headerRows = table.find('thead tr').toArray();
    expect(headerRows).toHaveLength(TERRAINS.length);
    headerRows.forEach((row, index) => {
      const terrain = TERRAINS[index]!;
      expect($(row).attr('data-ct-terrain-row')).toBe(TERRAIN_SLUGS[terrain]);
      expect($(row).find('th[scope="row"]').length).toBe(1);
      expect($(row).find('th[scope="col"]').toArray().map((th) => $(th).text().trim())).toEqual(combatTable.columnsByTerrain[terrain]);
    });
    const bodyRows = table.find('tbody tr').toArray();
    expect(bodyRows).toHaveLength(ROW_LABELS.length);
    bodyRows.forEach((row, index) => {
      expect($(row).find('th[scope="row"]').length, `row ${index}`).toBe(1);
      const cells = $(row).find('td').toArray().map((td) => $(td).text());
      expect(cells, `row ${index}`).toEqual(combatTable.rows[index]!.results);
    });
    expect(table.find('td[data-ct-cell]').length).toBe(195);
    // Plain text until the page script makes the table a grid; the scrolling wrapper is the keyboard stop.
    expect(table.find('[data-ct-cell][tabindex], [data-ct-cell] :is(a, button, input, [tabindex])').length).toBe(0);
    expect(root.find('.ct-table-wrap').attr('tabindex')).toBe('0');
  });

  it('shade every cell by band with its sign, and explain each band in a legend', () => {
    for (const td of root.find('td.ct-cell').toArray()) {
      const band = $(td).attr('data-band') as (typeof RESULT_BANDS)[number];
      expect(RESULT_BANDS).toContain(band);
      expect($(td).hasClass(`ct-band-${band}`)).toBe(true);
      expect($(td).attr('data-mark')).toBe(BAND_SYMBOLS[band]);
    }
    const legend = root.find('[data-ct-band-key]').toArray();
    expect(legend.map((item) => $(item).attr('data-ct-band-key'))).toEqual([...RESULT_BANDS]);
    legend.forEach((item, index) => {
      const band = RESULT_BANDS[index]!;
      expect($(item).text()).toContain(BAND_SYMBOLS[band]);
      expect($(item).text()).toContain(resources[lang]['combat-tool'][`band.${band}`]);
    });
  });

  it('say the legend and the notes are printed in «Explanation of Combat Results (9.10)», on the charts\' page 2, not under the table', () => {
    for (const heading of ['#ct-legend-heading', '#ct-notes-heading']) expect(root.find(heading).text()).toContain('9.10');
    expect(root.find('#ct-notes-heading').text()).toContain({ es: 'hoja de tablas, p. 2', ru: 'лист таблиц, с. 2' }[lang]);
    expect(root.find('[aria-labelledby="ct-notes-heading"]').text()).toContain('Explanation of Combat Results (9.10)');
    expect(root.find('#ct-notes-heading').text()).not.toMatch(/de la tabla|к официальной таблице/);
  });

  it('give the table notes the ids the resolver\'s rule references link to, with their printed text', () => {
    combatTable.notes.forEach((note, index) => {
      const element = root.find(`#${tableNoteId(index + 1)}`);
      expect(element.length).toBe(1);
      expect(element.find('[lang="en"]').text()).toBe(note);
    });
  });

  it('translate the rest they quote of the printed table, as they do its notes: the roll, the odds and surprise', () => {
    const quoted = { dice: combatTable.dice, odds: combatTable.odds, surprise: `${combatTable.surprise.procedure} ${combatTable.surprise.drm}` };
    for (const [key, printed] of Object.entries(quoted)) {
      const item = root.find(`[data-ct-printed="${key}"]`);
      expect(item.children('[lang="en"]').first().text(), key).toBe(printed);
      const translation = resources[lang]['combat-tool'][`printed.${key}` as keyof (typeof resources)['es']['combat-tool']];
      expect(translation, key).toBeTruthy();
      expect(item.find('.ct-note-translation').text(), key).toContain(translation);
    }
    // The thresholds printed in English ("10 or more") carry their reading beside them.
    const thresholds = root.find('[data-ct-printed="surprise"] li').toArray().map((li) => $(li).text().replace(/\s+/gu, ' ').trim());
    expect(thresholds).toHaveLength(2);
    expect(thresholds[0]).toMatch(/10 or more \(≥ 10\);.*5 or less \(≤ 5\)$/u);
    expect(thresholds[1]).toMatch(/9 or more \(≥ 9\);.*6 or less \(≤ 6\)$/u);
  });

  it('quote as printed only what the printed chart carries: the surprise procedure; the dice line and the odds rules are said to be summaries', () => {
    const labels = Object.fromEntries(root.find('.ct-printed dt').toArray().map((dt) => [$(dt).next('dd').attr('data-ct-printed'), $(dt).text()]));
    const summary = { es: /resumen/, ru: /пересказ/ }[lang];
    const notPrinted = { es: /no de la tabla/, ru: /не из таблицы/ }[lang];
    expect(labels.dice).toMatch(summary);
    expect(labels.odds).toMatch(summary);
    expect(labels.odds).toMatch(notPrinted);
    expect(labels.surprise).toContain('Surprise Rolls (9.8)');
    expect(root.find('.ct-printed summary').text()).not.toMatch({ es: /impresa/, ru: /печатн/ }[lang]);
  });

  it('show where the table data comes from', () => {
    const attribution = root.find('[data-ct-attribution]').text();
    expect(attribution).toContain(combatTable.source);
    expect(attribution).toContain('Multi-Man Publishing');
  });
});

describe.each(['es', 'ru'] as const)('the /%s/tools/combat/ page', (lang) => {
  const $ = page(toolPath(lang, 'ocs'));

  it('is in its language, with a title, a description and both language versions as alternates', () => {
    expect($('html').attr('lang')).toBe(lang);
    expect($('h1').text()).toBe(resources[lang]['combat-tool']['tool.pageTitle']);
    expect($('link[rel="alternate"][hreflang]').toArray().map((link) => link.attribs.hreflang).sort()).toEqual(['es', 'ru', 'x-default']);
    expect($('link[rel="canonical"]').attr('href')).toMatch(new RegExp(`/${lang}/tools/combat/$`));
  });

  it('names the phase choices by what the tool reads them as: regular combat in a Combat Segment, overruns in any phase', () => {
    const labels = Object.fromEntries($('#ct-phase option').toArray().map((option) => [option.attribs.value, $(option).text()]));
    const expected = {
      es: { combat: 'Segmento de Combate de la Fase de Combate', exploitation: 'Segmento de Combate de la Fase de Explotación', overrun: 'Arrollamiento (overrun), en cualquier fase' },
      ru: { combat: 'Сегмент боя фазы боя', exploitation: 'Сегмент боя фазы эксплуатации', overrun: 'Сминающая атака (overrun) в любой фазе' },
    }[lang];
    expect(labels).toMatchObject(expected);
  });

  it('gives the order of a declared shift and surprise as the tool\'s reading, not as rule 9.2: the game\'s own rules decide', () => {
    const hint = $('[data-ct-hint="oshift"]').text();
    expect(hint).not.toContain('9.2)');
    expect(hint).toContain({ es: 'reglas de cada juego', ru: 'правила конкретной игры' }[lang]);
    expect(hint).toContain({ es: 'La herramienta lo toma', ru: 'Инструмент считает' }[lang]);
  });

  it('takes whole numbers in text fields, so a typographic minus or a decimal comma reaches the tool instead of being dropped', () => {
    expect($('#combat-tool input[type="number"]').length).toBe(0);
    const modes = Object.fromEntries($('#combat-tool input.ct-number').toArray().map((input) => [input.attribs['data-ct-field'], input.attribs.inputmode]));
    // A field that takes negatives needs a keyboard with a minus sign on a phone.
    expect(modes).toEqual({ asteps: 'numeric', dsteps: 'numeric', aretreat: 'numeric', dretreat: 'numeric', hexes: 'numeric', shift: 'text', roll: 'text', dar: 'numeric', hedgehog: 'numeric', oshift: 'text' });
    for (const param of Object.keys(modes)) expect($(`#ct-${param}`).attr('type'), param).toBe('text');
  });

  it('names the hedgehog by the glossary\'s headword, the fortified hex, as well as by its own name', () => {
    const hedgehog = loadGlossary().find((term) => term.id === 'hedgehog');
    const label = $('label[for="ct-hedgehog"]').text().toLowerCase();
    expect(label).toContain(hedgehog?.[lang].term.toLowerCase());
    expect(label).toContain({ es: 'erizo', ru: 'ежа' }[lang]);
  });

  it('links to the explanation of results, in its language', () => {
    expect($(`a[href="/${lang}/ocs/combat-table/"]`).length).toBeGreaterThan(0);
  });

  it('names no result code in what a link preview shows: a shared ?code= link would show another code than it carries', () => {
    for (const content of [$('meta[name="description"]').attr('content'), $('meta[property="og:description"]').attr('content'), $('title').text()]) {
      expect(content).toBeTruthy();
      expect(content).not.toMatch(/\b[AD](?:L\d|o\d|e\d)/);
    }
  });

  it('loads the widget from the site as a bundled module, without the table validator', () => {
    // The pre-paint theme script is a classic file in public/scripts/; the widget's code is a bundled module.
    const sources = $('script[type="module"][src]').toArray().map((script) => script.attribs.src ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/_astro\/[\w.-]+\.js$/);
      const code = readFileSync(join(DIST, source), 'utf8');
      expect(code).not.toMatch(/ZodError|_zod/);
    }
  });
});
