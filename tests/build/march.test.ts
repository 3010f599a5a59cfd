import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { NOT_INDEXED } from '../../src/lib/search/index-html';
import { useTranslations } from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';
import { docPath, toolPath } from '../../src/lib/site-paths';
import { DIST, clauses, page } from '../support/site';

const LANGS = ['es', 'ru'] as const;
const chapter = (lang: Lang) => docPath(lang, 'gdb', 'movement-phase');
const tool = (lang: Lang) => toolPath(lang, 'gdb');

/** Every page that shows the widget, with where its clause links lead. */
const PAGES = LANGS.flatMap((lang) => [
  { lang, path: chapter(lang), linkBase: '' },
  { lang, path: tool(lang), linkBase: chapter(lang) },
]);

describe.each(LANGS)('the movement chapter in %s', (lang) => {
  const $ = page(chapter(lang));

  it('shows the widget right after 8.5 closes and before 8.6', () => {
    // The widget's bundled script may sit beside it; it is not content.
    const nextContent = (selector: string) => $(selector).nextAll().not('script').first().attr('id');
    expect(nextContent('[id="8-5"]')).toBe('tactical-march');
    expect(nextContent('#tactical-march')).toBe('8-6');
  });

  it('marks the widget as interface, out of the rules text and the search index', () => {
    const root = $('#tactical-march');
    expect(root.is(NOT_INDEXED)).toBe(true);
    expect(root.attr('data-print-hide')).toBeDefined();
    // And says so to the reader, inside a text the page presents as the source's.
    expect(root.find('.march-intro').text()).toMatch(lang === 'es' ? /^Herramienta del sitio, fuera del texto del capítulo:/ : /^Инструмент сайта, не текст главы:/);
  });

  it('keeps the widget out of every clause text in clauses.json', () => {
    const title = useTranslations(lang, 'tactical-march')('title');
    const mine = clauses().filter((record) => record.url.startsWith(chapter(lang)));
    expect(mine.length).toBeGreaterThan(10);
    for (const record of mine) expect(record.text, record.id).not.toContain(title);
  });

  it('links to the widget’s own page', () => {
    expect($(`#tactical-march a[href="${tool(lang)}"]`).length).toBe(1);
  });

  it('leaves the planner’s form and unit template, which only its script uses, to the planner’s own page', () => {
    const root = $('#tactical-march');
    expect(root.find('form, template, select, input').length).toBe(0);
    const deferred = root.find('[data-deferred]').toArray();
    expect(deferred.map((element) => element.attribs['data-deferred'])).toEqual(['form[data-march-planner]', 'template[data-unit-template]']);
    for (const element of deferred) expect(element.attribs.hidden).toBeDefined();
    // The own page in the same language renders both whole; its answer headings sit one level higher (h1 is the widget's title there).
    const own = page(tool(lang))('#tactical-march');
    for (const selector of ['form[data-march-planner]', 'template[data-unit-template]']) expect(own.find(selector).length, selector).toBe(1);
    expect(own.find('[data-deferred]').length).toBe(0);
    expect(load(own.find('template[data-unit-template]').html() ?? '')('[data-id="answer-title"]').prop('tagName')).toBe('H3');
    expect(JSON.parse(root.find('script[data-widget-config]').text()).ownPage).toBe(tool(lang));
  });
});

