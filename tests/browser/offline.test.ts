import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from '../support/browser';
import { clauses, page } from '../support/site';
import { useTranslations } from '../../src/i18n';
import { serveSite } from '../../scripts/lib/site-server';

const baseURL = inject('baseURL');
const t = useTranslations('es');
const ts = useTranslations('es', 'search');
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
    /** As the copy was saved: what had the focus, and the page's live regions with what each last said. */
    let afterSaving: { focused: string; live: { section: string; text: string }[] };
    beforeAll(async () => {
      context = await browser.newContext();
      tab = await context.newPage();
      await tab.goto(`${baseURL}/es/`);
      const control = saveControl(tab, 'ocs');
      // Saved by keyboard, as a reader without a mouse does.
      await control.locator('[data-offline-save-button]').focus();
      await tab.keyboard.press('Enter');
      await control.locator('[data-offline-remove-button]:not([hidden])').waitFor();
      afterSaving = await tab.evaluate(() => ({
        focused: document.activeElement?.closest('[id^="game-"]')?.id + ' ' + (document.activeElement?.matches('[data-offline-save-button]') ? 'save' : document.activeElement?.tagName),
        live: [...document.querySelectorAll('[data-offline-save] [role="status"], [data-offline-save] [aria-live]')].map((region) => ({
          section: region.closest('[id^="game-"]')?.id ?? '',
          text: region.textContent ?? '',
        })),
      }));
      await context.setOffline(true);
    });

    it('keeps the focus on the button pressed, and tells only that section\'s reader what happened', () => {
      expect(afterSaving.focused).toBe('game-ocs save');
      // The other section's note changes too, but it is not read out: the reader did not touch that game.
      expect(afterSaving.live.filter((region) => region.text !== '')).toEqual([{ section: 'game-ocs', text: expect.stringContaining(t('offline.what', { game: t('game.ocs'), language: 'español' })) }]);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('says what is saved and when', async () => {
      await context.setOffline(false);
      await tab.goto(`${baseURL}/es/`);
      const status = await saveControl(tab, 'ocs').locator('[data-offline-status]').textContent();
      expect(status).toContain(t('offline.what', { game: t('game.ocs'), language: 'español' }));
      expect(status).toMatch(/\d{4}/);
      expect(await workers(tab)).toEqual([`${baseURL}/offline-es-ocs.js`]);
      await context.setOffline(true);
    });

    it('keeps each game to its own copy: the other game offers saving, naming the copy it replaces, and removes nothing', async () => {
      await tab.goto(`${baseURL}/es/`);
      const ocs = saveControl(tab, 'ocs');
      const gdb = saveControl(tab, 'gdb');
      await gdb.locator('[data-offline-status]:not(:empty)').waitFor();
      const [before, after] = t('offline.replaces', { what: t('offline.what', { game: t('game.gdb'), language: 'español' }), other: t('offline.what', { game: t('game.ocs'), language: 'español' }), when: '{{when}}' }).split('{{when}}');
      const status = (await gdb.locator('[data-offline-status]').textContent()) ?? '';
      expect(status.startsWith(before!) && status.endsWith(after!), status).toBe(true);
      expect(status).toMatch(/\d{4}/);
      // Heard with the button, before the reader presses it.
      expect(await gdb.locator('[data-offline-save-button]').getAttribute('aria-describedby')).toBe(await gdb.locator('[data-offline-status]').getAttribute('id'));
      // Each save button named after its game: in a list of the page's buttons, the two are told apart.
      const names = await tab.locator('[data-offline-save-button]').evaluateAll((buttons) => buttons.map((button) => button.textContent));
      expect(names).toHaveLength(2);
      expect(new Set(names).size).toBe(2);
      expect(await gdb.locator('[data-offline-remove-button]').isHidden()).toBe(true);
      expect(await ocs.locator('[data-offline-status]').textContent()).toContain(t('offline.what', { game: t('game.ocs'), language: 'español' }));
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

    it('marks the results the saved copy cannot open with the network off, and says how many', async () => {
      // Each result's language and game (or glossary, or tool) and its mark, once the marks match the list.
      const marksIn = async (results: string) => {
        const hits = tab.locator(`${results} .search-hit`);
        await hits.first().waitFor();
        await tab.waitForFunction((selector) => {
          const element = document.querySelector(selector);
          return element?.getAttribute('data-offline-checked') === 'true' && !element.querySelector('.search-hits[aria-busy]');
        }, results);
        return hits.evaluateAll((items) => items.map((item) => [item.querySelector('a')!.getAttribute('href')!.split('/').slice(1, 3).join('/'), item.querySelector('[data-offline-unsaved]')?.textContent ?? null] as const));
      };
      const marksOf = async (query: string, all = false) => {
        await tab.goto(`${baseURL}/es/search/?q=${encodeURIComponent(query)}${all ? '&all=1' : ''}`);
        return marksIn('main rules-search-results');
      };
      // Saved: the Spanish OCS pages, glossary and tool; not saved: General de Brigade, and every Russian page.
      const unsaved = (key: string) => key === 'es/gdb' || key.startsWith('ru/');

      // Tactical marches are General de Brigade's: none of its pages is in the OCS copy.
      const march = await marksOf('marcha táctica');
      const gdb = march.filter(([key]) => key === 'es/gdb');
      expect(gdb.length).toBeGreaterThan(1);
      expect(march.every(([key, mark]) => mark === (unsaved(key) ? ts('hit.notSaved') : null)), JSON.stringify(march)).toBe(true);
      expect(await tab.locator('main rules-search-results .search-status').textContent()).toContain(ts('status.notSaved', { count: gdb.length }));
      // What the mark promises: the page does not open; the copy says it was not saved.
      const href = await tab.locator('main rules-search-results .search-hit:has([data-offline-unsaved]) a').first().getAttribute('href');
      const other = await context.newPage();
      await other.goto(`${baseURL}${href}`);
      expect(await other.locator('h1').textContent()).toBe(t('notFound.offlineTitle'));
      expect(await other.locator('[data-not-found-offline]').textContent()).toBe(t('notFound.offline'));
      expect(await other.title()).toContain(t('notFound.offlineTitle'));
      // And where the reader can go meanwhile: the saved game's section of the home page.
      const saved = other.locator('[data-offline-saved]:not([hidden]) a');
      expect(await saved.getAttribute('href')).toBe('/es/#game-ocs');
      expect(await saved.textContent()).toBe(t('offline.what', { game: t('game.ocs'), language: 'español' }));
      expect(await axeViolations(other)).toEqual([]);
      await other.close();

      // The saved game's clauses open, and are not marked; the other language's are.
      for (const [query, all] of [['reserva', false], ['резерв', true]] as const) {
        const marks = await marksOf(query, all);
        expect(marks.filter(([key]) => key === (all ? 'ru/ocs' : 'es/ocs')).length, query).toBeGreaterThan(0);
        expect(marks.every(([key, mark]) => (mark !== null) === unsaved(key)), JSON.stringify(marks)).toBe(true);
      }

      // The header search of a saved page marks them too; back online, the marks go.
      await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
      await tab.locator('#site-search-input').fill('marcha táctica');
      const panel = tab.locator('#site-search-panel rules-search-results');
      const header = await marksIn('#site-search-panel rules-search-results');
      expect(header.filter(([key]) => key === 'es/gdb').length).toBeGreaterThan(0);
      expect(header.every(([key, mark]) => (mark !== null) === unsaved(key)), JSON.stringify(header)).toBe(true);
      // It shows only its first few, and counts the unsaved among those, saying so: «6 on unsaved pages» under
      // «10 results» read as if the other 4 were saved (an offline review).
      const shownClauses = await panel.locator('.search-hit > a[data-clause]').count();
      const unsavedShown = await panel.locator('.search-hit > a[data-clause] [data-offline-unsaved]').count();
      expect(await panel.locator('.search-status').textContent()).toContain(ts('status.found', { count: gdb.length, query: 'marcha táctica' }));
      expect(shownClauses).toBeLessThan(gdb.length);
      expect(await panel.locator('[data-offline-note]').textContent()).toBe(` ${ts('status.notSavedShown', { count: unsavedShown, shown: shownClauses })}`);
      await context.setOffline(false);
      await panel.locator('[data-offline-unsaved]').first().waitFor({ state: 'detached' });
      expect(await panel.locator('[data-offline-note]').count()).toBe(0);
      await context.setOffline(true);
    });

    it('runs the combat tools with the network off', async () => {
      await tab.goto(`${baseURL}/es/tools/combat/?code=AL1o1+DL1o2`);
      await tab.locator('[data-ct-live]:not([hidden])').waitFor();
      expect(await tab.locator('#ct-code').inputValue()).toBe('AL1o1 DL1o2');
      expect(await tab.locator('[data-ct-parts] li').count()).toBeGreaterThan(0);
    });

    it('removes the copy in one tap, and offline asks first', async () => {
      // Offline, the copy is all there is to read: removing it asks first, and a reader who says no keeps it (a review
      // at a club table).
      await tab.goto(`${baseURL}/es/`);
      const asked: string[] = [];
      tab.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').click();
      await expect.poll(() => asked).toEqual([t('offline.removeOffline')]);
      expect(await offlineCaches(tab)).not.toEqual([]);
      expect(await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').isVisible()).toBe(true);
      await context.setOffline(false);
      await tab.goto(`${baseURL}/es/`);
      expect(await offlineCaches(tab)).not.toEqual([]);
      await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').click();
      await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').waitFor({ state: 'hidden' });
      expect(await saveControl(tab, 'ocs').locator('[data-offline-status]').textContent()).toBe(t('offline.removed'));
      // The button pressed is gone with the copy: the focus moves to the save button beside it.
      expect(await saveControl(tab, 'ocs').locator('[data-offline-save-button]').evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await offlineCaches(tab)).toEqual([]);
      expect(await workers(tab)).toEqual([]);
      await context.setOffline(true);
      await expect(tab.goto(`${baseURL}/es/ocs/reaction-phase/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    });
  });

  it('says nothing is saved once the browser has cleared the copy, whatever the page remembers', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/`);
    const ocs = saveControl(tab, 'ocs');
    await ocs.locator('[data-offline-save-button]').click();
    await ocs.locator('[data-offline-remove-button]:not([hidden])').waitFor();
    // As a browser clearing the site's storage but for the page's own note does (or a save that stopped short).
    await tab.evaluate(async () => {
      await Promise.all((await navigator.serviceWorker.getRegistrations()).map((registration) => registration.unregister()));
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    });
    expect(await tab.evaluate(() => localStorage.getItem('offline-copy'))).not.toBeNull();
    await tab.reload();
    await expect.poll(() => saveControl(tab, 'ocs').locator('[data-offline-status]').textContent()).toBe(t('offline.none'));
    expect(await saveControl(tab, 'gdb').locator('[data-offline-status]').textContent()).toBe(t('offline.none'));
    expect(await saveControl(tab, 'ocs').locator('[data-offline-remove-button]').isHidden()).toBe(true);
    await context.close();
  });

  describe('a save the connection cuts short', () => {
    /** A context whose service workers lose one file of the OCS copy, as a dropped connection loses it mid-save. */
    async function droppingOcs() {
      const context = await browser.newContext();
      await context.route('**/*', (route) => {
        const request = route.request();
        if (request.serviceWorker() && new URL(request.url()).pathname === '/es/ocs/combat-table/index.html') return route.abort('internetdisconnected');
        return route.continue();
      });
      const tab = await context.newPage();
      await tab.goto(`${baseURL}/es/`);
      return { context, tab };
    }
    const saveAndWait = async (tab: Page, game: string) => {
      const control = saveControl(tab, game);
      await control.locator('[data-offline-save-button]').click();
      await control.locator('[data-offline-save-button]:not([aria-disabled])').waitFor();
      return control;
    };

    it('says it failed and lets the reader try again, with nothing said to be saved', async () => {
      const { context, tab } = await droppingOcs();
      const ocs = await saveAndWait(tab, 'ocs');
      expect(await ocs.locator('[data-offline-status]').textContent()).toBe(t('offline.failed'));
      expect(await ocs.locator('[data-offline-remove-button]').isHidden()).toBe(true);
      await tab.reload();
      await expect.poll(() => saveControl(tab, 'ocs').locator('[data-offline-status]').textContent()).toBe(t('offline.none'));
      await context.close();
    });

    it('keeps the copy saved before, whole, until the new one is', async () => {
      const { context, tab } = await droppingOcs();
      const gdb = await saveAndWait(tab, 'gdb');
      const saved = await gdb.locator('[data-offline-status]').textContent();
      expect(saved).toContain(t('offline.what', { game: t('game.gdb'), language: 'español' }));
      const files = () => tab.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0));
      const before = await files();
      const ocs = await saveAndWait(tab, 'ocs');
      expect(await ocs.locator('[data-offline-status]').textContent()).toBe(t('offline.failed'));
      expect(await gdb.locator('[data-offline-status]').textContent()).toBe(saved);
      expect(await files()).toBe(before);
      await tab.reload();
      await expect.poll(() => saveControl(tab, 'gdb').locator('[data-offline-status]').textContent()).toBe(saved);
      expect(await workers(tab)).toEqual([`${baseURL}/offline-es-gdb.js`]);
      await context.setOffline(true);
      await tab.goto(`${baseURL}/es/gdb/movement-phase/`);
      expect(await tab.locator('h1').textContent()).toBe(page('/es/gdb/movement-phase/')('h1').text());
      await context.close();
    });
  });

  it('shows how far a save has got, so that a stalled one can be told from a slow one (a review at a club table: «Guardando…» for good)', async () => {
    const context = await browser.newContext();
    // One file of the copy never comes: the connection has stalled.
    await context.route('**/*', (route) => {
      const request = route.request();
      if (request.serviceWorker() && new URL(request.url()).pathname === '/es/ocs/combat-table/index.html') return;
      return route.continue();
    });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/`);
    const control = saveControl(tab, 'ocs');
    await control.locator('[data-offline-save-button]').click();
    const [before, after] = t('offline.savingCount', { count: 7 }).split('7');
    const shown = () => control.locator('[data-offline-status]').textContent();
    await expect.poll(shown, { timeout: 15_000 }).toMatch(new RegExp(`^${before}\\d+${after!.replace('.', '\\.')}$`, 'u'));
    const files = Number((await shown())!.slice(before!.length, -after!.length));
    expect(files).toBeGreaterThan(10);
    // Still saving, and said to be: the button waits, and nothing is said to be saved.
    expect(await control.locator('[data-offline-save-button]').getAttribute('aria-disabled')).toBe('true');
    await context.close();
  });

  describe('when the site is out of reach while the browser believes it is online (a wifi without internet)', () => {
    it('opens the copy\'s pages by an address without its final slash, and says a page it does not hold was not saved', async () => {
      // A server of its own, stopped once the copy is saved: its connections are refused, as on such a wifi, and
      // Chromium still says it is online.
      const own = await serveSite('dist');
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`${own.baseURL}/es/`);
        await saveControl(tab, 'ocs').locator('[data-offline-save-button]').click();
        await saveControl(tab, 'ocs').locator('[data-offline-remove-button]:not([hidden])').waitFor();
        await own.stop();
        expect(await tab.evaluate(() => navigator.onLine)).toBe(true);
        // As forums pass a link on: no final slash (online, the server adds it).
        await tab.goto(`${own.baseURL}/es/ocs/reaction-phase?ref=forum#reserve-mode`);
        expect(new URL(tab.url()).pathname).toBe('/es/ocs/reaction-phase/');
        expect(new URL(tab.url()).hash).toBe('#reserve-mode');
        expect(await tab.locator('h1').textContent()).toBe(page('/es/ocs/reaction-phase/')('h1').first().text());
        // A page the copy does not hold: not saved, rather than «this address does not exist».
        await tab.goto(`${own.baseURL}/es/gdb/movement-phase/`);
        expect(await tab.locator('h1').textContent()).toBe(t('notFound.offlineTitle'));
        expect(await tab.locator('[data-offline-saved]:not([hidden]) a').getAttribute('href')).toBe('/es/#game-ocs');
      } finally {
        await context.close();
        await own.stop().catch(() => undefined);
      }
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
      // A page of the other game says, in the copy's language, that it was not saved.
      await tab.goto(`${baseURL}/ru/ocs/reaction-phase/`);
      expect(await tab.locator('h1').textContent()).toBe(useTranslations('ru')('notFound.offlineTitle'));
      expect(await tab.locator('[data-offline-saved]:not([hidden]) a').getAttribute('href')).toBe('/ru/#game-gdb');
      // A page of the other language says it in that language, as online (a forum moderator's review).
      await tab.goto(`${baseURL}/es/gdb/movement-phase/`);
      expect(await tab.locator('html').getAttribute('lang')).toBe('es');
      expect(await tab.locator('h1').textContent()).toBe(useTranslations('es')('notFound.offlineTitle'));
      expect(await tab.locator('[data-offline-saved]:not([hidden]) a').getAttribute('href')).toBe('/ru/#game-gdb');
      await context.close();
    });
  });
});
