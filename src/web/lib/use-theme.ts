import { useSyncExternalStore } from 'react';
import { applyTheme, currentTheme, type Theme } from './theme';

/** The <html> class is the source of truth; every toggle on the page follows it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  return [theme, applyTheme];
}
