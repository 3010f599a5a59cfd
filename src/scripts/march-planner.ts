/**
 * The tactical-march planner in the page: reads the state from the URL (and the reader's stored length
 * unit), keeps form, answer, sketch and URL in step, and renders every text as text, never as HTML.
 * The rules, the URL format and the wording all live in src/lib/gdb/; this file only wires them to the DOM.
 */
import { translatorFor, type PageMessages, type Translate } from '../i18n/page-messages';
import { isLang, type Lang } from '../i18n/languages';
import { ENEMY_MARCH_STOP, FORMATIONS_BY_ARM, brigadesAllowed, isArm, isFormation, isNation, isNormalMove, isOrder, labelKey, planMarch, type MarchClauseId, type MarchError } from '../lib/gdb/march';
import {
  hasMarchState,
  marchStateQuery,
  parseCountText,
  parseLengthText,
  parseMarchState,
  planInputOf,
  brigadesInputOf,
  quoteValue,
  withArm,
  type MarchState,
} from '../lib/gdb/march-state';
import { viewBoxAttribute, roundForSvg, type MarchSketch } from '../lib/gdb/march-sketch';
import { describeAllowance, describeError, describePlan, linkLabel, toolMessage, MARCH_NAMESPACE, TOOL_NAMESPACE, type ClauseLinks } from '../lib/gdb/march-view';
import { formatNumber, isLengthUnit, unitSymbol, type LengthUnit } from '../lib/gdb/units';
import { readScriptJson } from '../lib/json-script';

/** Where the reader's choice of centimetres or inches is remembered, for every page. */
export const LENGTH_UNIT_KEY = 'length-unit';

interface Config {
  readonly lang: Lang;
  readonly messages: PageMessages;
  readonly clauses: ClauseLinks;
}

/**
 * Starts every planner on the page.
 * @example initMarchPlanners()
 */
export function initMarchPlanners(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-march-tool]')) {
    const config = readConfig(root);
    const form = root.querySelector<HTMLFormElement>('[data-march-planner]');
    if (config && form) new Planner(root, form, config).start();
  }
}

