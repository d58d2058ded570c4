import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §9: the dialog opens about 500 ms after fonts and images have loaded. */
const PRINT_DELAY_MS = 500;

/**
 * History entries (router location keys) whose sheet has already been printed. Kept outside the
 * component: the sheet unmounts while its edit form is shown and must not print again when the
 * form is cancelled; a reload or a new visit is a new entry and prints again.
 */
const printedVisits = new Set<string>();

/** Opens the print dialog once per visit, when `ready` turns true; ?noprint skips it. */
export function useAutoPrint(ready: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!ready || printedVisits.has(key)) return;
    if (new URLSearchParams(window.location.search).has('noprint')) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const images = Array.from(document.images, (image) => image.decode().catch(() => undefined));
    void Promise.all([document.fonts.ready, ...images]).then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        printedVisits.add(key);
        window.print();
      }, PRINT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ready, key]);
}
