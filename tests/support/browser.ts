import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { launchChromium } from '../../scripts/lib/chromium';

/**
 * Debian's Chromium, started the way this closed network needs (no background connections). In a test
 * run, the one Chromium the run shares (`shared-browser.ts`): closing it then only disconnects this file.
 * @example const browser = await launchBrowser(); const tab = await (await browser.newContext()).newPage();
 */
export async function launchBrowser(): Promise<Browser> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest');
    const endpoint = inject('browserEndpoint');
    if (endpoint) return chromium.connect(endpoint);
  }
  return launchChromium();
}

/** Collects console errors and failed requests of a page, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut short because the test navigated on (a favicon mid-load) is not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return errors;
}

/** Axe's violations as readable lines: the rule, its help, and the first three elements that break it. */
function readable(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** What the site is held to: WCAG 2.x A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * An axe scan run whole inside the page. The site has no frames, so axe's default (a part per frame, joined in a
 * second, blank page) only adds a page and a second copy of axe to every scan: half its time. Passing elements are
 * only counted, not described: the tests read the violations alone.
 */
const scan = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * Axe violations of a page (WCAG 2.x A and AA, plus best practices), as readable lines; `include` limits
 * the scan to one part of the page, when the rest is already checked elsewhere.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = scan(page).withTags(AXE_TAGS);
  return readable(await (include ? builder.include(include) : builder).analyze());
}

/**
 * The axe rules whose verdict depends on colours alone: after a theme switch only these can change, since
 * the theme swaps colours and nothing else (the markup, names, roles and focus order stay as they were).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe violations of a page but for its colours (see {@link COLOUR_RULES}): names, roles, structure, focus. For a page
 * whose colours are checked on its twin in the other language (the same template and styles, other words).
 */
export async function structureViolations(page: Page): Promise<string[]> {
  const results = await scan(page).withTags(AXE_TAGS).disableRules(COLOUR_RULES).analyze();
  return readable(results);
}

/** Axe violations of a page's colours only (see {@link COLOUR_RULES}), for a page already scanned whole in the other theme. */
export async function colourViolations(page: Page): Promise<string[]> {
  const results = await scan(page).withRules(COLOUR_RULES).analyze();
  return readable(results);
}

/** Presses Tab until the element matching `selector` has focus (at most `limit` times). */
export async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`never reached ${selector} with Tab`);
}

/** A colour as red, green and blue, 0–255. */
export type Rgb = [number, number, number];

/**
 * The colours of a screenshot's pixels along its first row, at the given x positions, as the page's own canvas decodes
 * the PNG: what a reader sees there, forced colours and all.
 * @example const [ring, inside] = await screenshotColours(tab, await tab.screenshot({ clip }), [1, 4])
 */
export async function screenshotColours(page: Page, png: Buffer, xs: number[]): Promise<Rgb[]> {
  return page.evaluate(async ({ data, at }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return at.map((x) => [...context.getImageData(Math.min(Math.max(0, x), image.width - 1), 0, 1, 1).data.subarray(0, 3)] as [number, number, number]);
  }, { data: png.toString('base64'), at: xs });
}

/**
 * The WCAG contrast ratio of two colours (1 to 21).
 * @example contrastRatio([0, 0, 0], [255, 255, 255]) // 21
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = (colour: Rgb) => {
    const [r, g, b] = colour.map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
