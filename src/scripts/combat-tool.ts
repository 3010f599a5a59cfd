/**
 * The OCS combat tools in the browser: wires the explainer, the situation panel
 * and the Combat Table to the pure logic of src/lib/ocs/. Every string comes
 * from the catalogs of the tools' data file (`/{lang}/tools/combat/data.json`),
 * fetched as they start; everything a reader types is set as text, never as HTML.
 */
import { createTranslator, type Locale, type Messages, type Translate } from '../i18n/translator';
// The table comes validated from the page, so official-combat-table.ts (and its validator) stays out of the browser.
import { formatCombatResult, parseCombatResult, type CombatResult } from '../lib/ocs/combat-result';
import { ROW_LABELS, columnIndexForOdds, oddsOutsideTable, type CombatTable } from '../lib/ocs/combat-table';
import { formatOdds, zeroStrengthSide } from '../lib/ocs/odds';
import { resolveCombatResult, type CombatResolution, type RuleSource, type SideOutcome } from '../lib/ocs/resolve';
import { BAND_SYMBOLS, resultBand } from '../lib/ocs/result-bands';
import { errorExcerpt, explainCombatResult, ruleLinks, tableNoteNumber, type LinkContext } from '../lib/ocs/explain';
import { applyFieldInput, applyRolledDice, FORM_FIELDS, isFormFieldParam } from '../lib/ocs/tool-form';
import { PROCEDURE_FIELD_PARAMS, linkCodeDisagreement, procedureFor, withLedResult } from '../lib/ocs/tool-procedure';
import type { ProcedureStep } from '../lib/ocs/combat-procedure';
import { rollDice } from '../lib/ocs/dice';
import { readWidgetConfig } from '../lib/json-script';
import { formatDecimal } from '../lib/numbers';
import { fillDeferred } from './deferred-markup';
import { liveStatus } from './live-status';
import {
  DIE_FACES,
  STRENGTH_LIMITS,
  TOOL_PARAMS,
  chooseCell,
  lookupForState,
  parseToolState,
  serializeToolState,
  situationFor,
  type CombatToolState,
  type FieldError,
  type ToolParam,
} from '../lib/ocs/tool-state';

/** What the page writes into the widget: where it stands and where the tools' data file is. */
interface PageConfig {
  readonly lang: string;
  readonly currentDoc: string | null;
  readonly pagePath: string;
  readonly toolsPath: string;
  /** The tools' data file (strings, clause labels, table), the same for every page of a language. */
  readonly data: string;
}

interface ToolConfig extends PageConfig {
  /** The `combat` and `combat-tool` messages of the page's language. */
  readonly strings: Messages;
  readonly clauseLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The Combat Table the build validated. */
  readonly table: CombatTable;
}

const ROW_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ROW_LABELS.map((label, index) => [label, index]));

/**
 * Starts every combat tools widget on the page, once its data file has arrived.
 * @example await initCombatTools() // from the widget's <script>, as the widget nears the viewport
 */
export async function initCombatTools(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-combat-tool]')) {
    const config = await readConfig(root);
    if (config) startTools(root, config);
  }
}

/**
 * The widget's configuration with its data file, and in a document the markup it left to the tools' own page; null
 * (the tools stay the plain table) when any of them is unreadable.
 */
async function readConfig(root: HTMLElement): Promise<ToolConfig | null> {
  const page = readWidgetConfig(root) as PageConfig | null;
  if (!page || typeof page.data !== 'string') return null;
  try {
    const [response, filled] = await Promise.all([fetch(page.data), fillDeferred(root, page.toolsPath, '[data-combat-tool]')]);
    if (!response.ok || !filled) return null;
    return { ...page, ...((await response.json()) as Omit<ToolConfig, keyof PageConfig>) };
  } catch {
    return null;
  }
}

function translators(config: ToolConfig): { t: Translate; tc: Translate } {
  const translator = createTranslator(config.lang as Locale, config.strings);
  return { t: translator.composed('combat-tool'), tc: translator.composed('combat') };
}