describe.each(LANGS)('the tactical-march page in %s', (lang) => {
  const $ = page(tool(lang));
  const tm = useTranslations(lang, 'tactical-march');

  it('has its title as the only h1, and a description', () => {
    expect($('h1').length).toBe(1);
    expect($('h1').text()).toBe(tm('title'));
    expect($('title').text()).toContain(tm('page.title'));
    expect($('meta[name="description"]').attr('content')).toBe(tm('page.description'));
  });

  it('names both language versions, and switches to the other one', () => {
    const alternates = $('link[rel="alternate"][hreflang]').toArray().map((link) => [link.attribs.hreflang, new URL(link.attribs.href ?? '').pathname]);
    expect(alternates).toEqual([['es', tool('es')], ['ru', tool('ru')], ['x-default', tool('es')]]);
    const other = lang === 'es' ? 'ru' : 'es';
    expect($(`a[data-lang-switch="${other}"]`).attr('href')).toBe(tool(other));
  });

  it('links back to the chapter', () => {
    expect($(`#tactical-march a[href="${chapter(lang)}"]`).length).toBe(1);
  });

  it('repeats who may march, which the chapter page has just above the widget', () => {
    const m = useTranslations(lang, 'march');
    const rows = $('[data-formation-table] tbody tr').toArray().map((row) => $(row).find('th').text());
    const arms = ['infantry', 'skirmishers', 'cavalry', 'foot-artillery', 'horse-artillery'] as const;
    expect(rows).toEqual(arms.map((arm) => m(`arm.${arm}`)));
    expect($('.march-conditions li').length).toBe(3);
    // The normal-move line is a general condition, and gives "only a formation change" as the probable sense of 8.5 е).
    const normalMove = $('.march-conditions li').eq(2).text();
    expect(normalMove).toContain(useTranslations(lang, 'tactical-march')('conditions.normalMove'));
    expect(normalMove).toContain(lang === 'ru' ? 'по вероятному смыслу 8.5 е)' : 'según el sentido probable de 8.5 е)');
    expect(normalMove).not.toContain(m('reason.normal-move-forbids-march'));
    expect(page(chapter(lang))('#tactical-march [data-formation-table], #tactical-march .march-conditions').length).toBe(0);
  });
});

