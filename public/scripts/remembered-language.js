// A reader who already chose a language goes straight there; `/?choose` shows the picker again.
(() => {
  let chosen = null;
  try {
    chosen = localStorage.getItem('lang');
  } catch {
    // Without storage there is no remembered choice.
  }
  if ((chosen === 'es' || chosen === 'ru') && !new URLSearchParams(location.search).has('choose')) location.replace(`/${chosen}/`);
})();
