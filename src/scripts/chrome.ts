import { fragmentId } from '../lib/fragment-id';
import { correctionNumberOf, correctionRefId } from '../lib/correction-ids';
import { afterAddress, afterJump, afterStop, carriedHash, READING_LINE, READING_STOP_MS, type ReadingPlace } from '../lib/reading-place';

/** The page chrome's behaviour: theme toggle, and language links that keep the clause being read. */
export function initChrome(): void {
  initThemeToggle();
  initLanguageSwitch();
}

function initThemeToggle(): void {
  const root = document.documentElement;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const sync = () => {
      button.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
    };
    sync();
    button.addEventListener('click', () => {
      root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem('theme', root.dataset.theme);
      } catch {
        // Private modes may refuse storage; the toggle still works for this page.
      }
      sync();
    });
  }
}

/** The event the chrome sends when a script changes the address in place (a tool writing its state). */
const URL_CHANGE = 'site:urlchange';

/**
 * Language links carry the current clause and query (a tool's state) over, and the links between a text's views (its
 * original, its side-by-side view, back to each text) the clause, kept up to date as the address changes and the reader
 * reads, so that copying or middle-clicking a link keeps the state too; and the reader's choice of language is
 * remembered. The clause is the one the address names, or the one the reader has since scrolled to and stopped at
 * (`reading-place.ts`).
 */
function initLanguageSwitch(): void {
  const switches = [...document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')];
  const views = [...document.querySelectorAll<HTMLAnchorElement>('a[data-keeps-clause]')];
  if (switches.length + views.length === 0) return;
  // A link's own fragment (a long document's section opens the side-by-side view at its first clause) stands until the
  // address names a clause.
  const ownFragment = new Map(views.map((link) => [link, new URL(link.href).hash]));
  let place: ReadingPlace = { hash: location.hash, stoppedAt: null };
  // The side-by-side view has the text's clauses, not its other parts (a tool, and the tool's state in the query).
  const carry = (link: HTMLAnchorElement, toParallel: boolean) => {
    const target = new URL(link.href);
    if (!toParallel) target.search = location.search;
    target.hash = carriedHash(place, (hash) => carriedFragment(hash, toParallel)) || (ownFragment.get(link) ?? '');
    if (link.href !== target.href) link.href = target.href;
  };
  const sync = () => {
    place = afterAddress(place, location.hash);
    for (const link of [...switches, ...views]) carry(link, link.hasAttribute('data-parallel-link'));
  };
  watchAddress(sync);
  watchReading(
    (clause) => {
      place = afterStop(place, clause);
      sync();
    },
    () => {
      place = afterJump(place);
      sync();
    },
  );
  sync();
  for (const link of [...switches, ...views]) {
    // Whatever moved the address without telling (a reader's jump through the table of contents), the link is right when used.
    for (const type of ['pointerdown', 'focus', 'contextmenu', 'click'] as const) link.addEventListener(type, sync);
  }
  for (const link of switches) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem('lang', link.dataset.langSwitch ?? '');
      } catch {
        // Without storage the choice is simply not remembered.
      }
    });
  }
}

/** The clauses a reader reads, stops at or links to: a rules text's (`[data-clause]`), or a side-by-side view's pairs of them. */
const READ_CLAUSE = '[data-clause][id], [data-pair][id]';

/**
 * The fragment a link to another view of the text carries: the address's own, except an element only this page has
 * within a clause (a correction's marked words or list entry, in a document, a clause's page or a side-by-side view), for
 * which the clause that holds it, and a side-by-side view's own anchors outside its pairs (its text's start), for
 * which none. A fragment outside any clause (a glossary's term, a tool) or naming none here (a number the page lands)
 * is carried as it is, unless `clausesOnly`.
 */
function carriedFragment(hash: string, clausesOnly: boolean): string {
  const id = fragmentId(hash);
  if (id === '') return '';
  const element = document.getElementById(id);
  // A correction's list entry is outside its clause: its marked words are in it.
  const correction = correctionNumberOf(id);
  const marked = correction === null ? null : (document.getElementById(correctionRefId(correction)) ?? document.querySelector(`[data-correction="${correction}"]`));
  const clause = (marked ?? element)?.closest<HTMLElement>(READ_CLAUSE);
  if (clause) return `#${clause.id}`;
  return clausesOnly || correction !== null || element?.closest('[data-pair-outside]') ? '' : hash;
}

/**
 * Calls `onStop` with the clause at the reading line each time the reader, having scrolled the page themselves (wheel,
 * touch, keys), stays still for a moment, or with null where no clause is there; and `onJump` when the reader follows a
 * link to a place on the page (the address then names the clause, even the one it named already). A scroll the page
 * makes itself (a jump) is not the reader's. Not on a clause's own page, whose links lead to that clause's pages.
 */
function watchReading(onStop: (clause: string | null) => void, onJump: () => void): void {
  if (!document.querySelector(READ_CLAUSE) || document.querySelector('[data-clause-page]')) return;
  let readerScrolls = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const readerMoves = () => (readerScrolls = true);
  for (const type of ['wheel', 'touchmove', 'keydown'] as const) addEventListener(type, readerMoves, { passive: true });
  // The page's scrollbar, dragged or clicked, is the root element's.
  addEventListener('pointerdown', (event) => event.target === document.documentElement && readerMoves());
  const jumped = () => {
    readerScrolls = false;
    clearTimeout(timer);
    onJump();
  };
  addEventListener('hashchange', jumped);
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="#"]')) jumped();
  });
  addEventListener(
    'scroll',
    () => {
      if (!readerScrolls) return;
      clearTimeout(timer);
      timer = setTimeout(() => onStop(clauseAtReadingLine()), READING_STOP_MS);
    },
    { passive: true },
  );
}

/** The innermost clause across the text's column at the reading line, or null. */
function clauseAtReadingLine(): string | null {
  const main = document.querySelector('main')?.getBoundingClientRect();
  const x = main ? main.left + main.width / 2 : innerWidth / 2;
  return document.elementFromPoint(x, innerHeight * READING_LINE)?.closest<HTMLElement>(READ_CLAUSE)?.id || null;
}

/** Calls `onChange` whenever the address changes: history entries written by scripts, back and forward, fragment jumps. */
function watchAddress(onChange: () => void): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      dispatchEvent(new Event(URL_CHANGE));
    };
  }
  addEventListener(URL_CHANGE, onChange);
  addEventListener('popstate', onChange);
  addEventListener('hashchange', onChange);
}
