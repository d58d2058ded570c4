import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Lazy routes render a moment after the URL changes: how long to wait for the new heading. */
const WAIT_MS = 5000;

/**
 * After a move to another page (not the first load, not a change of the query string such as a
 * search), focus goes to the new page's <h1> (WCAG 2.4.3): a screen reader announces where the
 * person is, and Tab continues from the top of the new content instead of the old link.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is *about* a page change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
