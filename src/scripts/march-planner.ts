/**
 * The tactical-march planner in the page: reads the state from the URL (and the reader's stored length
 * unit), keeps form, answer, sketch and URL in step, and renders every text as text, never as HTML.
 * The rules, the URL format and the wording all live in src/lib/gdb/; this file only wires them to the DOM.
 */
import { createTranslator, type Messages, type Translate } from '../i18n/translator';
import { isLang, type Lang } from '../i18n/languages';
import {
  ENEMY_MARCH_STOP,
  FORMATIONS_BY_ARM,
  MAX_BRIGADE_UNITS,
  brigadesAllowed,
  isArm,
  isFormation,
  isNation,
  isNormalMove,
  normalMovesOf,
  isOrder,
  labelKey,
  planBrigade,
  planMarch,
  type MarchClauseId,
  type MarchError,
} from '../lib/gdb/march';
import {
  addUnit,
  brigadeInputOf,
  brigadesInputOf,
  hasMarchState,
  marchStateQuery,
  parseCountText,
  parseLengthText,
  parseMarchState,
  planInputOf,
  removeUnit,
  typedFieldError,
  withArm,
  withUnit,
  withUnitEntry,
  type MarchState,
} from '../lib/gdb/march-state';
import { viewBoxAttribute, roundForSvg, type MarchSketch } from '../lib/gdb/march-sketch';
import { bracketedCitation, describeAllowance, describeBrigade, describeError, describePlan, marchClauseLinks, toolMessage, MARCH_NAMESPACE, TOOL_NAMESPACE, type ClauseLinks } from '../lib/gdb/march-view';
import { formatNumber, isLengthUnit, unitSymbol, type LengthUnit } from '../lib/gdb/units';
import { readWidgetConfig } from '../lib/json-script';
import { fillDeferred } from './deferred-markup';
import { liveStatus } from './live-status';
import { withLanguageParts } from './language-parts';

/** Where the reader's choice of centimetres or inches is remembered, for every page. */
export const LENGTH_UNIT_KEY = 'length-unit';

interface Config {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly clauses: ClauseLinks;
}

/** What the page writes into the widget: its language, its clause links, and where the messages are. */
interface PageConfig {
  readonly lang: Lang;
  /** The planner's messages file, the same for every page of a language. */
  readonly data: string;
  /** Links to the cited clauses of the chapter, from another page; in the chapter, its own clauses give them. */
  readonly clauses?: ClauseLinks;
  /** The planner's own page, which renders whole what the chapter leaves to it (the form and its unit template). */
  readonly ownPage: string;
}

/**
 * Starts every planner on the page, once its messages have arrived.
 * @example await initMarchPlanners()
 */
export async function initMarchPlanners(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-march-tool]')) {
    const config = await readConfig(root);
    const form = root.querySelector<HTMLFormElement>('[data-march-planner]');
    if (config && form) new Planner(root, form, config).start();
  }
}

/**
 * The planner's configuration with its messages, and in the chapter the markup it left to the planner's own page;
 * null (the tables and the note that the planner needs JavaScript stay) when any of them is unreadable.
 */
async function readConfig(root: HTMLElement): Promise<Config | null> {
  const value = readWidgetConfig(root) as Partial<PageConfig> | null;
  if (!value || !isLang(value.lang) || typeof value.data !== 'string' || typeof value.ownPage !== 'string') return null;
  try {
    const clauses = value.clauses ?? marchClauseLinks(clausesOfPage(), '');
    const [response, filled] = await Promise.all([fetch(value.data), fillDeferred(root, value.ownPage, '[data-march-tool]')]);
    if (!response.ok || !filled) return null;
    const { messages } = (await response.json()) as { messages?: Messages };
    return messages ? { lang: value.lang, clauses, messages } : null;
  } catch {
    return null;
  }
}

