import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { listHtmlFiles, pathOfFile } from '../../src/lib/site-html';
import { axeViolations, launchBrowser, watchErrors } from '../support/browser';
import { DIST, DOCUMENTS, page } from '../support/site';

const baseURL = inject('baseURL');
const all = (await listHtmlFiles(DIST)).map((file) => pathOfFile(DIST, file)).filter((p) => !p.endsWith('404.html'));
const isClausePage = (path: string) => page(path)('[data-clause-page]').length > 0;
const clausePages = all.filter(isClausePage);
// Clause pages share one template: every one is loaded, and a few of each document are scanned by axe.
const sampled = new Set(
  DOCUMENTS.flatMap(({ path }) =>
    ['es', 'ru'].flatMap((lang) => clausePages.filter((p) => p.startsWith(path.replace(/^\/(es|ru)\//, `/${lang}/`))).slice(0, 2)),
  ),
);
const paths = all.filter((path) => !isClausePage(path) || sampled.has(path));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every page in Chromium', () => {
  it.each(paths)('%s renders without console errors or axe violations', async (path) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    const response = await tab.goto(`${baseURL}${path}?choose`);
    expect(response?.status()).toBe(200);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.evaluate(() => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')?.click());
    expect(await axeViolations(tab), 'in the other theme').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads every clause page without console errors', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    for (const path of clausePages) {
      const response = await tab.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(200);
    }
    expect(clausePages.length).toBeGreaterThan(100);
    // The favicon loads after the load event, so going straight on to the next page cancels it: not a page's error.
    expect(errors.filter((error) => !/\/favicon\.svg net::ERR_ABORTED$/.test(error))).toEqual([]);
    await context.close();
  });

  it('answers an unknown address with the bilingual 404 page', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const response = await tab.goto(`${baseURL}/es/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(tab.locator('h1').allTextContents()).resolves.toEqual(['Página no encontrada', 'Страница не найдена']);
    expect(await axeViolations(tab)).toEqual([]);
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
