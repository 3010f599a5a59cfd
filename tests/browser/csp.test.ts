// The site as deployed (deploy/nginx.conf, its Content-Security-Policy header on top of each page's own
// policy), used the way readers use it, and fed hostile links. One browser, one context, few page loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../src/lib/security-headers';
import { STATE_PARAMS } from '../../src/lib/gdb/march-state';
import { TOOL_PARAMS } from '../../src/lib/ocs/tool-state';
import type { ParamProblem } from '../../src/lib/search/state';
import { launchBrowser, watchErrors } from '../support/browser';
import { startNginx } from '../../scripts/lib/nginx';

let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;
let context: BrowserContext;
/** Every Content-Security-Policy violation any page of the context reported. */
const violations: string[] = [];

beforeAll(async () => {
  nginx = await startNginx();
  browser = await launchBrowser();
  context = await browser.newContext();
  await context.exposeBinding('reportPolicyViolation', (_source, line: string) => violations.push(line));
  // Installed before any script of the page runs, so nothing the page does escapes it.
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      },
      true,
    );
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

/** A new tab that records console errors, failed requests, dialogs and every document it navigates to. */
async function tab(): Promise<{ page: Page; errors: string[]; dialogs: string[]; documents: string[]; close: () => Promise<void> }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const dialogs: string[] = [];
  const documents: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return { page, errors, dialogs, documents, close: () => page.close() };
}

