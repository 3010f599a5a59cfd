import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, tabTo } from '../support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let tab: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });
  tab = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('citing a clause', () => {
  it('opens its menu from the keyboard, copies a BBCode quote and says so', async () => {
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/#8-5-d`);
    await tab.locator('[id="8-5-e"] > .clause-anchor').focus();
    await tabTo(tab, '[id="8-5-e"] > .cite-button');
    expect(await tab.locator('[id="8-5-e"] > .cite-button').evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await tab.keyboard.press('Enter');
    const menu = tab.locator('[data-cite-menu]');
    await expect.poll(() => menu.evaluate((m) => m.matches(':popover-open'))).toBe(true);
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('data-cite-format'))).toBe('link');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('data-cite-format'))).toBe('bbcode');
    await tab.keyboard.press('Enter');
    const copied = await tab.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\[quote="8\.5 д\), Глава VIII\. Фаза передвижений"\]д\) Выполнение подразделением Тактического марша заканчивается/);
    expect(copied).toMatch(/\[url=http:\/\/127\.0\.0\.1:\d+\/ru\/gdb\/movement-phase\/8-5-e\/\]8\.5 д\), Глава VIII\. Фаза передвижений\[\/url\]$/);
    await expect.poll(() => tab.locator('[data-cite-status]').textContent()).toBe('Цитата BBCode скопирована.');
    expect(await menu.evaluate((m) => m.matches(':popover-open'))).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-clause]')?.id)).toBe('8-5-e');
  });

  it('copies the permalink, Markdown and plain text in Spanish', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    const open = async () => {
      await tab.locator('#transport-points').hover();
      await tab.locator('#transport-points > .cite-button').click();
    };
    await open();
    await tab.locator('[data-cite-format="link"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/es/ocs/reaction-phase/transport-points/`);
    await open();
    await tab.locator('[data-cite-format="markdown"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(
      `> Los puntos de transporte no pueden usar el modo reserva \\(Excepto los camiones orgánicos, que si\\)\\.\n>\n> — [Puntos de transporte, Fase de Reacción y Modo Reserva](${baseURL}/es/ocs/reaction-phase/transport-points/)`,
    );
    await open();
    await tab.locator('[data-cite-format="plain"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(
      `«Los puntos de transporte no pueden usar el modo reserva (Excepto los camiones orgánicos, que si).»\n— Puntos de transporte, Fase de Reacción y Modo Reserva: ${baseURL}/es/ocs/reaction-phase/transport-points/`,
    );
  });

  it('closes with Escape and gives focus back to its button', async () => {
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    await tab.locator('#example-ao1').hover();
    await tab.locator('#example-ao1 .cite-button').click();
    await tab.keyboard.press('Escape');
    expect(await tab.locator('[data-cite-menu]').evaluate((m) => m.matches(':popover-open'))).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-clause]')?.id)).toBe('example-ao1');
  });

  it('offers the text to copy by hand where the clipboard is refused', async () => {
    const refused = await browser.newContext();
    const page = await refused.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await page.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await page.locator('[id="8-6"]').hover();
    await page.locator('[id="8-6"] > .cite-button').click();
    await page.locator('[data-cite-format="plain"]').click();
    const area = page.locator('[data-cite-manual] textarea');
    await expect.poll(() => area.isVisible()).toBe(true);
    expect(await area.inputValue()).toMatch(/^«8\.6\. Дистанции Передвижений во время выполнения Тактического марша\./);
    expect(await page.locator('[data-cite-status]').textContent()).toBe('Не удалось скопировать: выделите текст и скопируйте его.');
    await refused.close();
  });

  it('is always visible as a finger-sized target on touch screens', async () => {
    const touch = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await touch.newPage();
    await page.goto(`${baseURL}/es/gdb/movement-phase/`);
    const button = page.locator('[id="8-5"] > .cite-button');
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(await button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await touch.close();
  });
});
