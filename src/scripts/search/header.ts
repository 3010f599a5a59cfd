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
  let session: Promise<Session> | undefined;
  const start = (): Promise<Session> => {
    session ??= import('./header-session').then(({ startHeaderSession }) => startHeaderSession(root, input));
    // If the search code cannot load, the field still works as a form; the next use tries again.
    session.catch(() => (session = undefined));
    return session;
  };
  const search = () => start().then((s) => s.search(input.value), () => undefined);
  // Focus (re)opens the results of what the field holds, such as text the browser restored.
  for (const event of ['focus', 'input']) input.addEventListener(event, () => void search());
  bindSearchShortcut(() => input);
}
