import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { listHtmlFiles, pathOfFile } from '../../src/lib/built-site';
import { bookletPath, parallelPath } from '../../src/lib/site-paths';
import type { Game } from '../../src/lib/documents';
import { axeViolations, colourViolations, launchBrowser, structureViolations, watchErrors } from '../support/browser';
import { DIST, DOCUMENTS, page } from '../support/site';

const baseURL = inject('baseURL');
const all = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file)).filter((p) => !p.endsWith('404.html'));
const isClausePage = (path: string) => page(path)('[data-clause-page]').length > 0;
const clausePages = all.filter(isClausePage);
// Clause pages share one template, and their clauses are on their document's page, scanned whole: every one is
// loaded, and in each language the one holding the most markup (tables, notes, lists beside its text) is scanned by axe.
const markupOf = (path: string) => page(path)('[data-clause-page] *').length;
const sampled = new Set(
  ['es', 'ru'].map((lang) => clausePages.filter((p) => p.startsWith(`/${lang}/`)).reduce((most, p) => (markupOf(p) > markupOf(most) ? p : most))),
);
// The booklets are scanned by tests/browser/print.test.ts, in the state that shows their paper problem.
const booklets = new Set((['es', 'ru'] as const).flatMap((lang) => (['ocs', 'gdb'] as const).map((game) => bookletPath(lang, game))));
// Side-by-side pages share one template, and their columns are the documents' pages: one (the Combat Table's, with
// its tables) is scanned in each language.
const sideBySide = new Set(
  DOCUMENTS.flatMap(({ path }) => {
    const [, , game, doc] = path.split('/') as [string, string, Game, string];
    return (['es', 'ru'] as const).map((lang) => parallelPath(lang, game, doc));
  }),
);
const sideBySideScanned = new Set((['es', 'ru'] as const).map((lang) => parallelPath(lang, 'ocs', 'combat-table')));
const paths = all.filter(
  (path) => (!isClausePage(path) || sampled.has(path)) && !booklets.has(path) && (!sideBySide.has(path) || sideBySideScanned.has(path)),
);
/**
 * Colours do not depend on the language: the Russian pages are the Spanish pages' templates and styles with other
 * words. So colours are checked, in both themes, on every page but the Russian ones; names, roles and structure on all.
 */
const checksColours = (path: string) => !path.startsWith('/ru/');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every page in Chromium', () => {
  // Two pages at a time: an axe scan keeps one core busy, and this file runs on after the others have finished.
  it.concurrent.for(paths)('%s renders without console errors or axe violations', async (path, { expect }) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    const response = await tab.goto(`${baseURL}${path}?choose`);
    expect(response?.status()).toBe(200);
    if (checksColours(path)) {
      expect(await axeViolations(tab)).toEqual([]);
      await tab.evaluate(() => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')?.click());
      expect(await colourViolations(tab), 'in the other theme').toEqual([]);
    } else {
      expect(await structureViolations(tab)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves every clause page, and loads those of one language without console errors', async () => {
    expect(clausePages.length).toBeGreaterThan(100);
    for (const path of clausePages) expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200);
    // The pages of the other language run the same scripts on the same template, with other words (and their
    // sampled page above is loaded too).
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    for (const path of clausePages.filter((p) => p.startsWith('/es/'))) await tab.goto(`${baseURL}${path}`);
    // The favicon loads after the load event, so going straight on to the next page cancels it: not a page's error.
    expect(errors.filter((error) => !/\/favicon\.svg net::ERR_ABORTED$/.test(error))).toEqual([]);
    await context.close();
  });
});