/** The clauses of the page the planner is on, labelled as the page labels them. */
function clausesOfPage(): { id: string; label: string }[] {
  return [...document.querySelectorAll<HTMLElement>('[data-clause][data-label]')].map((clause) => ({ id: clause.id, label: clause.dataset.label ?? '' }));
}

function storedUnit(): LengthUnit {
  try {
    const stored = localStorage.getItem(LENGTH_UNIT_KEY);
    return isLengthUnit(stored) ? stored : 'cm';
  } catch {
    // Storage may be refused (private modes); centimetres, as the rules quote first.
    return 'cm';
  }
}

function storeUnit(unit: LengthUnit): void {
  try {
    localStorage.setItem(LENGTH_UNIT_KEY, unit);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

class Planner {
  private state: MarchState;
  private readonly t: Translate;
  private readonly lang: Lang;
  /** Typed initiative text that is not a valid count; the state keeps the last valid value meanwhile. */
  private invalidInitiative: string | null = null;
  /** Typed distances that are not valid lengths, by unit place; the state keeps the last valid value meanwhile. */
  private invalidEnemy: (string | null)[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly form: HTMLFormElement,
    private readonly config: Config,
  ) {
    this.lang = config.lang;
    this.t = createTranslator(config.lang, config.messages).composed(MARCH_NAMESPACE);
    const parsed = parseMarchState(location.search, storedUnit());
    this.state = parsed.state;
    this.showIssues(parsed.issues);
  }

  start(): void {
    this.writeForm();
    this.render();
    this.form.hidden = false;
    this.root.querySelector<HTMLElement>('[data-needs-script]')?.remove();
    this.root.querySelector('[data-script-loading]')?.remove();
    this.form.addEventListener('submit', (event) => event.preventDefault());
    this.form.addEventListener('input', (event) => this.onInput(event));
    this.form.addEventListener('change', (event) => this.onInput(event));
    this.form.addEventListener('click', (event) => this.onClick(event));
    if (hasMarchState(location.search)) this.carryStateInLinks();
  }

  private control<T extends HTMLElement>(name: string): T {
    const element = this.form.elements.namedItem(name);
    if (!element) throw new Error(`march planner: no control "${name}"`);
    return element as unknown as T;
  }

  private entries(): HTMLElement[] {
    return [...this.form.querySelectorAll<HTMLElement>('[data-unit-entry]')];
  }

  private field<T extends HTMLElement>(entry: HTMLElement, name: string): T {
    const element = entry.querySelector<T>(`[name="${name}"]`);
    if (!element) throw new Error(`march planner: no unit control "${name}"`);
    return element;
  }

  private text(key: string, values: Record<string, string> = {}): string {
    return this.t(`${TOOL_NAMESPACE}:${key}`, values);
  }

  private label(kind: Parameters<typeof labelKey>[0], value: string): string {
    return this.t(`${MARCH_NAMESPACE}:${labelKey(kind, value)}`);
  }

  /** Puts the state into the form's controls. */
  private writeForm(): void {
    const { state } = this;
    for (const radio of this.form.querySelectorAll<HTMLInputElement>('input[name="unit"]')) radio.checked = radio.value === state.unit;
    this.control<HTMLSelectElement>('nation').value = state.nation;
    this.control<HTMLInputElement>('gifted').checked = state.gifted;
    this.control<HTMLInputElement>('initiative').value = String(state.initiativeSuccesses);
    this.control<HTMLSelectElement>('order').value = state.order;
    this.control<HTMLInputElement>('brigade').checked = state.wholeBrigade;
    this.buildUnits();
  }

  /**
   * One block per unit, made from the template: the first unit's ids carry no number (`tm-arm`), the others
   * their place (`tm-arm-2`), as their link parameters do.
   */
  private buildUnits(): void {
    const list = this.form.querySelector<HTMLElement>('[data-unit-list]');
    const template = this.root.querySelector<HTMLTemplateElement>('[data-unit-template]');
    if (!list || !template) return;
    const several = this.state.units.length > 1;
    list.replaceChildren(
      ...this.state.units.map((_, index) => {
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const entry = fragment.querySelector<HTMLElement>('[data-unit-entry]');
        if (!entry) throw new Error('march planner: the unit template has no entry');
        const id = (name: string) => (index === 0 ? `tm-${name}` : `tm-${name}-${index + 1}`);
        const n = String(index + 1);
        for (const element of entry.querySelectorAll<HTMLElement>('[data-id]')) element.id = id(element.dataset.id ?? '');
        for (const label of entry.querySelectorAll<HTMLLabelElement>('label[data-for]')) label.htmlFor = id(label.dataset.for ?? '');
        for (const element of entry.querySelectorAll<HTMLElement>('[data-labelledby]')) element.setAttribute('aria-labelledby', id(element.dataset.labelledby ?? ''));
        for (const element of entry.querySelectorAll<HTMLElement>('[data-describedby]')) element.setAttribute('aria-describedby', id(element.dataset.describedby ?? ''));
        setText(entry.querySelector('[data-unit-legend]') ?? entry, this.text('unitEntry.legend', { n }), this.lang);
        setText(entry.querySelector('[data-id="answer-title"]') ?? entry, this.text('answer.headingFor', { n }), this.lang);
        const remove = entry.querySelector<HTMLButtonElement>('[data-remove-unit]');
        if (remove) {
          remove.textContent = this.text('unitEntry.remove', { n });
          remove.hidden = !several;
        }
        entry.dataset.index = String(index);
        this.writeUnit(entry, index);
        return entry;
      }),
    );
    // At the limit, the button says why it adds no more (aria-disabled keeps it in the keyboard's path, with its note).
    const full = this.state.units.length >= MAX_BRIGADE_UNITS;
    const add = this.form.querySelector<HTMLButtonElement>('[data-add-unit]');
    const limit = this.form.querySelector<HTMLElement>('[data-add-limit]');
    add?.setAttribute('aria-disabled', String(full));
    // The note describes the button only at the limit: a hidden note it pointed at would still be read with it.
    if (full && limit) add?.setAttribute('aria-describedby', limit.id);
    else add?.removeAttribute('aria-describedby');
    if (limit) limit.hidden = !full;
    this.invalidEnemy = this.state.units.map(() => null);
  }

  private writeUnit(entry: HTMLElement, index: number): void {
    const unit = this.state.units[index];
    if (!unit) return;
    this.field<HTMLSelectElement>(entry, 'arm').value = unit.arm;
    this.fillFormations(entry, index);
    this.field<HTMLSelectElement>(entry, 'moved').value = unit.movedNormallyThisTurn;
    this.field<HTMLInputElement>(entry, 'enemy').value = formatNumber(unit.distanceToEnemy, this.lang);
    this.writeUnitLabels(entry);
  }

  /** The formation list offers the arm's own formations; a general has none, and the field goes, as does his formation change. */
  private fillFormations(entry: HTMLElement, index: number): void {
    const unit = this.state.units[index];
    if (!unit) return;
    const select = this.field<HTMLSelectElement>(entry, 'formation');
    const formations = FORMATIONS_BY_ARM[unit.arm];
    select.replaceChildren(
      ...formations.map((formation) => new Option(this.label('formation', formation), formation, false, formation === unit.formation)),
    );
    const field = entry.querySelector<HTMLElement>('[data-formation-field]');
    if (field) field.hidden = formations.length === 0;
    select.disabled = formations.length === 0;
    // Nor has a general a formation to change: that normal move is not offered him.
    const moved = this.field<HTMLSelectElement>(entry, 'moved');
    const moves: readonly string[] = normalMovesOf(unit.arm);
    for (const option of moved.options) option.disabled = option.hidden = !moves.includes(option.value);
    moved.value = unit.movedNormallyThisTurn;
  }

  private writeUnitLabels(entry: HTMLElement): void {
    const { unit } = this.state;
    const label = entry.querySelector('[data-distance-label]');
    if (label) label.textContent = this.text(`field.distance.${unit}`);
    const suffix = entry.querySelector('[data-distance-suffix]');
    if (suffix) suffix.textContent = unitSymbol(unit, this.lang);
  }

  private onClick(event: Event): void {
    const button = (event.target as Element | null)?.closest('button');
    if (!button) return;
    if (button.matches('[data-add-unit]')) {
      if (button.getAttribute('aria-disabled') === 'true') return;
      this.state = addUnit(this.state);
      this.rebuild(this.state.units.length - 1);
    } else if (button.matches('[data-remove-unit]')) {
      const index = Number(button.closest<HTMLElement>('[data-unit-entry]')?.dataset.index ?? -1);
      if (index < 0) return;
      this.state = removeUnit(this.state, index);
      this.rebuild(Math.min(index, this.state.units.length - 1));
    }
  }

  /** Rebuilds the units after one is added or removed, and puts the focus on the unit named. */
  private rebuild(focusIndex: number): void {
    this.buildUnits();
    this.render();
    this.writeUrl();
    this.entries()[focusIndex]?.querySelector<HTMLElement>('[name="arm"]')?.focus();
  }

  private onInput(event: Event): void {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const entry = target.closest<HTMLElement>('[data-unit-entry]');
    if (entry) {
      if (!this.onUnitInput(entry, Number(entry.dataset.index ?? 0), target)) return;
    } else if (!this.onBrigadeInput(target)) {
      return;
    }
    this.render(event.type === 'input' && target instanceof HTMLInputElement && target.type === 'text');
    if (this.invalidInitiative === null && this.invalidEnemy.every((typed) => typed === null)) this.writeUrl();
  }

  /** A change outside the units; false when nothing the planner knows changed. */
  private onBrigadeInput(target: HTMLInputElement | HTMLSelectElement): boolean {
    const { state } = this;
    switch (target.name) {
      case 'unit':
        if (isLengthUnit(target.value) && target.value !== state.unit) {
          // The typed distances are converted, so the table described stays the same (5 cm : 3″).
          this.state = withUnit(state, target.value);
          storeUnit(target.value);
          this.entries().forEach((entry, index) => {
            if (this.invalidEnemy[index] === null) this.field<HTMLInputElement>(entry, 'enemy').value = formatNumber(this.state.units[index]?.distanceToEnemy ?? 0, this.lang);
            this.writeUnitLabels(entry);
          });
        }
        return true;
      case 'nation':
        if (isNation(target.value)) this.state = { ...state, nation: target.value };
        return true;
      case 'gifted':
        this.state = { ...state, gifted: (target as HTMLInputElement).checked };
        return true;
      case 'initiative': {
        const count = parseCountText(target.value);
        this.invalidInitiative = count === null ? target.value : null;
        if (count !== null) this.state = { ...state, initiativeSuccesses: count };
        return true;
      }
      case 'order':
        if (isOrder(target.value)) this.state = { ...state, order: target.value };
        return true;
      case 'brigade':
        this.state = { ...state, wholeBrigade: (target as HTMLInputElement).checked };
        return true;
      default:
        return false;
    }
  }

  /** A change in one unit's fields; false when nothing the planner knows changed. */
  private onUnitInput(entry: HTMLElement, index: number, target: HTMLInputElement | HTMLSelectElement): boolean {
    const unit = this.state.units[index];
    if (!unit) return false;
    switch (target.name) {
      case 'arm':
        if (isArm(target.value) && target.value !== unit.arm) {
          this.state = withUnitEntry(this.state, index, withArm(unit, target.value));
          this.fillFormations(entry, index);
        }
        return true;
      case 'formation':
        if (isFormation(target.value)) this.state = withUnitEntry(this.state, index, { formation: target.value });
        return true;
      case 'moved':
        if (isNormalMove(target.value)) this.state = withUnitEntry(this.state, index, { movedNormallyThisTurn: target.value });
        return true;
      case 'enemy': {
        const distance = parseLengthText(target.value);
        this.invalidEnemy[index] = distance === null ? target.value : null;
        if (distance !== null) this.state = withUnitEntry(this.state, index, { distanceToEnemy: distance });
        return true;
      }
      default:
        return false;
    }
  }

  /** Shows the answers for the state; `typing`, when a typed field changed them (read out once the reader pauses). */
  private render(typing = false): void {
    this.renderAllowance();
    this.entries().forEach((entry, index) => this.renderPlan(entry, index));
    this.renderBrigade();
    this.announce(typing);
  }

  /** The answers as last shown, by where they are shown; null until the planner starts. */
  private announced: Map<string, string> | null = null;

  /** The planner's one live region, written by {@link liveStatus}; null until the planner starts. */
  private say: ReturnType<typeof liveStatus> | null = null;

  /**
   * Reads out, in the planner's one live region, the answers a change changed, in the order they are shown (a field's
   * error, the brigades allowed, each unit's answer, named when there are several, the brigade's summary), each a sentence of
   * its own: a change that alters several is read once, not by several regions at once. The answers shown as the
   * page opens are not read out.
   */
  private announce(typing: boolean): void {
    const region = this.form.querySelector<HTMLElement>('[data-announce]');
    if (!region) return;
    this.say ??= liveStatus(region);
    const several = this.entries().length > 1;
    // A field's error first: it is what the reader must mend, and it stands in for the answer it blanks.
    const fieldErrors = [...this.form.querySelectorAll<HTMLElement>('[data-error-for]')].map((message, index): [string, string] => [
      `error-${index}`,
      message.hidden ? '' : (message.textContent ?? ''),
    ]);
    const answers = new Map<string, string>([
      ...fieldErrors,
      ['allowance', this.form.querySelector('[data-allowance-total]')?.textContent ?? ''],
      ...this.entries().map((entry, index): [string, string] => {
        const headline = entry.querySelector('[data-headline]')?.textContent ?? '';
        const name = entry.querySelector('[data-unit-legend]')?.textContent ?? '';
        return [`unit-${index}`, several && headline ? `${name} — ${headline}` : headline];
      }),
      ['brigade', this.form.querySelector('[data-brigade-summary]')?.textContent ?? ''],
    ]);
    const previous = this.announced;
    this.announced = answers;
    if (previous === null) return;
    const changed = [...answers].filter(([where, text]) => text && previous.get(where) !== text).map(([, text]) => asSentence(text));
    if (changed.length > 0) this.say(changed.join(' '), { typing });
  }

  private fieldError(input: HTMLInputElement, message: HTMLElement | null, error: MarchError | null): void {
    if (!message) return;
    message.replaceChildren(...withLanguageParts(error ? describeError(error, this.lang, this.t) : '', this.lang));
    message.hidden = error === null;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', message.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  private renderAllowance(): void {
    const total = this.form.querySelector<HTMLElement>('[data-allowance-total]');
    const lines = this.form.querySelector<HTMLElement>('[data-allowance-lines]');
    if (!total || !lines) return;
    const typed = this.invalidInitiative;
    const error = typed === null ? null : typedFieldError('invalid-initiative-successes', typed);
    this.fieldError(this.control<HTMLInputElement>('initiative'), this.form.querySelector('[data-error-for="initiative"]'), error);
    const allowance = brigadesAllowed(brigadesInputOf(this.state));
    if (typed !== null || !allowance.ok) {
      setText(total, '', this.lang);
      lines.replaceChildren();
      return;
    }
    const view = describeAllowance(allowance.value, this.state.nation, this.lang, this.t);
    setText(total, view.total, this.lang);
    lines.replaceChildren(...view.lines.map((line) => this.item(line.text, line.clause)));
  }

  /** How many units of the brigade march, once every unit's distance reads; nothing for a single unit. */
  private renderBrigade(): void {
    const summary = this.form.querySelector<HTMLElement>('[data-brigade-summary]');
    if (!summary) return;
    const plan = planBrigade(brigadeInputOf(this.state));
    const readable = this.invalidEnemy.every((typed) => typed === null);
    if (!plan.ok || !readable || plan.value.units.length < 2) {
      summary.replaceChildren();
      return;
    }
    const distances = this.state.units.map((entry) => ({ value: entry.distanceToEnemy, unit: this.state.unit }));
    const { summary: text, clause } = describeBrigade(plan.value, distances, this.lang, this.t);
    summary.replaceChildren(...withLanguageParts(`${text} `, this.lang), ...this.citation(clause));
  }

  private renderPlan(entry: HTMLElement, index: number): void {
    const headline = entry.querySelector<HTMLElement>('[data-headline]');
    const reasons = entry.querySelector<HTMLElement>('[data-reasons]');
    const figure = entry.querySelector<HTMLElement>('[data-sketch]');
    if (!headline || !reasons || !figure) return;
    const typed = this.invalidEnemy[index] ?? null;
    const error = typed === null ? null : typedFieldError('invalid-distance', typed);
    this.fieldError(this.field<HTMLInputElement>(entry, 'enemy'), entry.querySelector('[data-error-for="enemy"]'), error);
    const input = planInputOf(this.state, index);
    const plan = typed === null ? planMarch(input) : null;
    if (!plan || !plan.ok) {
      setText(headline, plan ? describeError(plan.error, this.lang, this.t) : this.text('answer.fix'), this.lang);
      delete headline.dataset.mayMarch;
      reasons.replaceChildren();
      figure.hidden = true;
      return;
    }
    const view = describePlan(plan.value, input.distanceToEnemy, this.lang, this.t);
    setText(headline, view.headline, this.lang);
    headline.dataset.mayMarch = String(view.mayMarch);
    reasons.replaceChildren(
      ...view.reasons.map((reason) => {
        // The mark before each line is drawn by CSS from data-kind; screen readers get the kind in words.
        const kind = document.createElement('span');
        kind.className = 'visually-hidden';
        kind.textContent = `${this.text(`reasonKind.${reason.kind}`)} `;
        const item = this.item(reason.text, reason.clause);
        item.dataset.kind = reason.kind;
        item.prepend(kind);
        return item;
      }),
    );
    figure.hidden = false;
    this.drawSketch(figure, view.sketch, view.sketchText, plan.value.mayMarch);
  }

  /** A list item: a sentence and the clause it comes from, linked. */
  private item(text: string, clause: MarchClauseId): HTMLLIElement {
    const item = document.createElement('li');
    item.append(...withLanguageParts(`${text} `, this.lang), ...this.citation(clause));
    return item;
  }

  /** A clause cited in brackets: `(8.6)`, and `(8.5 д)` for a label that closes its own bracket. */
  private citation(clause: MarchClauseId): (string | HTMLAnchorElement)[] {
    const { open, close } = bracketedCitation(this.config.clauses[clause].label);
    return [open, this.clauseLink(clause), close];
  }

  private clauseLink(clause: MarchClauseId): HTMLAnchorElement {
    const { href, label } = this.config.clauses[clause];
    const link = document.createElement('a');
    link.className = 'clause-ref';
    link.href = href;
    const prefix = document.createElement('span');
    prefix.className = 'visually-hidden';
    prefix.textContent = `${this.text('clause.prefix')} `;
    link.append(prefix, ...withLanguageParts(bracketedCitation(label).label, this.lang));
    return link;
  }

  private drawSketch(figure: HTMLElement, sketch: MarchSketch, description: string, marches: boolean): void {
    const svg = figure.querySelector<SVGSVGElement>('[data-sketch-svg]');
    if (!svg) return;
    const set = (selector: string, attributes: Record<string, number | string>) => {
      const element = svg.querySelector(selector);
      if (!element) return;
      for (const [name, value] of Object.entries(attributes)) {
        element.setAttribute(name, typeof value === 'number' ? String(roundForSvg(value)) : value);
      }
    };
    const show = (selector: string, visible: boolean) =>
      svg.querySelector(selector)?.setAttribute('visibility', visible ? 'visible' : 'hidden');
    const { marker } = sketch;
    svg.setAttribute('viewBox', viewBoxAttribute(sketch.viewBox));
    set('[data-axis]', { x1: 0, x2: sketch.enemyX });
    set('[data-ring]', { cx: sketch.enemyX, r: sketch.ringRadius });
    set('[data-march]', { x1: 0, x2: sketch.reachX });
    set('[data-rest]', { x1: sketch.reachX, x2: sketch.fullX ?? sketch.reachX });
    set('[data-arrow]', { points: sketch.arrow ?? '0,0 0,0 0,0' });
    set('[data-unit]', { x: -marker * 0.8, y: -marker * 2, width: marker * 0.8, height: marker * 4 });
    set('[data-enemy]', { x: sketch.enemyX, y: -marker * 2, width: marker * 0.8, height: marker * 4 });
    show('[data-march]', marches);
    show('[data-arrow]', marches && sketch.arrow !== null);
    show('[data-rest]', sketch.fullX !== null);
    const legendMarch = figure.querySelector<HTMLElement>('[data-legend-march]');
    if (legendMarch) legendMarch.hidden = !marches;
    const rest = figure.querySelector<HTMLElement>('[data-legend-rest]');
    if (rest) rest.hidden = sketch.fullX === null;
    const text = figure.querySelector('[data-sketch-text]');
    if (text) text.replaceChildren(...withLanguageParts(description, this.lang));
    const ring = figure.querySelector('[data-legend-ring]');
    if (ring) ring.textContent = toolMessage(this.t, 'legend.ring', { stop: ENEMY_MARCH_STOP }, this.state.unit, this.lang);
  }

  /** Shows, once, what a link carried that could not be used. */
  private showIssues(issues: readonly MarchError[]): void {
    const box = this.root.querySelector<HTMLElement>('[data-issues]');
    const list = box?.querySelector('[data-issue-list]');
    if (!box || !list) return;
    list.replaceChildren(
      ...issues.map((issue) => {
        const item = document.createElement('li');
        item.append(...withLanguageParts(describeError(issue, this.lang, this.t), this.lang));
        return item;
      }),
    );
    box.hidden = issues.length === 0;
  }

  /** Puts the state in the address, for a forum link, without adding a history entry per keystroke. */
  private writeUrl(): void {
    const url = new URL(location.href);
    url.search = marchStateQuery(this.state);
    url.hash = this.root.id;
    history.replaceState(history.state, '', url);
    this.carryStateInLinks();
  }

  /** The language switch keeps the planner's state, so the same answer reads in the other language. */
  private carryStateInLinks(): void {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
      const target = new URL(link.href);
      target.search = marchStateQuery(this.state);
      link.href = target.href;
    }
  }
}

/**
 * A text read out after others as a sentence of its own: with a full stop, unless it ends with one.
 * @example asSentence('Brigadas que pueden hacer marcha táctica este turno: 2') // 'Brigadas que pueden hacer marcha táctica este turno: 2.'
 */
function asSentence(text: string): string {
  return /[.!?…]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** Live regions announce every write, so a text that did not change is not written again. */
function setText(element: Element, text: string, lang: Lang): void {
  if (element.textContent !== text) element.replaceChildren(...withLanguageParts(text, lang));
}
