import { fragmentId } from '../lib/fragment-id';
import { correctionNumberOf, correctionRefId } from '../lib/correction-ids';
import { afterAddress, afterJump, afterStop, carriedHash, placeAtLine, READING_LINE, READING_STOP_MS, type ReadingPlace } from '../lib/reading-place';

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
  let place: ReadingPlace = { hash: location.hash, stoppedAt: keptStop() };
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
      if (place.stoppedAt !== null) keepStop(place);
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
 * Calls `onStop` with the place the reader is at ({@link placeAtReadingLine}) each time the reader, having scrolled the
 * page themselves (wheel, touch, keys, the scrollbar), stays still for a moment, or with null where no place is there;
 * and `onJump` when the reader follows a link to a place on the page (the address then names the clause, even the one
 * it named already). A scroll the page makes itself (a jump) is not the reader's. Not on a clause's own page, whose
 * links lead to that clause's pages.
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
  // A link to a place on this page, however written (`#8-5-e`, or a search result's `/ru/…/#8-5-e` to the clause the
  // address already names, which changes no fragment): its scroll is the page's.
  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    if (link && new URL(link.href).pathname === location.pathname) jumped();
  });
  addEventListener(
    'scroll',
    () => {
      if (!readerScrolls) return;
      clearTimeout(timer);
      timer = setTimeout(() => onStop(placeAtReadingLine()), READING_STOP_MS);
    },
    { passive: true },
  );
}

/** Where a reader may be: a clause, a side-by-side view's pair, or a tool that sits between clauses. */
const READ_PLACE = `${READ_CLAUSE}, [data-combat-tool][id], [data-march-tool][id]`;

/**
 * The place the reader is at: the one holding focus when it is on screen (a keyboard's reader), else the one at the
 * reading line (`placeAtLine`), which lies a tenth of the screen below where a link leaves a clause (below the side-by-
 * side view's stuck headings).
 */
function placeAtReadingLine(): string | null {
  const focused = document.activeElement;
  const focusedPlace = focused?.closest<HTMLElement>(READ_PLACE);
  if (focused && focusedPlace) {
    const box = focused.getBoundingClientRect();
    if (box.bottom > 0 && box.top < innerHeight) return focusedPlace.id;
  }
  const places = [...document.querySelectorAll<HTMLElement>(READ_PLACE)].filter((element) => element.getClientRects().length > 0);
  const first = places[0];
  if (!first) return null;
  const landing = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(first).scrollMarginTop) || 0);
  const line = landing + innerHeight * READING_LINE;
  return placeAtLine(places.map((element) => ({ id: element.id, top: element.getBoundingClientRect().top })), line);
}

/** Where the stop made on a page is kept for the tab's session. */
const stopKey = () => `reading-stop:${location.pathname}`;

/**
 * The stop kept for this page, when the page is the same one loaded again (a reload, as a phone restoring a tab does,
 * or back and forward without the page kept whole) at the same address; null otherwise.
 */
function keptStop(): string | null {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(stopKey()) ?? 'null') as { hash?: unknown; id?: unknown } | null;
    return kept?.hash === location.hash && typeof kept.id === 'string' ? kept.id : null;
  } catch {
    return null;
  }
}

/** Keeps the place's stop for {@link keptStop}; without storage (a private mode) a reload simply forgets it. */
function keepStop(place: ReadingPlace): void {
  try {
    sessionStorage.setItem(stopKey(), JSON.stringify({ hash: place.hash, id: place.stoppedAt }));
  } catch {
    // Storage refused.
  }
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