function startTools(root: HTMLElement, config: ToolConfig): void {
  const { t, tc } = translators(config);
  const links: LinkContext = { lang: config.lang, currentDoc: config.currentDoc };
  const find = <Element extends HTMLElement>(selector: string): Element => {
    const element = root.querySelector<Element>(selector);
    if (!element) throw new Error(`combat tools: missing ${selector}`);
    return element;
  };
  const codeInput = find<HTMLInputElement>('[data-ct-code]');
  const table = find<HTMLTableElement>('[data-ct-table]');
  const fieldInputs = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-ct-field]')];
  const cells = [...table.querySelectorAll<HTMLTableCellElement>('[data-ct-cell]')];
  const cellAt = (row: number, column: number) => cells.find((cell) => cell.dataset.row === String(row) && cell.dataset.col === String(column));

  const parsed = parseToolState(location.search);
  // A link without a code shows the cell its dice, or else its table inputs, lead to.
  let state: CombatToolState = parsed.state.code === '' ? withLedResult(parsed.state, config.table) : parsed.state;
  let tabStop = { row: 0, column: 0 };
  // The code's status is read out once the reader pauses typing it, and never again in the same words.
  const sayStatus = liveStatus(find('[data-ct-status]'));

  showUrlProblems();
  for (const selector of ['[data-ct-live]', '[data-ct-lookup-form]', '[data-ct-keyboard-hint]', '[data-ct-permalink-item]']) find(selector).hidden = false;
  root.querySelector('[data-script-loading]')?.remove();
  // Without this script the table is a plain data table; with it, a grid whose cells can be chosen.
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-describedby', 'ct-keyboard-hint');
  moveTabStop(0, 0, false);
  render(null);

  codeInput.addEventListener('input', () => {
    state = { ...state, code: codeInput.value };
    render(codeInput);
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-ct-example]')) {
    button.addEventListener('click', () => {
      state = { ...state, code: button.dataset.ctExample ?? '' };
      render(null);
    });
  }
  for (const input of fieldInputs) {
    const eventName = input instanceof HTMLSelectElement || input.type === 'checkbox' ? 'change' : 'input';
    input.addEventListener(eventName, () => onFieldInput(input));
  }
  for (const form of root.querySelectorAll('form')) form.addEventListener('submit', (event) => event.preventDefault());
  table.addEventListener('click', (event) => {
    const cell = (event.target as Element).closest<HTMLTableCellElement>('[data-ct-cell]');
    if (cell) choose(cell);
  });
  table.addEventListener('keydown', (event) => onTableKey(event));
  find<HTMLButtonElement>('[data-ct-roll]').addEventListener('click', () => {
    const fill = (bytes: Uint8Array) => crypto.getRandomValues(bytes);
    const [s1 = 1, s2 = 1, shiftDie = 1, c1 = 1, c2 = 1] = rollDice(5, fill);
    state = applyRolledDice(state, config.table, { surpriseDice: [s1, s2], shiftDie, combatDice: [c1, c2] });
    render(null);
    find('[data-ct-roll-status]').textContent = t('whole.rolled', { surprise: `${s1} ${s2}`, shift: shiftDie, combat: `${c1} ${c2}` });
  });

  function choose(cell: HTMLTableCellElement): void {
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.col);
    moveTabStop(row, column, true);
    state = chooseCell(state, config.table, row, column);
    render(null);
  }

  function onFieldInput(input: HTMLInputElement | HTMLSelectElement): void {
    const param = input.dataset.ctField ?? '';
    if (!isFormFieldParam(param)) return;
    const value = input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value;
    const next = applyFieldInput(state, config.table, param, value);
    if (!next.ok) {
      // Until the field is corrected the tool goes on with the value it had, and says which.
      const field = FORM_FIELDS[param];
      const kept = field.kind === 'checkbox' ? '' : field.show(state, config.lang);
      const reason = t(`field.${next.error.code}`, next.error.params);
      const message = kept.trim() === '' ? reason : `${reason} ${t('form.kept', { value: kept })}`;
      showMessage(input, param, message);
      // Read out once the reader pauses, as the code's own errors are: the focus may have moved on by then.
      const label = input.labels?.[0]?.textContent?.trim();
      sayStatus(label ? `${label}: ${message}` : message, { typing: true });
      return;
    }
    showFieldError(input, param, null);
    state = next.value;
    render(input);
  }

  function showFieldError(input: HTMLElement, param: ToolParam, error: FieldError | null): void {
    showMessage(input, param, error ? t(`field.${error.code}`, error.params) : null);
  }

  function showMessage(input: HTMLElement, param: ToolParam, text: string | null): void {
    const message = root.querySelector<HTMLElement>(`[data-ct-error="${param}"]`);
    if (text !== null) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (!message) return;
    message.textContent = text ?? '';
    message.hidden = text === null;
  }

  function render(editing: HTMLElement | null): void {
    syncInputs(editing);
    const result = renderExplanation(editing === codeInput);
    renderSituation(result);
    renderLookup();
    renderProcedure();
    const query = serializeToolState(state);
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    find<HTMLAnchorElement>('[data-ct-permalink]').href = `${config.pagePath}${query}${config.currentDoc ? '#combat-tool' : ''}`;
    const ownPage = root.querySelector<HTMLAnchorElement>('[data-ct-own-page]');
    if (ownPage) ownPage.href = `${config.toolsPath}${query}`;
  }

  // The field being typed in keeps what the reader typed; every other field shows the state.
  function syncInputs(editing: HTMLElement | null): void {
    if (editing !== codeInput) codeInput.value = state.code;
    for (const input of fieldInputs) {
      const param = input.dataset.ctField ?? '';
      if (input === editing || !isFormFieldParam(param)) continue;
      const field = FORM_FIELDS[param];
      if (field.kind === 'checkbox' && input instanceof HTMLInputElement) input.checked = field.show(state);
      else if (field.kind !== 'checkbox') input.value = field.show(state, config.lang);
      showFieldError(input, param, null);
    }
  }

  function renderExplanation(typing: boolean): CombatResult | null {
    const empty = find('[data-ct-empty]');
    const readAs = find('[data-ct-read-as]');
    const parts = find('[data-ct-parts]');
    const band = find('[data-ct-band]');
    const error = find('[data-ct-code-error]');
    const blank = state.code.trim() === '';
    const outcome = blank ? null : parseCombatResult(state.code);
    empty.hidden = !blank;
    error.hidden = outcome === null || outcome.ok;
    for (const element of [readAs, parts, band]) element.hidden = outcome === null || !outcome.ok;
    if (outcome === null) {
      codeInput.removeAttribute('aria-invalid');
      sayStatus('', { typing });
      return null;
    }
    if (!outcome.ok) {
      const message = tc(`error.${outcome.error.code}`, { token: outcome.error.token });
      codeInput.setAttribute('aria-invalid', 'true');
      find('[data-ct-error-message]').textContent = message;
      const excerpt = errorExcerpt(state.code, outcome.error);
      find('[data-ct-echo]').hidden = excerpt === null;
      find('[data-ct-echo-before]').textContent = excerpt?.before ?? '';
      find('[data-ct-echo-token]').textContent = excerpt?.token ?? '';
      find('[data-ct-echo-after]').textContent = excerpt?.after ?? '';
      sayStatus(message, { typing });
      return null;
    }
    const value = outcome.value;
    const printed = formatCombatResult(value);
    codeInput.removeAttribute('aria-invalid');
    readAs.textContent = t('explain.readAs', { code: printed });
    const explained = explainCombatResult(value);
    parts.replaceChildren(
      ...explained.map((part) =>
        element('li', { className: `ct-side-${part.side}`, dataset: { ctPart: part.code } }, [
          element('span', { className: 'ct-token' }, [part.token]),
          element('span', { className: 'ct-side' }, [`${t(`explain.side.${part.side}`)}: `]),
          tc(`part.${part.code}`, part.params),
          sourceLinks(part.source),
        ]),
      ),
    );
    const bandName = resultBand(value);
    band.textContent = t('explain.band', { symbol: BAND_SYMBOLS[bandName], band: t(`band.${bandName}`) });
    sayStatus(t('explain.status', { code: printed, count: explained.length }), { typing });
    return value;
  }

  function renderSituation(value: CombatResult | null): void {
    const resolution = value ? resolveCombatResult(value, situationFor(state.situation, value)) : null;
    find('[data-ct-situation-empty]').hidden = resolution !== null;
    find('[data-ct-resolution]').hidden = resolution === null;
    updateRetreatField('aretreat', value?.attacker.option ?? 0, value !== null);
    updateRetreatField('dretreat', value?.defender.option ?? 0, value !== null, resolution?.ok === true && resolution.value.defender.optionIgnored);
    if (!resolution) return;
    if (!resolution.ok) {
      find('[data-ct-steps]').replaceChildren(element('li', {}, [tc(`error.${resolution.error.code}`, phaseContext())]));
      find('[data-ct-summary]').replaceChildren();
      return;
    }
    find('[data-ct-steps]').replaceChildren(
      ...resolution.value.steps.map((step) =>
        element('li', { dataset: { ctStep: step.code } }, [tc(`conclusion.${step.code}`, step.params), sourceLinks(step.source)]),
      ),
    );
    find('[data-ct-summary]').replaceChildren(...summaryEntries(resolution.value, value as CombatResult));
  }

  // A refusal that holds in the Reaction Phase because every attack in it is an overrun says so there (`…_reaction`).
  function phaseContext(): { context?: string } {
    return state.situation.phase === 'reaction' ? { context: 'reaction' } : {};
  }

  // `ignored`: the defender ignores an option it may ignore, so the retreat asked for is not made; the hint says so, and
  // how to apply it, where the retreat is written (a rules review: it was set aside without a word).
  function updateRetreatField(param: 'aretreat' | 'dretreat', option: number, known: boolean, ignored = false): void {
    const input = root.querySelector<HTMLInputElement>(`[data-ct-field="${param}"]`);
    const hint = root.querySelector<HTMLElement>(`[data-ct-hint="${param}"]`);
    if (!input || !hint) return;
    input.disabled = known && option === 0;
    if (document.activeElement !== input) {
      const choice = param === 'aretreat' ? state.situation.attackerRetreat : state.situation.defenderRetreat;
      input.value = String(Math.min(choice, option));
    }
    hint.textContent = !known
      ? ''
      : option === 0
        ? t('situation.noOption')
        : ignored
          ? t('situation.optionIgnoredHint', { max: option, anyway: t('situation.optionAnyway') })
          : t('situation.retreatHint', { max: option });
  }

  function summaryEntries(resolution: CombatResolution, value: CombatResult): HTMLElement[] {
    const entries: [string, string][] = [
      [t('outcome.attacker'), sideSummary(resolution.attacker, false, resolution.attackerUnitsDestroyed)],
      [t('outcome.defender'), sideSummary(resolution.defender, resolution.defender.optionIgnored)],
    ];
    if (value.exploit !== null) {
      const marked = resolution.exploitationMarked;
      const units = marked.map((index) => index + 1).join(', ');
      entries.push([t('outcome.exploitation'), marked.length > 0 ? t('outcome.marked', { count: marked.length, units }) : t('outcome.noneMarked')]);
    }
    if (state.situation.defenderInReserve) {
      entries.push([t('outcome.reserve'), resolution.reserveMarkerRemoved ? t('outcome.reserveRemoved') : t('outcome.reserveKept')]);
    }
    return entries.flatMap(([term, text]) => [element('dt', {}, [term]), element('dd', {}, [text])]);
  }

  // `unitsDestroyed`: the attacking units, by their place in the list, that lose their last step while others live on:
  // the counters the player takes off the map.
  function sideSummary(side: SideOutcome, optionIgnored: boolean, unitsDestroyed: readonly number[] = []): string {
    const pieces: string[] = [];
    if (side.stepsLost > 0) pieces.push(t('outcome.stepsLost', { count: side.stepsLost }));
    if (!side.destroyed && unitsDestroyed.length > 0) {
      pieces.push(t('outcome.unitsDestroyed', { count: unitsDestroyed.length, units: unitsDestroyed.map((index) => index + 1).join(', ') }));
    }
    if (side.hexesRetreated > 0) pieces.push(t('outcome.retreated', { count: side.hexesRetreated }));
    if (optionIgnored) pieces.push(t('outcome.optionIgnored'));
    if (side.destroyed) pieces.push(t('outcome.destroyed'));
    if (side.disorganized) pieces.push(t('outcome.dg'));
    return pieces.length > 0 ? pieces.join(', ') : t('outcome.unchanged');
  }

  function sourceLinks(source: RuleSource): HTMLElement {
    // A series rule the documents do not publish is named, not linked.
    const seriesRule = source.rule !== undefined && tableNoteNumber(source.rule) === null
      ? [element('span', { className: 'ct-series-rule' }, [t('link.seriesRule', { rule: source.rule })])]
      : [];
    return element(
      'span',
      { className: 'ct-sources' },
      [...ruleLinks(source, links).map((link) => {
        const text = link.kind === 'clause'
          ? t('link.clause', { label: config.clauseLabels[link.doc]?.[link.clause] ?? link.clause })
          : t('link.note', { note: link.note });
        const anchor = element('a', { dataset: { ctRule: link.kind === 'clause' ? link.clause : `note-${link.note}` } }, [text]);
        anchor.setAttribute('href', link.href);
        return anchor;
      }), ...seriesRule],
    );
  }

  function renderProcedure(): void {
    for (const faces of root.querySelectorAll<HTMLElement>('[data-ct-faces]')) {
      const { procedure } = state;
      const values = faces.dataset.ctFaces === 'sdice' ? procedure.surpriseDice : faces.dataset.ctFaces === 'cdice' ? procedure.combatDice : procedure.shiftDie === null ? null : [procedure.shiftDie];
      faces.textContent = values ? values.map((value) => DIE_FACES[value - 1] ?? '').join('') : '';
    }
    const outcome = procedureFor(state, config.table);
    const box = find('[data-ct-procedure]');
    find('[data-ct-procedure-pending]').hidden = outcome !== null && outcome.ok;
    box.hidden = outcome === null || !outcome.ok;
    if (outcome === null) return;
    if (!outcome.ok) {
      const param = PROCEDURE_FIELD_PARAMS[outcome.error.field];
      const input = root.querySelector<HTMLElement>(`[data-ct-field="${param}"]`);
      if (input) showMessage(input, param, t(`procedure-error.${outcome.error.code}`, phaseContext()));
      return;
    }
    find('[data-ct-procedure-steps]').replaceChildren(
      ...outcome.value.steps.map((step) =>
        element('li', { dataset: { ctProcedureStep: step.code } }, [
          t(`procedure.${step.code}`, procedureParams(step)),
          ' ',
          element('span', { className: 'ct-series-rule' }, [t('link.seriesRule', { rule: step.rule })]),
        ]),
      ),
    );
  }

  function procedureParams(step: ProcedureStep): Record<string, unknown> {
    const params: Record<string, unknown> = { ...step.params };
    const signed = (value: unknown) => (typeof value === 'number' ? (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0') : value);
    if ('differential' in params && step.code !== 'ar-differential') params.differential = signed(params.differential);
    // Strengths as the page's language writes them (9,75), as the fields show them.
    for (const key of ['attack', 'defense'] as const) {
      const strength = step.params[key];
      if (typeof strength === 'number') params[key] = formatDecimal(strength, config.lang, STRENGTH_LIMITS.decimals);
    }
    if (step.code === 'action-rating') {
      params.sideName = t(`explain.side.${String(step.params.side)}`);
      params.modeText = t(`armode.${String(step.params.mode)}`);
    }
    if (step.code === 'surprise-roll') params.kind = t(step.params.overrun === 1 ? 'table.surpriseOverrun' : 'table.surpriseRegular');
    if (step.code === 'other-shift' && step.params.note === '') params.note = t('whole.noNote');
    if (step.code === 'final-column' || step.code === 'declared-column') params.edgeText = step.params.edge === '' ? '' : t('whole.edge');
    if ('row' in params) params.row = rowName(ROW_INDEX[String(params.row)] ?? 0);
    return params;
  }

  function renderLookup(): void {
    const lookup = lookupForState(state, config.table);
    const odds = find<HTMLOutputElement>('[data-ct-odds]');
    const result = find<HTMLOutputElement>('[data-ct-lookup]');
    const zeroSide = lookup.odds ? zeroStrengthSide(lookup.odds) : null;
    odds.textContent = lookup.odds
      ? state.attack === 0 && state.defense === 0
        ? t('table.oddsBothZero')
        : zeroSide === 'attacker'
        ? t('table.oddsZeroAttack')
        : zeroSide === 'defender'
          ? t('table.oddsZeroDefense')
          : oddsOutsideTable(config.table, state.terrain, lookup.odds)
            ? t('table.oddsOutside', { odds: formatOdds(lookup.odds), column: config.table.columnsByTerrain[state.terrain][columnIndexForOdds(config.table, state.terrain, lookup.odds)] })
            : t('table.odds', { odds: formatOdds(lookup.odds) })
      : lookup.oddsError
        ? tc(`error.${lookup.oddsError}`)
        : t('table.oddsPending');
    table.dataset.terrain = FORM_FIELDS[TOOL_PARAMS.terrain].show(state, config.lang) as string;
    const chosenRow = table.querySelector<HTMLTableRowElement>(`[data-ct-terrain-row="${table.dataset.terrain}"]`);
    for (const row of table.querySelectorAll('[data-ct-terrain-row]')) row.classList.toggle('is-chosen', row === chosenRow);
    for (const marked of table.querySelectorAll('.is-selected, .is-odds-column')) marked.classList.remove('is-selected', 'is-odds-column');
    for (const cell of cells) cell.removeAttribute('aria-selected');
    const cell = lookup.cell;
    if (!cell) {
      result.textContent = t('table.lookupPending');
      return;
    }
    result.textContent = cell.columnIndex === cell.oddsColumnIndex
      ? t('table.lookup', { column: cell.column, row: rowName(cell.rowIndex), result: cell.result })
      : t('table.lookupShifted', { oddsColumn: headerText(chosenRow, cell.oddsColumnIndex), column: cell.column, row: rowName(cell.rowIndex), result: cell.result });
    const selected = cellAt(cell.rowIndex, cell.columnIndex);
    selected?.setAttribute('aria-selected', 'true');
    selected?.classList.add('is-selected');
    table.querySelector(`th[data-ct-row="${cell.rowIndex}"]`)?.classList.add('is-selected');
    chosenRow?.querySelector(`th[data-ct-col="${cell.columnIndex}"]`)?.classList.add('is-selected');
    chosenRow?.querySelector(`th[data-ct-col="${cell.oddsColumnIndex}"]`)?.classList.add('is-odds-column');
    if (!table.contains(document.activeElement)) moveTabStop(cell.rowIndex, cell.columnIndex, false);
  }

  function rowName(rowIndex: number): string {
    return table.querySelector(`th[data-ct-row="${rowIndex}"]`)?.textContent?.trim() ?? String(rowIndex + 1);
  }

  function headerText(row: Element | null, columnIndex: number): string {
    return row?.querySelector(`th[data-ct-col="${columnIndex}"]`)?.textContent?.trim() ?? '';
  }

  // Only the cell holding the tab stop is focusable, so the grid is one stop in the tab order.
  function moveTabStop(row: number, column: number, focus: boolean): void {
    const target = cellAt(row, column);
    if (!target) return;
    cellAt(tabStop.row, tabStop.column)?.removeAttribute('tabindex');
    target.setAttribute('tabindex', '0');
    tabStop = { row, column };
    if (!focus) return;
    target.focus();
    keepClearOfRowHeader(target);
  }

  // The row headers stick to the table's left edge as it scrolls: the browser counts a cell under them as in view, so a
  // cell that focus reaches there is scrolled out from under them.
  function keepClearOfRowHeader(cell: HTMLTableCellElement): void {
    const wrap = cell.closest<HTMLElement>('.ct-table-wrap');
    const header = cell.parentElement?.querySelector('th[scope="row"]');
    if (!wrap || !header) return;
    const covered = header.getBoundingClientRect().right - cell.getBoundingClientRect().left;
    if (covered > 0) wrap.scrollLeft -= covered;
  }

  function onTableKey(event: KeyboardEvent): void {
    const cell = (event.target as Element).closest<HTMLTableCellElement>('[data-ct-cell]');
    if (!cell) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(cell);
      return;
    }
    const row = Number(cell.dataset.row);
    const column = Number(cell.dataset.col);
    const lastRow = Math.max(...cells.map((candidate) => Number(candidate.dataset.row)));
    const lastColumn = Math.max(...cells.map((candidate) => Number(candidate.dataset.col)));
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(lastRow, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(lastColumn, column + 1)],
      Home: event.ctrlKey ? [0, 0] : [row, 0],
      End: event.ctrlKey ? [lastRow, lastColumn] : [row, lastColumn],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTabStop(move[0], move[1], true);
  }

  function showUrlProblems(): void {
    const box = find('[data-ct-url-problems]');
    // A problem names the field by the label the reader sees, not by the link's parameter.
    const fieldName = (param: string) => root.querySelector(`label[for="ct-${param}"]`)?.textContent?.trim() || param;
    const disagreement = linkCodeDisagreement(parsed.state, config.table);
    box.hidden = parsed.problems.length === 0 && disagreement === null;
    find('[data-ct-url-problem-list]').replaceChildren(
      ...(disagreement ? [element('li', { dataset: { ctProblem: TOOL_PARAMS.code } }, [t('url.codeNotCell', disagreement)])] : []),
      ...parsed.problems.map((problem) => {
        const field = fieldName(problem.param);
        // A text that is too long is cut, not replaced by the default.
        const text = problem.error.code === 'too-long'
          ? t('url.shortened', { field, value: problem.value, count: problem.error.params.max })
          : t('url.invalid', { field, value: problem.value, reason: t(`field.${problem.error.code}`, problem.error.params) });
        return element('li', { dataset: { ctProblem: problem.param } }, [text]);
      }),
    );
  }
}

/** Builds an element whose children are elements or plain text (never parsed as HTML). */
function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  options: { className?: string; dataset?: Record<string, string> },
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  for (const [key, value] of Object.entries(options.dataset ?? {})) node.dataset[key] = value;
  node.append(...children);
  return node;
}
