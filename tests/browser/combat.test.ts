import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TYPING_PAUSE_MS } from '../../src/scripts/live-status';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { columnIndexForOdds } from '../../src/lib/ocs/combat-table';
import { combatTable } from '../../src/lib/ocs/official-combat-table';
import { useTranslations } from '../../src/i18n';
import { axeViolations, contrastRatio, launchBrowser, screenshotColours, watchErrors } from '../support/browser';
import { page as builtPage } from '../support/site';

const baseURL = inject('baseURL');
let browser: Browser;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
// Each test's pages close when it ends: open ones would keep their renderers busy beside the next tests.
afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});
afterAll(async () => {
  await browser?.close();
});

interface OpenedPage {
  tab: Page;
  errors: string[];
  dialogs: string[];
}

/** Opens a site path in a fresh context, recording console errors and any dialog a script tries to open. */
async function open(path: string, options: BrowserContextOptions = {}, waitForTool = true): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  opened.push(context);
  const tab = await context.newPage();
  const errors = watchErrors(tab);
  const dialogs: string[] = [];
  tab.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await tab.goto(`${baseURL}${path}`);
  if (waitForTool) await tab.locator('[data-ct-live]:not([hidden])').waitFor();
  return { tab, errors, dialogs };
}

const partCodes = (tab: Page) => tab.locator('[data-ct-parts] li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ctPart));
const stepCodes = (tab: Page) => tab.locator('[data-ct-steps] li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ctStep));
const selectedCell = (tab: Page) =>
  tab.locator('td.is-selected').evaluateAll((cells) => cells.map((cell) => ({
    row: Number((cell as HTMLElement).dataset.row),
    col: Number((cell as HTMLElement).dataset.col),
    selected: cell.getAttribute('aria-selected'),
  })));
const currentQuery = (tab: Page) => new URL(tab.url()).searchParams;
// The address as the page itself has it, right after a script replaced it.
const liveQuery = async (tab: Page) => new URLSearchParams(await tab.evaluate(() => location.search));

describe('the explainer, through ?code=', () => {
  it('explains each part of a code in Spanish, each linked to the clause it follows from', async () => {
    const { tab, errors } = await open('/es/tools/combat/?code=AL1o1+DL1o2');
    const t = useTranslations('es', 'combat');
    expect(await tab.locator('#ct-code').inputValue()).toBe('AL1o1 DL1o2');
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Se lee como AL1o1 DL1o2');
    expect(await partCodes(tab)).toEqual(['attackerLoss', 'attackerOption', 'defenderLoss', 'defenderOption']);
    const texts = await tab.locator('[data-ct-parts] li').allTextContents();
    expect(texts[0]).toContain(t('part.attackerLoss', { count: 1 }));
    expect(texts[3]).toContain(t('part.defenderOption', { count: 2 }));
    const documentIds = new Set(builtPage('/es/ocs/combat-table/')('[id]').toArray().map((element) => element.attribs.id));
    for (const item of await tab.locator('[data-ct-parts] li').all()) {
      const link = item.locator('a');
      expect(await link.count()).toBe(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/es\/ocs\/combat-table\/#[a-z-]+$/);
      expect(documentIds.has(href.split('#')[1] ?? '')).toBe(true);
      expect(await link.textContent()).toMatch(/^§ \S/);
    }
    expect(errors).toEqual([]);
  });

  it('explains a code in Russian on the Russian document, linking to clauses on the same page', async () => {
    const { tab, errors } = await open('/ru/ocs/combat-table/?code=Ae3+DL2o2DG');
    const t = useTranslations('ru', 'combat');
    expect(await partCodes(tab)).toEqual(['exploit', 'defenderLoss', 'defenderOption', 'dg']);
    expect(await tab.locator('[data-ct-parts] li').first().textContent()).toContain(t('part.exploit', { minimum: 3 }));
    const link = tab.locator('[data-ct-parts] li').first().locator('a');
    expect(await link.getAttribute('href')).toBe('#legend-exploit');
    await link.click();
    await tab.waitForURL(/#legend-exploit$/);
    expect(currentQuery(tab).get('code')).toBe('Ae3 DL2o2DG');
    expect(await tab.locator('#legend-exploit').evaluate((element) => element.matches(':target'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the code when the reader switches language', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL1o1+Do1');
    await tab.locator('a[data-lang-switch="ru"]').click();
    await tab.waitForURL(/\/ru\/tools\/combat\/\?code=AL1o1\+Do1$/);
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Читается как AL1o1 Do1');
  });

  it('reads a code the way players write it, as the search results link to it', async () => {
    const { tab } = await open('/ru/tools/combat/?code=ao1%2C+e4+dl1o2');
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Читается как Ao1 e4 DL1o2');
    expect(await tab.locator('[data-ct-band]').textContent()).toContain('++');
    // Exploitation written last, after the defender's part: still the attacker's.
    await tab.locator('#ct-code').fill('AL1o1 DL1o2 e4');
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Читается как AL1o1 e4 DL1o2');
    expect(await tab.locator('#ct-code').getAttribute('aria-invalid')).toBeNull();
    expect(await partCodes(tab)).toEqual(['attackerLoss', 'attackerOption', 'exploitAfterOption', 'defenderLoss', 'defenderOption']);
  });

  it('explains what is typed as it is typed, and offers example codes to click', async () => {
    const { tab } = await open('/es/tools/combat/');
    expect(await tab.locator('[data-ct-empty]').isVisible()).toBe(true);
    await tab.locator('#ct-code').fill('ae4 dl1o2');
    expect(await partCodes(tab)).toEqual(['exploit', 'defenderLoss', 'defenderOption']);
    expect(currentQuery(tab).get('code')).toBe('ae4 dl1o2');
    await tab.locator('[data-ct-example="Ao1 e4 DL1o2"]').click();
    expect(await tab.locator('#ct-code').inputValue()).toBe('Ao1 e4 DL1o2');
    expect(await partCodes(tab)).toEqual(['attackerOption', 'exploitAfterOption', 'defenderLoss', 'defenderOption']);
    expect(await tab.locator('[data-ct-status]').textContent()).toBe('Ao1 e4 DL1o2: 4 partes explicadas.');
  });
});

describe('bad and hostile codes', () => {
  it('points at the bad token with a localized message', async () => {
    const { tab } = await open('/ru/tools/combat/?code=AL1x9+Do1');
    const t = useTranslations('ru', 'combat');
    expect(await tab.locator('[data-ct-error-message]').textContent()).toBe(t('error.unexpected-token', { token: 'x9' }));
    expect(await tab.locator('[data-ct-echo-token]').textContent()).toBe('x9');
    expect(await tab.locator('[data-ct-echo-before]').textContent()).toBe('AL1');
    expect(await tab.locator('#ct-code').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.locator('[data-ct-parts]').isVisible()).toBe(false);
    expect(await tab.locator('[data-ct-situation-empty]').isVisible()).toBe(true);
    await tab.locator('#ct-code').fill('AL0');
    expect(await tab.locator('[data-ct-error-message]').textContent()).toBe(t('error.number-out-of-range', { token: 'L0' }));
    expect(await tab.locator('[data-ct-echo-token]').textContent()).toBe('L0');
    await tab.locator('#ct-code').fill('AL1');
    expect(await tab.locator('#ct-code').getAttribute('aria-invalid')).toBeNull();
    expect(await tab.locator('[data-ct-code-error]').isVisible()).toBe(false);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '"><script>window.__pwned = 1; alert(1)</script>',
    '<svg/onload=alert(1)>',
  ])('shows %s as text and never runs it', async (code) => {
    const hostileRoll = '<img src=y onerror=alert(2)>';
    const { tab, dialogs, errors } = await open(`/es/tools/combat/?code=${encodeURIComponent(code)}&roll=${encodeURIComponent(hostileRoll)}`);
    expect(await tab.locator('#ct-code').inputValue()).toBe(code);
    // The code as typed, as text, cut with an ellipsis where it runs on past the part it points at.
    const echo = await tab.locator('[data-ct-echo] code').textContent();
    expect(echo?.replace(/…$/u, '')).toBe(code.slice(0, echo?.replace(/…$/u, '').length));
    expect(await tab.locator('[data-ct-url-problems]').textContent()).toContain(hostileRoll);
    await tab.locator('#ct-code').fill(`AL1 ${code}`);
    await tab.locator('[data-ct-example="AL2"]').click();
    await tab.locator('#ct-code').fill(code);
    expect(await tab.evaluate(() => document.querySelectorAll('img, svg, iframe').length)).toBe(0);
    expect(await tab.evaluate(() => [...document.scripts].filter((script) => script.textContent?.includes('__pwned')).length)).toBe(0);
    expect(await tab.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says which link values it could not use, in the reader\'s language, and uses the defaults', async () => {
    const { tab } = await open('/ru/tools/combat/?terrain=swamp&roll=abc&ar=x&code=AL2');
    const problems = await tab.locator('[data-ct-url-problem-list] li').allTextContents();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('«Местность» = «swamp»');
    expect(problems[0]).toContain('Используется значение по умолчанию');
    expect(await tab.locator('#ct-terrain').inputValue()).toBe('open');
    expect(await tab.locator('#ct-ar').inputValue()).toBe('3');
    expect(await partCodes(tab)).toEqual(['attackerLoss']);
    expect(currentQuery(tab).toString()).toBe('code=AL2');
  });

  it('says when a link\'s code is not the cell its strengths, shift and roll lead to, and which of the two it explains', async () => {
    const { tab, errors } = await open('/es/tools/combat/?code=AL1o1&attack=4&defense=1&shift=3&roll=12');
    expect(await tab.locator('[data-ct-url-problem-list] li').allTextContents()).toEqual([
      'El código del enlace, AL1o1, no es el de la casilla a la que llevan sus fuerzas, desplazamiento y tirada, Ae3 DL2o2DG: se explica el código del enlace.',
    ]);
    expect(await tab.locator('[data-ct-url-problems]').isVisible()).toBe(true);
    expect(await partCodes(tab)).toEqual(['attackerLoss', 'attackerOption']);
    expect(await selectedCell(tab)).toHaveLength(1);
    // The same combat written by the tools themselves: no such notice.
    const agreeing = await open('/es/tools/combat/?code=Ae3+DL2o2DG&attack=4&defense=1&shift=3&roll=12');
    expect(await agreeing.tab.locator('[data-ct-url-problems]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('what a reader types or pastes into the number fields', () => {
  // Typed into the field as a paste does, so the browser's own handling of the characters is part of the test.
  const paste = async (tab: Page, selector: string, text: string) => {
    await tab.locator(selector).selectText();
    await tab.keyboard.insertText(text);
  };

  it('reads a typographic minus or an en dash in a shift as minus, never as plus (es, ru)', async () => {
    const { tab, errors } = await open('/es/tools/combat/?attack=15&defense=6&roll=9');
    const oddsColumn = columnIndexForOdds(combatTable, 'Open', { attacker: 3, defender: 1 });
    await paste(tab, '#ct-shift', '−2');
    expect((await liveQuery(tab)).get('shift')).toBe('-2');
    expect(await selectedCell(tab)).toEqual([{ row: 8, col: oddsColumn - 2, selected: 'true' }]);
    expect(await tab.locator('#ct-shift').inputValue()).toBe('−2');
    await paste(tab, '#ct-shift', '–1');
    expect((await liveQuery(tab)).get('shift')).toBe('-1');
    await paste(tab, '#ct-oshift', '−1');
    expect((await liveQuery(tab)).get('oshift')).toBe('-1');
    const ru = (await open('/ru/tools/combat/?attack=15&defense=6&roll=9')).tab;
    await paste(ru, '#ct-shift', '−3');
    expect((await liveQuery(ru)).get('shift')).toBe('-3');
    expect(errors).toEqual([]);
  });

  it('refuses a decimal in a whole-number field with its message, instead of reading 3,4 as 34', async () => {
    const { tab } = await open('/es/tools/combat/?attack=15&defense=6&roll=9');
    await paste(tab, '#ct-roll', '3,4');
    expect(await tab.locator('#ct-roll').inputValue()).toBe('3,4');
    expect(await tab.locator('#ct-roll').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.locator('[data-ct-error="roll"]').textContent()).toContain('Escribe un número entero entre -20 y 40.');
    expect((await liveQuery(tab)).get('roll')).toBe('9');
    expect(await selectedCell(tab)).toEqual([{ row: 8, col: columnIndexForOdds(combatTable, 'Open', { attacker: 3, defender: 1 }), selected: 'true' }]);
    for (const param of ['asteps', 'dsteps', 'hexes']) {
      await paste(tab, `#ct-${param}`, '3,4');
      expect(await tab.locator(`[data-ct-error="${param}"]`).isVisible(), param).toBe(true);
      expect((await liveQuery(tab)).get(param), param).toBeNull();
    }
    const ru = (await open('/ru/tools/combat/')).tab;
    await paste(ru, '#ct-dsteps', '7,5');
    expect(await ru.locator('[data-ct-error="dsteps"]').textContent()).toContain('Введите целое число от 1 до 99.');
  });

  it('refuses an attack no board can hold, instead of ruling on it: non-adjacent hexsides from one hex, more hexes than units (9.10 note 4)', async () => {
    for (const [query, message] of [
      ['?code=Ae4+DL1o2&ar=4&hexes=1&nonadjacent=1', 'Un ataque desde un solo hexágono cruza un solo lado de hexágono'],
      ['?code=Ae4+DL1o2&ar=4&hexes=3', 'hay más hexágonos que unidades en la lista de atacantes'],
    ] as const) {
      const { tab } = await open(`/es/tools/combat/${query}`);
      await tab.locator('main li', { hasText: message }).waitFor();
      expect(await tab.locator('main').innerText(), query).not.toContain('Se ignora el resultado e4');
    }
  });

  it('reads out a field’s refusal, with the field’s name, even once the focus has moved on', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL1o1+Do1');
    await tab.locator('#ct-asteps').fill('abc');
    await tab.keyboard.press('Tab');
    const status = tab.locator('[data-ct-status]');
    await tab.waitForFunction(() => document.querySelector('[data-ct-status]')?.textContent?.includes('Escribe un número entero entre 1 y 99'));
    expect(await status.textContent()).toMatch(/^Pasos del atacante\b.*: Escribe un número entero entre 1 y 99/u);
  });

  it('writes a tiny strength into the link as plain digits, and the link opens with it', async () => {
    const { tab } = await open('/es/tools/combat/');
    await tab.locator('#ct-attack').fill('5');
    await tab.locator('#ct-defense').fill('0,0000001');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 50000000:1, fuera de la tabla: se usa la última columna, 13:1 (9.7b)');
    expect((await liveQuery(tab)).get('defense')).toBe('0.0000001');
    await tab.reload();
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    expect(await tab.locator('[data-ct-url-problems]').isVisible()).toBe(false);
    // The field writes it as the reader typed it, with the page's decimal comma.
    expect(await tab.locator('#ct-defense').inputValue()).toBe('0,0000001');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 50000000:1, fuera de la tabla: se usa la última columna, 13:1 (9.7b)');
  });

  it('reads full-width digits as digits in a strength, the dice and a code', async () => {
    const { tab } = await open('/es/tools/combat/?ar=5&dar=0&phase=overrun');
    await paste(tab, '#ct-attack', '１５');
    await paste(tab, '#ct-defense', '６');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 3:1');
    await paste(tab, '#ct-sdice', '３ ４');
    expect(await tab.locator('#ct-sdice').getAttribute('aria-invalid')).toBeNull();
    expect((await liveQuery(tab)).get('sdice')).toBe('3,4');
    await paste(tab, '#ct-code', 'AL１o1');
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Se lee como AL1o1');
  });

  it('refuses a shift die with a sign, typed or in the link, instead of reading -5 as 5', async () => {
    const { tab } = await open('/es/tools/combat/?sdie=-5');
    expect(await tab.locator('[data-ct-problem="sdie"]').count()).toBe(1);
    expect(await tab.locator('#ct-sdie').inputValue()).toBe('');
    await paste(tab, '#ct-sdie', '-5');
    expect(await tab.locator('[data-ct-error="sdie"]').textContent()).toBe('Escribe un dado, de 1 a 6.');
    expect((await liveQuery(tab)).get('sdie')).toBeNull();
  });
});

describe('codes pasted from a forum, and what a link could not use', () => {
  it('reads a code through the invisible characters a forum post carries', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL1o1%E2%80%8BDL1o2');
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe('Se lee como AL1o1 DL1o2');
    expect(await tab.locator('[data-ct-code-error]').isVisible()).toBe(false);
    const ru = (await open('/ru/tools/combat/?code=A%C2%ADL1o1%EF%BB%BFDo1')).tab;
    expect(await ru.locator('[data-ct-read-as]').textContent()).toBe('Читается как AL1o1 Do1');
  });

  it('names each field of a bad link by its label, not by the link\'s parameter', async () => {
    const { tab } = await open('/es/tools/combat/?dsteps=abc&ar=6&sdie=0&dmode=x&oshift=y');
    const problems = await tab.locator('[data-ct-url-problem-list] li').allTextContents();
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('«Pasos del defensor» = «abc»: Escribe un número entero entre 1 y 99. Se usa el valor por defecto.');
    for (const [index, param] of ['dsteps', 'ar', 'dmode', 'oshift', 'sdie'].entries()) {
      const label = (await tab.locator(`label[for="ct-${param}"]`).textContent())?.trim() ?? '';
      expect(problems[index], param).toContain(`«${label}»`);
      expect(problems[index], param).not.toContain(`«${param}»`);
    }
  });

  it('says a code too long for a link was shortened, not replaced by the default', async () => {
    const { tab } = await open(`/es/tools/combat/?code=${'A'.repeat(600)}`);
    const problem = (await tab.locator('[data-ct-problem="code"]').textContent()) ?? '';
    expect(problem).toMatch(/^«Resultado de combate» = «A{40}…»: es demasiado largo; se ha acortado a 500 caracteres\.$/);
    expect(problem).not.toContain('por defecto');
    expect(await tab.locator('#ct-code').inputValue()).toBe('A'.repeat(500));
    const ru = (await open(`/ru/tools/combat/?code=${'A'.repeat(600)}`)).tab;
    expect(await ru.locator('[data-ct-problem="code"]').textContent()).toContain('текст обрезан до 500 символов.');
  });

  it('reads out the code\'s status once the reader pauses typing, and not again when another field changes', async () => {
    const { tab } = await open('/es/tools/combat/');
    await tab.locator('[data-ct-status]').evaluate((status) => {
      const seen: string[] = [];
      (window as unknown as { statusChanges: string[] }).statusChanges = seen;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    });
    const changes = () => tab.evaluate(() => [...(window as unknown as { statusChanges: string[] }).statusChanges]);
    // The page's clock, not the machine's speed, decides what a pause is: it moves only when the test moves it.
    await tab.clock.install();
    // Installed, the page's clock still runs with the machine's; paused, it moves only by runFor.
    await tab.clock.pauseAt(Date.now() + 1_000);
    const pause = () => tab.clock.runFor(TYPING_PAUSE_MS + 100);
    await tab.locator('#ct-code').pressSequentially('AL1o1 DL1o2');
    expect(await changes()).toEqual([]);
    await pause();
    expect(await changes()).toEqual(['AL1o1 DL1o2: 4 partes explicadas.']);
    await tab.locator('#ct-attack').fill('15');
    await tab.locator('#ct-defense').fill('6');
    await tab.locator('#ct-asteps').fill('4');
    await pause();
    expect(await changes()).toEqual(['AL1o1 DL1o2: 4 partes explicadas.']);
    // A half-typed code is not read out while the reader is still typing.
    await tab.locator('#ct-code').pressSequentially(' e');
    expect(await changes()).toHaveLength(1);
    await pause();
    expect(await changes()).toHaveLength(2);
    expect((await changes())[1]).toBe(useTranslations('es', 'combat')('error.missing-number', { token: 'e' }));
  });
});

describe('the table inputs', () => {
  it('say when the odds fall outside the columns the terrain prints, and which column is used (9.7b; a rules review)', async () => {
    const { tab, errors } = await open('/es/tools/combat/?attack=20&defense=1&roll=7');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 20:1, fuera de la tabla: se usa la última columna, 13:1 (9.7b)');
    expect(await tab.locator('tr.is-chosen th.is-odds-column').textContent()).toBe('13:1');
    const ru = (await open('/ru/tools/combat/?terrain=close&attack=1&defense=7')).tab;
    expect(await ru.locator('[data-ct-odds]').textContent()).toBe('Соотношение: 1:7, за пределами таблицы: берётся крайняя колонка, 1:4 (9.7b)');
    // Odds between two printed columns are read on the lower one, as printed (9.7a): no such note.
    await tab.locator('#ct-attack').fill('6');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 6:1');
    expect(errors).toEqual([]);
  });

  it('go from terrain, strengths, shift and roll to the highlighted cell, which feeds the explainer', async () => {
    const { tab, errors } = await open('/es/tools/combat/');
    await tab.locator('#ct-terrain').selectOption('close');
    await tab.locator('#ct-attack').fill('15');
    await tab.locator('#ct-defense').fill('6');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 3:1');
    expect(await selectedCell(tab)).toEqual([]);
    await tab.locator('#ct-roll').fill('7');
    const column = columnIndexForOdds(combatTable, 'Close', { attacker: 3, defender: 1 });
    expect(await selectedCell(tab)).toEqual([{ row: 6, col: column, selected: 'true' }]);
    const result = combatTable.rows[6]!.results[column]!;
    expect(await tab.locator('#ct-code').inputValue()).toBe(result);
    expect(await tab.locator('[data-ct-read-as]').textContent()).toBe(`Se lee como ${result}`);
    expect(await tab.locator('tr.is-chosen th.is-selected').textContent()).toBe('3:1');
    await tab.locator('#ct-shift').fill('3');
    expect(await selectedCell(tab)).toEqual([{ row: 6, col: column + 3, selected: 'true' }]);
    expect(await tab.locator('tr.is-chosen th.is-odds-column').textContent()).toBe('3:1');
    expect(await tab.locator('[data-ct-lookup]').textContent()).toContain(combatTable.rows[6]!.results[column + 3]!);
    expect(Object.fromEntries(currentQuery(tab))).toMatchObject({ terrain: 'close', attack: '15', defense: '6', shift: '3', roll: '7' });
    expect(await tab.locator('tr.is-chosen').getAttribute('data-ct-terrain-row')).toBe('close');
    const printedAl2 = combatTable.rows.flatMap((row) => row.results).filter((cell) => cell === 'AL2').length;
    expect(await tab.locator('[data-ct-table]').getByRole('gridcell', { name: 'AL2', exact: true }).count(), 'the band sign stays out of the name').toBe(printedAl2);
    expect(errors).toEqual([]);
  });

  it('finds the rules\' example from the link alone: 4:1 Open, shift +3, roll 12 → 9:1, Ae3 DL2o2DG', async () => {
    const { tab } = await open('/es/tools/combat/?attack=4&defense=1&shift=3&roll=12');
    expect(await tab.locator('#ct-code').inputValue()).toBe('Ae3 DL2o2DG');
    expect(await tab.locator('tr.is-chosen th.is-selected').textContent()).toBe('9:1');
    expect(await tab.locator('th.ct-roll.is-selected').textContent()).toBe('12');
    await tab.locator('#ct-shift').fill('-6');
    await tab.locator('#ct-roll').fill('2');
    expect(await tab.locator('tr.is-chosen th.is-selected').textContent()).toBe('1:4');
    expect(await tab.locator('#ct-code').inputValue()).toBe('AL2');
  });

  it('keeps fractional strengths, typed with a decimal comma, and refuses a bad strength with a message', async () => {
    const { tab } = await open('/ru/tools/combat/');
    await tab.locator('#ct-attack').fill('9,75');
    await tab.locator('#ct-defense').fill('2');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Соотношение: 5:1');
    await tab.locator('#ct-defense').fill('abc');
    expect(await tab.locator('#ct-defense').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.locator('[data-ct-error="defense"]').textContent()).toContain('Введите силу, ноль или больше');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Соотношение: 5:1');
  });

  it('lets a click on a cell choose it: the explainer shows it and the inputs move to it', async () => {
    const { tab } = await open('/es/tools/combat/?attack=15&defense=6');
    await tab.locator('td[data-row="9"][data-col="2"]').click();
    const result = combatTable.rows[9]!.results[2]!;
    expect(await tab.locator('#ct-code').inputValue()).toBe(result);
    expect(await tab.locator('#ct-roll').inputValue()).toBe('10');
    expect(await tab.locator('#ct-shift').inputValue()).toBe(String(2 - columnIndexForOdds(combatTable, 'Open', { attacker: 3, defender: 1 })));
    expect(await selectedCell(tab)).toEqual([{ row: 9, col: 2, selected: 'true' }]);
    expect(currentQuery(tab).get('code')).toBe(result);
  });
});

describe('the situation panel', () => {
  it('applies the source\'s example Ao1 DL1o2 step by step as the choices change', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+DL1o2&dsteps=4');
    expect(await stepCodes(tab)).toEqual(['attacker-option-as-first-losses', 'defender-loses-steps', 'defender-option-as-losses']);
    expect(await tab.locator('[data-ct-hint="aretreat"]').textContent()).toContain('De 0 a 1');
    await tab.locator('#ct-aretreat').fill('1');
    expect(await stepCodes(tab)).toEqual(['attacker-retreats', 'defender-loses-steps', 'defender-may-ignore-option-attacker-retreated', 'defender-ignores-option']);
    expect(await tab.locator('[data-ct-summary]').textContent()).toContain('ignora su opción');
    await tab.locator('#ct-anyway').check();
    await tab.locator('#ct-dretreat').fill('2');
    expect(await stepCodes(tab)).toContain('defender-applies-option-anyway');
    expect(await stepCodes(tab)).toContain('defender-dg-from-retreat');
    const note = tab.locator('[data-ct-step="defender-may-ignore-option-attacker-retreated"] a[href="#table-note-2"]');
    // The notes are printed in the box Explanation of Combat Results (9.10), not under the Combat Table (9.9).
    expect(await note.textContent()).toBe('Nota 2 de 9.10 (hoja de tablas)');
    await note.click();
    expect(await tab.locator('#table-note-2').evaluate((element) => element.matches(':target'))).toBe(true);
    expect(Object.fromEntries(currentQuery(tab))).toMatchObject({ code: 'Ao1 DL1o2', dsteps: '4', aretreat: '1', dretreat: '2', anyway: '1' });
  });

  it('says at the defender\'s retreat that an option it ignores makes no retreat, and how to apply it (a rules review: dretreat was set aside without a word)', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+DL1o2&dsteps=4&aretreat=1&dretreat=2');
    expect(await stepCodes(tab)).toContain('defender-ignores-option');
    const hint = tab.locator('[data-ct-hint="dretreat"]');
    expect(await hint.textContent()).toBe('El defensor ignora su opción o2, como puede: no se retira. Para aplicarla, marca «Si puede ignorar su opción, el defensor la aplica de todos modos».');
    await tab.locator('#ct-anyway').check();
    expect(await hint.textContent()).toContain('De 0 a 2');
  });

  it('destroys a one-step attacker by AL1 and lets the defender ignore its option (AL1o1 Do1)', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL1o1+Do1');
    await tab.locator('#ct-asteps').fill('1');
    expect(await stepCodes(tab)).toEqual(['attacker-loses-steps', 'attacker-destroyed', 'defender-may-ignore-option-attacker-destroyed', 'defender-ignores-option']);
  });

  it('marks exploiting units, takes a Reserve marker off with a link to the Reaction Phase, and survives a reload', async () => {
    const { tab } = await open('/ru/ocs/combat-table/?code=Ae3+DL2o2DG&dsteps=5');
    await tab.locator('#ct-ar').fill('4, 2, 3');
    await tab.locator('#ct-reserve').check();
    expect(await stepCodes(tab)).toEqual(['defender-loses-steps', 'defender-dg', 'defender-option-as-losses', 'units-exploitation-marked', 'reserve-marker-removed-dg']);
    const reserveLink = tab.locator('[data-ct-step="reserve-marker-removed-dg"] a').first();
    expect(await reserveLink.getAttribute('href')).toBe('/ru/ocs/reaction-phase/#reserve-removed-when-attacked');
    expect(await tab.locator('[data-ct-summary]').textContent()).toContain('№ 1, 3');
    expect(await tab.locator('#ct-aretreat').isDisabled()).toBe(true);
    await tab.locator('#ct-phase').selectOption('overrun');
    expect(await stepCodes(tab)).toContain('exploit-not-in-combat-segment');
    await tab.reload();
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    expect(await tab.locator('#ct-ar').inputValue()).toBe('4, 2, 3');
    expect(await stepCodes(tab)).toContain('exploit-not-in-combat-segment');
    await reserveLink.click();
    await tab.waitForURL(/\/ru\/ocs\/reaction-phase\/#reserve-removed-when-attacked$/);
  });

  it('refuses an impossible choice with a localized message and keeps the last good one', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL2');
    await tab.locator('#ct-asteps').fill('0');
    // The message says which value the steps, the summary and the link still use.
    expect(await tab.locator('[data-ct-error="asteps"]').textContent()).toBe('Escribe un número entero entre 1 y 99. Hasta que lo corrijas, se sigue usando 3.');
    expect(await stepCodes(tab)).toEqual(['attacker-loses-steps']);
    const ru = (await open('/ru/tools/combat/?code=AL2&asteps=2')).tab;
    await ru.locator('#ct-asteps').fill('1.5');
    expect(await ru.locator('[data-ct-error="asteps"]').textContent()).toBe('Введите целое число от 1 до 99. Пока значение не исправлено, используется 2.');
  });
});

describe('keyboard only', () => {
  it('reaches the code field, the examples and the table, and moves through the table with the arrows', async () => {
    const { tab } = await open('/es/tools/combat/');
    const focused = () => tab.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { id: element?.id ?? '', cell: element?.dataset.ctCell !== undefined, row: element?.dataset.row, col: element?.dataset.col, example: element?.dataset.ctExample };
    });
    const tabUntil = async (done: (state: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let presses = 0; presses < 80; presses += 1) {
        await tab.keyboard.press('Tab');
        if (done(await focused())) return;
      }
      throw new Error('never reached by Tab');
    };
    await tabUntil((state) => state.id === 'ct-code');
    await tab.keyboard.type('al1 do1');
    expect(await partCodes(tab)).toEqual(['attackerLoss', 'defenderOption']);
    await tabUntil((state) => state.example === 'Ae3 DL2o2DG');
    await tab.keyboard.press('Enter');
    expect(await tab.locator('#ct-code').inputValue()).toBe('Ae3 DL2o2DG');
    await tabUntil((state) => state.cell);
    expect(await focused()).toMatchObject({ row: '0', col: '0' });
    const outline = await tab.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await tab.keyboard.press(key);
    expect(await focused()).toMatchObject({ row: '2', col: '3' });
    await tab.keyboard.press('Enter');
    expect(await tab.locator('#ct-code').inputValue()).toBe(combatTable.rows[2]!.results[3]);
    expect(await tab.locator('[data-ct-cell][tabindex]').evaluateAll((cells) => cells.map((cell) => `${(cell as HTMLElement).dataset.row},${(cell as HTMLElement).dataset.col}`))).toEqual(['2,3']);
    await tab.keyboard.press('End');
    expect(await focused()).toMatchObject({ row: '2', col: '12' });
    await tab.keyboard.press('Control+End');
    expect(await focused()).toMatchObject({ row: '14', col: '12' });
    await tab.keyboard.press('ArrowDown');
    expect(await focused()).toMatchObject({ row: '14', col: '12' });
    await tab.keyboard.press('Home');
    await tab.keyboard.press(' ');
    expect(await tab.locator('#ct-code').inputValue()).toBe(combatTable.rows[14]!.results[0]);
    await tab.keyboard.press('Shift+Tab');
    expect((await focused()).cell).toBe(false);
  });

  it('draws the focus ring at 3:1 or more against what lies beside it, in the strongest band too (a low-vision review, 1.4.11)', async () => {
    const { tab } = await open('/es/tools/combat/?attack=40&defense=2&roll=7', { viewport: { width: 1366, height: 900 } });
    await tab.locator('[data-ct-cell][tabindex="0"]').focus();
    // From the table's last cell leftwards, to a cell of the strongest band that is not the chosen one.
    await tab.keyboard.press('Control+End');
    const focused = tab.locator(':focus');
    const inBand = () => focused.evaluate((element) => element.classList.contains('ct-band-attacker-decisive') && !element.classList.contains('is-selected'));
    for (let presses = 0; presses < 12 && !(await inBand()); presses += 1) await tab.keyboard.press('ArrowLeft');
    expect(await inBand()).toBe(true);
    const box = (await focused.boundingBox())!;
    const shot = await tab.screenshot({ clip: { x: box.x, y: box.y + box.height / 2, width: 12, height: 1 } });
    // The ring (its middle, 1 px in), and what lies just inside it.
    const [ring, inside] = await screenshotColours(tab, shot, [1, 4]);
    const contrast = contrastRatio(ring!, inside!);
    expect(contrast).toBeGreaterThanOrEqual(3);
  });

  it('never leaves the focused cell under the row headers that stick to the left while the table scrolls (a low-vision review, 2.4.11)', async () => {
    const { tab } = await open('/es/tools/combat/?attack=40&defense=2&roll=7', { viewport: { width: 320, height: 256 } });
    const cell = tab.locator('[data-ct-cell][tabindex="0"]');
    await cell.focus();
    // How much of the focused cell the sticky header of its row covers, in CSS pixels.
    const covered = () => tab.evaluate(() => {
      const focusedCell = document.activeElement as HTMLElement;
      const header = focusedCell.parentElement!.querySelector('th[scope="row"]')!;
      return Math.max(0, header.getBoundingClientRect().right - focusedCell.getBoundingClientRect().left);
    });
    const start = Number(await cell.getAttribute('data-col'));
    expect(start).toBeGreaterThan(5);
    for (let column = start; column > 0; column -= 1) {
      await tab.keyboard.press('ArrowLeft');
      expect(await covered(), `column ${column - 1}`).toBeLessThanOrEqual(1);
    }
    // And back to the right edge, as far as the table goes.
    for (const key of ['End', 'Home']) {
      await tab.keyboard.press(key);
      expect(await covered(), key).toBeLessThanOrEqual(1);
    }
  });
});

describe('on a phone, in both themes, and for assistive technology', () => {
  it.each(['/es/tools/combat/', '/ru/ocs/combat-table/'])('%s scrolls only the table sideways at 360 px', async (path) => {
    const { tab } = await open(`${path}?code=Ae3+DL2o2DG&attack=4&defense=1&roll=12&shift=3&aretreat=1`, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const wrap = await tab.locator('.ct-table-wrap').evaluate((element) => ({ scrolls: element.scrollWidth > element.clientWidth, width: element.getBoundingClientRect().width }));
    expect(wrap.scrolls).toBe(true);
    expect(wrap.width).toBeLessThanOrEqual(360);
  });

  // Every page is checked whole with axe, in both themes, in its initial state (pages.test.ts); these check the widget filled in.
  it('has no axe violations with every panel filled (es tools page, light theme)', { timeout: 180_000 }, async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+DL1o2&attack=4&defense=1&roll=12&shift=3&aretreat=1&reserve=1&hexes=99', { colorScheme: 'light' });
    await tab.locator('#ct-asteps').fill('0');
    expect(await tab.locator('[data-ct-url-problems]').isVisible()).toBe(true);
    expect(await tab.locator('[data-ct-error="asteps"]').isVisible()).toBe(true);
    expect(await axeViolations(tab, '#combat-tool')).toEqual([]);
  });

  it('has no axe violations with an error shown (ru document page, dark theme)', { timeout: 180_000 }, async () => {
    const { tab } = await open('/ru/ocs/combat-table/?code=AL1x9&attack=15&defense=6&roll=4', { colorScheme: 'dark' });
    expect(await tab.locator('[data-ct-code-error]').isVisible()).toBe(true);
    expect(await axeViolations(tab, '#combat-tool')).toEqual([]);
  });
});

describe('in a document', () => {
  it('fetches the tools\' code, data and own page only as a reader nears them, then shows them whole, the table too', async () => {
    const { tab, errors } = await open('/es/ocs/combat-table/', {}, false);
    await tab.waitForLoadState('networkidle');
    const fetched = () => tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect((await fetched()).filter((path) => path.startsWith('/es/tools/combat/'))).toEqual([]);
    expect(await tab.locator('[data-ct-live]').isVisible()).toBe(false);
    expect(await tab.locator('#combat-tool table').count()).toBe(0);
    const tableLink = tab.getByRole('link', { name: useTranslations('es', 'combat-tool')('table.onToolsPage') });
    expect(await tableLink.isVisible()).toBe(true);

    await tab.locator('#combat-tool').scrollIntoViewIfNeeded();
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    // The table and its key came with the tools, in place of the link.
    expect(await tab.locator('#combat-tool table[data-ct-table][role="grid"] td[data-ct-cell]').count()).toBe(195);
    expect(await tab.locator('#combat-tool #table-note-1').count()).toBe(1);
    expect(await tableLink.count()).toBe(0);
    expect((await fetched()).filter((path) => path.startsWith('/es/tools/combat/')).sort()).toEqual(['/es/tools/combat/', '/es/tools/combat/data.json']);
    await tab.locator('#ct-code').fill('AL1o1');
    await expect.poll(() => partCodes(tab)).toEqual(['attackerLoss', 'attackerOption']);
    expect(await tab.locator('[data-deferred]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('a link into the table\'s key in a document', () => {
  it('brings the table at once and lands on the note it names', async () => {
    const { tab, errors } = await open('/es/ocs/combat-table/#table-note-2', {}, false);
    const note = tab.locator('#table-note-2');
    await note.waitFor();
    await expect.poll(() => note.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    })).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('leads from the document to the whole table, which reads without script, and says the explainer needs JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    opened.push(context);
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/ocs/combat-table/`);
    expect(await tab.locator('.ct-noscript').textContent()).toBe(useTranslations('es', 'combat-tool')('tool.noScriptDocument'));
    await tab.getByRole('link', { name: useTranslations('es', 'combat-tool')('table.onToolsPage') }).click();
    await tab.waitForURL(`${baseURL}/es/tools/combat/#ct-table-heading`);
    expect(await tab.locator('.ct-noscript').isVisible()).toBe(true);
    expect(await tab.locator('[data-ct-live]').isVisible()).toBe(false);
    expect(await tab.locator('[data-script-loading]').isVisible()).toBe(false);
    const cells = await tab.locator('td[data-ct-cell]').evaluateAll((tds) => tds.map((td) => ({
      text: td.textContent,
      sign: getComputedStyle(td, '::before').content,
      band: getComputedStyle(td).backgroundColor,
    })));
    expect(cells.map((cell) => cell.text)).toEqual(combatTable.rows.flatMap((row) => row.results));
    expect(cells[0]?.sign).toContain('−−');
    expect(cells.at(-1)?.sign).toContain('+++');
    expect(cells[0]?.band).not.toBe(cells.at(-1)?.band);
    expect(await tab.locator('td[data-ct-cell]').first().isVisible()).toBe(true);
    expect(await tab.locator('[data-ct-table]').getAttribute('role')).toBeNull();
  });
});

describe('on a connection that loses the tool\'s script', () => {
  it('says the tools are loading, with what to do if they never come, and offers no link that would drop the code', async () => {
    const context = await browser.newContext();
    opened.push(context);
    await context.route(/\/_astro\/combat-tool\.[^/]+\.js$/u, (route) => route.abort('internetdisconnected'));
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/es/tools/combat/?code=AL1o1%20DL1o2%20e4`);
    await tab.waitForLoadState('networkidle');
    const loading = tab.locator('#combat-tool [data-script-loading]');
    expect(await loading.textContent()).toBe(useTranslations('es', 'combat-tool')('tool.loading'));
    expect(await loading.isVisible()).toBe(true);
    expect(await tab.locator('[data-ct-permalink]').isVisible()).toBe(false);
    // Once the script comes, the note goes and the link keeps the code.
    await context.unroute(/\/_astro\/combat-tool\.[^/]+\.js$/u);
    await tab.reload();
    await tab.locator('[data-ct-live]:not([hidden])').waitFor();
    expect(await loading.count()).toBe(0);
    expect(await tab.locator('[data-ct-permalink]').getAttribute('href')).toContain('code=');
  });
});

describe('right answers at the point of use (issue 12)', () => {
  it.each([1366, 1280])('shows all 13 columns of the Combat Table without sideways scrolling at %i px', async (width) => {
    const { tab } = await open('/es/ocs/combat-table/', { viewport: { width, height: 800 } }, false);
    // In the document the table comes from the tools' page as the reader nears it.
    await tab.locator('#combat-tool').scrollIntoViewIfNeeded();
    const table = await tab.locator('.ct-table-wrap').evaluate((wrap) => {
      const lastHeader = wrap.querySelector('tr.is-chosen th[data-ct-col="12"]')!.getBoundingClientRect();
      const firstCell = wrap.querySelector('td[data-row="0"][data-col="0"]')!.getBoundingClientRect();
      return {
        scrolls: wrap.scrollWidth > wrap.clientWidth,
        lastRight: lastHeader.right,
        firstLeft: firstCell.left,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        viewport: document.documentElement.clientWidth,
      };
    });
    expect(table.scrolls).toBe(false);
    expect(table.page).toBeLessThanOrEqual(0);
    expect(table.firstLeft).toBeGreaterThanOrEqual(0);
    expect(table.lastRight).toBeLessThanOrEqual(table.viewport);
    expect(await tab.locator('[data-ct-scroll-hint]').isVisible()).toBe(false);
  });

  it.each([360, 412, 768])('at %i px, prints no cell over its neighbour: each result fits its cell, beside or under its band sign', async (width) => {
    const { tab } = await open('/es/tools/combat/', { viewport: { width, height: 800 } }, false);
    await tab.locator('.ct-table-wrap').scrollIntoViewIfNeeded();
    const spilling = await tab.locator('.ct-table td.ct-cell').evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => `${cell.getAttribute('data-row')},${cell.getAttribute('data-col')}: ${cell.textContent}`),
    );
    expect(spilling).toEqual([]);
  });

  it('on a 360 px phone, scrolls the table with a visible hint, under an opaque sticky column, and keeps its caption in view', async () => {
    const { tab } = await open('/es/tools/combat/', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const hint = tab.locator('[data-ct-scroll-hint]');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toContain(useTranslations('es', 'combat-tool')('table.scrollHint'));
    await tab.locator('.ct-table-wrap').evaluate((wrap) => { wrap.scrollLeft = wrap.scrollWidth; });
    const seen = await tab.locator('.ct-table-wrap').evaluate((wrap) => {
      const rowHeader = wrap.querySelector<HTMLElement>('th.ct-roll[data-ct-row="7"]')!;
      rowHeader.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      wrap.scrollLeft = wrap.scrollWidth;
      const box = rowHeader.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const background = getComputedStyle(rowHeader).backgroundColor;
      const caption = document.querySelector('#ct-table-caption .ct-caption-text')!;
      const captionBox = caption.getBoundingClientRect();
      const wrapBox = wrap.getBoundingClientRect();
      return {
        scrolled: wrap.scrollLeft > 0,
        headerOnTop: onTop === rowHeader || rowHeader.contains(onTop),
        background,
        captionText: caption.textContent?.trim() ?? '',
        captionInView: captionBox.left >= wrapBox.left - 1 && captionBox.left < wrapBox.right && captionBox.width > 0,
      };
    });
    expect(seen.scrolled).toBe(true);
    expect(seen.headerOnTop).toBe(true);
    expect(seen.background).toMatch(/^rgb\(/);
    expect(seen.captionText).not.toBe('');
    expect(seen.captionInView).toBe(true);
  });

  it('puts the § link of each code right next to the code in the document', async () => {
    const { tab } = await open('/es/ocs/combat-table/', { viewport: { width: 1280, height: 800 } }, false);
    const gaps = await tab.locator('dl.codes dt').evaluateAll((terms) => terms.map((term) => {
      const anchor = term.querySelector('.term-anchor')!.getBoundingClientRect();
      const code = term.querySelector('.term')!.getBoundingClientRect();
      return Math.round(code.left - anchor.right);
    }));
    expect(gaps.length).toBeGreaterThan(5);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(8);
    }
  });

  it('marks e# units without asking whether the attacker wants them, and an old link with exploit=0 still opens cleanly', async () => {
    // Exploitation is an involuntary mode (5.3, 5.4): the only lever is the option's retreat-or-loss (9.10d).
    for (const [path, lang, minimum] of [
      ['/es/tools/combat/?code=Ae4+DL1o2&exploit=0&ar=4', 'es', 4],
      ['/ru/tools/combat/?code=Ao1+e4+DL1o2&exploit=0&ar=4', 'ru', 4],
    ] as const) {
      const { tab, errors } = await open(path);
      const t = useTranslations(lang, 'combat');
      expect(await tab.locator('[data-ct-field="exploit"]').count()).toBe(0);
      expect(await tab.locator('[data-ct-url-problems]').isVisible()).toBe(false);
      const codes = await stepCodes(tab);
      expect(codes.filter((code) => code?.startsWith('exploit-'))).toEqual([]);
      expect(await tab.locator('[data-ct-step="units-exploitation-marked"]').textContent()).toContain(t('conclusion.units-exploitation-marked', { count: 1, minimum, units: '1' }));
      expect(currentQuery(tab).has('exploit')).toBe(false);
      expect(errors).toEqual([]);
    }
  });

  it('says plainly what the attacker earns by its option, and lists HQs and DG units as the two exceptions (es, ru)', async () => {
    const es = (await open('/es/tools/combat/?code=Ao1+e4+DL1o2')).tab;
    expect(await es.locator('[data-ct-part="exploitAfterOption"]').textContent()).toContain('solo gana la Explotación si cumple toda su opción');
    expect(await es.locator('[data-ct-part="exploitAfterOption"]').textContent()).not.toContain('solo la gana');
    const ru = (await open('/ru/tools/combat/?code=Ao1+e4+DL1o2')).tab;
    expect(await ru.locator('[data-ct-part="exploitAfterOption"]').textContent()).toContain('(кроме штабов (HQ) и подразделений в режиме DG)');
    await ru.locator('#ct-code').fill('Ae4 DL1o2');
    expect(await ru.locator('[data-ct-part="exploit"]').textContent()).toContain('(кроме штабов (HQ) и подразделений в режиме DG)');
  });

  it('voids e# only when the attacker takes its option as a retreat (9.10d)', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+e4+DL1o2&ar=4&aretreat=1');
    expect(await stepCodes(tab)).toContain('exploit-voided-by-retreat');
    expect(await stepCodes(tab)).not.toContain('units-exploitation-marked');
  });

  it('marks for Exploitation only the attackers that survive: Ao1 e4 DL1o2, two one-step AR 4 units', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+e4+DL1o2&asteps=2&ar=4,4');
    const t = useTranslations('es', 'combat');
    expect(await tab.locator('[data-ct-step="units-exploitation-marked"]').textContent()).toContain(t('conclusion.units-exploitation-marked', { count: 1, minimum: 4, units: '2' }));
    expect(await tab.locator('[data-ct-summary]').textContent()).toContain('1 unidad marcada (n.º 2)');
  });

  it('asks for each attacker\'s printed rating and DG, and never marks a DG attacker', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ae4+DL1o2&asteps=2&dsteps=5');
    const hint = (await tab.locator('[data-ct-hint="ar"]').textContent()) ?? '';
    expect(hint).not.toContain('ya modificados');
    expect(hint).toContain('DG');
    await tab.locator('#ct-ar').fill('5 DG, 4');
    expect(await stepCodes(tab)).toEqual(['defender-loses-steps', 'defender-option-as-losses', 'exploit-disorganized-units-excluded', 'units-exploitation-marked']);
    expect(await tab.locator('[data-ct-step="exploit-disorganized-units-excluded"]').textContent()).toContain('9.13b A');
    expect(currentQuery(tab).get('ar')).toBe('5dg,4');
    await tab.locator('#ct-ar').fill('7');
    expect(await tab.locator('[data-ct-error="ar"]').isVisible()).toBe(true);
  });

  it('takes zero strengths (9.14a) to the edge columns', async () => {
    const { tab } = await open('/es/tools/combat/?roll=7');
    await tab.locator('#ct-attack').fill('0');
    await tab.locator('#ct-defense').fill('4');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe(useTranslations('es', 'combat-tool')('table.oddsZeroAttack'));
    expect(await selectedCell(tab)).toEqual([{ row: 6, col: 0, selected: 'true' }]);
    await tab.locator('#ct-attack').fill('4');
    await tab.locator('#ct-defense').fill('0');
    expect(await selectedCell(tab)).toEqual([{ row: 6, col: 12, selected: 'true' }]);
    // Both zero: 1:1, and the lookup says why, as for one zero.
    await tab.locator('#ct-attack').fill('0');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: las dos fuerzas son cero, se toma 1:1 (9.14a).');
    await tab.locator('#ct-attack').fill('2,4999999999');
    await tab.locator('#ct-defense').fill('1');
    expect(await tab.locator('[data-ct-odds]').textContent()).toBe('Proporción: 2:1');
  });

  it('sends a Reserve defender made DG to DG Mode, not to Combat or Move Mode (5.10)', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ae3+DL2o2DG&dsteps=5&reserve=1');
    expect(await stepCodes(tab)).toContain('reserve-marker-removed-dg');
    expect(await tab.locator('[data-ct-steps]').textContent()).not.toContain('queda en Modo Combate o Movimiento');
  });
});

describe('an OCS rules review of whole combats', () => {
  it('writes a strength with the page\'s decimal comma, in the field from a link and in the odds step (es, ru)', async () => {
    for (const lang of ['es', 'ru'] as const) {
      const { tab } = await open(`/${lang}/tools/combat/?attack=9.75&defense=2&ar=4&sdice=3,4&cdice=3,4`);
      expect(await tab.locator('#ct-attack').inputValue()).toBe('9,75');
      expect(await tab.locator('[data-ct-procedure-step="odds"]').textContent()).toContain('9,75');
      expect(await tab.locator('[data-ct-procedure-step="odds"]').textContent()).not.toContain('9.75');
      // The link still writes the number as links do.
      expect(currentQuery(tab).get('attack')).toBe('9.75');
    }
  });

  it('says that a DG attacker fights in the Exploitation Phase only as a Reserve released in it (11.0a, 5.10)', async () => {
    const { tab } = await open('/es/tools/combat/?code=Ao1+DL1o1&phase=exploitation&ar=4dg');
    expect((await stepCodes(tab))[0]).toBe('exploitation-phase-dg-attackers');
    expect(await tab.locator('[data-ct-step="exploitation-phase-dg-attackers"]').textContent()).toContain('11.0a');
    const { tab: organized } = await open('/es/tools/combat/?code=Ao1+DL1o1&phase=exploitation&ar=4');
    expect(await stepCodes(organized)).not.toContain('exploitation-phase-dg-attackers');
  });

  it('refuses a DG overrun without speaking of the Reaction Phase, and a DG attack in that phase by saying why', async () => {
    const tc = useTranslations('es', 'combat');
    const { tab } = await open('/es/tools/combat/?code=Ao1+DL1o1&phase=overrun&ar=4dg');
    expect(await tab.locator('[data-ct-steps]').textContent()).toBe(tc('error.disorganized-overrun'));
    expect(await tab.locator('[data-ct-steps]').textContent()).not.toContain('Reacción');
    const { tab: reaction } = await open('/es/tools/combat/?code=Ao1+DL1o1&phase=reaction&ar=4dg&attack=6&defense=2&sdice=3,4&cdice=3,4');
    expect(await reaction.locator('[data-ct-steps]').textContent()).toContain('Fase de Reacción');
    expect(await reaction.locator('[data-ct-error="ar"]').textContent()).toContain('Fase de Reacción');
  });

  it('takes a link that lists the attacking units without the attacker\'s steps, which it then has: ar=4,3 holds 2 (it was refused)', async () => {
    const { tab, errors } = await open('/es/tools/combat/?code=Ae4+DL1o2&ar=4,3');
    expect(await tab.locator('#ct-asteps').inputValue()).toBe('2');
    expect(await stepCodes(tab)).toContain('units-exploitation-marked');
    expect(await tab.locator('[data-ct-url-problems]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('names the attacking units a loss eliminates while others live on (9.11c): AL2, a two-step AR 4 unit and a one-step AR 3 unit', async () => {
    const { tab } = await open('/es/tools/combat/?code=AL2&ar=4x2,3&asteps=3');
    expect(await tab.locator('[data-ct-summary]').textContent()).toContain('1 unidad eliminada (n.º 2)');
    const { tab: ru } = await open('/ru/tools/combat/?code=AL2&ar=4x2,3&asteps=3');
    expect(await ru.locator('[data-ct-summary]').textContent()).toContain('уничтожено 1 подразделение (№ 2)');
  });
});

describe('a whole combat, from the counters to the result (issue 19)', () => {
  const EXAMPLE = '?attack=4&defense=1&ar=5&phase=overrun&dar=0';
  const procedureSteps = (tab: Page) => tab.locator('[data-ct-procedure-steps] li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.ctProcedureStep));

  it('enters the 9.8 example\'s dice and follows every step, each with its numbers and rule, to Ae3 DL2o2DG', async () => {
    const { tab, errors } = await open(`/es/tools/combat/${EXAMPLE}`);
    expect(await tab.locator('[data-ct-procedure-pending]').isVisible()).toBe(true);
    await tab.locator('#ct-sdice').fill('4 4');
    await tab.locator('#ct-sdie').fill('3');
    await tab.locator('#ct-cdice').fill('3 4');
    expect(await procedureSteps(tab)).toEqual(['odds', 'odds-column', 'action-rating', 'action-rating', 'ar-differential', 'surprise-roll', 'surprise-attacker', 'final-column', 'combat-roll', 'result']);
    const steps = await tab.locator('[data-ct-procedure-steps] li').allTextContents();
    expect(steps[5]).toContain('4 + 4');
    expect(steps[5]).toContain('= 13');
    expect(steps[5]).toContain('9.8');
    expect(steps[7]).toContain('4:1 +3 → 9:1');
    expect(steps[8]).toContain('= 12');
    expect(steps[9]).toContain('Ae3 DL2o2DG');
    expect(await tab.locator('[data-ct-faces="sdice"]').textContent()).toBe('⚃⚃');
    expect(await tab.locator('#ct-code').inputValue()).toBe('Ae3 DL2o2DG');
    expect(await selectedCell(tab)).toEqual([{ row: 11, col: 10, selected: 'true' }]);
    expect(Object.fromEntries(currentQuery(tab))).toMatchObject({ sdice: '4,4', sdie: '3', cdice: '3,4', shift: '3', roll: '12', code: 'Ae3 DL2o2DG' });
    expect(errors).toEqual([]);
  });

  it('rolls fair dice in the browser, shows them as faces, and puts them in the URL', async () => {
    const { tab, errors } = await open(`/es/tools/combat/?attack=6&defense=2&hedgehog=1`);
    await tab.locator('[data-ct-roll]').click();
    const query = currentQuery(tab);
    for (const param of ['sdice', 'sdie', 'cdice']) expect(query.get(param)).toMatch(/^[1-6](,[1-6])?$/);
    const faces = (await tab.locator('[data-ct-faces="sdice"]').textContent()) ?? '';
    expect(Array.from(faces)).toHaveLength(2);
    expect(Array.from(faces).every((face) => '⚀⚁⚂⚃⚄⚅'.includes(face))).toBe(true);
    expect((await procedureSteps(tab)).at(-1)).toBe('result');
    expect(await tab.locator('[data-ct-roll-status]').textContent()).toContain('Dados tirados');
    expect(errors).toEqual([]);
  });

  it('shares the URL: the same combat reopens in Russian, every step in Russian, the same cell', async () => {
    // The 9.8 example reversed: the AR 0 unit overruns the AR 5 one.
    const { tab } = await open('/es/tools/combat/?attack=4&defense=1&ar=0&phase=overrun&dar=5&sdice=5,5&sdie=6&cdice=3,4');
    const shared = new URL(tab.url());
    const spanish = await procedureSteps(tab);
    expect(await tab.locator('#ct-code').inputValue()).toBe('AL2');
    const { tab: russian } = await open(`/ru/tools/combat/${shared.search}`);
    expect(await procedureSteps(russian)).toEqual(spanish);
    expect(await russian.locator('#ct-code').inputValue()).toBe('AL2');
    expect(await russian.locator('#ct-sdice').inputValue()).toBe('5 5');
    const text = (await russian.locator('[data-ct-procedure-steps]').textContent()) ?? '';
    expect(text).toContain('Внезапность обороняющегося');
    expect(text).toContain('1:4');
    expect(await selectedCell(russian)).toEqual(await selectedCell(tab));
  });

  it('keeps the rest when the roll is typed by hand, and shows bad dice and a missing shift die at their field', async () => {
    const { tab } = await open(`/es/tools/combat/${EXAMPLE}&sdice=6,6&cdice=3,4`);
    const t = useTranslations('es', 'combat-tool');
    expect(await tab.locator('[data-ct-error="sdie"]').textContent()).toBe(t('procedure-error.missing-shift-die'));
    await tab.locator('#ct-sdie').fill('9');
    expect(await tab.locator('[data-ct-error="sdie"]').textContent()).toBe(t('field.dice', { count: 1 }));
    await tab.locator('#ct-cdice').fill('x');
    expect(await tab.locator('#ct-cdice').getAttribute('aria-invalid')).toBe('true');
    await tab.locator('#ct-roll').fill('7');
    const query = new URLSearchParams(await tab.evaluate(() => location.search));
    expect(query.get('sdice')).toBeNull();
    expect(Object.fromEntries(query)).toMatchObject({ attack: '4', defense: '1', dar: '0', roll: '7' });
    expect(await tab.locator('[data-ct-procedure-pending]').isVisible()).toBe(true);
  });

  it('sits in the document too, with no axe violations filled in', { timeout: 180_000 }, async () => {
    const { tab } = await open(`/ru/ocs/combat-table/${EXAMPLE}&sdice=4,4&sdie=3&cdice=3,4`);
    expect(await tab.locator('#ct-code').inputValue()).toBe('Ae3 DL2o2DG');
    expect((await procedureSteps(tab)).length).toBe(10);
    expect(await axeViolations(tab, '[data-ct-whole]')).toEqual([]);
  });
});
