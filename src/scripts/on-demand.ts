/**
 * Loading a widget's code only when a reader is about to use it, so that reading a page runs next to
 * no JavaScript: the page's markup stays usable (links, tables) until the code arrives.
 */
import { fragmentId } from '../lib/fragment-id';

/**
 * Runs `start` once, as soon as one of `elements` comes near the viewport or is focused or pressed;
 * at once when one is near already, or when the page's address carries state (a shared link to a result).
 * @example startWhenNear(document.querySelectorAll('[data-combat-tool]'), () => import('./combat-tool').then((m) => m.initCombatTools()))
 */
export function startWhenNear(elements: Iterable<Element>, start: () => Promise<unknown>): void {
  const targets = [...elements];
  if (targets.length === 0) return;
  // A widget that opens the page (a tool's own page), or a shared link to its state or to a place the page does not
  // have yet (inside markup the widget brings as it starts), starts with the page.
  const nearNow = targets.some((target) => target.getBoundingClientRect().top < window.innerHeight * 2);
  const awaitedTarget = location.hash.length > 1 && !document.getElementById(fragmentId(location.hash));
  const observer =
    nearNow || location.search || awaitedTarget || typeof IntersectionObserver !== 'function'
      ? undefined
      : new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) run();
        }, { rootMargin: '100% 0px' });
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const target of targets) for (const type of INTERACTIONS) target.removeEventListener(type, run, true);
    void start();
  };
  if (!observer) {
    run();
    return;
  }
  for (const target of targets) {
    observer.observe(target);
    for (const type of INTERACTIONS) target.addEventListener(type, run, true);
  }
}

const INTERACTIONS = ['focusin', 'pointerdown'] as const;

/**
 * Loads code the first time the pointer or focus reaches an element matching `selector`, or Tab is
 * pressed anywhere; a click (or Space) on such an element before the code has started is held and
 * replayed as a click once it has, so the first press is not lost.
 * @example startOnApproach('a[data-glossary]', () => import('./glossary').then((m) => m.initGlossaryPopovers()))
 */
export function startOnApproach(selector: string, start: () => Promise<unknown>): void {
  let starting: Promise<unknown> | undefined;
  let started = false;
  const load = () =>
    (starting ??= start().finally(() => {
      started = true;
    }));
  const approach = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(selector)) void load();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, approach, { capture: true, passive: true });
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.(selector);
    if (started || !(target instanceof HTMLElement)) return;
    // Opened in a new tab or window, the link is just a link.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load().finally(() => target.click());
  }, true);
  document.addEventListener('keydown', (event) => {
    // A keyboard reader tabs towards the terms: Tab starts the code, so the terms are ready when reached. Other keys
    // (the search shortcut, typing a query) are no step towards them.
    if (event.key === 'Tab') void load();
    // Space presses a button; on a term still waiting for its code it would scroll the page instead.
    const target = (event.target as Element | null)?.closest?.(selector);
    if (started || event.key !== ' ' || !(target instanceof HTMLElement)) return;
    event.preventDefault();
    void load().finally(() => target.click());
  }, true);
}
