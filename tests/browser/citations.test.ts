import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { load } from 'cheerio';
import bbobHTML from '@bbob/html';
import presetHTML5 from '@bbob/preset-html5';
import MarkdownIt from 'markdown-it';
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
    expect(copied).toMatch(/^\[quote="8\.5 д\), General de Brigade · Глава VIII\. Фаза передвижений"\]\nд\) Выполнение подразделением Тактического марша заканчивается/);
    expect(copied).toMatch(/\[url=http:\/\/127\.0\.0\.1:\d+\/ru\/gdb\/movement-phase\/8-5-e\/\]8\.5 д\), General de Brigade · Глава VIII\. Фаза передвижений\[\/url\]$/);
    const status = tab.locator('[data-cite-status]');
    await expect.poll(() => status.textContent()).toBe('BBCode скопирован');
    // Seen, not only announced: on screen, in the viewport, with room for its text.
    expect(await status.isVisible()).toBe(true);
    const box = (await status.boundingBox())!;
    expect(box.height).toBeGreaterThan(16);
    expect(box.y + box.height).toBeLessThanOrEqual(tab.viewportSize()!.height);
    expect(await menu.evaluate((m) => m.matches(':popover-open'))).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-clause]')?.id)).toBe('8-5-e');
  });

  it('names the corrections the quoted text holds, by the numbers of the list its permalink shows', async () => {
    // 8.3 quotes its own text, which holds correction 3 (its sub-clause holds 4); 8.5 а) holds 5 and 6; 8.5 б) none.
    const cases = [
      ['8-3', '8.3', ' (Исправления исходного текста: 3)'],
      ['8-5-a', '8.5 а)', ' (Исправления исходного текста: 5, 6)'],
      ['8-5-b', '8.5 б)', ''],
    ] as const;
    for (const [id, label, note] of cases) {
      // In the document, and on the clause's own page, which lists its corrections by the same numbers.
      const places: [path: string, button: string][] = [
        ['/ru/gdb/movement-phase/', `[id="${id}"] > .cite-button`],
        [`/ru/gdb/movement-phase/${id}/`, '.clause-page-head .cite-button'],
      ];
      for (const [path, button] of places) {
        await tab.goto(`${baseURL}${path}`);
        await tab.locator(button).click();
        await tab.locator('[data-cite-format="plain"]').click();
        const copied = await tab.evaluate(() => navigator.clipboard.readText());
        expect(copied.split('\n').at(-2), path).toBe(`— ${label}, General de Brigade · Глава VIII. Фаза передвижений${note}`);
      }
    }
  });

  it('copies the permalink, Markdown and plain text in Spanish', async () => {
    // The clause's text holds correction 8 of its document («movo» for «modo» in the source).
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
      `> Los puntos de transporte no pueden usar el modo reserva (Excepto los camiones orgánicos, que si).\n>\n> — [Puntos de transporte, Operational Combat Series (OCS) · Fase de Reacción y Modo Reserva (Correcciones al texto fuente: 8)](${baseURL}/es/ocs/reaction-phase/transport-points/)`,
    );
    await open();
    await tab.locator('[data-cite-format="plain"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(
      `«Los puntos de transporte no pueden usar el modo reserva (Excepto los camiones orgánicos, que si).»\n— Puntos de transporte, Operational Combat Series (OCS) · Fase de Reacción y Modo Reserva (Correcciones al texto fuente: 8)\n${baseURL}/es/ocs/reaction-phase/transport-points/`,
    );
    expect(await tab.locator('[data-cite-status]').textContent()).toBe('Texto copiado');
  });

  it('copies the clause\'s own page from an address without its final slash, which the server answers too', async () => {
    await tab.goto(`${baseURL}/es/gdb/movement-phase#8-5-b`);
    await tab.locator('[id="8-5-b"]').hover();
    await tab.locator('[id="8-5-b"] > .cite-button').click();
    await tab.locator('[data-cite-format="link"]').click();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/es/gdb/movement-phase/8-5-b/`);
    expect((await fetch(`${baseURL}/es/gdb/movement-phase/8-5-b/`)).status).toBe(200);
  });

  it('names each format as readers know the places they paste into', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    expect(await tab.locator('[data-cite-format]').allTextContents()).toEqual([
      'Copiar enlace', 'Foro phpBB y otros (BBCode)', 'BoardGameGeek', 'Discourse, Reddit (Markdown)', 'Telegram, VK, WhatsApp (texto)',
    ]);
  });

  it('is a plain link to the clause page for readers without scripts', async () => {
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    expect(await tab.locator('[id="8-5-e"] > .cite-button').getAttribute('href')).toBe('/ru/gdb/movement-phase/8-5-e/');
  });

  it('keeps the list items and table rows of 8.5 in every format, as forums render them', async () => {
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    const copyAs = async (id: string, format: string) => {
      await tab.locator(`[id="${id}"]`).first().hover();
      await tab.locator(`[id="${id}"] > .cite-button`).click();
      await tab.locator(`[data-cite-format="${format}"]`).click();
      return tab.evaluate(() => navigator.clipboard.readText());
    };
    const formations = ['Пехота – в ротные или дивизионные колонны;', 'Кавалерия – в эскадронные или взводные (1/2 эскадрона) колонны;', 'Артиллерия – взята на передки.', 'Застрельщики – могут совершать тактические марши в рассыпном строю.'];
    const rows = [['Британия, Франция и поздняя Пруссия', '2 бригады'], ['Австрия, Россия и все остальные', '1 бригада'], ['Если одарённый командующий', '+1 бригада']];
    const cells = ($: ReturnType<typeof load>, selector: string) => $(selector).map((_, e) => $(e).text().trim()).get();

    const bbcode = load(bbobHTML(await copyAs('8-5-b', 'bbcode'), presetHTML5()));
    expect(bbcode('blockquote').text()).toContain('б) Подразделения, входящие в состав Бригады, должны быть построены в следующие формации:');
    expect(cells(bbcode, 'blockquote ul > li')).toEqual(formations);
    expect(bbcode('a').attr('href')).toBe(`${baseURL}/ru/gdb/movement-phase/8-5-b/`);
    const bbTable = bbobHTML(await copyAs('8-5-commanders', 'bbcode'), presetHTML5()).split('\n').map((line) => load(line).text());
    for (const row of rows) expect(bbTable).toContain(row.join(' | '));

    const markdown = (text: string) => load(new MarkdownIt().render(text));
    const mdList = markdown(await copyAs('8-5-b', 'markdown'));
    expect(cells(mdList, 'blockquote > ul > li')).toEqual(formations);
    expect(mdList('blockquote a').attr('href')).toBe(`${baseURL}/ru/gdb/movement-phase/8-5-b/`);
    const mdTable = markdown(await copyAs('8-5-commanders', 'markdown'));
    expect(cells(mdTable, 'blockquote thead th')).toEqual(['Командующий', 'Количество разрешённых маршей']);
    expect(mdTable('blockquote tbody tr').map((_, tr) => [cells(load(tr), 'td')]).get()).toEqual(rows);
    expect(mdTable('blockquote > p').first().text()).toMatch(/^Процедура: Тактические марши/);

    const bgg = (await copyAs('8-5-b', 'bgg')).split('\n');
    expect(bgg[0]).toBe('[q="8.5 б), General de Brigade · Глава VIII. Фаза передвижений"]б) Подразделения, входящие в состав Бригады, должны быть построены в следующие формации:');
    expect(bgg.slice(1, 5)).toEqual(formations.map((item, i) => `• ${item}${i === 3 ? '[/q]' : ''}`));
    const plain = (await copyAs('8-5-commanders', 'plain')).split('\n');
    expect(plain.slice(-5)).toEqual([...rows.map((row, i) => `${row.join(' | ')}${i === 2 ? '»' : ''}`), '— 8.5 Процедура, General de Brigade · Глава VIII. Фаза передвижений', `${baseURL}/ru/gdb/movement-phase/8-5-commanders/`]);
    expect(plain.at(-1)).toBe(`${baseURL}/ru/gdb/movement-phase/8-5-commanders/`);
  });

  it('quotes a result code with its meaning on one line, as the contents name it, not the code and the meaning apart', async () => {
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    const copyAs = async (id: string, format: string) => {
      await tab.locator(`[id="${id}"]`).first().hover();
      await tab.locator(`[id="${id}"] .cite-button`).first().click();
      await tab.locator(`[data-cite-format="${format}"]`).click();
      const text = await tab.evaluate(() => navigator.clipboard.readText());
      await tab.keyboard.press('Escape');
      return text;
    };
    const legend = (await copyAs('legend', 'plain')).split('\n');
    expect(legend).toEqual(expect.arrayContaining(['A — Atacante', 'D — Defensor', 'DG — Defensor Desorganizado']));
    expect(legend).not.toContain('Atacante');
    expect(await copyAs('legend-dg', 'plain')).toMatch(/^«DG — Defensor Desorganizado»/u);
    // Rendered as a forum renders Markdown: each code beside its meaning.
    const markdown = load(new MarkdownIt().render(await copyAs('legend', 'markdown')));
    expect(markdown('blockquote p').map((_, p) => markdown(p).text()).get()).toContain('A — Atacante');
  });

  it('never ends a quote on a heading, and quotes a clause that is only its heading with its sub-clauses', async () => {
    await tab.goto(`${baseURL}/ru/gdb/movement-phase/`);
    const plainOf = async (id: string) => {
      await tab.locator(`[id="${id}"]`).first().hover();
      await tab.locator(`[id="${id}"] > .cite-button`).click();
      await tab.locator('[data-cite-format="plain"]').click();
      const text = await tab.evaluate(() => navigator.clipboard.readText());
      await tab.keyboard.press('Escape');
      return text;
    };
    // 8.5 says what a tactical march is, then heads the requirements its sub-clauses list: the quote stops before that heading.
    const march = await plainOf('8-5');
    expect(march).toContain('Тактические марши');
    expect(march).not.toContain('ТРЕБОВАНИЯ К ПРОВЕДЕНИЮ ТАКТИЧЕСКИХ МАРШЕЙ');
    // 8.7 is a heading over an unpublished table and its sub-clauses: it is quoted with them.
    expect(await plainOf('8-7')).toContain('Для движения Драгунов');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    await tab.locator('#example-ao1').hover();
    await tab.locator('#example-ao1 .cite-button').click();
    await tab.keyboard.press('Escape');
    expect(await tab.locator('[data-cite-menu]').evaluate((m) => m.matches(':popover-open'))).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-clause]')?.id)).toBe('example-ao1');
  });

  it('is left by Tab where it was opened: the next stop follows its button, and the menu closes (an accessibility review)', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    const button = tab.locator('#eligible-units > .cite-button');
    await button.focus();
    await tab.keyboard.press('Enter');
    const menu = tab.locator('[data-cite-menu]');
    await expect.poll(() => menu.evaluate((m) => m.matches(':popover-open'))).toBe(true);
    const formats = await menu.locator('[data-cite-format]').count();
    for (let i = 0; i < formats; i += 1) await tab.keyboard.press('Tab');
    // Past its last format: the first stop after the button in the page's order, not the end of the page.
    // The element itself, marked: its markup may change as focus reaches it (a glossary term becomes its popover's button).
    await button.evaluate((opener) => {
      const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (element) => element.tabIndex >= 0 && !element.closest('[popover]') && element.getClientRects().length > 0,
      );
      stops[stops.indexOf(opener as HTMLElement) + 1]?.setAttribute('data-test-next-stop', '');
    });
    expect(await tab.locator('[data-test-next-stop]').count()).toBe(1);
    expect(await tab.evaluate(() => document.activeElement?.hasAttribute('data-test-next-stop'))).toBe(true);
    expect(await menu.evaluate((m) => m.matches(':popover-open'))).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Shift+Tab from its first format goes back to the button, and closes it too.
    await button.focus();
    await tab.keyboard.press('Enter');
    await expect.poll(() => menu.evaluate((m) => m.matches(':popover-open'))).toBe(true);
    await tab.keyboard.press('Shift+Tab');
    expect(await tab.evaluate(() => document.activeElement?.closest('[data-clause]')?.id)).toBe('eligible-units');
    expect(await menu.evaluate((m) => m.matches(':popover-open'))).toBe(false);
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

  it('fits a window 256 px tall (400 % zoom), every format reachable by scrolling the menu (a low-vision review, 1.4.10)', async () => {
    const small = await browser.newContext({ viewport: { width: 320, height: 256 } });
    const page = await small.newPage();
    await page.goto(`${baseURL}/ru/ocs/reaction-phase/`);
    await page.locator('#eligible-units > .cite-button').click();
    const menu = page.locator('#cite-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(256);
    // The last format, scrolled to within the menu, is on screen.
    const last = menu.locator('button').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(256);
    expect(await menu.isVisible()).toBe(true);
    await small.close();
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

  it('names each link button after its clause, for screen readers, and draws its icon', async () => {
    await tab.goto(`${baseURL}/es/ocs/reaction-phase/`);
    const button = tab.getByRole('link', { name: 'Citar la cláusula Modo Reserva', exact: true });
    await expect.poll(() => button.count()).toBe(1);
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await button.getAttribute('aria-controls')).toBe('cite-menu');
    // A code's entry (a term of a definition list) is named by its label too.
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    await expect.poll(() => tab.getByRole('link', { name: 'Citar la cláusula Ae4', exact: true }).count()).toBe(1);
    // The label's own link (§) keeps its name too.
    await expect.poll(() => tab.getByRole('link', { name: 'Enlace a la cláusula Explotación: la opción como pérdidas', exact: true }).count()).toBe(1);
    const anchorNames = await tab.locator('.clause-anchor').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('aria-label')));
    expect(anchorNames).toEqual(await tab.locator('[data-clause]').evaluateAll((clauses) => clauses.map((c) => `Enlace a la cláusula ${(c as HTMLElement).dataset.label}`)));
    const names = await tab.locator('.cite-button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const labels = await tab.locator('[data-clause]').evaluateAll((clauses) => clauses.map((c) => `Citar la cláusula ${(c as HTMLElement).dataset.label}`));
    expect(names).toEqual(labels);
    // The icon is the stylesheet's: a 16 px mask in the button's colour.
    const icon = await tab.locator('#legend .cite-button').first().evaluate((b) => {
      const style = getComputedStyle(b, '::before');
      return { width: style.width, mask: style.maskImage.startsWith('url("data:image/svg+xml'), colour: style.backgroundColor === getComputedStyle(b).color };
    });
    expect(icon).toEqual({ width: '16px', mask: true, colour: true });
  });

  it('without scripts, is a named link to the clause\'s own page', async () => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const page = await still.newPage();
    await page.goto(`${baseURL}/ru/gdb/movement-phase/`);
    const button = page.locator('[id="8-5"] > .cite-button');
    expect(await button.getAttribute('href')).toBe('/ru/gdb/movement-phase/8-5/');
    expect(await page.getByRole('link', { name: 'Цитировать этот пункт', exact: true }).count()).toBe(await page.locator('.cite-button').count());
    // It promises no menu it cannot open.
    expect(await button.getAttribute('aria-haspopup')).toBeNull();
    // The label's own link is named by what it shows, the section sign and the label; a code's entry, whose link
    // shows only the sign, by its label.
    expect(await page.getByRole('link', { name: '§ 8.5', exact: true }).getAttribute('href')).toBe('#8-5');
    await page.goto(`${baseURL}/es/ocs/combat-table/`);
    expect(await page.getByRole('link', { name: 'Enlace a la cláusula Ae4', exact: true }).getAttribute('href')).toBe('#example-ae4');
    await still.close();
  });
});