function readConfig(root: HTMLElement): Config | null {
  const value = readScriptJson(root.querySelector('[data-march-config]')) as Partial<Config> | null;
  if (!value || !isLang(value.lang) || !value.messages || !value.clauses) return null;
  return value as Config;
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
  /** Typed text that is not a valid value, by field; the state keeps the last valid value meanwhile. */
  private invalid: { initiative: string | null; enemy: string | null } = { initiative: null, enemy: null };

  constructor(
    private readonly root: HTMLElement,
    private readonly form: HTMLFormElement,
    private readonly config: Config,
  ) {
    this.lang = config.lang;
    this.t = translatorFor(config.lang, config.messages);
    const parsed = parseMarchState(location.search, storedUnit());
    this.state = parsed.state;
    this.showIssues(parsed.issues);
  }

  start(): void {
    this.writeForm();
    this.render();
    this.form.hidden = false;
    this.root.querySelector<HTMLElement>('[data-needs-script]')?.remove();
    this.form.addEventListener('submit', (event) => event.preventDefault());
    this.form.addEventListener('input', (event) => this.onInput(event));
    this.form.addEventListener('change', (event) => this.onInput(event));
    if (hasMarchState(location.search)) this.carryStateInLinks();
  }

  private control<T extends HTMLElement>(name: string): T {
    const element = this.form.elements.namedItem(name);
    if (!element) throw new Error(`march planner: no control "${name}"`);
    return element as unknown as T;
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
    this.control<HTMLSelectElement>('arm').value = state.arm;
    this.fillFormations();
    this.control<HTMLSelectElement>('order').value = state.order;
    this.control<HTMLSelectElement>('moved').value = state.movedNormallyThisTurn;
    this.control<HTMLInputElement>('brigade').checked = state.wholeBrigade;
    this.control<HTMLInputElement>('enemy').value = formatNumber(state.distanceToEnemy, this.lang);
    this.writeUnitLabels();
  }

  /** The formation list offers the arm's own formations; a general has none, and the field goes. */
  private fillFormations(): void {
    const select = this.control<HTMLSelectElement>('formation');
    const formations = FORMATIONS_BY_ARM[this.state.arm];
    select.replaceChildren(
      ...formations.map((formation) => new Option(this.label('formation', formation), formation, false, formation === this.state.formation)),
    );
    const field = this.form.querySelector<HTMLElement>('[data-formation-field]');
    if (field) field.hidden = formations.length === 0;
    select.disabled = formations.length === 0;
  }

  private writeUnitLabels(): void {
    const { unit } = this.state;
    const label = this.form.querySelector('[data-distance-label]');
    if (label) label.textContent = this.text(`field.distance.${unit}`);
    const suffix = this.form.querySelector('[data-distance-suffix]');
    if (suffix) suffix.textContent = unitSymbol(unit, this.lang);
  }

  private onInput(event: Event): void {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const { state } = this;
    switch (target.name) {
      case 'unit':
        if (isLengthUnit(target.value) && target.value !== state.unit) {
          this.state = { ...state, unit: target.value };
          storeUnit(target.value);
          this.writeUnitLabels();
        }
        break;
      case 'nation':
        if (isNation(target.value)) this.state = { ...state, nation: target.value };
        break;
      case 'gifted':
        this.state = { ...state, gifted: (target as HTMLInputElement).checked };
        break;
      case 'initiative': {
        const count = parseCountText(target.value);
        this.invalid.initiative = count === null ? target.value : null;
        if (count !== null) this.state = { ...state, initiativeSuccesses: count };
        break;
      }
      case 'arm':
        if (isArm(target.value) && target.value !== state.arm) {
          this.state = withArm(state, target.value);
          this.fillFormations();
        }
        break;
      case 'formation':
        if (isFormation(target.value)) this.state = { ...state, formation: target.value };
        break;
      case 'order':
        if (isOrder(target.value)) this.state = { ...state, order: target.value };
        break;
      case 'moved':
        if (isNormalMove(target.value)) this.state = { ...state, movedNormallyThisTurn: target.value };
        break;
      case 'brigade':
        this.state = { ...state, wholeBrigade: (target as HTMLInputElement).checked };
        break;
      case 'enemy': {
        const distance = parseLengthText(target.value);
        this.invalid.enemy = distance === null ? target.value : null;
        if (distance !== null) this.state = { ...state, distanceToEnemy: distance };
        break;
      }
      default:
        return;
    }
    this.render();
    if (this.invalid.initiative === null && this.invalid.enemy === null) this.writeUrl();
  }

  private render(): void {
    this.renderAllowance();
    this.renderPlan();
  }

  private fieldError(name: 'initiative' | 'enemy', error: MarchError | null): void {
    const input = this.control<HTMLInputElement>(name);
    const message = this.form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    if (!message) return;
    message.textContent = error ? describeError(error, this.lang, this.t) : '';
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
    const typed = this.invalid.initiative;
    this.fieldError('initiative', typed === null ? null : { code: 'invalid-initiative-successes', params: { value: quoteValue(typed) } });
    const allowance = brigadesAllowed(brigadesInputOf(this.state));
    if (typed !== null || !allowance.ok) {
      setText(total, '');
      lines.replaceChildren();
      return;
    }
    const view = describeAllowance(allowance, this.state.nation, this.lang, this.t);
    setText(total, view.total);
    lines.replaceChildren(...view.lines.map((line) => this.item(line.text, line.clause)));
  }

  private renderPlan(): void {
    const headline = this.form.querySelector<HTMLElement>('[data-headline]');
    const reasons = this.form.querySelector<HTMLElement>('[data-reasons]');
    const figure = this.form.querySelector<HTMLElement>('[data-sketch]');
    if (!headline || !reasons || !figure) return;
    const typed = this.invalid.enemy;
    this.fieldError('enemy', typed === null ? null : { code: 'invalid-distance', params: { value: quoteValue(typed) } });
    const input = planInputOf(this.state);
    const plan = typed === null ? planMarch(input) : null;
    if (!plan || !plan.ok) {
      setText(headline, plan ? describeError(plan.error, this.lang, this.t) : this.text('answer.fix'));
      delete headline.dataset.mayMarch;
      reasons.replaceChildren();
      figure.hidden = true;
      return;
    }
    const view = describePlan(plan, input.distanceToEnemy, this.lang, this.t);
    setText(headline, view.headline);
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
    this.drawSketch(figure, view.sketch, view.sketchText, plan.mayMarch);
  }

  /** A list item: a sentence and the clause it comes from, linked. */
  private item(text: string, clause: MarchClauseId): HTMLLIElement {
    const item = document.createElement('li');
    item.append(`${text} (`, this.clauseLink(clause), ')');
    return item;
  }

  private clauseLink(clause: MarchClauseId): HTMLAnchorElement {
    const { href, label } = this.config.clauses[clause];
    const link = document.createElement('a');
    link.className = 'clause-ref';
    link.href = href;
    const prefix = document.createElement('span');
    prefix.className = 'visually-hidden';
    prefix.textContent = `${this.text('clause.prefix')} `;
    link.append(prefix, linkLabel(label));
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
    if (text) text.textContent = description;
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
        item.textContent = describeError(issue, this.lang, this.t);
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

/** Live regions announce every write, so a text that did not change is not written again. */
function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
