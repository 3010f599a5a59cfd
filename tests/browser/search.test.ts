import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, watchErrors } from '../support/browser';
import { enforceStrictPolicy } from '../support/csp';
import { EXPECTED_CLAUSES } from '../support/search';
import { clauses } from '../support/site';
import { HEADER_DEBOUNCE_MS, MAX_QUERY_LENGTH } from '../../src/lib/search/query';
import { useTranslations } from '../../src/i18n';

const baseURL = inject('baseURL');
let browser: Browser;
/** The context most tests open their tabs in: its cache stays warm, as a reader's would. */
let reader: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  reader = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
});

const RESULTS = 'rules-search-results';

/** Opens a page (in the shared context, or in a fresh one with these options), collecting its errors. */
async function open(path: string, options?: Parameters<Browser['newContext']>[0]): Promise<{ tab: Page; errors: string[]; close: () => Promise<void> }> {
  const context = options ? await browser.newContext(options) : reader;
  const tab = await context.newPage();
  const errors = watchErrors(tab);
  await tab.goto(`${baseURL}${path}`);
  return { tab, errors, close: () => (options ? context.close() : tab.close()) };
}

/** Waits until the results in `scope` answer `query` (their status names it) and no more are loading into view. */
async function resultsFor(tab: Page, query: string, scope = 'main'): Promise<void> {
  await tab.waitForFunction(
    ([selector, q]) =>
      (document.querySelector(`${selector} rules-search-results .search-status`)?.textContent?.includes(`${q}`) ?? false) &&
      !document.querySelector(`${selector} rules-search-results .search-hits[aria-busy="true"]`),
    [scope, query] as const,
    { timeout: 20_000 },
  );
}

