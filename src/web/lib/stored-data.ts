import { THEME_STORAGE_KEY } from './theme';

/**
 * Forgets everything this browser keeps for the signed-in person (SPEC "Navigation
 * shell": sign-out clears stored identifiers). Only the theme choice survives.
 */
export function clearStoredData(): void {
  try {
    const theme = window.localStorage.getItem(THEME_STORAGE_KEY);
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (theme !== null) window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked: nothing was stored then.
  }
}