describe.each(DOCUMENTS)('document $path on a 360 px phone', ({ path }) => {
  it('scrolls only vertically', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('reader preferences', () => {
  it('keeps the chosen theme across pages and visits', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('light');
    const toggle = tab.locator('[data-theme-toggle]');
    await toggle.focus();
    await tab.keyboard.press('Enter');
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    // A toggle named by what pressing it turns on: «Dark theme, pressed» says which theme is on (an accessibility review).
    expect(await toggle.ariaSnapshot()).toBe('- button "Tema oscuro" [pressed]');
    await tab.keyboard.press('Enter');
    expect(await toggle.ariaSnapshot()).toBe('- button "Tema oscuro"');
    await tab.keyboard.press('Enter');
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    const background = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(23, 21, 18)');
    await context.close();
  });

  it('follows the system theme until the reader chooses', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/`);
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    await context.close();
  });

  it('remembers the language picked on the home page', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/`);
    await tab.locator('a[data-pick-lang="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/`);
    await tab.goto(`${baseURL}/`);
    await tab.waitForURL(`${baseURL}/ru/`);
    expect(await tab.locator('html').getAttribute('lang')).toBe('ru');
    await tab.goto(`${baseURL}/?choose`);
    expect(await tab.locator('a[data-pick-lang]').count()).toBe(2);
    await context.close();
  });

  it('prints the rules without navigation but with clause labels', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await tab.emulateMedia({ media: 'print' });
    expect(await tab.locator('.site-header').isVisible()).toBe(false);
    expect(await tab.locator('.toc').isVisible()).toBe(false);
    expect(await tab.locator('[id="8-5"] > .clause-anchor').isVisible()).toBe(true);
    await tab.close();
  });
});