/** The links of the listed results, in order (the clauses only, without a glossary term the query names). */
function hrefs(tab: Page, scope = 'main', { clausesOnly = false } = {}): Promise<string[]> {
  const hit = clausesOnly ? '.search-hit:not(.search-hit-term)' : '.search-hit';
  return tab.$$eval(`${scope} ${RESULTS} ${hit} > a`, (links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const searchPage = (lang: string, query: string, extra = '') => `/${lang}/search/?q=${encodeURIComponent(query)}${extra}`;

describe('the search page', () => {
  describe('answers what players type', () => {
    // One tab for the whole table, going from search to search as a reader would.
    let shared: { tab: Page; errors: string[] };
    beforeAll(async () => {
      const tab = await reader.newPage();
      shared = { tab, errors: watchErrors(tab) };
    });
    afterAll(async () => {
      await shared?.tab.close();
    });

    it.each(EXPECTED_CLAUSES)('/$lang/search/?q=$query has $clause in the first three', async ({ lang, query, clause }) => {
      const { tab, errors } = shared;
      errors.length = 0;
      await tab.goto(`${baseURL}${searchPage(lang, query)}`);
      await resultsFor(tab, query);
      expect((await hrefs(tab, 'main', { clausesOnly: true })).slice(0, 3)).toContain(clause);
      expect(errors).toEqual([]);
    });
  });

  it('lists no clause that matches only the short words of a query (de, в), as the header search does', async () => {
    const records = clauses();
    for (const [lang, query, words] of [['es', 'zona de control', /zona|control/u], ['ru', 'в зоне контроля', /зон|контрол/u]] as const) {
      const { tab, errors, close } = await open(searchPage(lang, query));
      await resultsFor(tab, query);
      // Every result, not only the first page of them.
      if (await tab.locator('main [data-load-rest]').isVisible()) await tab.locator('main [data-load-rest]').click();
      await resultsFor(tab, query);
      const listed = await hrefs(tab, 'main', { clausesOnly: true });
      expect(listed.length, query).toBeGreaterThan(0);
      for (const href of listed) {
        const record = records.find((each) => each.url === href);
        expect(words.test(`${record?.label ?? ''} ${record?.text ?? ''}`.toLowerCase()), `${query} → ${href}`).toBe(true);
      }
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('puts a clause typed by number first, with its label, however the number is written', async () => {
    const { tab, close } = await open('/ru/search/');
    for (const [lang, query] of [
      ['ru', '8.5д'], ['ru', '8.5 d'], ['ru', '8.5 д)'], ['ru', '8.5 (д)'], ['ru', '8.5-д'], ['ru', '8-5-д'], ['es', '8.5 д'], ['es', '8.5-d'],
    ] as const) {
      if (!tab.url().includes(`/${lang}/search/`)) await tab.goto(`${baseURL}/${lang}/search/`);
      await tab.locator('#search-query').fill(query);
      await resultsFor(tab, query);
      const first = tab.locator(`main ${RESULTS} .search-hit > a`).first();
      expect(await first.getAttribute('href'), query).toBe(`/${lang}/gdb/movement-phase/#8-5-e`);
      expect(await first.locator('.search-hit-label').textContent(), query).toContain('8.5 д)');
    }
    // A Latin letter may stand for a label by its sound or by its place: «d» is д) and, fourth, г); «c», only third: в).
    await tab.locator('#search-query').fill('8.5 d');
    await resultsFor(tab, '8.5 d');
    expect((await hrefs(tab, 'main', { clausesOnly: true })).slice(0, 2)).toEqual(['/es/gdb/movement-phase/#8-5-e', '/es/gdb/movement-phase/#8-5-d']);
    await tab.locator('#search-query').fill('8.5 c');
    await resultsFor(tab, '8.5 c');
    expect(await tab.locator(`main ${RESULTS} .search-hit > a`).first().getAttribute('href')).toBe('/es/gdb/movement-phase/#8-5-c');
    expect(await tab.locator(`main ${RESULTS} .search-hit-label`).first().textContent()).toContain('8.5 в)');
    // Named as the texts write their numbers, without the word typed before it.
    // Said once (a search review: it was followed by «no clause answers… try another word», and a link to the other
    // languages' texts, which number their clauses alike).
    await tab.locator('#search-query').fill('regla 8,19');
    await resultsFor(tab, '«8.19»');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toBe('Ninguna cláusula lleva el número «8.19» en estos textos.');
    expect(await tab.locator(`main ${RESULTS} a[href*="all=1"]`).count()).toBe(0);
    // A number that no clause here has, but a rule does (8.11, the formation test, in a later chapter): its term.
    await tab.locator('#search-query').fill('regla 8.11');
    await resultsFor(tab, '«8.11»');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toContain('Ninguna cláusula de estos textos lleva el número «8.11»; en las reglas, ese número trata de lo que sigue.');
    expect(await tab.locator(`main ${RESULTS} .search-hit > a`).first().getAttribute('href')).toBe('/es/glossary/#formation-test');
    await close();
  });

  it('offers the combat-result explainer for a result code, with the canonical code', async () => {
    const { tab, close } = await open(searchPage('es', 'al1o1 dl1o2'));
    await resultsFor(tab, 'al1o1 dl1o2');
    const link = tab.locator(`main ${RESULTS} a[data-combat-code]`);
    expect(await link.getAttribute('href')).toBe('/es/tools/combat/?code=AL1o1%20DL1o2');
    expect(await link.textContent()).toBe('Explicar el resultado de combate AL1o1 DL1o2');
    await tab.locator('#search-query').fill('Ae4 DL1o2');
    await resultsFor(tab, 'Ae4 DL1o2');
    expect(await link.getAttribute('href')).toBe('/es/tools/combat/?code=Ae4%20DL1o2');
    await tab.locator('#search-query').fill('arrollamiento');
    await resultsFor(tab, 'arrollamiento');
    expect(await link.count()).toBe(0);
    await close();
  });

  it('lists the clauses of a result code typed in part as the table writes it: «e4» finds the Ae4 example', async () => {
    for (const lang of ['es', 'ru'] as const) {
      const { tab, close } = await open(searchPage(lang, 'e4'));
      await resultsFor(tab, 'e4');
      expect(await hrefs(tab), lang).toContain(`/${lang}/ocs/combat-table/#example-ae4`);
      expect(await tab.locator(`main ${RESULTS} a[data-combat-code]`).textContent()).toContain('Ae4');
      await close();
    }
  });

  it('lists the DG clauses for one of the table\'s most frequent results, whose code glues DG to the defender\'s (a search review)', async () => {
    for (const [lang, query] of [['es', 'Ae2 DL2o3DG'], ['ru', 'Ae3 DL2o2DG'], ['es', 'DL2o3 DG']] as const) {
      const { tab, close } = await open(searchPage(lang, query));
      await resultsFor(tab, query);
      expect(await tab.locator(`main ${RESULTS} a[data-combat-code]`).count(), query).toBe(1);
      expect(await hrefs(tab), query).toEqual(expect.arrayContaining([`/${lang}/ocs/combat-table/#legend-dg`, `/${lang}/ocs/combat-table/#example-dg`]));
      await close();
    }
  });

  it('lists the clause that defines a term first, after its glossary entry, and a section that is only a heading after the clauses with text (a search review)', async () => {
    for (const [lang, query, first] of [
      ['es', 'Desorganizado', '/es/ocs/combat-table/#legend-dg'],
      ['ru', 'нефазовый игрок', '/ru/gdb/movement-phase/#8-1'],
      ['es', 'opción', '/es/ocs/combat-table/#legend-option'],
      ['es', 'reserva', '/es/ocs/reaction-phase/#reserve-mode'],
      ['ru', 'резерв', '/ru/ocs/reaction-phase/#reserve-mode'],
    ] as const) {
      const { tab, close } = await open(searchPage(lang, query));
      await resultsFor(tab, query);
      const listed = await hrefs(tab, 'main', { clausesOnly: true });
      expect(listed[0], query).toBe(first);
      if (query === 'reserva') {
        // «Entrar en Reserva:» and «Liberación de la Reserva:» hold only their headings; their sub-clauses say the rest.
        for (const heading of ['entering-reserve', 'releasing-reserve']) {
          const at = listed.indexOf(`/es/ocs/reaction-phase/#${heading}`);
          if (at >= 0) expect(at, heading).toBeGreaterThan(listed.indexOf('/es/ocs/reaction-phase/#reserve-markers'));
        }
      }
      await close();
    }
  });

  it('reads a legend code and a two-letter abbreviation as such, not as every word they begin (a search review)', async () => {
    for (const [lang, query, only] of [['es', 'e#', '/es/ocs/combat-table/#legend-exploit'], ['ru', 'o#', '/ru/ocs/combat-table/#legend-option']] as const) {
      const { tab, close } = await open(searchPage(lang, query));
      await resultsFor(tab, query);
      expect(await hrefs(tab), query).toEqual([only]);
      await close();
    }
    const { tab, close } = await open(searchPage('es', 'AR'));
    await resultsFor(tab, 'AR');
    const listed = await hrefs(tab);
    expect(listed[0]).toBe('/es/glossary/#action-rating');
    // «arrollamientos», «artillería» and «ARTILLERÍA» are not the Action Rating.
    for (const noise of ['/es/ocs/reaction-phase/#reaction-phase', '/es/ocs/reaction-phase/#reserve-restrictions', '/es/gdb/movement-phase/#8-6']) expect(listed).not.toContain(noise);
    await close();
  });

  it('explains a result read off the table by its legend: «o2» is the option, and a result lists its parts\' legends (a search review)', async () => {
    const { tab, close } = await open(searchPage('es', 'o2'));
    await resultsFor(tab, 'o2');
    expect((await hrefs(tab))[0]).toBe('/es/ocs/combat-table/#legend-option');
    await close();
    for (const [lang, query] of [['ru', 'AL1o1 DL1o2'], ['es', 'Ae2 DL2o3DG']] as const) {
      const { tab: results, close: done } = await open(searchPage(lang, query));
      await resultsFor(results, query);
      const listed = await hrefs(results);
      expect(listed[0], query).toMatch(new RegExp(`^/${lang}/tools/combat/\\?code=`));
      // After the explainer, what its codes mean; then the clauses that cite the result, none of them twice.
      const legends = query.includes('e') ? ['legend-exploit', 'legend-option'] : ['legend-option'];
      expect(listed.slice(1, 1 + legends.length), query).toEqual(legends.map((id) => `/${lang}/ocs/combat-table/#${id}`));
      expect(new Set(listed).size, query).toBe(listed.length);
      await done();
    }
  });

  it('keeps in its rank a clause of another game than the term a query names: «отступление» is also General de Brigade\'s (a search review)', async () => {
    // A screen that holds the whole list: the rest loads, by itself, before the reader has moved, and takes its rank
    // (what loads as the reader scrolls goes below what they have read, tested under «what search fetches»).
    const { tab, close } = await open(searchPage('ru', 'отступление'), { viewport: { width: 1280, height: 4000 } });
    await resultsFor(tab, 'отступление');
    await tab.waitForFunction(() => !/^Пока/u.test(document.querySelector('main rules-search-results .search-status')?.textContent ?? 'Пока'));
    const listed = await hrefs(tab, 'main', { clausesOnly: true });
    // The chapter's half move of a retreat, among the first, not after every OCS clause that speaks of a retreat.
    const halfMove = listed.indexOf('/ru/gdb/movement-phase/#8-7-half-move');
    expect(halfMove).toBeGreaterThanOrEqual(0);
    expect(halfMove, listed.join(' ')).toBeLessThan(3);
    await close();
  });

  it('marks in a result\'s text only the words that answer the query, without stop words or punctuation (a search review)', async () => {
    for (const [lang, query] of [['es', 'zona de control'], ['es', 'reaccion'], ['es', 'unidades de artilleria liberadas bombardeo']] as const) {
      const { tab, close } = await open(searchPage(lang, query));
      await resultsFor(tab, query);
      const marked = await tab.locator(`main ${RESULTS} .search-hit-excerpt mark`).allTextContents();
      expect(marked.length, query).toBeGreaterThan(0);
      expect(marked.filter((word) => /^(de|en|la|una)$/iu.test(word) || /[^\p{L}\p{N}]$/u.test(word)), query).toEqual([]);
      await close();
    }
  });

  it('lists, for a series rule number only the site\'s notes cite, the clauses whose notes cite it, the note as excerpt (a search review)', async () => {
    for (const [lang, query, clause] of [['es', '5.7a', '/es/ocs/reaction-phase/#changing-mode'], ['ru', '9.10c', '/ru/ocs/combat-table/#example-al1o1-do1']] as const) {
      const { tab, close } = await open(searchPage(lang, query));
      await resultsFor(tab, `«${query}»`);
      expect(await hrefs(tab, 'main', { clausesOnly: true }), query).toContain(clause);
      const item = tab.locator(`main ${RESULTS} .search-hit`, { has: tab.locator(`a[href="${clause}"]`) });
      expect(await item.locator('.search-hit-excerpt mark').allTextContents(), query).toEqual([query]);
      expect(await item.locator('.search-hit-excerpt').textContent(), query).toMatch(lang === 'es' ? /^Nota editorial:/u : /^Примечание переводчика:/u);
      await close();
    }
  });

  it('lists a term named by a query read with a typo corrected, its definition first (a second search review: «reserba»)', async () => {
    const { tab, close } = await open(searchPage('es', 'reserba'));
    await resultsFor(tab, 'reserba');
    await tab.waitForFunction(() => document.querySelector('main .search-hit-term a')?.getAttribute('href') === '/es/glossary/#reserve-mode', null, { timeout: 10_000 });
    expect((await hrefs(tab, 'main', { clausesOnly: true }))[0]).toBe('/es/ocs/reaction-phase/#reserve-mode');
    await close();
  });

  it('says so when the filters leave out the clause a number names, and when only the explainer reads a result code (a second search review)', async () => {
    const { tab, close } = await open(searchPage('es', '8.5', '&game=ocs'));
    await resultsFor(tab, 'filtros');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toBe('La cláusula «8.5 Marchas tácticas» queda fuera de los filtros elegidos.');
    expect(await hrefs(tab)).toEqual([]);
    expect(await tab.locator(`main ${RESULTS} a[href*="all=1"]`).count()).toBe(0);
    await tab.goto(`${baseURL}${searchPage('ru', 'Ae2')}`);
    await resultsFor(tab, 'объяснение результатов боя');
    expect(await tab.locator(`main ${RESULTS} a[data-combat-code]`).count()).toBe(1);
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).not.toMatch(/Попробуйте/u);
    await close();
  });

  it('finds the clause that writes «½» when the reader types «½» (a search review)', async () => {
    const { tab, close } = await open(searchPage('ru', '½'));
    await resultsFor(tab, '1/2');
    expect(await hrefs(tab)).toContain('/ru/gdb/movement-phase/#8-3-c');
    await close();
  });

  it('works with the keyboard alone, and keeps the search in the URL', async () => {
    const { tab, close } = await open('/ru/search/');
    await tab.waitForFunction(() => document.activeElement?.matches('#search-query') ?? false);
    await tab.keyboard.type('драгуны');
    await resultsFor(tab, 'драгуны');
    expect(new URL(tab.url()).searchParams.get('q')).toBe('драгуны');
    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/ru/gdb/movement-phase/#8-7-dragoons');
    await tab.keyboard.press('ArrowUp');
    expect(await tab.evaluate(() => document.activeElement?.matches('#search-query'))).toBe(true);
    await tab.keyboard.press('ArrowDown');
    await Promise.all([tab.waitForURL('**/ru/gdb/movement-phase/#8-7-dragoons'), tab.keyboard.press('Enter')]);
    await close();
  });

  it('searches every language when asked, from the switch or the URL', async () => {
    const { tab, close } = await open(searchPage('es', 'драгуны'));
    await resultsFor(tab, 'драгуны');
    expect(await hrefs(tab)).toEqual([]);
    await tab.locator('#search-all').check();
    await tab.waitForFunction(() => document.querySelectorAll('main rules-search-results .search-hit').length > 0);
    expect((await hrefs(tab))[0]).toBe('/ru/gdb/movement-phase/#8-7-dragoons');
    expect(await tab.locator(`main ${RESULTS} .search-hit[lang="ru"] .search-hit-tag`).first().textContent()).toBe('Русский');
    expect(new URL(tab.url()).searchParams.get('all')).toBe('1');
    await tab.reload();
    await resultsFor(tab, 'драгуны');
    await tab.waitForFunction(() => document.querySelectorAll('main rules-search-results .search-hit').length > 0);
    expect(await tab.locator('#search-all').isChecked()).toBe(true);
    expect((await hrefs(tab))[0]).toBe('/ru/gdb/movement-phase/#8-7-dragoons');
    await close();
  });

  it('filters by game, document and version, from the URL and the controls', async () => {
    const { tab, close } = await open(searchPage('ru', 'резерв', '&text=translation'));
    await resultsFor(tab, 'резерв');
    const translations = await hrefs(tab, 'main', { clausesOnly: true });
    expect(translations.length).toBeGreaterThan(0);
    expect(translations.every((href) => href.startsWith('/ru/ocs/'))).toBe(true);
    await tab.locator('#search-text').selectOption('original');
    await tab.waitForFunction(() => new URL(location.href).searchParams.get('text') === 'original');
    await resultsFor(tab, 'Ни один пункт не отвечает');
    expect(await hrefs(tab, 'main', { clausesOnly: true })).toEqual([]);
    await tab.goto(`${baseURL}${searchPage('es', 'fase', '&doc=ocs%2Fcombat-table')}`);
    await resultsFor(tab, 'fase');
    expect(await tab.locator('#search-doc').inputValue()).toBe('ocs/combat-table');
    expect((await hrefs(tab)).every((href) => href.startsWith('/es/ocs/combat-table/'))).toBe(true);
    await close();
  });

  it('explains, in its language, what it ignores in a bad link, and still searches', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'reserva', '&game=chess&all=maybe'));
    await resultsFor(tab, 'reserva');
    const problems = await tab.locator('[data-search-problems] li').allTextContents();
    expect(problems).toEqual([
      'El enlace pide el juego «chess», que no existe: se busca en todos los juegos.',
      'El enlace pide all=maybe, que no se entiende (vale 1 o 0): se busca solo en este idioma.',
    ]);
    expect((await hrefs(tab)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows what was typed as text, never as markup', async () => {
    const hostile = '<img src=x onerror="document.title=1">';
    const { tab, errors, close } = await open(searchPage('es', hostile));
    await resultsFor(tab, hostile);
    expect(await tab.locator('main img').count()).toBe(0);
    expect(await tab.title()).not.toBe('1');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toContain(`«${hostile}»`);
    expect(errors).toEqual([]);
    await close();
  });

  it('has no axe violations with results, and fits a 360 px phone', async () => {
    const { tab, close } = await open(searchPage('es', 'liberar reserva'), { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await resultsFor(tab, 'liberar reserva');
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Light theme here; the header panel's test checks the results in the dark theme.
    expect(await axeViolations(tab)).toEqual([]);
    await close();
  });
});

describe('the search page reads a query as the reader meant it', () => {
  /** Waits until the page is done loading what it fetches (Pagefind too, and what it searched), then expects the idle status. */
  const idle = async (tab: Page, text: string) => {
    await tab.waitForLoadState('networkidle');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toBe(text);
  };

  it('searches nothing for invisible characters alone, and a clause number through them', async () => {
    const { tab, errors, close } = await open('/ru/search/?q=%E2%80%8B');
    await idle(tab, 'Начните вводить запрос: результаты появляются по мере ввода.');
    expect(new URL(tab.url()).searchParams.has('q')).toBe(false);
    await tab.locator('#search-query').fill('\u200B8.5\u00AD');
    await resultsFor(tab, '«8.5»');
    expect((await hrefs(tab, 'main', { clausesOnly: true }))[0]).toBe('/ru/gdb/movement-phase/#8-5');
    expect(new URL(tab.url()).searchParams.get('q')).toBe('8.5');
    expect(errors).toEqual([]);
    await close();
  });

  it('reads full-width digits and letters as the usual ones, from the link and as typed', async () => {
    const { tab, errors, close } = await open(searchPage('es', '８．５'));
    await resultsFor(tab, '«8.5»');
    expect((await hrefs(tab, 'main', { clausesOnly: true }))[0]).toBe('/es/gdb/movement-phase/#8-5');
    expect(new URL(tab.url()).searchParams.get('q')).toBe('8.5');
    await tab.locator('#search-query').fill('ｒｅａｃｃｉóｎ');
    await resultsFor(tab, '«reacción»');
    expect((await hrefs(tab, 'main', { clausesOnly: true })).slice(0, 3)).toContain('/es/ocs/reaction-phase/#reaction-phase');
    expect(errors).toEqual([]);
    await close();
  });

  it('says that a damaged query could not be read, and does not search for what is left of it', async () => {
    const { tab, errors, close } = await open('/es/search/?q=%E0%A4%A');
    await idle(tab, 'Escribe para buscar: los resultados aparecen mientras escribes.');
    expect(await tab.locator('[data-search-problems] li').allTextContents()).toEqual([
      'El enlace llegó cortado o dañado: lo que no se puede leer de la búsqueda se ha quitado.',
    ]);
    expect(new URL(tab.url()).searchParams.has('q')).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the address to the query it searches when the link asks for a longer one', async () => {
    const long = 'reserva '.repeat(40);
    const { tab, errors, close } = await open(searchPage('es', long));
    await resultsFor(tab, 'reserva');
    const q = new URL(tab.url()).searchParams.get('q') ?? '';
    expect(q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(q).toBe(await tab.locator('#search-query').inputValue());
    expect(errors).toEqual([]);
    await close();
  });

  it('says that a document of another game than the one asked for is left out, and its menus never ask for both', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'reserva', '&game=gdb&doc=ocs%2Freaction-phase'));
    await resultsFor(tab, 'reserva');
    const docTitle = (await tab.locator('#search-doc option[value="ocs/reaction-phase"]').textContent())?.trim();
    expect(await tab.locator('[data-search-problems] li').allTextContents()).toEqual([
      `El enlace pide el documento «${docTitle}», que no es del juego General de Brigade: se busca en todos los documentos de ese juego.`,
    ]);
    expect(await tab.locator('#search-doc').inputValue()).toBe('');
    expect(new URL(tab.url()).searchParams.has('doc')).toBe(false);
    expect(new URL(tab.url()).searchParams.get('game')).toBe('gdb');
    // The document menu offers only the chosen game's documents; choosing another game lets go of a document.
    expect(await tab.locator('#search-doc option[value="ocs/reaction-phase"]').isDisabled()).toBe(true);
    await tab.locator('#search-game').selectOption('');
    await tab.locator('#search-doc').selectOption('ocs/reaction-phase');
    await tab.waitForFunction(() => new URL(location.href).searchParams.get('doc') === 'ocs/reaction-phase');
    await tab.locator('#search-game').selectOption('gdb');
    await tab.waitForFunction(() => new URL(location.href).searchParams.get('game') === 'gdb');
    expect(new URL(tab.url()).searchParams.has('doc')).toBe(false);
    expect(await tab.locator('#search-doc').inputValue()).toBe('');
    await resultsFor(tab, 'reserva');
    expect((await hrefs(tab)).every((href) => href.startsWith('/es/gdb/'))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the header search field', () => {
  it('is focused by /, shows results as one types, and is driven by the keyboard', async () => {
    const { tab, errors, close } = await open('/es/ocs/combat-table/');
    const input = tab.locator('#site-search-input');
    const panel = tab.locator('#site-search-panel');
    await tab.keyboard.press('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await tab.keyboard.type('reserva');
    await resultsFor(tab, 'reserva', '#site-search-panel');
    expect(await panel.isVisible()).toBe(true);
    const links = await hrefs(tab, '#site-search-panel');
    expect(links.length).toBeGreaterThan(0);
    expect((await hrefs(tab, '#site-search-panel', { clausesOnly: true })).every((href) => /^\/es\/ocs\/[a-z-]+\/#[a-z0-9-]+$/.test(href))).toBe(true);

    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(links[0]);
    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(links[1]);
    await tab.keyboard.press('Escape');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus goes back to the field, and the panel stays closed after any pending search would have run.
    await tab.waitForTimeout(HEADER_DEBOUNCE_MS * 4);
    expect(await panel.isHidden()).toBe(true);

    await tab.keyboard.type(' mo');
    await resultsFor(tab, 'reserva mo', '#site-search-panel');
    expect(await panel.isVisible()).toBe(true);
    await tab.keyboard.press('Escape');
    expect(await panel.isHidden()).toBe(true);
    // Leaving the field and coming back shows its results again.
    await tab.keyboard.press('Shift+Tab');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    await input.focus();
    await panel.waitFor({ state: 'visible' });
    await Promise.all([tab.waitForURL('**/es/search/?q=reserva+mo'), tab.keyboard.press('Enter')]);
    await resultsFor(tab, 'reserva mo');
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the reader turn the / key off, on the search page, for every page (a single-key shortcut, WCAG 2.1.4)', async () => {
    const { tab, errors, close } = await open('/es/search/');
    const setting = tab.locator('[data-shortcut-setting]');
    expect(await setting.isChecked()).toBe(true);
    await setting.uncheck();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    const input = tab.locator('#site-search-input');
    expect(await input.getAttribute('aria-keyshortcuts')).toBeNull();
    expect(await tab.locator('.site-search-key').isVisible()).toBe(false);
    await tab.locator('body').click({ position: { x: 5, y: 300 } });
    await tab.keyboard.press('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false);
    // The field's description no longer names the key.
    const hint = await input.getAttribute('aria-describedby');
    expect(await tab.locator(`[id="${hint}"]`).innerText()).not.toContain('/');
    await tab.goto(`${baseURL}/ru/search/`);
    await tab.locator('[data-shortcut-setting]').check();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await tab.locator('body').click({ position: { x: 5, y: 300 } });
    await tab.keyboard.press('/');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('aria-keyshortcuts')).toBe('/');
    expect(errors).toEqual([]);
    await close();
  });

  it('lists a clause typed by number and links to all the results', async () => {
    const { tab, close } = await open('/ru/');
    await tab.locator('#site-search-input').fill('8.5 d');
    await resultsFor(tab, '8.5 d', '#site-search-panel');
    expect((await hrefs(tab, '#site-search-panel'))[0]).toBe('/ru/gdb/movement-phase/#8-5-e');
    await tab.locator('#site-search-input').fill('марш');
    await resultsFor(tab, 'марш', '#site-search-panel');
    expect(await tab.locator('#site-search-panel .search-hit').count()).toBeLessThanOrEqual(6);
    expect(await tab.locator('#site-search-panel .search-more a').getAttribute('href')).toBe('/ru/search/?q=%D0%BC%D0%B0%D1%80%D1%88');
    // The panel loads nothing more below its first few: its count points to the search page for the rest.
    const status = (await tab.locator('#site-search-panel .search-status').textContent()) ?? '';
    expect(status).not.toContain('загрузятся ниже');
    if (status.startsWith('Пока')) expect(status).toContain('на странице поиска');
    await close();
  });

  it("says in the page's language that search is unavailable when its strings cannot be fetched, and searches once they can", async () => {
    const { tab, errors, close } = await open('/es/ocs/reaction-phase/', {});
    const config = '**/es/search/config.json';
    await tab.context().route(config, (route) => route.abort());
    const panel = tab.locator('#site-search-panel');
    await tab.locator('#site-search-input').fill('reserva');
    await expect.poll(() => panel.locator('[role="status"]').textContent(), { timeout: 10_000 }).toBe('La búsqueda no está disponible: recarga la página cuando tengas conexión.');
    expect(await panel.isVisible()).toBe(true);
    expect(await axeViolations(tab)).toEqual([]);
    // Leaving the field closes the note; Esc too.
    await tab.keyboard.press('Escape');
    expect(await panel.isHidden()).toBe(true);
    // The next keystroke tries again, and the results replace the note.
    await tab.context().unroute(config);
    await tab.locator('#site-search-input').pressSequentially(' mo');
    await resultsFor(tab, 'reserva mo', '#site-search-panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('[role="status"]').count()).toBe(1);
    expect(errors.filter((error) => !error.includes('config.json') && !error.includes('ERR_FAILED'))).toEqual([]);
    await close();
  });

  it('says so in Russian when the search code cannot be loaded', async () => {
    const { tab, close } = await open('/ru/gdb/movement-phase/', {});
    await tab.context().route('**/_astro/header-session.*.js', (route) => route.abort());
    await tab.locator('#site-search-input').fill('марш');
    await expect
      .poll(() => tab.locator('#site-search-panel [role="status"]').textContent(), { timeout: 10_000 })
      .toBe('Поиск недоступен: обновите страницу, когда будет связь.');
    // Enter still opens the search page: the field is a form.
    await tab.context().unrouteAll();
    await Promise.all([tab.waitForURL('**/ru/search/?q=%D0%BC%D0%B0%D1%80%D1%88'), tab.keyboard.press('Enter')]);
    await resultsFor(tab, 'марш');
    await close();
  });

  it('has no axe violations while open, and fits a 360 px phone in the dark theme', async () => {
    const { tab, close } = await open('/ru/gdb/movement-phase/', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    await tab.locator('#site-search-input').fill('тактический марш');
    await resultsFor(tab, 'тактический марш', '#site-search-panel');
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(tab)).toEqual([]);
    await close();
  });
});

describe('search under a strict Content-Security-Policy', () => {
  it('works from the header and the search page, requesting nothing from other origins', async () => {
    const context = await browser.newContext();
    const foreign = await enforceStrictPolicy(context, baseURL);
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    await tab.locator('#site-search-input').fill('explotacion');
    await resultsFor(tab, 'explotacion', '#site-search-panel');
    expect((await hrefs(tab, '#site-search-panel')).length).toBeGreaterThan(0);
    await tab.goto(`${baseURL}${searchPage('ru', '8.5 д', '&all=1')}`);
    await resultsFor(tab, '8.5 д');
    expect((await hrefs(tab)).slice(0, 2)).toEqual(['/ru/gdb/movement-phase/#8-5-e', '/es/gdb/movement-phase/#8-5-e']);
    await tab.goto(`${baseURL}${searchPage('ru', 'перестроение')}`);
    await resultsFor(tab, 'перестроение');
    expect((await hrefs(tab))[0]).toBe('/ru/glossary/#formation-change');
    expect((await hrefs(tab, 'main', { clausesOnly: true }))[0]).toBe('/ru/gdb/movement-phase/#8-8');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});

describe('the search page forgives', () => {
  it('reads a typo as the nearest word, says so, and links to the words as typed', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'ferocarril'));
    await resultsFor(tab, 'ferocarril');
    const reading = tab.locator(`main ${RESULTS} .search-reading`);
    expect(await reading.textContent()).toContain('«ferrocarril»');
    expect(await hrefs(tab)).toContain('/es/ocs/reaction-phase/#no-rail-air-naval');
    const exact = reading.locator('a[data-search-exact]');
    expect(await exact.getAttribute('href')).toBe('/es/search/?q=ferocarril&exact=1');
    await exact.click();
    await tab.waitForURL(/exact=1/u);
    await resultsFor(tab, 'ferocarril');
    expect(await tab.locator(`main ${RESULTS} .search-status`).textContent()).toContain('Ninguna cláusula');
    expect(await reading.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('says it shows results of a corrected query only when it shows some', async () => {
    const { tab, errors, close } = await open(searchPage('ru', 'reaccion'));
    // Each of these is read as a word that finds nothing either: «reaccion» as «reaction», «reaction» as «reaccion».
    for (const [lang, query] of [['ru', 'reaccion'], ['ru', 'reaction'], ['es', 'марш']] as const) {
      if (!tab.url().includes(`/${lang}/search/`)) await tab.goto(`${baseURL}${searchPage(lang, query)}`);
      else await tab.locator('#search-query').fill(query);
      await resultsFor(tab, query);
      expect(await hrefs(tab, 'main', { clausesOnly: true }), query).toEqual([]);
      const reading = tab.locator(`main ${RESULTS} .search-reading`);
      const said = (await reading.isHidden()) ? '' : ((await reading.textContent()) ?? '');
      expect(said, query).not.toMatch(/Показаны результаты|Se muestran resultados/u);
      expect(await reading.locator('a[data-search-exact]').count(), query).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('offers the texts of every language when a query finds nothing in the page\'s, as after switching language', async () => {
    // Words no glossary term names («reserva» alone would find the Russian clauses on Reserve Mode, which it names).
    const { tab, errors, close } = await open(searchPage('ru', 'liberar unidades'));
    await resultsFor(tab, 'liberar unidades');
    expect(await hrefs(tab, 'main', { clausesOnly: true })).toEqual([]);
    const wider = tab.locator(`main ${RESULTS} a[href*="all=1"]`);
    expect(await wider.textContent()).toBe('Искать «liberar unidades» и в текстах на других языках');
    await wider.click();
    await tab.waitForURL(/all=1/u);
    await resultsFor(tab, 'liberar unidades');
    expect((await hrefs(tab, 'main', { clausesOnly: true })).some((href) => href.startsWith('/es/ocs/reaction-phase/'))).toBe(true);
    // Searching every language already, it offers nothing more.
    expect(await tab.locator(`main ${RESULTS} a[href*="all=1"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the clauses holding most of the words, saying which words each holds and which no text has', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'reserva ferrocarril tanques'));
    await resultsFor(tab, 'reserva ferrocarril tanques');
    expect((await hrefs(tab))[0]).toBe('/es/ocs/reaction-phase/#no-rail-air-naval');
    expect(await tab.locator(`main ${RESULTS} .search-reading`).textContent()).toContain('tanques');
    const words = tab.locator(`main ${RESULTS} .search-hit-words`).first();
    expect(await words.textContent()).toBe('Contiene: reserva, ferrocarril · Le falta: tanques');
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('finds an English term on the Russian site: its glossary entry, then the clauses that use it', async () => {
    const { tab, errors, close } = await open(searchPage('ru', 'overruns'));
    await resultsFor(tab, 'overruns');
    const listed = await hrefs(tab);
    expect(listed[0]).toBe('/ru/glossary/#overrun');
    expect(listed.slice(1, 4)).toContain('/ru/ocs/reaction-phase/#reserve-restrictions');
    expect(errors).toEqual([]);
    await close();
  });

  it('does not let stop words veto a question', async () => {
    const { tab, errors, close } = await open(searchPage('ru', 'сколько может пройти кавалерия тактическим маршем'));
    await resultsFor(tab, 'кавалерия');
    expect((await hrefs(tab)).slice(0, 3)).toContain('/ru/gdb/movement-phase/#8-6');
    expect(errors).toEqual([]);
    await close();
  });

  it('names each clause with its heading, not a bare number', async () => {
    const { tab, errors, close } = await open(searchPage('ru', 'тактический марш'));
    await resultsFor(tab, 'тактический марш');
    const labels = await tab.$$eval(`main ${RESULTS} .search-hit-label`, (spans) => spans.map((span) => span.textContent ?? ''));
    expect(labels).toContain('8.5 Тактические марши');
    expect(labels.every((label) => !/^\d+(\.\d+)*( \p{L}\))?$/u.test(label)), labels.join(' | ')).toBe(true);
    // A clause typed by number is named the same way.
    await tab.locator('#search-query').fill('8.5 д');
    await resultsFor(tab, '8.5 д');
    expect(await tab.locator(`main ${RESULTS} .search-hit-label`).first().textContent()).toContain('8.5 д) Тактические марши');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('what search fetches', () => {
  /** A file the tab fetched, with its body's bytes as served. */
  type Fetched = { path: string; bytes: number };
  const fetched = (tab: Page): Promise<Fetched[]> =>
    tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).encodedBodySize })));
  const after = (all: Fetched[], before: Fetched[]) => all.slice(before.length);
  const total = (files: Fetched[]) => files.reduce((sum, file) => sum + file.bytes, 0);
  /** Code that an exact query never needs: a translation library, a search UI, a worker, the forgiving search (stemmer, edit distance) and its vocabulary. */
  /**
   * Bounds on the bytes served here, gzip-compressed (measured 99.5 kB on focus, most of it Pagefind's WebAssembly and index, and 2.3 kB after typing; the bench gives the brotli figures).
   * Since 2026-12-02, 105.0 kB: the index holds the new notes, and the glossary's search file the series rules each OCS term's definition cites.
   * Later that day 106.5 kB: the glossary's search file names the clauses that define each term (listed first), and
   * holds two new terms and the forms of Reserve Mode; the results script keeps a term's clauses to the filters.
   * Then 107.4 kB: the results script reads legend codes and lists the clauses whose notes cite a rule number;
   * 107.6 kB: it says when the filters leave out a numbered clause, and reads the terms of a typo's corrected reading.
   * 2026-12-02 (a later session), 108.0 kB: it lists the legend clauses of a typed result's codes («o2», «DL1o2»);
   * then 109.3 kB: four new glossary terms (Combat Phase, Barrage Segment, Surprise, air transport), in the glossary's
   * search file (+0.24 kB) and, with their definitions on the glossary page, in the index (+0.93 kB).
   * Then 109.6 kB: on a connection that drops requests, the results say a search lost part of the index, a rest that
   * did not arrive, and a slow search under way (+0.27 kB of code and strings).
   * Then 109.65 kB: the result-code reader, which search shares with the combat tool, reads a code quoted in a
   * sentence, its stop, brackets and quotation marks (+0.02 kB; the rest, asset names changing with their content).
   * Then 109.71 kB: offline, the header panel, which shows only its first few results, counts the unsaved among those
   * and says so (+0.06 kB of code and strings).
   * Then 109.75 kB: a clause with a name of its own answers to the number its label writes (+0.03 kB, in the clause
   * number reader the page shares).
   * Then 109.9 kB: definitions put right against the rules (a ZOC negated only by a unit that spends no more MP, 4.5b;
   * the Exploitation Phase's ships and aircraft, 11.0d; readings of machine-translated paragraphs said to be
   * readings), longer in the glossary page's part of the index (+0.12 kB).
   */
  const BYTES_ON_FOCUS = 109_900;
  const BYTES_TO_FIRST_RESULT = 4_000;
  const NEVER_FOR_EXACT = /i18next|component-ui|pagefind-worker|\/forgiving\.|vocabulary\.json|stemmer|levenshtein/u;

  it('lists a query naming a glossary term before it fetches the clauses that use the term (a bench regression: «retirada»)', async () => {
    const { tab, errors, close } = await open('/es/', {});
    await tab.waitForLoadState('networkidle');
    const events: string[] = [];
    await tab.exposeFunction('firstResultListed', () => events.push('first result'));
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/clauses.json') events.push('clauses.json');
    });
    await tab.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#site-search-panel .search-hit a')) return;
        void (window as unknown as { firstResultListed: () => Promise<void> }).firstResultListed();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await tab.locator('#site-search-input').fill('retirada');
    // The term's clauses join the list afterwards.
    await tab.waitForFunction(() => document.querySelectorAll('#site-search-panel .search-hit a[href^="/es/ocs/combat-table/#"]').length > 1);
    await tab.waitForTimeout(200);
    expect(events.slice(0, 2)).toEqual(['first result', 'clauses.json']);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads Pagefind, its index and the glossary forms on focus, and lists an exact query from its first page of results, nothing else', async () => {
    const { tab, errors, close } = await open('/es/', {});
    await tab.waitForLoadState('networkidle');
    const loaded = await fetched(tab);
    await tab.locator('#site-search-input').focus();
    await tab.waitForFunction(() => {
      const paths = performance.getEntriesByType('resource').map((entry) => entry.name);
      return ['/wasm.es.pagefind', '/glossary-search.json', '/pagefind/es/index/'].every((file) => paths.some((path) => path.includes(file)));
    });
    await tab.waitForTimeout(300);
    const focused = await fetched(tab);
    const onFocus = after(focused, loaded);
    // Record what was fetched when the first result is listed, in the same task that lists it.
    await tab.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#site-search-panel .search-hit a')) return;
        (window as unknown as { firstResult: string[] }).firstResult = performance.getEntriesByType('resource').map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).encodedBodySize}`);
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The query arrives whole (one input event): typed key by key on a busy machine, a pause longer than the debounce
    // would search its first word too, and fetch that word's results.
    await tab.locator('#site-search-input').fill('liberar reserva');
    await tab.waitForFunction(() => (window as unknown as { firstResult?: string[] }).firstResult !== undefined);
    const untilResult = after(
      (await tab.evaluate(() => (window as unknown as { firstResult: string[] }).firstResult)).map((line) => ({ path: line.split(' ')[0]!, bytes: Number(line.split(' ')[1]) })),
      focused,
    );
    const paths = (files: Fetched[]) => files.map((file) => file.path);

    expect(paths(onFocus).filter((path) => NEVER_FOR_EXACT.test(path))).toEqual([]);
    expect(paths(onFocus)).toEqual(expect.arrayContaining(['/pagefind/es/pagefind.js', '/glossary-search.json']));
    // The search's strings came with it, not with the page.
    expect(paths(loaded).filter((path) => path.startsWith('/es/search/'))).toEqual([]);
    expect(paths(onFocus).filter((path) => path.startsWith('/es/search/'))).toEqual(['/es/search/config.json']);
    expect(await tab.locator('[data-site-search] script[data-widget-config]').textContent()).not.toContain('strings');
    expect(paths(untilResult).filter((path) => NEVER_FOR_EXACT.test(path))).toEqual([]);
    // The first page of results answers the query: one fragment, not every page's.
    expect(paths(untilResult).filter((path) => path.includes('/fragment/'))).toHaveLength(1);
    // The index came on focus, while the reader was still to type.
    expect(paths(onFocus).filter((path) => path.includes('/pagefind/es/index/'))).toHaveLength(1);
    expect(paths(untilResult).filter((path) => path.includes('/index/'))).toEqual([]);
    expect(await tab.locator('#site-search-panel .search-hit a').first().getAttribute('href')).toMatch(/^\/es\/[a-z]+\/[a-z-]+\/#[a-z0-9-]+$/u);
    // Bytes as served here (uncompressed code; Pagefind's index files come compressed).
    expect(total(onFocus), paths(onFocus).join(' ')).toBeLessThanOrEqual(BYTES_ON_FOCUS);
    expect(total(untilResult), paths(untilResult).join(' ')).toBeLessThanOrEqual(BYTES_TO_FIRST_RESULT);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads the other pages of results as the end of the list scrolls into view', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'fase'), { viewport: { width: 800, height: 500 } });
    await resultsFor(tab, 'fase');
    const fragments = async () => (await fetched(tab)).filter((file) => file.path.includes('/fragment/')).length;
    const documents = async () => new Set((await hrefs(tab)).map((href) => href.split('#')[0])).size;
    const first = await fragments();
    const listedFirst = await documents();
    // The first page's clauses fill the screen: the others wait for the reader to scroll.
    expect(first).toBe(1);
    expect(listedFirst).toBe(1);
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tab.waitForFunction((n) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/fragment/')).length > n, first);
    await resultsFor(tab, 'fase');
    expect(await documents()).toBeGreaterThan(listedFirst);
    expect(errors).toEqual([]);
    await close();
  });

  it('puts the results that load as the reader scrolls below those read, however they rank (a phone: «retirada»)', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'retirada'), { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await resultsFor(tab, 'retirada');
    const status = tab.locator('main rules-search-results .search-status');
    expect(await status.textContent()).toContain('por ahora');
    const read = await hrefs(tab);
    // The General de Brigade chapter's half move of a retreat ranks above most of what is listed: it still comes after.
    expect(read).not.toContain('/es/gdb/movement-phase/#8-7-half-move');
    while ((await status.textContent())?.includes('por ahora')) {
      await tab.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await resultsFor(tab, 'retirada');
    }
    const listed = await hrefs(tab);
    expect(listed.slice(0, read.length)).toEqual(read);
    expect(listed.slice(read.length)).toContain('/es/gdb/movement-phase/#8-7-half-move');
    expect(errors).toEqual([]);
    await close();
  });

  it('says while results are still to load that the count is so far, and loads them on request, keyboard included', async () => {
    const { tab, errors, close } = await open(searchPage('es', 'combate'), { viewport: { width: 1280, height: 800 } });
    await resultsFor(tab, 'combate');
    const status = tab.locator('main rules-search-results .search-status');
    const documents = async () => new Set((await hrefs(tab)).map((href) => href.split('#')[0])).size;
    // The Combat Table's clauses fill the screen; the Reaction Phase's wait, and the count says so.
    expect(await documents()).toBe(1);
    expect(await status.textContent()).toMatch(/^\d+ resultados para «combate» por ahora: el resto se carga al bajar\.$/u);
    const button = tab.locator('main rules-search-results [data-load-rest]');
    expect(await button.textContent()).toBe('Cargar el resto de los resultados');
    await button.focus();
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => !document.querySelector('main rules-search-results .search-status')?.textContent?.includes('por ahora'));
    expect(await button.isVisible()).toBe(false);
    expect(await documents()).toBe(2);
    expect(await status.textContent()).toMatch(/^\d+ resultados para «combate»\.$/u);
    // The focus went to the first result the button brought in, not to the page.
    expect(await tab.evaluate(() => document.activeElement?.closest('.search-hit')?.querySelector('a')?.getAttribute('href'))).toMatch(/^\/es\/ocs\/reaction-phase\/#/u);
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('search on a connection that drops requests', () => {
  const ts = useTranslations('es', 'search');
  /** Opens the search page in a phone's context where `routed` decides, request by request, what reaches the server. */
  async function onPhone(path: string, routed: (url: URL) => 'abort' | 'continue' | number) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await context.route('**/*', async (route) => {
      const decision = routed(new URL(route.request().url()));
      if (decision === 'abort') return route.abort('internetdisconnected');
      if (typeof decision === 'number') await new Promise((resolve) => setTimeout(resolve, decision));
      return route.continue().catch(() => undefined);
    });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    return { tab, status: tab.locator('main rules-search-results .search-status'), close: () => context.close() };
  }

  it('says search is unavailable when part of its index did not arrive, not that no clause answers, and answers once it does', async () => {
    let lose = true;
    const { tab, status, close } = await onPhone(searchPage('es', 'artillería'), (url) => (lose && url.pathname.endsWith('.pf_index') ? 'abort' : 'continue'));
    await tab.waitForFunction(() => /\S/u.test(document.querySelector('main rules-search-results .search-status')?.textContent ?? '') && !document.querySelector('main rules-search-results .search-hits[aria-busy="true"]'));
    expect(await status.textContent()).toBe(ts('status.error'));
    expect(await hrefs(tab)).toEqual([]);
    // Back online, the reader searches again, and the index comes.
    lose = false;
    await tab.locator('#search-query').fill('artilleria');
    await resultsFor(tab, 'artilleria');
    expect((await hrefs(tab, 'main', { clausesOnly: true })).length).toBeGreaterThan(1);
    expect(await status.textContent()).toMatch(/^\d+ resultados para «artilleria»/u);
    await close();
  });

  it('keeps a list whose rest did not arrive partial, says so, and loads the rest by its button once it can', async () => {
    let lose = false;
    const { tab, status, close } = await onPhone(searchPage('es', 'retirada'), (url) => (lose && url.pathname.includes('/fragment/') ? 'abort' : 'continue'));
    await resultsFor(tab, 'retirada');
    expect(await status.textContent()).toContain('por ahora');
    const first = await hrefs(tab);
    lose = true;
    await tab.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await tab.waitForFunction((text) => document.querySelector('main rules-search-results .search-status')?.textContent === text, ts('status.foundSoFarFailed', { count: first.filter((href) => !href.includes('/glossary/')).length, query: 'retirada' }));
    expect(await hrefs(tab)).toEqual(first);
    const button = tab.locator('main rules-search-results [data-load-rest]');
    expect(await button.isVisible()).toBe(true);
    lose = false;
    await button.click();
    await tab.waitForFunction(() => !document.querySelector('main rules-search-results .search-status')?.textContent?.includes('por ahora'));
    expect(await hrefs(tab, 'main', { clausesOnly: true })).toContain('/es/gdb/movement-phase/#8-7-half-move');
    await close();
  });

  it('says search is loading while its code is on its way or lost, instead of nothing, and the note goes once it runs', async () => {
    const lost = await onPhone(searchPage('es', 'retirada'), (url) => (/\/_astro\/results\.[^/]+\.js$/u.test(url.pathname) ? 'abort' : 'continue'));
    await lost.tab.waitForLoadState('networkidle');
    const loading = lost.tab.locator('main [data-script-loading]');
    expect(await loading.textContent()).toBe(ts('page.loading'));
    expect(await loading.isVisible()).toBe(true);
    await lost.close();
    const { tab, close } = await onPhone(searchPage('es', 'retirada'), () => 'continue');
    await resultsFor(tab, 'retirada');
    expect(await tab.locator('main [data-script-loading]').count()).toBe(0);
    await close();
  });

  it('says it is searching while a slow search runs, not that the reader should type', async () => {
    // The first page of results comes late.
    const { tab, close } = await onPhone(searchPage('es', 'retirada'), (url) => (url.pathname.includes('/pagefind/es/fragment/') ? 1_500 : 'continue'));
    await tab.waitForFunction((text) => document.querySelector('main rules-search-results .search-status')?.textContent === text, ts('status.searching', { query: 'retirada' }), { timeout: 10_000 });
    await resultsFor(tab, 'retirada');
    expect((await hrefs(tab, 'main', { clausesOnly: true })).length).toBeGreaterThan(1);
    await close();
  });
});
