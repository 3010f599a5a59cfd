/**
 * The search field of the page header. It is a plain form (without scripts, Enter opens the search
 * page); the search itself loads the first time the field is used, so reading a page costs nothing.
 */
import { bindSearchShortcut } from './shortcut';

type Session = { search: (value: string) => void };

/**
 * Wires the header search field inside `root` (`[data-site-search]`).
 * @example initHeaderSearch(document.querySelector('[data-site-search]'))
 */
export function initHeaderSearch(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return;
  const unavailable = unavailableNote(root, input);
  let session: Promise<Session> | undefined;
  const start = (): Promise<Session> => {
    session ??= import('./header-session').then(({ startHeaderSession }) => startHeaderSession(root, input));
    // If the search code or its strings cannot load, the field still works as a form; the next use tries again.
    session.catch(() => (session = undefined));
    return session;
  };
  const search = () =>
    start().then(
      (s) => {
        unavailable.remove();
        s.search(input.value);
      },
      () => unavailable.show(),
    );
  // Focus (re)opens the results of what the field holds, such as text the browser restored.
  for (const event of ['focus', 'input']) input.addEventListener(event, () => void search());
  bindSearchShortcut(() => input);
}

/**
 * The note the results panel shows while the search cannot start (offline, or the site being updated). Its text
 * is in the page (`data-unavailable`): the search's own strings come with what failed to load. Esc or leaving the
 * field closes it, as it closes results.
 */
function unavailableNote(root: HTMLElement, input: HTMLInputElement): { show: () => void; remove: () => void } {
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  let note: HTMLElement | undefined;
  const close = () => {
    if (note && panel) panel.hidden = true;
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && note && panel && !panel.hidden) {
      event.preventDefault();
      close();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) close();
  });
  return {
    show: () => {
      const message = panel?.dataset.unavailable;
      if (!panel || !message || !input.value.trim()) return;
      if (!note) {
        note = document.createElement('p');
        note.className = 'search-status';
        note.setAttribute('role', 'status');
        panel.prepend(note);
      }
      panel.hidden = false;
      // Set once the live region is in the page, so that it is announced.
      const shown = note;
      requestAnimationFrame(() => (shown.textContent = message));
    },
    remove: () => {
      note?.remove();
      note = undefined;
    },
  };
}
