import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { READING_STOP_MS } from '../../src/lib/reading-place';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether an element's box is inside the viewport (a function, not a string: the site's CSP forbids eval). */
const inView = (selector: string) => {
  const box = document.querySelector(selector)!.getBoundingClientRect();
  return box.top >= 0 && box.top < innerHeight;
};

/** A link's address on the site: its path, query and fragment. */
const pathOf = (href: string | null) => {
  const url = new URL(href ?? '', baseURL);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Long enough for the reader's stop to count, and the links to follow it. */
const AFTER_A_STOP = { timeout: READING_STOP_MS + 4000 };

/** Scrolls with the mouse wheel, as a reader does, until the element `id` is where a link to it puts it. */
async function scrollToReadingLine(tab: Page, id: string): Promise<void> {
  const delta = await tab.evaluate((clause) => {
    const element = document.getElementById(clause)!;
    const before = scrollY;
    element.scrollIntoView();
    const landed = element.getBoundingClientRect().top;
    scrollTo(0, before);
    return element.getBoundingClientRect().top - landed;
  }, id);
  await tab.mouse.move(640, 400);
  await tab.mouse.wheel(0, delta);
}

/** Waits as long as a reader's stop takes to count (for a stop that must change nothing). */
const aStop = (tab: Page) => tab.waitForTimeout(READING_STOP_MS + 400);

describe('switching language', () => {
  it('lands on the same clause of the same document, in view', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/#8-5-e`);
    await tab.locator('a[data-lang-switch="es"]').click();
    await tab.waitForURL(`${baseURL}/es/gdb/movement-phase/#8-5-e`);
    await tab.waitForFunction(inView, '[id="8-5-e"]');
    expect(await tab.locator('[id="8-5-e"]').textContent()).toContain('35 cm');
    await tab.close();
  });

  it('from a correction of the original (which the translation does not have), lands on the clause that holds it', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    // The reader follows correction 5's mark in 8.5 а), then its way back, then switches language.
    await tab.locator('a.correction-ref[href="#correction-5"]').click();
    await tab.waitForURL(/#correction-5$/u);
    const carried = new URL((await tab.locator('a[data-lang-switch="es"]').getAttribute('href'))!, baseURL);
    expect(`${carried.pathname}${carried.hash}`).toBe('/es/gdb/movement-phase/#8-5-a');
    await tab.locator('#correction-5 a[href="#correction-ref-5"]').click();
    await tab.waitForURL(/#correction-ref-5$/u);
    await tab.locator('a[data-lang-switch="es"]').click();
    await tab.waitForURL(`${baseURL}/es/gdb/movement-phase/#8-5-a`);
    expect(await tab.locator('[data-fragment-notice]').count()).toBe(0);
    await tab.close();
  });

  it('keeps the clause on a clause the reader jumped to after loading', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    await tab.locator('.toc summary').click();
    await tab.locator('.toc a[href="#releasing-reserve"]').click();
    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/ocs/reaction-phase/#releasing-reserve`);
    await tab.close();
  });

  it('keeps the clause through the links between a text\'s views: its original, the side-by-side view, back to each text', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/es/gdb/movement-phase/#8-5-e`);
    await tab.locator('a[data-original-link]').click();
    await tab.waitForURL(`${baseURL}/ru/gdb/movement-phase/#8-5-e`);
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    await tab.locator('.toc summary').click();
    await tab.locator('.toc a[href="#example-dg"]').click();
    await tab.locator('a[data-parallel-link]').click();
    await tab.waitForURL(`${baseURL}/es/ocs/combat-table/parallel/#example-dg`);
    await tab.locator('a[data-keeps-clause][hreflang="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/ocs/combat-table/#example-dg`);
    await tab.close();
  });

  it('lands on the clause the reader scrolled to and stopped at, not on the one the link they came by named', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/#8-1`);
    await scrollToReadingLine(tab, '8-5-b');
    const carried = () => tab.locator('a[data-lang-switch="es"]').getAttribute('href');
    await expect.poll(carried, AFTER_A_STOP).toMatch(/\/es\/gdb\/movement-phase\/#8-5-b$/u);
    // Back up to the header with the keyboard, past other clauses, and a moment there before clicking.
    await tab.keyboard.press('Home');
    await expect.poll(() => tab.evaluate(() => scrollY)).toBe(0);
    await aStop(tab);
    await tab.locator('a[data-lang-switch="es"]').click();
    await tab.waitForURL(`${baseURL}/es/gdb/movement-phase/#8-5-b`);
    await tab.waitForFunction(inView, '[id="8-5-b"]');
    // Stopping at another clause (up the page, above the march planner, which grows as it starts), then following a
    // link on the page, here the contents' entry of 8.3: the link names the clause again.
    await scrollToReadingLine(tab, '8-2-b');
    await expect.poll(() => tab.locator('a[data-lang-switch="ru"]').getAttribute('href'), AFTER_A_STOP).toMatch(/#8-2-b$/u);
    await tab.keyboard.press('Home');
    await tab.locator('.toc summary').click();
    await tab.locator('.toc a[href="#8-3"]').click();
    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/gdb/movement-phase/#8-3`);
    await context.close();
  });

  it('keeps the clause a link led to when the reader scrolls a little within it, however short it is', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    // 8.5 д) is shorter than a third of the screen: 8.5 е) starts below it, on screen.
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/#8-5-e`);
    await tab.mouse.move(640, 400);
    await tab.mouse.wheel(0, 60);
    await tab.waitForTimeout(200);
    await tab.mouse.wheel(0, -40);
    await aStop(tab);
    expect(await tab.locator('a[data-lang-switch="es"]').getAttribute('href')).toMatch(/#8-5-e$/u);
    await context.close();
  });

  it('takes a search result to the clause the address already names as a jump, not as a stop elsewhere', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/#8-5-e`);
    await scrollToReadingLine(tab, '8-6');
    await expect.poll(() => tab.locator('a[data-lang-switch="es"]').getAttribute('href'), AFTER_A_STOP).toMatch(/#8-6$/u);
    await tab.keyboard.press('Home');
    await tab.keyboard.press('/');
    await tab.keyboard.type('8.5 д');
    await tab.locator('#site-search-panel a[href$="/ru/gdb/movement-phase/#8-5-e"]').first().click();
    await tab.waitForFunction(inView, '[id="8-5-e"]');
    await aStop(tab);
    expect(await tab.locator('a[data-lang-switch="es"]').getAttribute('href')).toMatch(/#8-5-e$/u);
    await context.close();
  });

  it('carries the combat tool the reader stopped at, with its state, and a stop made before a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/combat-table/?code=AL2`);
    await scrollToReadingLine(tab, 'combat-tool');
    const carried = () => tab.locator('a[data-lang-switch="ru"]').getAttribute('href');
    await expect.poll(carried, AFTER_A_STOP).toMatch(/\/ru\/ocs\/combat-table\/\?code=AL2#combat-tool$/u);
    // A stop at a clause, then the page loaded again (as a phone restores a tab): the stop holds.
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await scrollToReadingLine(tab, '8-5-b');
    await expect.poll(() => tab.locator('a[data-lang-switch="es"]').getAttribute('href'), AFTER_A_STOP).toMatch(/#8-5-b$/u);
    await tab.reload();
    expect(await tab.locator('a[data-lang-switch="es"]').getAttribute('href')).toMatch(/#8-5-b$/u);
    await context.close();
  });

  it('carries, for a keyboard\'s reader, the clause that holds focus while it is on screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    // Focus on 8.5 д)'s self-link, low on the screen, under 8.5 б) at the reading line.
    await scrollToReadingLine(tab, '8-5-b');
    await tab.locator('[id="8-5-e"] > .clause-anchor').focus();
    await tab.keyboard.press('Shift+Tab');
    await tab.keyboard.press('Tab');
    await expect.poll(() => tab.locator('a[data-lang-switch="es"]').getAttribute('href'), AFTER_A_STOP).toMatch(/#8-5-e$/u);
    await context.close();
  });

  it('keeps the pair the reader stopped at, from the side-by-side view to a text', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/combat-table/parallel/`);
    await scrollToReadingLine(tab, 'example-dg');
    const original = tab.locator('a[data-keeps-clause][hreflang="es"]');
    await expect.poll(() => original.getAttribute('href'), AFTER_A_STOP).toMatch(/\/es\/ocs\/combat-table\/#example-dg$/u);
    await tab.keyboard.press('Home');
    await original.click();
    await tab.waitForURL(`${baseURL}/es/ocs/combat-table/#example-dg`);
    await context.close();
  });

  it('from a side-by-side view\'s own anchor (a correction of one column, the text\'s start), leads to the clause that holds it, or to the top', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/es/gdb/movement-phase/parallel/#8-5-a`);
    await tab.locator('[id="8-5-a"] a.correction-ref[href="#original-correction-5"]').click();
    await tab.waitForURL(/#original-correction-5$/u);
    await tab.locator('.doc-status a[hreflang="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/gdb/movement-phase/#8-5-a`);
    expect(await tab.locator('[data-fragment-notice]').count()).toBe(0);
    await tab.goto(`${baseURL}/es/gdb/movement-phase/parallel/#text-start`);
    expect(pathOf(await tab.locator('.doc-status a[hreflang="es"]').getAttribute('href'))).toBe('/es/gdb/movement-phase/');
    await tab.close();
  });

  it('from a clause\'s own page, its links to the clause in context and in the other language keep the sub-clause the address names', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/8-5/#8-5-b`);
    expect(pathOf(await tab.locator('a[data-in-context]').getAttribute('href'))).toBe('/ru/gdb/movement-phase/#8-5-b');
    expect(pathOf(await tab.locator('a[data-other-version]').getAttribute('href'))).toBe('/es/gdb/movement-phase/8-5/#8-5-b');
    // From a correction's mark (its list entry is the page's own), the sub-clause that holds it.
    await tab.locator('a.correction-ref[href="#correction-5"]').click();
    await tab.waitForURL(/#correction-5$/u);
    await tab.locator('a[data-lang-switch="es"]').click();
    await tab.waitForURL(`${baseURL}/es/gdb/movement-phase/8-5/#8-5-a`);
    await tab.close();
  });

  it('keeps a tool\'s state from a text to its original, not into the side-by-side view', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/ocs/combat-table/?code=AL1o1+DL1o2#combat-tool`);
    expect(pathOf(await tab.locator('a[data-original-link]').getAttribute('href'))).toBe('/es/ocs/combat-table/?code=AL1o1+DL1o2#combat-tool');
    // The side-by-side view has no tool: neither its state nor its place goes there, and a clause does.
    expect(pathOf(await tab.locator('a[data-parallel-link]').getAttribute('href'))).toBe('/ru/ocs/combat-table/parallel/');
    await tab.evaluate(() => (location.hash = 'example-dg'));
    await expect.poll(async () => pathOf(await tab.locator('a[data-parallel-link]').getAttribute('href'))).toBe('/ru/ocs/combat-table/parallel/#example-dg');
    await tab.close();
  });

  it('works from the side-by-side page too', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/es/ocs/combat-table/parallel/#defender-may-ignore`);
    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL(`${baseURL}/ru/ocs/combat-table/parallel/#defender-may-ignore`);
    await tab.close();
  });
});

describe('the side-by-side page', () => {
  it('shows both texts of a clause on one row, scrolled to by its link', async () => {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 800 }, reducedMotion: 'reduce' });
    await tab.goto(`${baseURL}/es/gdb/movement-phase/parallel/#8-5-e`);
    await tab.waitForFunction(inView, '[id="8-5-e"]');
    const original = tab.locator('[id="8-5-e"] [data-column="original"]');
    const translation = tab.locator('[id="8-5-e"] [data-column="translation"]');
    expect(await original.textContent()).toContain('35см (20”)');
    expect(await translation.textContent()).toContain('35 cm');
    const [left, right] = [await original.boundingBox(), await translation.boundingBox()];
    expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
    await tab.close();
  });

  it('never leaves a focused link under its sticky column headings, Tab or Shift+Tab (a low-vision review, 2.4.11)', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await tab.goto(`${baseURL}/es/ocs/combat-table/parallel/`);
    // How much of the focused element the sticky headings cover, in CSS pixels (none while they are not stuck).
    const covered = () => tab.evaluate(() => {
      const head = document.querySelector('.parallel-head')!.getBoundingClientRect();
      const focused = document.activeElement!.getBoundingClientRect();
      return head.top <= 0 && focused.top < head.bottom ? Math.min(focused.bottom, head.bottom) - Math.max(focused.top, head.top) : 0;
    });
    await tab.keyboard.press('End');
    await tab.locator('.pair').last().locator('a').last().focus();
    const hidden: number[] = [];
    for (let presses = 0; presses < 60; presses += 1) {
      await tab.keyboard.press('Shift+Tab');
      if ((await covered()) > 1) hidden.push(presses);
    }
    for (let presses = 0; presses < 30; presses += 1) {
      await tab.keyboard.press('Tab');
      if ((await covered()) > 1) hidden.push(presses);
    }
    expect(hidden).toEqual([]);
    await tab.close();
  });

  it('stacks the two texts on a narrow screen', async () => {
    const tab = await browser.newPage({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    await tab.goto(`${baseURL}/ru/ocs/reaction-phase/parallel/#transport-points`);
    const [first, second] = [
      await tab.locator('[id="transport-points"] [data-column="original"]').boundingBox(),
      await tab.locator('[id="transport-points"] [data-column="translation"]').boundingBox(),
    ];
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await tab.close();
  });
});

