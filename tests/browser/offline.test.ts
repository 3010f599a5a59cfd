import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from '../support/browser';
import { clauses } from '../support/site';
import { useTranslations } from '../../src/i18n';

const baseURL = inject('baseURL');
const t = useTranslations('es');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const saveControl = (tab: Page, game: string) => tab.locator(`#game-${game} [data-offline-save]`);
const offlineCaches = (tab: Page) => tab.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('rules-offline-')));
const workers = (tab: Page) => tab.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? ''));

describe('the offline copy', () => {
  it('caches nothing until the reader asks', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/`);
    await saveControl(tab, 'ocs').waitFor();
    expect(await saveControl(tab, 'ocs').locator('[data-offline-status]').textContent()).toBe(t('offline.none'));
    expect(await workers(tab)).toEqual([]);
    expect(await offlineCaches(tab)).toEqual([]);
    expect(await axeViolations(tab, '#game-ocs')).toEqual([]);
    await context.close();
  });

  describe('once OCS in Spanish is saved', () => {
    let context: BrowserContext;
    let tab: Page;
    beforeAll(async () => {
      context = await browser.newContext();
      tab = await context.newPage();
      await tab.goto(`${baseURL}/es/`);
      const control = saveControl(tab, 'ocs');
      await control.locator('[data-offline-save-button]').click();
      await control.locator('[data-offline-remove-button]:not([hidden])').waitFor();
      await context.setOffline(true);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('says what is saved and when', async () => {
      await context.setOffline(false);
      await tab.goto(`${baseURL}/es/`);
      const status = await saveControl(tab, 'ocs').locator('[data-offline-status]').textContent();
      expect(status).toContain(t('offline.what', { game: t('game.ocs'), language: 'Español' }));
      expect(status).toMatch(/\d{4}/);
      expect(await workers(tab)).toEqual([`${baseURL}/offline-es-ocs.js`]);
      await context.setOffline(true);
    });

    it('keeps each game to its own copy: the other game offers saving, naming the copy it replaces, and removes nothing', async () => {
      await tab.goto(`${baseURL}/es/`);
      const ocs = saveControl(tab, 'ocs');
      const gdb = saveControl(tab, 'gdb');
      await gdb.locator('[data-offline-status]:not(:empty)').waitFor();
      const [before, after] = t('offline.replaces', { what: t('offline.what', { game: t('game.gdb'), language: 'Español' }), other: t('offline.what', { game: t('game.ocs'), language: 'Español' }), when: '{{when}}' }).split('{{when}}');
      const status = (await gdb.locator('[data-offline-status]').textContent()) ?? '';
      expect(status.startsWith(before!) && status.endsWith(after!), status).toBe(true);
      expect(status).toMatch(/\d{4}/);
      // Heard with the button, before the reader presses it.
      expect(await gdb.locator('[data-offline-save-button]').getAttribute('aria-describedby')).toBe(await gdb.locator('[data-offline-status]').getAttribute('id'));
      expect(await gdb.locator('[data-offline-remove-button]').isHidden()).toBe(true);
      expect(await ocs.locator('[data-offline-status]').textContent()).toContain(t('offline.what', { game: t('game.ocs'), language: 'Español' }));
      expect(await ocs.locator('[data-offline-remove-button]').isVisible()).toBe(true);
    });

    it('opens another document with the network off, its tools and table coming from the saved tools page', async () => {
      await tab.goto(`${baseURL}/es/ocs/combat-table/`);
      expect(await tab.locator('h1').textContent()).toBe('Tabla de Combate: resultados y opciones');
      expect(await tab.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');
      await tab.locator('#combat-tool').scrollIntoViewIfNeeded();
      await tab.locator('#combat-tool [data-ct-live]:not([hidden])').waitFor();
      expect(await tab.locator('#combat-tool td[data-ct-cell]').count()).toBe(195);
    });

    it('follows a clause permalink with the network off', async () => {
      const clause = clauses().find((c) => c.lang === 'es' && c.doc === 'ocs/reaction-phase' && c.id === 'reserve-mode')!;
      await tab.goto(`${baseURL}${clause.permalink}`);
      expect(await tab.locator('.clause-page-label').textContent()).toBe(clause.label);
    });

    it('searches in both languages with the network off', async () => {
      for (const [query, lang] of [['reserva', 'es'], ['резерв', 'ru']] as const) {
        await tab.goto(`${baseURL}/es/search/?q=${encodeURIComponent(query)}&all=1`);
        await tab.locator(`main rules-search-results .search-hit${lang === 'ru' ? '[lang="ru"]' : ''}`).first().waitFor();
        expect(await tab.locator('main rules-search-results .search-hit').count(), query).toBeGreaterThan(1);
      }
    });

    it('runs the combat tools with the network off', async () => {
      await tab.goto(`${baseURL}/es/tools/combat/?code=AL1o1+DL1o2`);
      await tab.locator('[data-ct-live]:not([hidden])').waitFor();
      expect(await tab.locator('#ct-code').inputValue()).toBe('AL1o1 DL1o2');
      expect(await tab.locator('[data-ct-parts] li').count()).toBeGreaterThan(0);
    });

    it('removes the copy in one tap', async () => {
      await context.setOffline(false);
      await tab.goto(`${baseURL}/es/`);
      expect(await offlineCaches(tab)).not.toEqual([]);
      await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').click();
      await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').waitFor({ state: 'hidden' });
      expect(await saveControl(tab, 'ocs').locator('[data-offline-status]').textContent()).toBe(t('offline.removed'));
      expect(await offlineCaches(tab)).toEqual([]);
      expect(await workers(tab)).toEqual([]);
      await context.setOffline(true);
      await expect(tab.goto(`${baseURL}/es/ocs/reaction-phase/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    });
  });

  describe('once General de Brigade in Russian is saved', () => {
    it('runs the march planner with the network off, and holds nothing of the other game', async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${baseURL}/ru/`);
      await saveControl(tab, 'gdb').locator('[data-offline-save-button]').click();
      await saveControl(tab, 'gdb').locator('[data-offline-remove-button]:not([hidden])').waitFor();
      await context.setOffline(true);
      await tab.goto(`${baseURL}/ru/tools/tactical-march/?nation=france&gifted=1`);
      await tab.locator('[data-march-planner]:not([hidden])').waitFor();
      expect(await tab.locator('[data-headline]').textContent()).not.toBe('');
      await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
      expect(await tab.locator('h1').textContent()).not.toBe('');
      // The chapter's planner takes its form from the saved planner page.
      await tab.locator('#tactical-march').scrollIntoViewIfNeeded();
      await tab.locator('#tactical-march [data-march-planner]:not([hidden])').waitFor();
      await expect(tab.goto(`${baseURL}/ru/ocs/reaction-phase/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await context.close();
    });
  });
});
