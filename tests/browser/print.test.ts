import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, colourViolations, contrastRatio, launchBrowser, structureViolations, watchErrors, type Rgb } from '../support/browser';
import { clauses, page as builtPage } from '../support/site';
import { useTranslations } from '../../src/i18n';
import { bookletPath, docKeyPath, quickReferencePath } from '../../src/lib/site-paths';

// Chromium prints each page to PDF as a reader's browser would; poppler's pdfinfo and pdftotext read it back.
const baseURL = inject('baseURL');
const PORTRAIT = { a4: [595, 842], letter: [612, 792] } as const;
let browser: Browser;
let workdir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workdir = mkdtempSync(join(tmpdir(), 'print-test-'));
});
afterAll(async () => {
  await browser?.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

interface Printed {
  pages: number;
  /** Each page's size in points, rounded. */
  sizes: [number, number][];
  /** Each page's text, whitespace collapsed. */
  text: string[];
  /** Each page's lines, whitespace collapsed, blank lines and a page number left out. */
  lines: string[][];
  /** How far down each page its lowest line reaches, as a share of the page height. */
  fill: number[];
  all: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Opens a site path, lets the page settle, and prints it to PDF with the page sizes its CSS asks for. */
async function print(path: string, options: { format?: 'A4' | 'Letter'; prepare?: (tab: Page) => Promise<void> } = {}): Promise<Printed> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors = watchErrors(tab);
  await tab.goto(`${baseURL}${path}`);
  await tab.evaluate(() => document.fonts.ready);
  await options.prepare?.(tab);
  const pdf = await tab.pdf(options.format ? { format: options.format } : { preferCSSPageSize: true });
  expect(errors).toEqual([]);
  await context.close();
  const file = join(workdir, `${path.replace(/[^a-z0-9]+/gi, '-')}${options.format ?? ''}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))] as [number, number]);
  const text: string[] = [];
  const lines: string[][] = [];
  const fill: number[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const pageText = execFileSync('pdftotext', ['-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' });
    text.push(collapse(pageText));
    lines.push(pageText.split('\n').map(collapse).filter((line) => line && !/^\d+$/.test(line)));
    const bbox = execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-bbox', file, '-'], { encoding: 'utf8' });
    // The page number sits in the bottom margin: the text's lowest line is the last word above it.
    const bottoms = [...bbox.matchAll(/<word [^>]*yMax="([\d.]+)">(.*?)<\/word>/g)].filter((m) => !/^\d+$/.test(m[2]!)).map((m) => Number(m[1]));
    fill.push(Math.max(0, ...bottoms) / sizes[n - 1]![1]);
  }
  return { pages, sizes, text, lines, fill, all: text.join(' ') };
}

/**
 * The pages (but the last) whose last line is a heading or a clause's label of the printed page at `path`: a line that
 * names what only the next page holds.
 */
function pagesEndingOnAHeading(printed: Printed, path: string): string[] {
  const $ = builtPage(path);
  const headings = new Set([
    ...$('main :is(h2, h3, h4, .clause-corrections-title)').toArray().map((element) => collapse($(element).text())),
    ...$('main [data-clause][data-label]').toArray().map((element) => `§ ${collapse($(element).attr('data-label') ?? '')}`),
  ]);
  return printed.lines
    .slice(0, -1)
    .map((lines, index) => ({ page: index + 1, last: lines.at(-1) ?? '' }))
    .filter(({ last }) => headings.has(last))
    .map(({ page, last }) => `page ${page} ends on «${last}»`);
}

/** Waits until the booklet has written a page number for every part of its contents. */
const numbered = (tab: Page) => tab.waitForFunction(() => [...document.querySelectorAll('[data-toc-page]')].every((slot) => /^\d+$/.test(slot.textContent ?? ''))).then(() => undefined);

const BOOKLETS = [
  { lang: 'es', game: 'ocs', docs: ['ocs/reaction-phase', 'ocs/combat-table'] },
  { lang: 'ru', game: 'ocs', docs: ['ocs/reaction-phase', 'ocs/combat-table'] },
  { lang: 'es', game: 'gdb', docs: ['gdb/movement-phase'] },
  { lang: 'ru', game: 'gdb', docs: ['gdb/movement-phase'] },
] as const;

describe.each(BOOKLETS)('the booklet /$lang/$game/print/', ({ lang, game, docs }) => {
  const t = useTranslations(lang);
  const path = bookletPath(lang, game);
  const labels = clauses().filter((c) => c.lang === lang && (docs as readonly string[]).includes(c.doc)).map((c) => collapse(c.label));
  const titles = docs.map((doc) => builtPage(docKeyPath(lang, doc))('h1').first().text().trim());

  it.each(['a4', 'letter'] as const)('prints on %s with every clause label, running headers and a contents that tells the right pages', async (paper) => {
    let contents: { key: string; title: string; page: number }[] = [];
    const printed = await print(`${path}?paper=${paper}`, {
      prepare: async (tab) => {
        await numbered(tab);
        contents = await tab.locator('.booklet-toc li').evaluateAll((items) =>
          items.map((item) => ({
            key: item.querySelector('[data-toc-page]')?.getAttribute('data-toc-page') ?? '',
            title: item.querySelector('a')?.textContent?.trim() ?? '',
            page: Number(item.querySelector('[data-toc-page]')?.textContent),
          })),
        );
      },
    });

    // Every clause, by the label readers cite.
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label) => !printed.all.includes(label))).toEqual([]);
    // No page ends on a clause's label alone, its clause beginning on the next page.
    const orphans = printed.text.flatMap((text, index) => {
      const body = text.replace(/\s*\d+$/u, '');
      const last = body.slice(body.lastIndexOf('§'));
      return labels.some((label) => last === `§ ${label}`) ? [`page ${index + 1}: ${last}`] : [];
    });
    expect(orphans).toEqual([]);

    // Paper: portrait pages of the chosen size; OCS has exactly one landscape page, the Combat Table.
    const [width, height] = PORTRAIT[paper];
    const landscape = printed.sizes.flatMap(([w, h], index) => (w > h ? [index + 1] : []));
    expect(landscape).toHaveLength(game === 'ocs' ? 1 : 0);
    for (const [index, [w, h]] of printed.sizes.entries()) {
      expect(landscape.includes(index + 1) ? [h, w] : [w, h], `page ${index + 1}`).toEqual([width, height]);
    }

    // A sane length: at least a page per part, and no more pages than the text needs (about 1500 characters a page at least).
    const parts = 1 + docs.length + (game === 'ocs' ? 1 : 0);
    expect(printed.pages).toBeGreaterThanOrEqual(parts);
    expect(printed.pages).toBeLessThanOrEqual(parts + Math.ceil(printed.all.length / 1500));

    // The contents lists each document and the table with the page it starts on, and each of those pages runs its title as header.
    expect(contents.map((entry) => entry.title)).toEqual(game === 'ocs' ? [...titles, t('print.booklet.combatTable')] : titles);
    const starts = contents.map((entry) => entry.page);
    expect(starts[0]).toBe(2);
    for (const [index, entry] of contents.entries()) {
      const end = (starts[index + 1] ?? printed.pages + 1) - 1;
      expect(end, entry.title).toBeGreaterThanOrEqual(entry.page);
      if (entry.key === 'combat-table-sheet') {
        expect(landscape).toEqual([entry.page]);
        expect(end).toBe(entry.page);
      } else {
        // The start page has the title twice, as running header and as heading; the page before does not start with it.
        expect(printed.text[entry.page - 1]!.split(entry.title).length - 1, `${entry.title} on page ${entry.page}`).toBeGreaterThanOrEqual(2);
        expect(printed.text[entry.page - 2]!.startsWith(entry.title), `page ${entry.page - 1} is not ${entry.title} yet`).toBe(false);
      }
      for (let page = entry.page; page <= end; page += 1) {
        expect(printed.text[page - 1]!.startsWith(entry.title), `running header of page ${page}`).toBe(true);
      }
    }

    // No navigation, no buttons, no screen-only text.
    for (const screenOnly of [t('nav.skip'), t('print.booklet.intro'), t('print.paper.letter'), t('footer.about'), t('parallel.link')]) {
      expect(printed.all.includes(collapse(screenOnly)), screenOnly).toBe(false);
    }
  });

  it('prints notes as marked boxes', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    await tab.emulateMedia({ media: 'print' });
    const boxes = await tab.locator('.booklet .note').evaluateAll((notes) => notes.map((note) => {
      const style = getComputedStyle(note);
      return { top: style.borderTopStyle, left: parseFloat(style.borderLeftWidth), display: style.display };
    }));
    await context.close();
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toEqual({ top: 'solid', left: expect.any(Number), display: 'block' });
    expect(Math.min(...boxes.map((box) => box.left))).toBeGreaterThanOrEqual(3);
  });

  it('reads well on screen: no errors, an unknown paper reported, and (one per language) no axe violations', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${path}?paper=A5`);
    await numbered(tab);
    await expect.poll(() => tab.locator('[data-paper-problem]').textContent()).toBe(t('print.booklet.paperUnusable', { value: 'A5' }));
    expect(await tab.locator('[data-paper-choice="a4"]').getAttribute('aria-current')).toBe('true');
    // The booklets share one template, and their documents' pages are scanned whole (tests/browser/pages.test.ts):
    // one booklet per language is, as every page there: colours in both themes in one language, the rest in both.
    if (lang === 'es' && game === 'ocs') {
      expect(await axeViolations(tab)).toEqual([]);
      await tab.evaluate(() => document.querySelector<HTMLButtonElement>('[data-theme-toggle]')?.click());
      expect(await colourViolations(tab), 'in the other theme').toEqual([]);
    } else if (lang === 'ru' && game === 'gdb') {
      expect(await structureViolations(tab)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a link into a booklet', () => {
  // Its ids carry their document's name (movement-phase--8-5-b): a link written with a clause's own id or number, as
  // the document's links are, lands there too (it stayed at the top, saying nothing).
  it.each([
    ['/ru/gdb/print/#8.5б', 'movement-phase--8-5-b'],
    ['/es/gdb/print/#8-5-b', 'movement-phase--8-5-b'],
    ['/es/ocs/print/#Releasing-Units.', 'reaction-phase--releasing-units'],
  ])('%s lands on the clause in its document', async (address, id) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(`${baseURL}${address}`);
    await expect.poll(() => tab.evaluate(() => location.hash)).toBe(`#${id}`);
    expect(await tab.evaluate(() => document.querySelector(':target')?.id)).toBe(id);
    expect(await tab.locator(`[id="${id}"]`).isVisible()).toBe(true);
    expect(await tab.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top < innerHeight, id)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Combat Table on paper', () => {
  it.each(['/es/ocs/print/', '/es/tools/combat/'])('%s prints its grid dark enough to read, 3:1 or more on white (a low-vision review)', async (path) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    await tab.emulateMedia({ media: 'print' });
    const colours = await tab.locator('.ct-table td.ct-cell').first().evaluate((cell) => [getComputedStyle(cell).borderRightColor, getComputedStyle(cell).borderBottomColor]);
    await context.close();
    for (const colour of colours) expect(contrastRatio((colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as Rgb, [255, 255, 255]), colour).toBeGreaterThanOrEqual(3);
  });
});

describe('the OCS booklet on a wide screen', () => {
  it.each(['/es/ocs/print/', '/ru/ocs/print/'])('%s shows the whole Combat Table, no column cut off (a low-vision review)', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    const cut = await tab.locator('.booklet-table').evaluate((part) => {
      const shown = part.getBoundingClientRect();
      return [...part.querySelectorAll('.ct-table th, .ct-table td')]
        .map((cell) => cell.getBoundingClientRect())
        .filter((box) => box.left < shown.left - 1 || box.right > shown.right + 1).length;
    });
    await context.close();
    expect(cut).toBe(0);
  });
});

describe('the quick-reference sheet', () => {
  it.each([
    ['es', 'ocs'],
    ['ru', 'ocs'],
    ['es', 'gdb'],
    ['ru', 'gdb'],
  ] as const)('of /%s/%s/ prints on exactly one A4 side with all its tables', async (lang, game) => {
    const path = quickReferencePath(lang, game);
    const printed = await print(path);
    expect(printed.pages).toBe(1);
    expect(printed.sizes[0]).toEqual(game === 'ocs' ? [842, 595] : [595, 842]);
    const $ = builtPage(path);
    // What a reader sees: text kept for screen readers alone, and the chosen-terrain mark, are not printed.
    $('.visually-hidden, .ct-chosen-mark').remove();
    // Every value of every table on the sheet, and for OCS the legend, the notes, the rest of the printed table with its
    // translation, and the surprise thresholds.
    const wanted = game === 'ocs'
      ? ['.ct-table td', '.ct-table th', '.ct-printed-legend dt', '.ct-printed-legend dd', '.ct-note p', '.ct-printed dd p', '.ct-printed dd li']
      : ['.march-table td', '.march-table th', '.march-table caption'];
    const missing = wanted.flatMap((selector) => $(`[data-quick-reference] ${selector}`).toArray().map((element) => collapse($(element).text())))
      .filter((text) => text && !text.split(' ').every((word) => printed.all.includes(word)));
    expect(missing).toEqual([]);
    if (game === 'ocs') expect(printed.all).toContain('10 or more');
    // The sheet prints the tables alone: nothing on paper speaks of a planner it does not print.
    if (game === 'gdb') expect(printed.all).not.toMatch(lang === 'es' ? /planificador/i : /планировщик/i);
  });

  it.each(['/es/ocs/print/quick-reference/', '/ru/ocs/print/'])('%s shows the Combat Table on a 360 px phone as the tools do: scrolling sideways, no column squeezed under another', async (path) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.goto(`${baseURL}${path}`);
    const wrap = tab.locator('.print-combat-table .ct-table-wrap');
    await wrap.evaluate((element) => element.scrollTo({ left: 10_000 }));
    expect(await wrap.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Its columns as wide as on the tools page, where the table reads well on a phone.
    const tableWidth = () => tab.locator('.ct-table').first().evaluate((table) => Math.round(table.getBoundingClientRect().width));
    const onSheet = await tableWidth();
    await tab.goto(`${baseURL}/${path.slice(1, 3)}/tools/combat/`);
    expect(Math.abs(onSheet - (await tableWidth()))).toBeLessThanOrEqual(2);
    await context.close();
  });

  it.each([
    ['es', '/es/tools/combat/', 'ocs'],
    ['ru', '/ru/tools/combat/', 'ocs'],
    ['es', '/es/tools/tactical-march/', 'gdb'],
    ['ru', '/ru/tools/tactical-march/', 'gdb'],
  ] as const)('is linked from the %s tool page %s', (lang, toolPath, game) => {
    const $ = builtPage(toolPath);
    expect($(`a[href="/${lang}/${game}/print/quick-reference/"]`).length).toBeGreaterThan(0);
  });
});

describe('printing one clause\'s page', () => {
  it('leaves out the links to the clause in context and to its other language', async () => {
    const path = '/es/gdb/movement-phase/8-5-e/';
    const t = useTranslations('es');
    const printed = await print(path, { format: 'A4' });
    expect(printed.all).toContain('8.5 д)');
    expect(printed.all.includes(collapse(t('permalink.readInContext')))).toBe(false);
  });
});

describe('printing one document', () => {
  it.each([
    ['/es/ocs/reaction-phase/', 'es', 'ocs/reaction-phase'],
    ['/ru/ocs/combat-table/', 'ru', 'ocs/combat-table'],
    ['/es/gdb/movement-phase/', 'es', 'gdb/movement-phase'],
    ['/ru/gdb/movement-phase/', 'ru', 'gdb/movement-phase'],
  ] as const)('%s keeps its clause labels, leaves out navigation and screen-only links, and leaves no half-empty page', async (path, lang, doc) => {
    const t = useTranslations(lang);
    const printed = await print(path, { format: 'A4' });
    const labels = clauses().filter((c) => c.lang === lang && c.doc === doc).map((c) => collapse(c.label));
    expect(labels.filter((label) => !printed.all.includes(label))).toEqual([]);
    for (const screenOnly of [t('parallel.link'), t('nav.skip'), t('footer.about'), t('doc.contents')]) {
      expect(printed.all.includes(collapse(screenOnly)), screenOnly).toBe(false);
    }
    // The Combat Table comes from the tools' page as the reader nears it: on paper, its address stands in its place.
    const site = new URL(builtPage(path)('link[rel="canonical"]').attr('href')!).origin;
    if (doc === 'ocs/combat-table') expect(printed.all).toContain(`${site}/${lang}/tools/combat/#ct-table-heading`);
    // Each listed correction's marker prints in the text, as its list does.
    const markers = builtPage(path)('main .correction-ref').toArray().map((element) => collapse(builtPage(path)(element).text()));
    expect(markers.filter((marker) => !printed.all.includes(marker))).toEqual([]);
    // No page ends on a clause's label or a heading, whose text the next page holds.
    expect(pagesEndingOnAHeading(printed, path)).toEqual([]);
    // A correction's links lead to its other list, which paper cannot follow: they stay on screen.
    expect(printed.all.includes(collapse(t('doc.correctionsAll'))), 'the link to the full list').toBe(false);
    // Every page but the last is filled at least two thirds of the way down.
    const early = printed.fill.slice(0, -1).map((share, index) => ({ page: index + 1, share: Math.round(share * 100) })).filter(({ share }) => share < 67);
    expect(early).toEqual([]);
  });
});

describe('printing the other pages a reader prints', () => {
  it.each(['/es/glossary/', '/ru/glossary/', '/ru/gdb/movement-phase/parallel/', '/es/ocs/combat-table/parallel/'])('%s ends no page on a heading whose text the next page holds', async (path) => {
    const printed = await print(path, { format: 'A4' });
    expect(printed.pages).toBeGreaterThan(1);
    expect(pagesEndingOnAHeading(printed, path)).toEqual([]);
  });

  it('the combat tool prints a resolution with the situation it was worked out for, and the table with its details', async () => {
    const t = useTranslations('es', 'combat-tool');
    const printed = await print('/es/tools/combat/?code=AL1o1%20DL1o2%20e4&dsteps=3&asteps=5', {
      format: 'A4',
      prepare: (tab) => tab.locator('[data-ct-resolution]:not([hidden])').waitFor(),
    });
    // The situation's values under their fields' names (side by side, the two names come first).
    const [attacker, defender] = [collapse(t('situation.attackerSteps')), collapse(t('situation.defenderSteps'))];
    expect(printed.all).toMatch(new RegExp(`${attacker} 5 ${defender} 3|${attacker} ${defender} 5 3`, 'u'));
    expect(printed.all).toContain(collapse(t('situation.steps')));
    // The table's details, closed on screen: the dice, odds and surprise as printed (in English) and translated.
    const $ = builtPage('/es/tools/combat/');
    const details = $('.ct-printed dd').toArray().map((element) => collapse($(element).text()).slice(0, 40));
    expect(details.length).toBeGreaterThan(0);
    expect(details.filter((text) => !printed.all.includes(text))).toEqual([]);
    // No button: on paper, nobody can press it.
    expect(printed.all.includes(collapse(t('form.submit')))).toBe(false);
  });

  it('the tactical-march planner prints no button', async () => {
    const tm = useTranslations('ru', 'tactical-march');
    const printed = await print('/ru/tools/tactical-march/', { format: 'A4', prepare: (tab) => tab.locator('[data-add-unit]').waitFor() });
    expect(printed.all).toContain(collapse(tm('unitEntry.legend', { n: 1 })));
    expect(printed.all.includes(collapse(tm('unitEntry.add')))).toBe(false);
  });
});
