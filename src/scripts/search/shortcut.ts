/** Whether a key press is typing into something (a field, a menu, editable text) rather than a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Where the reader's choice to turn the `/` key off is kept: a single-key shortcut must be one a reader can turn off (WCAG 2.1.4). */
const SETTING = 'search-shortcut';

/**
 * Whether `/` goes to the search field: yes, unless the reader turned it off on the search page.
 * @example if (shortcutEnabled()) input.focus()
 */
export function shortcutEnabled(): boolean {
  try {
    return localStorage.getItem(SETTING) !== 'off';
  } catch {
    return true;
  }
}

/** Shows the page with the key on or off: the fields' `aria-keyshortcuts`, the key drawn in the header field, the hints that name it (`data-shortcut`). */
function showShortcut(on: boolean): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-shortcut]')) {
    if (element instanceof HTMLInputElement) {
      if (on) element.setAttribute('aria-keyshortcuts', '/');
      else element.removeAttribute('aria-keyshortcuts');
    } else {
      element.hidden = !on;
    }
  }
}

/**
 * Turns the `/` key on or off, for every page of the site in this browser.
 * @example setShortcutEnabled(false)
 */
export function setShortcutEnabled(on: boolean): void {
  try {
    if (on) localStorage.removeItem(SETTING);
    else localStorage.setItem(SETTING, 'off');
  } catch {
    // Private modes may refuse storage: the choice holds for this page.
  }
  showShortcut(on);
}

/**
 * Makes `/` focus the search field from anywhere on the page, except while typing elsewhere, unless the reader
 * turned the key off.
 * @example bindSearchShortcut(() => document.querySelector('input[type=search]'))
 */
export function bindSearchShortcut(field: () => HTMLInputElement | null | undefined): void {
  showShortcut(shortcutEnabled());
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || !shortcutEnabled()) return;
    const input = field();
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
}
