import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE =
  'Ci sono modifiche non salvate. Uscire dalla pagina e perderle?';

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * dialog) and following a link to another page of the app. The router runs in declarative mode,
 * which has no navigation blocker (decision 012), so a link's click is caught before React
 * Router sees it: a capture listener on the document runs before the root's.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);
}
