/** The same key public/theme-init.js reads before the first paint. */
export const THEME_STORAGE_KEY = 'sportello-theme';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked: the choice then lasts until the page is reloaded.
  }
}
