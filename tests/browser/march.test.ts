import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TYPING_PAUSE_MS } from '../../src/scripts/live-status';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, launchBrowser, screenshotColours, watchErrors } from '../support/browser';
import { page as builtPage } from '../support/site';
import { docPath, toolPath } from '../../src/lib/site-paths';
import { useTranslations } from '../../src/i18n';

const baseURL = inject('baseURL');
const NBSP = '\u00a0';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a site path in a fresh context; the test closes the context. */
async function open(path: string, options: BrowserContextOptions = {}): Promise<{ tab: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const tab = await context.newPage();
  const errors = watchErrors(tab);
  await tab.goto(`${baseURL}${path}`);
  // The planner starts with the page on its own page and from a shared link; in the chapter, as the reader reaches it.
  if (options.javaScriptEnabled !== false && (path.includes('/tools/') || path.includes('?'))) await plannerStarted(tab);
  return { tab, errors, close: () => context.close() };
}

/** Waits until the planner's code has started (its form shows). */
const plannerStarted = (tab: Page) => tab.locator('[data-march-planner]:not([hidden])').waitFor();

const headline = (tab: Page) => tab.locator('[data-headline]').textContent();
const reasonLinks = (tab: Page, kind?: string) =>
  tab.locator(`[data-reasons] li${kind ? `[data-kind="${kind}"]` : ''} a.clause-ref`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const attribute = (tab: Page, selector: string, name: string) => tab.locator(`[data-sketch-svg] ${selector}`).getAttribute(name);

/** The ids a built chapter page really has, to check the links the script builds (the build checks only its own). */
function chapterIds(lang: 'es' | 'ru'): Set<string> {
  const $ = builtPage(docPath(lang, 'gdb', 'movement-phase'));
  return new Set($('[id]').toArray().map((element) => element.attribs.id ?? ''));
}

describe('a forum link to the Spanish tool page', () => {
  const query = '?nation=france&gifted=1&initiative=2&arm=cavalry&formation=half-squadron-column&order=attack&moved=no&brigade=1&enemy=50&unit=cm';

  it('reproduces the form, the allowance, the answer and the sketch', async () => {
    const { tab, errors, close } = await open(`/es/tools/tactical-march/${query}`);
    await expect(tab.locator('form[data-march-planner]').isVisible()).resolves.toBe(true);
    await expect(tab.locator('[data-issues]').isVisible()).resolves.toBe(false);
    expect(await tab.locator('[data-needs-script]').count()).toBe(0);
    expect(await tab.locator('[data-script-loading]').count()).toBe(0);
    expect(await tab.locator('#tm-nation').inputValue()).toBe('france');
    expect(await tab.locator('#tm-gifted').isChecked()).toBe(true);
    expect(await tab.locator('#tm-initiative').inputValue()).toBe('2');
    expect(await tab.locator('#tm-arm').inputValue()).toBe('cavalry');
    expect(await tab.locator('#tm-formation').inputValue()).toBe('half-squadron-column');
    expect(await tab.locator('#tm-order').inputValue()).toBe('attack');
    expect(await tab.locator('#tm-enemy').inputValue()).toBe('50');
    expect(await tab.locator('input[name="unit"][value="cm"]').isChecked()).toBe(true);

    expect(await tab.locator('[data-allowance-total]').textContent()).toBe('Brigadas que pueden hacer marcha táctica este turno: 5');
    expect(await headline(tab)).toBe(`Sí, pero solo 15${NBSP}cm de sus 40${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);

    const hrefs = await reasonLinks(tab);
    const ids = chapterIds('es');
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(href?.startsWith('/es/gdb/movement-phase/#'), href ?? '').toBe(true);
      expect(ids.has(href?.split('#')[1] ?? ''), href ?? '').toBe(true);
    }

    expect(await attribute(tab, '[data-ring]', 'cx')).toBe('50');
    expect(await attribute(tab, '[data-ring]', 'r')).toBe('35');
    expect(await attribute(tab, '[data-march]', 'x2')).toBe('15');
    expect(await attribute(tab, '[data-rest]', 'x2')).toBe('40');
    expect(await attribute(tab, '[data-rest]', 'visibility')).toBe('visible');
    const description = await tab.locator('[data-sketch-text]').textContent();
    expect(description).toBe(
      `El enemigo está a 50${NBSP}cm; la unidad marcha 15${NBSP}cm de sus 40${NBSP}cm y se detiene en el círculo de 35${NBSP}cm alrededor del enemigo.`,
    );
    await expect(tab.getByRole('img', { name: description ?? '' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a link to the Russian chapter, in inches, for a unit that may not march', () => {
  it('says no, lists every broken rule with its clause, and follows a clause link', async () => {
    const { tab, errors, close } = await open('/ru/gdb/movement-phase/?arm=infantry&formation=line&order=other&moved=yes&enemy=10&unit=in');
    expect(await headline(tab)).toBe('В этот ход подразделение не может совершить тактический марш.');
    // A unit in line breaks 8.5 б) and, with it, the whole-brigade rule of 8.5.
    expect(await reasonLinks(tab, 'unmet')).toEqual(['#8-5', '#8-5-a', '#8-5-b', '#8-5-f', '#8-5-e']);
    expect(await tab.locator('input[name="unit"][value="in"]').isChecked()).toBe(true);
    expect(await tab.locator('[data-distance-label]').textContent()).toBe('Расстояние до ближайшего подразделения противника, в дюймах');
    expect(await attribute(tab, '[data-arrow]', 'visibility')).toBe('hidden');
    expect(await attribute(tab, '[data-march]', 'visibility')).toBe('hidden');
    await expect(tab.locator('[data-legend-march]').isVisible()).resolves.toBe(false);
    expect(await attribute(tab, '[data-ring]', 'r')).toBe('20');
    expect(await tab.locator('[data-sketch-text]').textContent()).toBe('Подразделение не идёт маршем; до противника 10″, вокруг него круг радиусом 20″.');

    await tab.locator('[data-reasons] li[data-kind="unmet"] a[href="#8-5-e"]').focus();
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => location.hash === '#8-5-e');
    await expect(tab.locator('[id="8-5-e"]').evaluate((clause) => clause.matches(':target'))).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('in the chapter', () => {
  const resources = (tab: Page) => tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

  it('fetches the planner’s own page only as a reader nears it, then shows the form whole, its answers a level below the planner’s heading', async () => {
    const { tab, errors, close } = await open('/es/gdb/movement-phase/');
    await tab.waitForLoadState('networkidle');
    expect((await resources(tab)).filter((path) => path.startsWith('/es/tools/tactical-march/'))).toEqual([]);
    expect(await tab.locator('#tactical-march form').count()).toBe(0);

    await tab.locator('#tactical-march').scrollIntoViewIfNeeded();
    await plannerStarted(tab);
    expect((await resources(tab)).filter((path) => path.startsWith('/es/tools/tactical-march/')).sort()).toEqual(['/es/tools/tactical-march/', '/es/tools/tactical-march/data.json']);
    expect(await tab.locator('#tactical-march [data-deferred]').count()).toBe(0);
    await expect(tab.locator('[data-needs-script]').isVisible()).resolves.toBe(false);
    await tab.locator('[data-add-unit]').click();
    // The planner is an h3 under the widget's h2 here, so each unit's answer is an h4.
    expect(await tab.locator('#tactical-march [data-unit-entry] .march-answer > :first-child').evaluateAll((headings) => headings.map((heading) => heading.tagName))).toEqual(['H4', 'H4']);
    await tab.locator('#tm-order').selectOption('attack');
    await tab.locator('[data-unit-entry]').first().locator('input[name="enemy"]').fill('90');
    await expect.poll(() => tab.locator('[data-headline]').first().textContent()).toMatch(/\S/);
    expect(await axeViolations(tab, '#tactical-march')).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the tables, and says the planner did not come, when its own page cannot be had', async () => {
    const context = await browser.newContext();
    await context.route('**/es/tools/tactical-march/', (route) => route.abort());
    const tab = await context.newPage();
    const thrown: string[] = [];
    tab.on('pageerror', (error) => thrown.push(error.message));
    await tab.goto(`${baseURL}/es/gdb/movement-phase/?enemy=20`);
    await tab.waitForLoadState('networkidle');
    // Scripts are on: the planner did not come, which its loading note says, with what to do.
    await expect(tab.locator('[data-needs-script]').isVisible()).resolves.toBe(false);
    expect(await tab.locator('#tactical-march [data-script-loading]').textContent()).toBe(useTranslations('es', 'tactical-march')('planner.loading'));
    await expect(tab.locator('#tactical-march [data-script-loading]').isVisible()).resolves.toBe(true);
    await expect(tab.locator('[data-commander-table]').isVisible()).resolves.toBe(true);
    expect(await tab.locator('#tactical-march form').count()).toBe(0);
    expect(thrown).toEqual([]);
    await context.close();
  });

  it('says the planner is loading, not that it needs JavaScript, while its script is on its way or lost (a poor connection)', async () => {
    for (const lang of ['es', 'ru'] as const) {
      const context = await browser.newContext();
      await context.route(/\/_astro\/march-planner\.[^/]+\.js$/u, (route) => route.abort('internetdisconnected'));
      const tab = await context.newPage();
      await tab.goto(`${baseURL}${toolPath(lang, 'gdb')}`);
      await tab.waitForLoadState('networkidle');
      const loading = tab.locator('[data-script-loading]');
      expect(await loading.textContent()).toBe(useTranslations(lang, 'tactical-march')('planner.loading'));
      await expect(loading.isVisible()).resolves.toBe(true);
      await expect(tab.locator('[data-needs-script]').isVisible()).resolves.toBe(false);
      await context.close();
    }
  });
});

describe('a hostile link', () => {
  const markup = '<img src=x onerror="window.pwned=1">';
  const params = new URLSearchParams([
    ['nation', '<script>window.pwned=1</script>'],
    ['gifted', 'perhaps'],
    ['initiative', '1e9'],
    ['arm', '__proto__'],
    ['formation', 'x'.repeat(300)],
    ['order', markup],
    ['moved', 'constructor'],
    ['brigade', '\u0000'],
    ['enemy', '-1'],
    ['unit', 'mm'],
  ]);

  it('names the unit of a brigade whose linked value it set aside (a rules review: two errors, no unit)', async () => {
    const { tab, errors, close } = await open('/ru/tools/tactical-march/?arm=infantry&enemy=100&arm2=cavalry&enemy2=abc&arm3=infantry&enemy3=-1');
    expect(await tab.locator('[data-issue-list] li').allTextContents()).toEqual([
      'Подразделение 2: расстояние до противника — число от 0 до 9999,99, не больше 2 знаков после запятой, а не «abc».',
      'Подразделение 3: расстояние до противника — число от 0 до 9999,99, не больше 2 знаков после запятой, а не «-1».',
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('lists what it could not use, as text, and shows the defaults; nothing runs', async () => {
    const { tab, errors, close } = await open(`/es/tools/tactical-march/?${params}`);
    await expect(tab.locator('[data-issues]').isVisible()).resolves.toBe(true);
    const issues = await tab.locator('[data-issue-list] li').allTextContents();
    expect(issues).toHaveLength(10);
    expect(issues).toContain(`Orden desconocida: «${markup}».`);
    expect(issues).toContain(`Formación desconocida: «${'x'.repeat(40)}…».`);
    expect(issues).toContain('La distancia al enemigo debe ser un número de 0 a 9999,99, con 2 decimales como mucho, no «-1».');
    expect(await tab.locator('#tactical-march img, #tactical-march [data-issues] script').count()).toBe(0);
    expect(await tab.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await headline(tab)).toBe(`Sí, pero solo 25${NBSP}cm de sus 30${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);
    expect(await tab.locator('#tm-arm').inputValue()).toBe('infantry');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the planner by keyboard', () => {
  it('toggles the unit, moves through the fields in order, reports a mistyped distance and updates the link', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/');
    expect(new URL(tab.url()).search).toBe('');
    await tab.locator('input[name="unit"][value="cm"]').focus();
    await tab.keyboard.press('ArrowRight');
    expect(await tab.locator('input[name="unit"][value="in"]').isChecked()).toBe(true);
    expect(await tab.locator('[data-distance-label]').textContent()).toBe('Distancia a la unidad enemiga más cercana, en pulgadas');
    expect(await tab.evaluate(() => localStorage.getItem('length-unit'))).toBe('in');
    expect(new URL(tab.url()).searchParams.get('unit')).toBe('in');

    const order: string[] = [];
    for (let i = 0; i < 10; i++) {
      await tab.keyboard.press('Tab');
      order.push(
        await tab.evaluate(() => {
          const active = document.activeElement;
          return active instanceof HTMLAnchorElement ? new URL(active.href).hash : ((active as HTMLInputElement | null)?.name ?? '');
        }),
      );
    }
    // The allowance's clause link sits between the commander's fields and the brigade's; the units come last.
    expect(order).toEqual(['nation', 'gifted', 'initiative', '#8-5-commanders', 'order', 'brigade', 'arm', 'formation', 'moved', 'enemy']);
    const outline = await tab.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');

    const linkBefore = tab.url();
    await tab.keyboard.press('ControlOrMeta+A');
    await tab.keyboard.type('abc');
    const error = tab.locator('#tm-enemy-error');
    expect(await error.textContent()).toBe('La distancia al enemigo debe ser un número de 0 a 9999,99, con 2 decimales como mucho, no «abc».');
    expect(await tab.locator('#tm-enemy').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.locator('#tm-enemy').getAttribute('aria-describedby')).toBe('tm-enemy-error');
    expect(await headline(tab)).toBe('Corrige la distancia al enemigo para ver la respuesta.');
    await expect(tab.locator('[data-sketch]').isVisible()).resolves.toBe(false);
    expect(tab.url()).toBe(linkBefore);

    await tab.keyboard.press('ControlOrMeta+A');
    await tab.keyboard.type('30');
    await expect(error.isVisible()).resolves.toBe(false);
    expect(await tab.locator('#tm-enemy').getAttribute('aria-invalid')).toBeNull();
    expect(await headline(tab)).toBe('Sí, pero solo 10″ de sus 18″: se detiene a 20″ del enemigo.');
    expect(new URL(tab.url()).searchParams.get('enemy')).toBe('30');

    await tab.locator('#tm-gifted').focus();
    await tab.keyboard.press('Space');
    expect(await tab.locator('[data-allowance-total]').textContent()).toBe('Brigadas que pueden hacer marcha táctica este turno: 3');
    await tab.locator('#tm-initiative').focus();
    await tab.keyboard.press('ControlOrMeta+A');
    await tab.keyboard.type('-2');
    expect(await tab.locator('#tm-initiative-error').textContent()).toBe(
      'Las tiradas de iniciativa del general de brigada superadas deben ser un número entero de 0 a 99, no «-2».',
    );
    // Emptied, the field is asked to be filled in, not told that «» is not a number (a rules expert's review).
    await tab.keyboard.press('ControlOrMeta+A');
    await tab.keyboard.press('Backspace');
    expect(await tab.locator('#tm-initiative-error').textContent()).toBe(
      'Escribe cuántas tiradas de iniciativa del general de brigada se superaron: un número entero de 0 a 99.',
    );
    await tab.keyboard.press('ControlOrMeta+A');
    await tab.keyboard.type('2');
    expect(await tab.locator('[data-allowance-total]').textContent()).toBe('Brigadas que pueden hacer marcha táctica este turno: 5');

    await tab.locator('#tm-arm').focus();
    await tab.keyboard.press('End');
    expect(await tab.locator('#tm-arm').inputValue()).toBe('skirmishers');
    expect(await tab.locator('#tm-formation option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'open-order',
      'unformed',
    ]);
    expect(await tab.locator('[data-reasons] li[data-kind="note"]').allTextContents()).toContainEqual(
      expect.stringContaining('aquí marchan como infantería, 18″'),
    );

    await tab.goto(`${baseURL}/es/tools/tactical-march/`);
    await plannerStarted(tab);
    expect(await tab.locator('input[name="unit"][value="in"]').isChecked()).toBe(true);
    expect(await tab.locator('#tm-enemy').inputValue()).toBe('36');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a general in the planner', () => {
  it('is not offered a formation change, and one chosen for another arm goes when the arm becomes a general', async () => {
    const { tab, errors, close } = await open('/ru/tools/tactical-march/');
    await tab.locator('#tm-moved').selectOption('formation-change-only');
    await tab.locator('#tm-arm').selectOption('general');
    expect(await tab.locator('#tm-moved').inputValue()).toBe('no');
    expect(await tab.locator('#tm-moved option[value="formation-change-only"]').isDisabled()).toBe(true);
    expect(new URL(tab.url()).searchParams.get('moved')).toBeNull();
    // Another arm again: the option is back.
    await tab.locator('#tm-arm').selectOption('cavalry');
    expect(await tab.locator('#tm-moved option[value="formation-change-only"]').isDisabled()).toBe(false);
    // A link that says so anyway is answered as a general that did not move, and says why.
    await tab.goto(`${baseURL}/ru/tools/tactical-march/?arm=general&moved=formation-change-only&enemy=50&unit=cm`);
    await plannerStarted(tab);
    expect(await tab.locator('#tm-moved').inputValue()).toBe('no');
    expect(await tab.locator('[data-issues]').textContent()).toContain('У Генерала нет построения');
    // And the 35 cm stop that cuts his march is marked as the site's reading.
    expect(await tab.locator('[data-reasons] li[data-kind="note"]').allTextContents()).toContainEqual(expect.stringContaining('прочтение сайта'));
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the state in the address', () => {
  it('reproduces the answer from a copied link, and carries over to the other language', async () => {
    const { tab, errors, close } = await open('/es/gdb/movement-phase/');
    // The planner's code loads as the reader scrolls to it, not with the page.
    expect(await tab.locator('[data-march-planner]').isHidden()).toBe(true);
    await tab.locator('[data-march-tool]').scrollIntoViewIfNeeded();
    await tab.locator('#tm-nation').selectOption('russia');
    await tab.locator('#tm-arm').selectOption('general');
    await expect(tab.locator('[data-formation-field]').isVisible()).resolves.toBe(false);
    await tab.locator('#tm-enemy').fill('75');
    const answer = await headline(tab);
    expect(answer).toBe(`Sí: marcha 40${NBSP}cm, su marcha completa.`);
    const link = new URL(tab.url());
    expect(link.hash).toBe('#tactical-march');
    // What differs from the defaults, and the length unit the distance is in.
    expect(Object.fromEntries(link.searchParams)).toEqual({ nation: 'russia', arm: 'general', enemy: '75', unit: 'cm' });

    const copy = await browser.newPage();
    await copy.goto(link.href);
    await plannerStarted(copy);
    expect(await headline(copy)).toBe(answer);
    expect(await copy.locator('#tm-nation').inputValue()).toBe('russia');
    await copy.close();

    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL((url) => url.pathname === '/ru/gdb/movement-phase/');
    await plannerStarted(tab);
    expect(new URL(tab.url()).search).toBe(link.search);
    expect(await headline(tab)).toBe(`Да: подразделение проходит 40${NBSP}см, полный тактический марш.`);
    expect(await tab.locator('[data-allowance-total]').textContent()).toBe('Бригад, которые могут совершить тактический марш в этот ход: 1');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(['/es/tools/tactical-march/', '/ru/gdb/movement-phase/'])('%s on a 360 px phone', (path) => {
  it('scrolls only vertically, tables and sketch included', async () => {
    const { tab, close } = await open(`${path}?arm=cavalry&enemy=9999&unit=in`, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tableOverflow = await tab.locator('#tactical-march .table-wrap').evaluateAll((wraps) => wraps.map((wrap) => wrap.scrollWidth - wrap.clientWidth));
    expect(tableOverflow.length).toBeGreaterThanOrEqual(2);
    expect(tableOverflow.filter((excess) => excess > 0)).toEqual([]);
    const sketch = await tab.locator('[data-sketch-svg]').boundingBox();
    expect(sketch?.width).toBeLessThanOrEqual(360);
    await close();
  });
});

describe('accessibility of the answer', () => {
  // pages.test.ts scans both tool pages and both chapters in both themes as they load; this scan adds
  // what only appears later: the link problems, the broken rules and a field error.
  it('has no axe violations with link problems, broken rules and a mistyped field shown, in the dark theme', async () => {
    const { tab, close } = await open('/es/tools/tactical-march/?nation=prussia&arm=cavalry&formation=line&order=other&enemy=20', { colorScheme: 'dark' });
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect(tab.locator('[data-issues]').isVisible()).resolves.toBe(true);
    // The whole-brigade rule (8.5), the order (8.5 а), the formation (8.5 б) and the 35 cm stop (8.5 д).
    expect(await tab.locator('[data-reasons] li[data-kind="unmet"]').count()).toBe(4);
    await tab.locator('#tm-initiative').fill('muchas');
    await expect(tab.locator('#tm-initiative-error').isVisible()).resolves.toBe(true);
    expect(await axeViolations(tab, '#tactical-march')).toEqual([]);
    await close();
  });
});

describe("the sketch's legend", () => {
  it.each(['none', 'active'] as const)('tells the unit from the enemy by shape, not by colour alone, forced colours %s (a low-vision review, 1.4.1)', async (forcedColors) => {
    const { tab, close } = await open('/es/tools/tactical-march/', { forcedColors, viewport: { width: 1280, height: 900 } });
    // The centre of each key against the page behind it: the unit's key is filled, the enemy's is an outline.
    const filled = async (selector: string) => {
      const key = tab.locator(`.march-legend ${selector}`).first();
      await key.scrollIntoViewIfNeeded();
      const box = (await key.boundingBox())!;
      const shot = await tab.screenshot({ clip: { x: box.x - 6, y: box.y + box.height / 2 - 1, width: box.width + 12, height: 2 } });
      // The screenshot's pixels: its centre, and a pixel of the page left of the key.
      const [centre, page] = (await screenshotColours(tab, shot, [Math.floor((box.width + 12) / 2), 1])).map((colour) => colour.join(','));
      return centre !== page;
    };
    expect(await filled('.key-unit')).toBe(true);
    expect(await filled('.key-enemy')).toBe(false);
    await close();
  });
});

describe('without JavaScript', () => {
  it('shows the tables and says the planner needs JavaScript', async () => {
    const { tab, close } = await open('/ru/tools/tactical-march/', { javaScriptEnabled: false });
    await expect(tab.locator('[data-commander-table]').isVisible()).resolves.toBe(true);
    await expect(tab.locator('[data-distance-table]').isVisible()).resolves.toBe(true);
    await expect(tab.locator('form[data-march-planner]').isVisible()).resolves.toBe(false);
    await expect(tab.locator('[data-needs-script]').isVisible()).resolves.toBe(true);
    expect(await tab.locator('[data-needs-script]').textContent()).toBe('Планировщику нужен JavaScript; таблицы выше читаются и без него.');
    await expect(tab.locator('[data-script-loading]').isVisible()).resolves.toBe(false);
    await close();
  });
});

/** The text of the whole widget, as a reader sees it once the planner has answered. */
const widgetText = (tab: Page) => tab.locator('#tactical-march').evaluate((root) => (root as HTMLElement).innerText);

describe('switching between centimetres and inches', () => {
  it('converts what was typed at the rules’ scale (60 cm → 36″), so the answer stays a cut march, and says where cm and ″ disagree', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/?arm=cavalry&formation=squadron-column&enemy=60&unit=cm');
    expect(await headline(tab)).toBe(`Sí, pero solo 25${NBSP}cm de sus 40${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);
    expect(await tab.locator('#tm-unit-hint').textContent()).toContain('5 cm por 3″');

    await tab.locator('input[name="unit"][value="in"]').check();
    expect(await tab.locator('#tm-enemy').inputValue()).toBe('36');
    expect(await headline(tab)).toBe('Sí, pero solo 16″ de sus 24″: se detiene a 20″ del enemigo.');
    // 36″ is the default distance in inches, so the link carries the unit and leaves the distance out.
    expect(Object.fromEntries(new URL(tab.url()).searchParams)).toEqual({ arm: 'cavalry', unit: 'in' });
    const notes = await tab.locator('[data-reasons] li[data-kind="note"]').allTextContents();
    expect(notes).toContainEqual(expect.stringContaining(`(60${NBSP}cm) daría otra respuesta: marcharía 25${NBSP}cm`));
    // The 5 cm : 3″ ratio is read off the text's other pairs: the text itself states no scale.
    expect(notes).toContainEqual(expect.stringContaining(`empareja 35${NBSP}cm con 20″, aunque, según la proporción de sus demás parejas (5 cm : 3″), 35${NBSP}cm son 21″`));

    await tab.locator('input[name="unit"][value="cm"]').check();
    expect(await tab.locator('#tm-enemy').inputValue()).toBe('60');
    expect(await headline(tab)).toBe(`Sí, pero solo 25${NBSP}cm de sus 40${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);
    expect(errors).toEqual([]);
    await close();
  });

  it('says, next to the distance table, that the rules pair 35 cm with 20″ rather than 21″', async () => {
    const { tab, close } = await open('/ru/tools/tactical-march/');
    expect(await tab.locator('[data-scale-note]').textContent()).toContain(`35${NBSP}см в паре с 20″, а не с 21″`);
    await close();
  });
});

describe('8.5 е): a normal move and a march', () => {
  it('offers "none", "another normal move (no march)" and "only a formation change", says which combines, and answers each as the rules say', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/?enemy=100&unit=cm');
    expect(await tab.locator('#tm-moved option').allTextContents()).toEqual(['Ninguno', 'Otro movimiento normal (sin marcha)', 'Solo un cambio de formación']);
    const hint = await tab.locator('#tm-moved').getAttribute('aria-describedby');
    expect(await tab.locator(`[id="${hint}"]`).textContent()).toBe(
      'Según el sentido probable de 8.5 е) (véase la nota del traductor en la cláusula), solo un cambio de formación se puede combinar con la marcha táctica; cualquier otro movimiento normal la impide.',
    );
    expect(await headline(tab)).toBe(`Sí: marcha 30${NBSP}cm, su marcha completa.`);

    await tab.locator('#tm-moved').selectOption('yes');
    expect(await headline(tab)).toBe('No puede hacer marcha táctica este turno.');
    expect(await reasonLinks(tab, 'unmet')).toEqual(['/es/gdb/movement-phase/#8-5-f']);

    // The formation asked for is the one the unit marches in, before or after a change (8.5 е) sets no order): said
    // beside the field and in a refusal.
    const formationHint = await tab.locator('#tm-formation').getAttribute('aria-describedby');
    expect(await tab.locator(`[id="${formationHint}"]`).textContent()).toBe(
      'La formación en la que marcha: si cambia de formación antes de marchar, la de después del cambio; si marcha primero y cambia después, aquella en la que marcha.',
    );
    await tab.locator('#tm-moved').selectOption('formation-change-only');
    await tab.locator('#tm-formation').selectOption('line');
    expect(await headline(tab)).toBe('No puede hacer marcha táctica este turno.');
    expect(await tab.locator('[data-reasons] li[data-kind="unmet"]').allTextContents()).toContainEqual(
      expect.stringContaining('Con un cambio de formación se indica la formación en la que marcha'),
    );
    await tab.locator('#tm-formation').selectOption('company-column');
    const answer = await headline(tab);
    expect(answer).toBe(`Sí, con el cambio de formación: como mucho 30${NBSP}cm; el cambio ocupa una parte del turno (tabla 8.9, no publicada), y la marcha puede ser más corta.`);
    expect(await reasonLinks(tab, 'note')).toContain('/es/gdb/movement-phase/#8-8');
    expect((await tab.locator('[data-reasons] li').allTextContents()).join(' ')).not.toMatch(/completa|completos/u);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('at or inside the 35 cm (20″) ring', () => {
  it.each([
    ['35', 'cm'],
    ['20', 'in'],
    ['0', 'cm'],
  ])('%s %s: "no march" toward the enemy, never "yes, but 0"', async (enemy, unit) => {
    const { tab, close } = await open(`/es/tools/tactical-march/?enemy=${enemy}&unit=${unit}`);
    const stop = unit === 'cm' ? `35${NBSP}cm` : '20″';
    expect(await headline(tab)).toBe(`Si marcha hacia el enemigo, no puede hacer marcha táctica este turno: ya está a ${stop} o menos de él.`);
    expect(await attribute(tab, '[data-march]', 'visibility')).toBe('hidden');
    await close();
  });

  it('marches what is left just outside it', async () => {
    const { tab, close } = await open('/es/tools/tactical-march/?enemy=35,5&unit=cm');
    expect(await headline(tab)).toBe(`Sí, pero solo 0,5${NBSP}cm de sus 30${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`);
    await close();
  });
});

/** A text matched as it is, inside a pattern. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a brigade at the planner\'s limit of units', () => {
  it('says which units of a link it leaves out, and why the add button adds no more', async () => {
    const units = Array.from({ length: 20 }, (_, index) => `arm${index + 1}=cavalry`).join('&');
    const { tab, errors, close } = await open(`/es/tools/tactical-march/?${units}&arm22=artillery&unit=cm`);
    expect(await tab.locator('[data-issue-list] li').allTextContents()).toEqual([
      'El enlace describe la unidad 22, que no se lee: las unidades van numeradas sin huecos, hasta 20. Unidades leídas: 20.',
    ]);
    expect(await tab.locator('[data-unit-entry]').count()).toBe(20);
    const add = tab.locator('[data-add-unit]');
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    expect(await add.getAttribute('aria-describedby')).toBe('tm-add-limit');
    expect(await tab.locator('#tm-add-limit').isVisible()).toBe(true);
    expect(await tab.locator('#tm-add-limit').textContent()).toBe('El planificador admite 20 unidades por brigada como mucho.');
    await add.focus();
    await tab.keyboard.press('Enter');
    expect(await tab.locator('[data-unit-entry]').count()).toBe(20);
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    // One unit fewer, and the button adds again.
    await tab.locator('[data-unit-entry]').last().locator('[data-remove-unit]').click();
    expect(await add.getAttribute('aria-disabled')).toBe('false');
    expect(await tab.locator('#tm-add-limit').isHidden()).toBe(true);
    // Below the limit the button is not described by the note.
    expect(await add.getAttribute('aria-describedby')).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the planner\'s live region', () => {
  it('reads out a typed distance once the reader pauses, not at every keystroke', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/?enemy=100&unit=cm');
    const region = tab.locator('#tactical-march [data-announce]');
    await region.evaluate((element) => {
      const counted = window as unknown as { writes: number };
      counted.writes = 0;
      new MutationObserver(() => (counted.writes += 1)).observe(element, { childList: true, characterData: true, subtree: true });
    });
    // The page's clock, not the machine's speed, decides what a pause is: it moves only when the test moves it.
    await tab.clock.install();
    // Installed, the page's clock still runs with the machine's; paused, it moves only by runFor.
    await tab.clock.pauseAt(Date.now() + 1_000);
    await tab.locator('#tm-enemy').fill('');
    await tab.locator('#tm-enemy').pressSequentially('452');
    const writes = () => tab.evaluate(() => (window as unknown as { writes: number }).writes);
    expect(await writes()).toBe(0);
    await tab.clock.runFor(TYPING_PAUSE_MS + 100);
    expect(await writes()).toBe(1);
    expect(await region.textContent()).toBe(await headline(tab));
    expect(errors).toEqual([]);
    await close();
  });

  it('reads out a field’s error once the reader pauses, as the combat tool does (an accessibility review)', async () => {
    const { tab, errors, close } = await open('/ru/tools/tactical-march/?enemy=100&unit=cm');
    const region = tab.locator('#tactical-march [data-announce]');
    await tab.locator('#tm-initiative').fill('');
    await tab.locator('#tm-initiative').pressSequentially('-5');
    const message = await tab.locator('#tm-initiative-error').textContent();
    expect(message).toContain('«-5»');
    await expect.poll(() => region.textContent()).toContain(message!);
    // And a distance the planner cannot read, in a unit's own field.
    await tab.locator('#tm-enemy').fill('');
    await tab.locator('#tm-enemy').pressSequentially('сорок');
    const enemy = await tab.locator('[id="tm-enemy-error"]').textContent();
    expect(enemy).toContain('«сорок»');
    await expect.poll(() => region.textContent()).toContain(enemy!);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a whole brigade (8.5 ж)', () => {
  it('takes several units, by keyboard, and answers each: some march, the rest move at normal speed', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/?order=attack&enemy=100&unit=cm');
    await expect(tab.locator('[data-remove-unit]').isVisible()).resolves.toBe(false);
    await expect(tab.locator('[data-brigade-summary]').isVisible()).resolves.toBe(false);

    // The planner has one live region: a change is read out once, with what it changed, not by a region per answer.
    const live = tab.locator('#tactical-march [role="status"], #tactical-march [aria-live], #tactical-march [role="alert"]');
    expect(await live.count()).toBe(1);
    expect(await live.textContent()).toBe('');

    await tab.locator('[data-add-unit]').focus();
    await tab.keyboard.press('Enter');
    await expect(tab.locator('#tm-arm-2').evaluate((select) => select === document.activeElement)).resolves.toBe(true);
    expect(await tab.locator('[data-unit-legend]').allTextContents()).toEqual(['Unidad 1', 'Unidad 2']);
    expect(await live.count()).toBe(1);
    // Each answer is a sentence of its own, a unit's named: «Unidad 2 — Sí: …».
    const added = `Unidad 2 — ${await tab.locator('[data-headline]').nth(1).textContent()}`;
    expect(await live.textContent()).toMatch(new RegExp(`^(Unidad 1 — .+ )?${escaped(added)} ${escaped((await tab.locator('[data-brigade-summary]').textContent())!)}\\.?$`));
    await tab.locator('#tm-arm-2').selectOption('cavalry');
    await tab.locator('#tm-enemy-2').fill('50');
    await tab.locator('[data-add-unit]').click();
    await tab.locator('#tm-formation-3').selectOption('line');

    // One unit out of a march formation (8.5 б) keeps the whole brigade, every unit, from marching (8.5).
    expect(await tab.locator('[data-headline]').allTextContents()).toEqual(Array(3).fill('No puede hacer marcha táctica este turno.'));
    expect(await live.textContent()).toMatch(/^Unidad 1 — No puede hacer marcha táctica este turno\. Unidad 2 — No puede .* La brigada no puede hacer marcha táctica/);
    expect(await tab.locator('[data-brigade-summary]').textContent()).toBe(
      'La brigada no puede hacer marcha táctica este turno: no todas sus unidades están en una formación en la que se pueda marchar. No lo están: unidad 3. (cláusula 8.5\u00a0б)',
    );
    const first = tab.locator('[data-unit-entry]').first();
    expect(await first.locator('[data-reasons] li[data-kind="unmet"]').allTextContents()).toContainEqual(
      expect.stringContaining('La unidad 3 de esta brigada (Caballería, «Línea») no está en una formación en la que se pueda marchar'),
    );
    expect(await first.locator('[data-reasons] li[data-kind="met"]').allTextContents()).not.toContainEqual(expect.stringContaining('con todas sus unidades'));
    expect(await tab.locator('[data-reasons]').allTextContents()).not.toContainEqual(expect.stringContaining('siguen marchando'));

    // A unit that moved normally instead moves at normal speed while the rest marches (8.5 ж).
    await tab.locator('#tm-formation-3').selectOption('squadron-column');
    await tab.locator('#tm-moved-3').selectOption('yes');
    expect(await tab.locator('[data-headline]').allTextContents()).toEqual([
      `Sí: marcha 30${NBSP}cm, su marcha completa.`,
      `Sí, pero solo 15${NBSP}cm de sus 40${NBSP}cm: se detiene a 35${NBSP}cm del enemigo.`,
      'No puede hacer marcha táctica este turno.',
    ]);
    expect(await tab.locator('[data-brigade-summary]').textContent()).toBe(
      'Unidades de la brigada que marchan: 2 de 3; las demás pueden moverse a velocidad normal. (cláusula 8.5\u00a0ж)',
    );
    const third = tab.locator('[data-unit-entry]').nth(2);
    expect(await third.locator('[data-reasons] li[data-kind="note"]').allTextContents()).toContainEqual(
      expect.stringContaining('Esta unidad puede moverse a velocidad normal mientras el resto de la brigada marcha'),
    );

    const link = new URL(tab.url());
    expect(link.searchParams.get('arm2')).toBe('cavalry');
    expect(link.searchParams.get('enemy2')).toBe('50');
    expect(link.searchParams.get('moved3')).toBe('yes');
    const copy = await browser.newPage();
    await copy.goto(link.href);
    await plannerStarted(copy);
    expect(await copy.locator('[data-headline]').allTextContents()).toHaveLength(3);
    await copy.close();

    await tab.locator('[data-unit-entry]').first().locator('[data-remove-unit]').click();
    expect(await tab.locator('[data-unit-legend]').allTextContents()).toEqual(['Unidad 1', 'Unidad 2']);
    expect(await tab.locator('#tm-arm').inputValue()).toBe('cavalry');
    await expect(tab.locator('#tm-arm').evaluate((select) => select === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(tab, '#tactical-march')).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(['es', 'ru'] as const)('the wording of the widget in %s', (lang) => {
  it('never doubles a clause’s closing bracket, and calls every thing by the chapter’s word', async () => {
    const { tab, close } = await open(`${toolPath(lang, 'gdb')}?arm=skirmishers&formation=unformed&order=other&moved=yes&enemy=30&unit=cm`);
    const text = await widgetText(tab);
    expect(text).toContain('8.5');
    expect(text).not.toMatch(/\(8\.\d[^()]*\)\)/u);
    if (lang === 'es') {
      expect(text).toContain('Hostigadores');
      expect(text).not.toMatch(/tiradores/iu);
    }
    await close();
  });
});

describe('the planner on a Spanish page (an accessibility review)', () => {
  it('marks the Russian letters of the clauses it cites as Russian, in its hints, answers and links (WCAG 3.1.2)', async () => {
    const { tab, errors, close } = await open('/es/tools/tactical-march/?enemy=60&unit=cm&arm2=infantry&formation2=line&enemy2=100&moved=formation-change-only');
    await tab.locator('[data-march-planner]:not([hidden]) [data-reasons] li').first().waitFor();
    const unmarked = await tab.locator('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Text on the page, not a script's data.
        if (!/[\u0400-\u04FF]/u.test(text) || node.parentElement?.closest('script, style, template')) continue;
        const owner = node.parentElement?.closest('[lang]');
        if (owner?.getAttribute('lang') !== 'ru') found.push(text.trim());
      }
      return found;
    });
    expect(unmarked).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