describe('the language links of a tool', () => {
  it('carry the state the reader has entered before they are clicked (to copy or open in a new tab)', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/es/tools/combat/`);
    await tab.locator('#ct-code').fill('AL1o1 Do1');
    await tab.waitForFunction(() => new URLSearchParams(location.search).get('code') === 'AL1o1 Do1');
    const href = await tab.locator('a[data-lang-switch="ru"]').getAttribute('href');
    const target = new URL(href ?? '', baseURL);
    expect(target.pathname).toBe('/ru/tools/combat/');
    expect(target.searchParams.get('code')).toBe('AL1o1 Do1');
    await tab.locator('#ct-code').fill('Ae3 DL2o2DG');
    await tab.waitForFunction(() => new URLSearchParams(location.search).get('code') === 'Ae3 DL2o2DG');
    expect(new URL((await tab.locator('a[data-lang-switch="ru"]').getAttribute('href')) ?? '', baseURL).searchParams.get('code')).toBe('Ae3 DL2o2DG');
    await tab.close();
  });

  it('carry a clause the reader jumped to through the table of contents', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    await tab.locator('.toc summary').click();
    await tab.locator('.toc a[href="#8-6"]').click();
    await tab.waitForURL(/#8-6$/);
    const target = new URL((await tab.locator('a[data-lang-switch="es"]').getAttribute('href')) ?? '', baseURL);
    expect(`${target.pathname}${target.hash}`).toBe('/es/gdb/movement-phase/#8-6');
    await tab.close();
  });
});

describe('the header’s links, for a reader who speaks them (an accessibility review)', () => {
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 360, height: 740 }],
  ])('are named with the words they show, on %s', async (_name, viewport) => {
    const context = await browser.newContext({ viewport });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    // The name spoken to a voice-control user must hold what is on screen: «RU», «GdB».
    const links = tab.locator('.lang-switch a, .game-nav a');
    const shown: string[] = [];
    for (const link of await links.all()) {
      // What is on screen: the text of the parts that take up room (a visually hidden part is one pixel wide).
      const text = await link.evaluate((anchor) =>
        [...anchor.childNodes]
          .map((part) => (part instanceof HTMLElement ? (part.getBoundingClientRect().width > 1 ? part.innerText : '') : (part.textContent ?? '')))
          .join('')
          .trim(),
      );
      // The accessibility tree's name of the link, as Chromium computes it.
      const name = /^- link "(.*)"/u.exec(await link.ariaSnapshot())?.[1] ?? '';
      expect(name, `a link showing «${text}»`).toContain(text);
      shown.push(text);
    }
    expect(shown).toContain('RU');
    if (viewport.width < 640) expect(shown).toContain('GdB');
    await context.close();
  });
});
