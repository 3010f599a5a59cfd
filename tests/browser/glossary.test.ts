import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadGlossary } from '../../src/lib/glossary/load';
import { axeViolations, launchBrowser, tabTo, watchErrors } from '../support/browser';

const baseURL = inject('baseURL');
const terms = loadGlossary();
const definition = (id: string, lang: 'es' | 'ru') => terms.find((t) => t.id === id)![lang].definition;
let browser: Browser;
let context: BrowserContext;
let tab: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ reducedMotion: 'reduce' });
  tab = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const RESERVE = '#reserve-mode a[data-glossary][href$="#reserve-mode"]';
/** The popover a marked term's link controls, and whether it is open. */
const panelOf = (page: Page, link: string) => page.locator(`${link} + .glossary-def`);
const isOpen = (page: Page, link: string) => panelOf(page, link).evaluate((panel) => panel.matches(':popover-open')).catch(() => false);
const focused = (page: Page) => page.evaluate(() => {
  const active = document.activeElement;
  return active ? `${active.tagName.toLowerCase()}${active.className ? `.${active.className}` : ''}${active instanceof HTMLAnchorElement && active.hasAttribute('data-glossary') ? `[${active.hash.slice(1)}]` : ''}` : '';
});

describe('a marked term on a rules page, from the keyboard', () => {
  it('opens its entry as a dialog with Enter, reads it, and closes with Escape back on the term', async () => {
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    await tab.locator('#reserve-mode > .clause-anchor').focus();
    await tabTo(tab, RESERVE);
    const link = tab.locator(RESERVE);
    // The popovers' code comes with the reader's first key; the term is a button by the time it is reached.
    await expect.poll(() => link.getAttribute('role')).toBe('button');
    expect(await link.getAttribute('aria-expanded')).toBe('false');

    await tab.keyboard.press('Enter');
    await expect.poll(() => isOpen(tab, RESERVE)).toBe(true);
    expect(tab.url()).toBe(`${baseURL}/es/ocs/reaction-phase/`);
    const panel = panelOf(tab, RESERVE);
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    expect(await link.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    expect(await panel.getAttribute('role')).toBe('dialog');
    expect(await tab.evaluate(() => document.querySelector(`#${document.activeElement?.getAttribute('aria-labelledby')}`)?.textContent)).toBe('Modo Reserva');
    expect(await panel.locator('.glossary-def-text').textContent()).toBe(definition('reserve-mode', 'es'));
    expect(await panel.locator('.glossary-def-names').textContent()).toBe('Reserve Mode · режим резерва · Reglas de la serie OCS v4.3, regla 5.7');
    expect(await focused(tab)).toBe('span.glossary-def');
    expect(await axeViolations(tab)).toEqual([]);

    await tab.keyboard.press('Tab');
    expect(await focused(tab)).toBe('a.glossary-def-link');
    await tab.keyboard.press('Escape');
    await expect.poll(() => isOpen(tab, RESERVE)).toBe(false);
    expect(await focused(tab)).toBe('a[reserve-mode]');
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('loads its entries as a keyboard reader tabs towards the terms, not as a reader types a search', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    await tab.waitForLoadState('networkidle');
    const glossaryFetched = () => tab.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/glossary\/ocs\.json$/.test(new URL(entry.name).pathname)));
    await tab.keyboard.press('/');
    await tab.keyboard.type('reserva');
    await tab.waitForLoadState('networkidle');
    expect(await glossaryFetched()).toBe(false);
    await tab.keyboard.press('Escape');
    await tab.keyboard.press('Tab');
    await expect.poll(glossaryFetched).toBe(true);
  });

  it('opens with Space too, and closes when focus moves on past the entry', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    await tab.locator(RESERVE).focus();
    const scroll = await tab.evaluate(() => window.scrollY);
    await tab.keyboard.press(' ');
    await expect.poll(() => isOpen(tab, RESERVE)).toBe(true);
    expect(await tab.evaluate(() => window.scrollY)).toBe(scroll);
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('Tab');
    await expect.poll(() => isOpen(tab, RESERVE)).toBe(false);
    expect(await focused(tab)).toBe('a[ocs-movement-phase]');
  });

  it('is in the dark theme free of axe violations too, with its entry open', async () => {
    const dark = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const page = await dark.newPage();
    await page.goto(`${baseURL}/ru/ocs/reaction-phase/`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const zoc = '#reserve-and-zoc a[data-glossary][href$="#zoc"]';
    await page.locator(zoc).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page, zoc)).toBe(true);
    expect(await panelOf(page, zoc).locator('.glossary-def-names').textContent()).toBe('Zone of Control, ZOC · Zona de Control · Правила серии OCS v4.3, правило 4.5');
    expect(await axeViolations(page)).toEqual([]);
    await dark.close();
  });
});

