/** Whether a key press is typing into something (a field, a menu, editable text) rather than a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Makes `/` focus the search field from anywhere on the page, except while typing elsewhere.
 * @example bindSearchShortcut(() => document.querySelector('input[type=search]'))
 */
export function bindSearchShortcut(field: () => HTMLInputElement | null | undefined): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const input = field();
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
}
