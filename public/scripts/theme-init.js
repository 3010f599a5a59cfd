// Runs before first paint (a blocking classic script), so a dark-theme reader never sees a light flash.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage may be refused; the system preference still applies.
  }
  const dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