/** The documents in both languages. */
const EVERY_DOCUMENT = DOCUMENTS.flatMap(({ path }) => ['es', 'ru'].map((lang) => path.replace(/^\/(es|ru)\//, `/${lang}/`)));

describe('the table of contents', () => {
  it.each(EVERY_DOCUMENT)('%s keeps each clause in one column with its sub-clauses, at any width', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    await tab.locator('.toc summary').click();
    for (const width of [1280, 1024, 800, 700, 600]) {
      await tab.setViewportSize({ width, height: 900 });
      // Each sub-clause against the clause it belongs to (the last entry before it at depth 0).
      const split = await tab.evaluate(() => {
        const problems: string[] = [];
        let parent: { label: string; box: DOMRect } | undefined;
        for (const item of document.querySelectorAll<HTMLElement>('.toc li')) {
          const link = item.querySelector('a')!;
          const box = link.getBoundingClientRect();
          // A clause's entry is in no other entry; a sub-clause's, in its clause's list.
          if (!item.parentElement?.closest('li')) {
            parent = { label: link.textContent ?? '', box };
            continue;
          }
          if (!parent) continue;
          const sameColumn = box.left >= parent.box.left && box.left < parent.box.left + 100 && box.top > parent.box.top;
          if (!sameColumn) problems.push(`${link.textContent} is not under ${parent.label}`);
        }
        return problems;
      });
      expect(split, `at ${width} px`).toEqual([]);
    }
    await context.close();
  });
});

describe('a clause page', () => {
  it('leads with the clause label, large, and cites it through the document menu', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/8-5/`);
    const heading = tab.locator('h1');
    expect((await heading.textContent())?.trim().startsWith('8.5')).toBe(true);
    expect(await heading.textContent()).toContain('Тактические марши');
    const [labelSize, bodySize] = await tab.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
      let first = walker.nextNode();
      while (first && !first.textContent?.trim()) first = walker.nextNode();
      return [parseFloat(getComputedStyle(first!.parentElement!).fontSize), parseFloat(getComputedStyle(document.body).fontSize)];
    });
    expect(labelSize).toBeGreaterThanOrEqual(bodySize * 1.8);
    await tab.locator('[data-cite]').click();
    const menu = tab.locator('[data-cite-menu]');
    await expect.poll(() => menu.evaluate((m) => m.matches(':popover-open'))).toBe(true);
    expect(await tab.locator('[data-cite-title]').textContent()).toBe('8.5 · General de Brigade · Глава VIII. Фаза передвижений');
    await tab.locator('[data-cite-format="link"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ru/gdb/movement-phase/8-5/`);
    await tab.locator('[data-cite]').click();
    await tab.locator('[data-cite-format="bbcode"]').click();
    const fromClausePage = await tab.evaluate(() => navigator.clipboard.readText());
    expect(fromClausePage).toMatch(/^\[quote="8\.5, General de Brigade · Глава VIII\. Фаза передвижений"\]\s*(?:\[b\])?8\.5\. Тактические марши\.(?:\[\/b\])?\s+Тактические марши представляют собой/);
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await tab.locator('[id="8-5"]').hover();
    await tab.locator('[id="8-5"] > .cite-button').click();
    await tab.locator('[data-cite-format="bbcode"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText()), 'the same quote as from the document').toBe(fromClausePage);
    await tab.goBack();
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('following a permalink', () => {
  it.each([
    ['/es/gdb/movement-phase/#8-7-half-move', '8-7-half-move'],
    ['/ru/ocs/reaction-phase/#reserve-removed-when-attacked', 'reserve-removed-when-attacked'],
  ])('%s shows the clause at the top as soon as the page has loaded, with motion allowed', async (path, id) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'no-preference' });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    const top = await tab.evaluate((clause) => document.getElementById(clause)!.getBoundingClientRect().top, id);
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(40);
    await context.close();
  });
});

describe('in forced colours (high contrast)', () => {
  it('tells the clause a link lands on from the others, as the highlight does in the site\'s colours (a low-vision review, 1.4.1)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, forcedColors: 'active' });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/#reserve-mode`);
    // The forced palette drops the highlight's background and draws every border in the text's colour: an outline
    // (drawn in the system's highlight colour) is what stays.
    const outline = (selector: string) => tab.locator(selector).evaluate((element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`);
    expect(await outline('[id="reserve-mode"]')).toMatch(/^solid [2-9]/);
    expect(await outline('[id="transport-points"]')).toMatch(/^none/);
    // And, in the combat tool, the chosen row's and column's headings from the others.
    await tab.goto(`${baseURL}/es/tools/combat/?attack=40&defense=2&roll=7`);
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    const heading = (selector: string) => tab.locator(selector).first().evaluate((cell) => `${getComputedStyle(cell).backgroundColor} ${getComputedStyle(cell).color}`);
    expect(await heading('th.ct-roll.is-selected')).not.toBe(await heading('th.ct-roll:not(.is-selected)'));
    await context.close();
  });
});

describe('a link with a malformed fragment', () => {
  // A fragment cut in the middle of an escape, as a forum that shortens a long link leaves it.
  it.each([
    ['/es/gdb/movement-phase/#8-5-%D0', '[data-march-tool]'],
    ['/ru/ocs/combat-table/#table-note-%', '[data-combat-tool]'],
  ])('%s opens the page, whose tool starts as the reader nears it, without errors', async (path, tool) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${path}`);
    await tab.locator(tool).first().scrollIntoViewIfNeeded();
    await expect.poll(() => tab.locator('[data-deferred]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a link whose fragment names no element of the document', () => {
  it.each([
    // The clause's address with its own Cyrillic letter, which the browser sends escaped; a typed number.
    ['/ru/gdb/movement-phase/#8-5-%D0%B4', '8-5-e', '8.5 д)'],
    ['/ru/gdb/movement-phase/#8.5', '8-5', '8.5'],
    ['/es/gdb/movement-phase/#8.5-d', '8-5-e', '8.5 д)'],
  ])('%s lands on the clause the number names, in place of the address', async (path, id, label) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${path}`);
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe(`#${id}`);
    // As many history entries as a link to the clause's id makes: none is added.
    const control = await context.newPage();
    await control.goto(`${baseURL}${path.replace(/#.*/u, `#${id}`)}`);
    expect(await tab.evaluate(() => history.length), 'no history entry is added').toBe(await control.evaluate(() => history.length));
    await control.close();
    expect(await tab.evaluate(() => document.querySelector(':target')?.getAttribute('data-label'))).toBe(label);
    await expect.poll(() => tab.evaluate((clause) => Math.round(document.getElementById(clause)!.getBoundingClientRect().top), id)).toBeLessThan(40);
    expect(await tab.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await tab.locator('[data-fragment-notice]').isHidden()).toBe(true);
    // The language links carry the clause's own address.
    expect(await tab.locator('a[data-lang-switch]').first().getAttribute('href')).toMatch(new RegExp(`#${id}$`, 'u'));
    // So does a fragment typed into the address of the page already open.
    await tab.evaluate(() => (location.hash = '8.5 а'));
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe('#8-5-a');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/ru/gdb/movement-phase/#8-5-%D0', 'Пункта «8-5-%D0» из ссылки на этой странице нет. Искать «8.5»', '/ru/search/?q=8.5'],
    ['/es/gdb/movement-phase/#9.9', 'La cláusula «9.9» del enlace no está en esta página. Buscar «9.9»', '/es/search/?q=9.9'],
  ])('%s says, at the top, that the clause is not on the page, with a link that searches for it', async (path, text, search) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${path}`);
    const notice = tab.locator('[data-fragment-notice]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect((await notice.locator('p').textContent())?.replace(/\s+/gu, ' ').trim()).toBe(text);
    expect(await notice.locator('a').getAttribute('href')).toBe(search);
    expect(await notice.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(720);
    expect(await axeViolations(tab)).toEqual([]);
    // Following a link to a clause of the page puts the notice away.
    await tab.evaluate(() => (location.hash = '8-5'));
    await expect.poll(() => notice.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in the side-by-side view too: a clause number written otherwise lands on its pair, and a clause the text lacks is said missing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    // As a reader types it after the view's address, with the clause's own Cyrillic letter.
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/parallel/#8.5б`);
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe('#8-5-b');
    expect(await tab.evaluate(() => document.querySelector(':target .pair-label')?.textContent)).toBe('8.5 б)');
    // Where a link to the pair's id puts it (below the view's sticky column heads).
    const control = await context.newPage();
    await control.goto(`${baseURL}/ru/gdb/movement-phase/parallel/#8-5-b`);
    const topOf = (page: Page) => page.evaluate(() => Math.round(document.getElementById('8-5-b')!.getBoundingClientRect().top));
    const top = await topOf(control);
    expect(top).toBeLessThan(150);
    await control.close();
    await expect.poll(() => topOf(tab)).toBe(top);
    expect(await tab.locator('a[data-lang-switch]').first().getAttribute('href')).toMatch(/\/es\/gdb\/movement-phase\/parallel\/#8-5-b$/u);
    const notice = tab.locator('[data-fragment-notice]');
    expect(await notice.count()).toBe(0);
    await tab.evaluate(() => (location.hash = '9.9'));
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect((await notice.locator('p').textContent())?.replace(/\s+/gu, ' ').trim()).toBe('Пункта «9.9» из ссылки на этой странице нет. Искать «9.9»');
    expect(await notice.locator('a').getAttribute('href')).toBe('/ru/search/?q=9.9');
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/es/glossary/#Brigade.', 'brigade'],
    ['/ru/glossary/#tactical-march)', 'tactical-march'],
    ['/ru/gdb/movement-phase/8-5/#8-5-B', '8-5-b'],
    ['/ru/gdb/movement-phase/8-5/#8.5б', '8-5-b'],
    ['/es/gdb/movement-phase/8-5/#8.5%20d', '8-5-e'],
  ])('%s, on a page without a rules text, lands on the element its fragment writes otherwise', async (path, id) => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}${path}`);
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe(`#${id}`);
    expect(await tab.evaluate(() => document.querySelector(':target')?.id)).toBe(id);
    await tab.close();
  });

  it('says that a fragment damaged past reading cannot be read, with nothing to search for', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/#%E0%A4%A`);
    const notice = tab.locator('[data-fragment-notice]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect((await notice.textContent())?.replace(/\s+/gu, ' ').trim()).toBe(
      'La cláusula «%E0%A4%A» del enlace no se puede leer: el enlace llegó cortado o dañado.',
    );
    expect(await notice.locator('a').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('npm start', () => {
  let server: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Serving dist\/ on (http:\/\/[^/\s]+)\//.exec(output);
        if (match) resolve(match[1]!);
      });
      server.on('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
    });
  }, 300_000);
  afterAll(() => {
    server?.kill();
  });

  const notFound = async (tab: Page, path: string) => {
    const response = await tab.goto(`${origin}${path}`);
    expect(response?.status()).toBe(404);
  };

  it.each([
    { path: '/ru/gdb/movement-phase/8-55/', lang: 'ru', title: 'Страница не найдена', document: '/ru/gdb/movement-phase/#8-55' },
    { path: '/es/ocs/reaction-phase/no-such-clause/', lang: 'es', title: 'Página no encontrada', document: '/es/ocs/reaction-phase/#no-such-clause' },
    { path: '/ru/no-such-page/', lang: 'ru', title: 'Страница не найдена', document: undefined },
  ])('answers $path with the error page in its language, with header, search and its document', async ({ path, lang, title, document }) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await notFound(tab, path);
    expect(await tab.locator('html').getAttribute('lang')).toBe(lang);
    expect(await tab.locator('h1').allTextContents()).toEqual([title]);
    expect(await tab.locator('.site-header').isVisible()).toBe(true);
    expect(await tab.locator('#site-search-input').isVisible()).toBe(true);
    const shown = tab.locator('main a[href^="/"]:visible').filter({ hasNot: tab.locator('[hidden]') });
    const hrefs = await shown.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    if (document) expect(hrefs).toContain(document);
    else expect(hrefs.filter((href) => /\/(ocs|gdb)\//.test(href ?? ''))).toEqual([]);
    expect(await axeViolations(tab)).toEqual([]);
    expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    await context.close();
  });

  it('takes a clause address written otherwise (its Cyrillic letter, a dot, a bracket), which names no page, to that clause of its document at once', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cases = [['/ru/gdb/movement-phase/8-5-д/', '8-5-e'], ['/es/gdb/movement-phase/8.5/', '8-5'], ['/ru/gdb/movement-phase/8.5б)', '8-5-b'], ['/ru/gdb/movement-phase/8-5-ж)', '8-5-g']] as const;
    for (const [path, clause] of cases) {
      await notFound(tab, path);
      await tab.waitForURL((url) => url.hash === `#${clause}`);
      expect(await tab.evaluate(() => document.querySelector(':target')?.id), path).toBe(clause);
    }
    // An address written as clause pages are, of a clause the document lacks, stays on the error page, which links the
    // document; its language switch keeps the address, so the other language's page names the same clause.
    await notFound(tab, '/ru/gdb/movement-phase/8-55/');
    expect(await tab.locator('h1').textContent()).toBe('Страница не найдена');
    expect(await tab.locator('a[data-lang-switch="es"]').getAttribute('href')).toBe('/es/gdb/movement-phase/8-55/');
    await tab.locator('a[data-lang-switch="es"]').click();
    expect(await tab.locator('main .not-found-document:visible a').getAttribute('href')).toBe('/es/gdb/movement-phase/#8-55');
    await context.close();
  });

  it('takes a page\'s address as forums and chats pass it on (a bracket or stop glued to it, capitals) to that page, query and fragment kept', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cases = [
      ['/ru/gdb/movement-phase/8-5-b/)', '/ru/gdb/movement-phase/8-5-b/'],
      ['/ru/gdb/movement-phase/8-5-e)', '/ru/gdb/movement-phase/8-5-e/'],
      ['/es/gdb/movement-phase/8-5-E/', '/es/gdb/movement-phase/8-5-e/'],
      ['/es/ocs/reaction-phase/parallel.', '/es/ocs/reaction-phase/parallel/'],
      ['/es/ocs/reaction-phase/),', '/es/ocs/reaction-phase/'],
      ['/es/search/)?q=reserva', '/es/search/?q=reserva'],
      ['/ES/GDB/Movement-Phase/#8-5-b', '/es/gdb/movement-phase/#8-5-b'],
    ] as const;
    for (const [path, page] of cases) {
      await notFound(tab, path);
      await tab.waitForURL(`${origin}${page}`);
    }
    // A doubled slash is the page itself, as nginx merges it.
    expect((await tab.goto(`${origin}/es//ocs/reaction-phase/`))?.status()).toBe(200);
    await context.close();
  });

  it('lists the tools for an address among theirs, and words its message for any page', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await notFound(tab, '/es/tools/combatt/');
    const shown = await tab.locator('main a:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shown).toEqual(expect.arrayContaining(['/es/tools/combat/', '/es/tools/tactical-march/']));
    expect(await tab.locator('main').innerText()).not.toMatch(/cláusula/u);
    // Elsewhere the tools are not offered.
    await notFound(tab, '/es/ocs/reaction-phase/no-such-clause/');
    expect(await tab.locator('main a[href="/es/tools/combat/"]:visible').count()).toBe(0);
    expect(await axeViolations(tab)).toEqual([]);
    await context.close();
  });

  it('answers an address in no language with the bilingual page', async () => {
    const tab = await browser.newPage();
    await notFound(tab, '/no-such-page/');
    expect(await tab.locator('h1').allTextContents()).toEqual(['Página no encontrada', 'Страница не найдена']);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();
  });
});

describe('on a 360 px phone', () => {
  const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

  it('a clause page scrolls only vertically, however long the words of its large label, the cite button on screen', async () => {
    // The pages whose large label (a name, where a clause has no number) holds the longest words, in both languages.
    const longestWord = (path: string) => Math.max(...page(path)('.clause-page-label').text().split(/\s+/u).map((word) => word.length));
    const longest = [...clausePages].sort((a, b) => longestWord(b) - longestWord(a)).slice(0, 8);
    const context = await browser.newContext(PHONE);
    const tab = await context.newPage();
    const wide: string[] = [];
    for (const path of longest) {
      await tab.goto(`${baseURL}${path}`);
      if (await tab.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)) wide.push(path);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it.each(['/es/', '/ru/gdb/movement-phase/', '/es/ocs/reaction-phase/reserve-mode/', '/ru/search/', '/es/tools/combat/', '/ru/tools/tactical-march/', '/es/glossary/'])(
    '%s keeps the header to about a sixth of the screen',
    async (path) => {
      const context = await browser.newContext(PHONE);
      const tab = await context.newPage();
      await tab.goto(`${baseURL}${path}`);
      const height = await tab.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(Math.ceil(640 / 6));
      await context.close();
    },
  );

  it.each([
    ['es', 'reserva'],
    ['ru', 'марш'],
  ])('the %s search page shows the first results without scrolling past the filters', async (lang, query) => {
    const context = await browser.newContext(PHONE);
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/${lang}/search/?q=${encodeURIComponent(query)}`);
    const firstHit = tab.locator('main rules-search-results .search-hit').first();
    await firstHit.waitFor({ timeout: 20_000 });
    // Listed whole: a term's clauses join the list once its first results are painted, and it is drawn again.
    await tab.locator('main rules-search-results .search-hits:not([aria-busy])').waitFor({ timeout: 20_000 });
    const box = await firstHit.boundingBox();
    expect(await tab.evaluate(() => scrollY)).toBe(0);
    expect(box!.y + Math.min(box!.height, 60)).toBeLessThanOrEqual(640);
    await context.close();
  });
});

/** The widest text among a select's options that is cut off (none when every option shows whole). */
async function truncatedOptions(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLSelectElement>('[data-search-filters] select')].flatMap((select) => {
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // Room for text: the box less its padding, borders and the arrow Chromium draws (about 20 px).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      const shown = select.options[select.selectedIndex]?.text ?? '';
      return canvas.measureText(shown).width > room ? [`${select.name}: ${shown}`] : [];
    });
  });
}

describe('the search filters', () => {
  it.each([
    ['es', 360],
    ['ru', 360],
    ['es', 1280],
    ['ru', 1280],
  ])('on /%s/search/ at %i px show their choice whole', async (lang, width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/${lang}/search/`);
    await tab.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(await truncatedOptions(tab)).toEqual([]);
    await context.close();
  });
});
