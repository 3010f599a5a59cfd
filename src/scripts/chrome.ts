/** The page chrome's behaviour: theme toggle, and language links that keep the clause being read. */
export function initChrome(): void {
  initThemeToggle();
  initLanguageSwitch();
}

function initThemeToggle(): void {
  const root = document.documentElement;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const sync = () => {
      const dark = root.dataset.theme === 'dark';
      button.setAttribute('aria-pressed', String(dark));
      button.title = (dark ? button.dataset.labelDark : button.dataset.labelLight) ?? '';
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

/** Language links carry the current `#clause` and query (a tool's state) over, and remember the reader's choice of language. */
function initLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    link.addEventListener('click', () => {
      const target = new URL(link.href);
      target.search = location.search;
      target.hash = location.hash;
      link.href = target.href;
      try {
        localStorage.setItem('lang', link.dataset.langSwitch ?? '');
      } catch {
        // Without storage the choice is simply not remembered.
      }
    });
  }
}