describe.each(PAGES)('the widget on $path', ({ lang, path, linkBase }) => {
  const $ = page(path);
  const root = $('#tactical-march');
  const m = useTranslations(lang, 'march');
  /** The planner's form and unit template as the reader gets them: the chapter takes them from the planner's own page. */
  const planner = page(tool(lang))('#tactical-march');

  it('renders the commander table, nations by gifted or not, without JavaScript', () => {
    const rows = root.find('[data-commander-table] tbody tr').toArray().map((row) => $(row).find('th, td').toArray().map((cell) => $(cell).text().trim()));
    // 8.5: British, French and late Prussian commanders march two brigades, the others one; a gifted commander one more.
    const table = [['britain', '2', '3'], ['france', '2', '3'], ['late-prussia', '2', '3'], ['austria', '1', '2'], ['russia', '1', '2'], ['other', '1', '2']] as const;
    expect(rows).toEqual(table.map(([nation, plain, gifted]) => [m(`nation.${nation}`), plain, gifted]));
  });

  it('renders the distances with the source’s centimetre and inch pairs, without JavaScript', () => {
    const cells = root.find('[data-distance-table] tbody tr').toArray().map((row) => $(row).find('td').toArray().map((cell) => $(cell).text()));
    const cm = lang === 'ru' ? 'см' : 'cm';
    expect(cells).toEqual([[`30\u00a0${cm}`, '18″'], [`40\u00a0${cm}`, '24″'], [`35\u00a0${cm}`, '20″']]);
  });

  it('renders the tables as real tables with headers and captions', () => {
    for (const table of root.find('table').toArray()) {
      expect($(table).find('caption').text().trim().length).toBeGreaterThan(5);
      expect($(table).find('th[scope]').length).toBeGreaterThan(2);
    }
  });

  it('links every cited clause where the chapter has it, labelled as the chapter labels it', () => {
    const labels = new Map(page(chapter(lang))('[data-clause]').toArray().map((clause) => [clause.attribs.id, clause.attribs['data-label']]));
    const links = root.find('a.clause-ref').toArray();
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const href = link.attribs.href ?? '';
      expect(href.startsWith(`${linkBase}#`), href).toBe(true);
      const id = href.slice(href.indexOf('#') + 1);
      expect(labels.has(id), href).toBe(true);
      expect($(link).text().replace(/\u00a0/g, ' ').trim().endsWith(labels.get(id) ?? '?'), href).toBe(true);
    }
  });

  it('hides the planner form until its script runs, and says so to readers without JavaScript', () => {
    expect(planner.find('form[data-march-planner]').attr('hidden')).toBeDefined();
    expect(root.find('[data-needs-script]').text()).toBe(useTranslations(lang, 'tactical-march')('planner.noscript'));
  });

  it('labels every control of the form', () => {
    const controls = planner.find('form select, form input').toArray();
    expect(controls.length).toBe(7);
    for (const control of controls) {
      const id = control.attribs.id;
      const labelled = id ? planner.find(`label[for="${id}"]`).length === 1 : $(control).closest('label').length === 1;
      expect(labelled, id ?? control.attribs.value).toBe(true);
    }
  });

  it('gives every control of a unit, as the script copies it, a label that will point at it', () => {
    // A <template>'s content is a fragment of its own: read it as markup.
    const unit = load(planner.find('template[data-unit-template]').html() ?? '');
    const controls = unit('select, input').toArray();
    expect(controls.map((control) => control.attribs.name)).toEqual(['arm', 'formation', 'moved', 'enemy']);
    for (const control of controls) {
      expect(unit(`label[data-for="${control.attribs['data-id']}"]`).length, control.attribs.name).toBe(1);
    }
  });

  it('never closes a clause’s own bracket twice: (8.5 д), not (8.5 д))', () => {
    const text = root.text().replace(/\s+/g, ' ');
    expect(text).toMatch(/\(\S+ 8\.5 д\)/u);
    expect(text).not.toMatch(/\(\S+ 8\.\d[^()]*\)\)/u);
  });

  it('says under the distances that the rules pair 35 cm with 20″, though at their own 5 : 3 scale it would be 21″, and 1D6 cm with 1D6″ (8.7)', () => {
    const note = root.find('[data-scale-note]').text();
    const cm = lang === 'ru' ? 'см' : 'cm';
    expect(note).toContain(`35\u00a0${cm}`);
    expect(note).toContain('20″');
    expect(note).toContain('21″');
    expect(note).toContain('18″');
    // Not the only pair off that scale: 8.7 gives a die roll as 1D6 cm and as 1D6″.
    expect(note).toContain(`1D6\u00a0${cm}`);
    expect(note).toContain('(8.7)');
  });

  it('says under the distances, away from the chapter, that the text does not publish its tables of normal moves (8.7) and of formation changes (8.9)', () => {
    const note = root.find('[data-unpublished-note]');
    // In the chapter, the two tables' own clauses, marked not published, follow the widget.
    if (path === chapter(lang)) {
      expect(note.length).toBe(0);
      expect($('[id="8-7"] [data-not-published], [id="8-9"] [data-not-published]').length).toBe(2);
      return;
    }
    expect(note.text()).toContain(lang === 'ru' ? 'не опубликован' : 'no publica');
    expect(note.find('a.clause-ref').toArray().map((link) => link.attribs.href)).toEqual([`${linkBase}#8-7`, `${linkBase}#8-9`]);
  });

  it('runs no inline script of its own: only a bundled module and data', () => {
    const scripts = $('script').toArray();
    const inline = scripts.filter((script) => !script.attribs.src && script.attribs.type !== 'application/json');
    const ownInline = inline.filter((script) => $(script).text().includes('march'));
    expect(ownInline).toEqual([]);
    expect(scripts.some((script) => (script.attribs.src ?? '').includes('/_astro/') && script.attribs.type === 'module')).toBe(true);
  });

  it('gives its script the clause links, and its own language’s messages in a file of their language', () => {
    const config = JSON.parse(root.find('script[data-widget-config]').first().text()) as {
      lang: string;
      data: string;
      clauses?: Record<string, { href: string; label: string }>;
    };
    expect(config.lang).toBe(lang);
    expect(config.data).toBe(`/${lang}/tools/tactical-march/data.json`);
    // The script speaks as the page does: its strings are the words the reader sees, and none of the other language's.
    const { messages } = JSON.parse(readFileSync(join(DIST, config.data), 'utf8')) as { messages: Record<string, Record<string, string>> };
    expect(Object.keys(messages).sort()).toEqual(['march', 'tactical-march']);
    expect(messages['tactical-march']?.title).toBe(root.find('#tm-title').text());
    expect(messages.march?.['nation.france']).toBe(planner.find('select[name="nation"] option[value="france"]').text());
    const other = page(tool(lang === 'es' ? 'ru' : 'es'))('#tm-title').text();
    expect(JSON.stringify(messages)).not.toContain(other);
    if (linkBase) expect(config.clauses?.['8-5-e']).toEqual({ href: `${linkBase}#8-5-e`, label: page(chapter(lang))('[id="8-5-e"]').attr('data-label') });
    // In the chapter the script reads them from the chapter's own clauses, which the build checked are all there.
    else expect(config.clauses).toBeUndefined();
  });
});
