// Runs before the first paint (loaded synchronously in <head>, CSP-safe):
// the stored choice wins, then the system preference, then light.
(function applyInitialTheme() {
  var stored = null;
  try {
    stored = window.localStorage.getItem('sportello-theme');
  } catch (_error) {
    // Storage may be blocked; fall back to the system preference.
  }
  var prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = stored === 'dark' || (stored !== 'light' && prefersDark);
  document.documentElement.classList.toggle('dark', dark);
})();