describe('the popovers\' code', () => {
  it('and entries load only when the reader reaches for a term, and the first click still opens its entry', async () => {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${baseURL}/es/ocs/reaction-phase/`, { waitUntil: 'networkidle' });
    const popoverCode = () => fetched.filter((path) => /^\/_astro\/glossary\.[\w-]+\.js$/.test(path));
    const entries = () => fetched.filter((path) => path.startsWith('/es/glossary/'));
    expect(popoverCode()).toEqual([]);
    expect(entries()).toEqual([]);
    expect(await page.locator(RESERVE).getAttribute('role')).toBeNull();

    await page.locator(RESERVE).click();
    await expect.poll(() => isOpen(page, RESERVE)).toBe(true);
    expect(popoverCode()).toHaveLength(1);
    // The entries of the page's language and game, one file that every page of the game shares.
    expect(entries()).toEqual(['/es/glossary/ocs.json']);
    expect(page.url()).toBe(`${baseURL}/es/ocs/reaction-phase/`);
    await page.close();
  });
});

describe('a marked term with a mouse', () => {
  it('toggles its entry on click, under the words, and one entry at a time', async () => {
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    const march = '[id="8-5-a"] a[data-glossary][href$="#tactical-march"]';
    const orders = '[id="8-5-a"] a[data-glossary][href$="#orders"]';
    await tab.locator(march).evaluate((link) => link.scrollIntoView({ block: 'start' }));
    await tab.locator(march).click();
    await expect.poll(() => isOpen(tab, march)).toBe(true);
    const words = (await tab.locator(march).boundingBox())!;
    const box = (await panelOf(tab, march).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(words.y + words.height);
    expect(box.x + box.width).toBeLessThanOrEqual(tab.viewportSize()!.width);
    expect(await panelOf(tab, march).locator('.glossary-def-term').textContent()).toBe('тактический марш');

    await tab.locator(orders).click();
    await expect.poll(() => isOpen(tab, orders)).toBe(true);
    expect(await isOpen(tab, march)).toBe(false);
    await tab.locator(orders).click();
    await expect.poll(() => isOpen(tab, orders)).toBe(false);

    await tab.locator(march).click();
    await expect.poll(() => isOpen(tab, march)).toBe(true);
    await tab.locator('h1').click();
    await expect.poll(() => isOpen(tab, march)).toBe(false);
  });

  it('reads the Russian letters a Spanish definition quotes (8.5 а)) as Russian', async () => {
    await tab.goto(`${baseURL}/es/gdb/movement-phase/`);
    const march = '[id="8-5-a"] a[data-glossary][href$="#tactical-march"]';
    await tab.locator(march).click();
    await expect.poll(() => isOpen(tab, march)).toBe(true);
    const text = panelOf(tab, march).locator('.glossary-def-text');
    expect(await text.textContent()).toBe(definition('tactical-march', 'es'));
    expect(await text.locator('[lang="ru"]').allTextContents()).toEqual(['а']);
  });

  it('follows the entry’s link to the glossary', async () => {
    await tab.goto(`${baseURL}/es/gdb/movement-phase/parallel/`);
    const term = '[data-column="original"] a[data-glossary][href$="#base-contact"]';
    await tab.locator(term).first().click();
    const panel = tab.locator('[data-column="original"] .glossary-def').first();
    expect(await panel.locator('.glossary-def-text').textContent()).toBe(definition('base-contact', 'ru'));
    await panel.locator('a').click();
    await tab.waitForURL(`${baseURL}/ru/glossary/#base-contact`);
    expect(await tab.locator('.glossary-entry:target h3').textContent()).toBe('«базовый» контакт');
  });
});