describe('under the Content-Security-Policy nginx sends', () => {
  it('search, the tactical-march planner and the combat tools work without a single violation', async () => {
    violations.length = 0;
    const { page, errors, close } = await tab();
    const response = await page.goto(`${nginx.baseURL}/es/ocs/reaction-phase/`);
    expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

    await page.locator('#site-search-input').fill('explotacion');
    await page.locator('#site-search-panel .search-hit a').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.goto(`${nginx.baseURL}/ru/search/?q=${encodeURIComponent('8.5 д')}&all=1`);
    await page.locator('main .search-hit a').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('main .search-hit a').first().getAttribute('href')).toBe('/ru/gdb/movement-phase/#8-5-e');

    await page.goto(`${nginx.baseURL}/ru/gdb/movement-phase/?arm=cavalry&enemy=50`);
    await page.locator('#tm-order').selectOption('attack');
    await page.locator('#tm-enemy').fill('20');
    await expect(page.locator('[data-headline]').textContent()).resolves.toMatch(/\S/);
    expect(await page.locator('[data-sketch-svg]').count()).toBe(1);

    await page.goto(`${nginx.baseURL}/es/tools/combat/?attack=4&defense=1&shift=3&roll=12`);
    await page.locator('[data-ct-live]:not([hidden])').waitFor();
    expect(await page.locator('#ct-code').inputValue()).toBe('Ae3 DL2o2DG');
    await page.locator('td[data-row="9"][data-col="2"]').click();
    await page.locator('#ct-code').fill('Ao1 DL1o2');
    await page.locator('#ct-aretreat').fill('1');
    expect(await page.locator('[data-ct-steps] li').count()).toBeGreaterThan(0);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('reports what it blocks: an inline script put into a page does not run and is recorded', async () => {
    violations.length = 0;
    const { page, close } = await tab();
    await page.goto(`${nginx.baseURL}/es/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = 1';
      document.head.append(script);
    });
    // Each policy (the header's and the page's own) reports it.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    for (const line of violations) expect(line).toMatch(/^script-src-elem blocked inline /);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    await close();
  });
});

/** Values that try to become markup, script, a URL, a prototype key, or simply too much. */
const HOSTILE = [
  '<img src=x onerror="window.__pwned=1;alert(1)">',
  '"><script>window.__pwned=1;alert(1)</script>',
  "'><svg/onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  '</textarea><iframe src=javascript:alert(1)>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '__proto__',
  `${'9'.repeat(400)}<b>`,
];
/** The markup ones in one value (all of them in every input would pass nginx's 8 KB request line, and get a 414). */
const ALL_AT_ONCE = HOSTILE.slice(0, 5).join(' ');
const FRAGMENT = '#"><img src=x onerror=window.__pwned=1>';

/** Every URL input of each page that reads one, and where the page tells the reader what it could not use. */
const SEARCH_PARAMS: ParamProblem['param'][] = ['q', 'game', 'doc', 'text', 'all'];
const INPUTS = [
  { path: '/es/search/', params: SEARCH_PARAMS, problems: '[data-search-problems]', ready: 'main rules-search-results .search-status' },
  { path: '/ru/tools/tactical-march/', params: Object.values(STATE_PARAMS), problems: '[data-issues]', ready: 'form[data-march-planner]' },
  { path: '/es/tools/combat/', params: Object.values(TOOL_PARAMS), problems: '[data-ct-url-problems]', ready: '[data-ct-live]:not([hidden])' },
];

/**
 * What a hostile value could change on a page: its title, the elements that run, load or navigate, and a flag the
 * payloads set. The site's own code that a value calls for (a document's notice of a link's missing clause) is loaded
 * with preload links to its own files, which are not the value's doing.
 */
function pageShape(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    active: [...document.querySelectorAll('script, img, svg, iframe, frame, object, embed, base, form, meta, link, style, [onerror], [onload], a[href^="javascript:" i]')]
      .filter((element) => !(element.matches('link[rel="modulepreload"]') && new URL(element.getAttribute('href') ?? '', location.href).href.startsWith(`${location.origin}/_astro/`)))
      .map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.getAttribute('href') ?? ''}`),
    pwned: (window as unknown as { __pwned?: number }).__pwned,
  }));
}

describe('hostile values in every URL input', () => {
  it.each(INPUTS)('$path shows them as text and changes nothing else', async ({ path, params, problems, ready }) => {
    violations.length = 0;
    const { page, errors, dialogs, documents, close } = await tab();
    await page.goto(`${nginx.baseURL}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    const clean = await pageShape(page);

    // Once with every input carrying every payload at once, once with a different payload in each input and a hostile fragment.
    const everything = new URLSearchParams(params.map((param) => [param, ALL_AT_ONCE]));
    const oneEach = new URLSearchParams(params.map((param, index) => [param, HOSTILE[index % HOSTILE.length]!]));
    for (const query of [`?${everything}`, `?${oneEach}${FRAGMENT}`]) {
      documents.length = 0;
      await page.goto(`${nginx.baseURL}${path}${query}`);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.locator(problems).waitFor({ timeout: 30_000 });
      const told = await page.locator(problems).textContent();
      expect(HOSTILE.some((value) => told?.includes(value.slice(0, 30))), `${problems} quotes a value, as text`).toBe(true);
      expect(await pageShape(page)).toEqual(clean);
      expect(documents).toEqual([`${nginx.baseURL}${path}${query.replace(/#.*/, '')}`]);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('a hostile #fragment on a document page changes nothing, and the language switch carries it only as a fragment', async () => {
    violations.length = 0;
    const { page, errors, dialogs, documents, close } = await tab();
    await page.goto(`${nginx.baseURL}/es/ocs/reaction-phase/`);
    const clean = await pageShape(page);
    await page.goto(`${nginx.baseURL}/es/ocs/reaction-phase/${FRAGMENT}`);
    // The page says that no clause of it is the fragment, quoting it as text.
    await page.locator('[data-fragment-notice] p').waitFor();
    expect(await page.locator('[data-fragment-notice] p').textContent()).toContain(`«${FRAGMENT.slice(1)}»`);
    expect(await pageShape(page)).toEqual(clean);
    documents.length = 0;
    await page.locator('a[data-lang-switch="ru"]').first().click();
    await page.waitForURL((url) => url.pathname === '/ru/ocs/reaction-phase/');
    expect(documents.map((url) => new URL(url).pathname)).toEqual(['/ru/ocs/reaction-phase/']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
