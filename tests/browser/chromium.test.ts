import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Chromium the tests drive', () => {
  // Every test opens pages in contexts of their own; a page of the browser's own beside each (the address bar's
  // popup, see scripts/lib/chromium.ts) would double the cost of every one.
  it('opens a page without pages of the browser’s own beside it', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto('data:text/html,<title>t</title>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    await cdp.detach();
    await context.close();
    expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
    expect(targetInfos.length).toBeGreaterThan(0);
  });
});