describe('a marked term on a 360 px touch screen', () => {
  it('opens its entry on tap, inside the screen, and closes on a tap elsewhere', async () => {
    const touch = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await touch.newPage();
    await page.goto(`${baseURL}/es/ocs/combat-table/#legend-exploit`);
    const term = '#legend-exploit a[data-glossary][href$="#action-rating"]';
    await page.locator(term).tap();
    await expect.poll(() => isOpen(page, term)).toBe(true);
    const box = (await panelOf(page, term).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.locator('h1').tap();
    await expect.poll(() => isOpen(page, term)).toBe(false);
    await touch.close();
  });

  it('leaves the glossary page without horizontal scrolling', async () => {
    const touch = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await touch.newPage();
    for (const lang of ['es', 'ru']) {
      await page.goto(`${baseURL}/${lang}/glossary/`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), lang).toBeLessThanOrEqual(0);
    }
    await touch.close();
  });
});

describe('a marked term without JavaScript', () => {
  it('is a plain link to its glossary entry', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`${baseURL}/ru/ocs/reaction-phase/`);
    const link = page.locator('#reserve-and-zoc a[data-glossary][href$="#zoc"]');
    expect(await link.getAttribute('role')).toBeNull();
    expect(await page.locator('[data-glossary-popovers]').isVisible()).toBe(false);
    await link.click();
    await page.waitForURL(`${baseURL}/ru/glossary/#zoc`);
    expect(await page.locator('.glossary-entry:target dd[lang="en"]').textContent()).toBe('Zone of Control');
    await plain.close();
  });
});

describe('a glossary term typed in search', () => {
  /** The listed results of a search page, once they answer the query. */
  async function listed(page: Page, lang: string, query: string) {
    await page.goto(`${baseURL}/${lang}/search/?q=${encodeURIComponent(query)}`);
    // Answered, not still searching (a slow search says «Buscando «…»…» meanwhile).
    await page.waitForFunction(
      (q) => (document.querySelector('main rules-search-results .search-status')?.textContent?.includes(q) ?? false) && !document.querySelector('main rules-search-results .search-hits[aria-busy="true"]'),
      query,
      { timeout: 20_000 },
    );
    return page.$$eval('main rules-search-results .search-hit', (hits) =>
      hits.map((hit) => ({ term: hit.classList.contains('search-hit-term'), href: hit.querySelector('a')?.getAttribute('href') ?? '', text: hit.textContent ?? '' })),
    );
  }

  it('lists the term’s entry first, in the page’s language, then the clauses that use it', async () => {
    const page = await context.newPage();
    const overrun = await listed(page, 'es', 'overrun');
    expect(overrun[0]).toMatchObject({ term: true, href: '/es/glossary/#overrun' });
    expect(overrun[0]!.text).toBe('arrollamientoGlosarioOverrun · сминание');
    expect(overrun.filter((hit) => !hit.term).map((hit) => hit.href)).toEqual(expect.arrayContaining(['/es/ocs/reaction-phase/#released-reaction', '/es/ocs/reaction-phase/#reserve-restrictions']));
    expect(await axeViolations(page)).toEqual([]);

    const zk = await listed(page, 'ru', 'ЗК');
    expect(zk[0]).toMatchObject({ term: true, href: '/ru/glossary/#zoc' });
    expect(zk.map((hit) => hit.href)).toContain('/ru/ocs/reaction-phase/#reserve-and-zoc');
    await page.locator('main .search-hit-term a').click();
    await page.waitForURL(`${baseURL}/ru/glossary/#zoc`);

    // The abbreviation Spanish players write (a search review).
    const zdc = await listed(page, 'es', 'ZdC');
    expect(zdc[0]).toMatchObject({ term: true, href: '/es/glossary/#zoc' });
    expect(zdc.map((hit) => hit.href)).toContain('/es/ocs/reaction-phase/#reserve-and-zoc');
    await page.close();
  });
});
