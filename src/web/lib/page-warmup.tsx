import { createContext, type ReactNode, useCallback, useContext } from 'react';

type Warm = (to: string) => void;
/** Starts loading the code of the page at a path; settles with its modules (router.tsx). */
export type LoadPageCode = (pathname: string) => Promise<PromiseSettledResult<unknown>[]>;

const PageWarmupContext = createContext<Warm>(() => {});
const PageCodeContext = createContext<LoadPageCode>(async () => []);

/** Set by the router's root: the staff shell reads it without importing the router back. */
export const PageCodeProvider = PageCodeContext.Provider;

export function usePageCode(): LoadPageCode {
  return useContext(PageCodeContext);
}

/** Set by the staff shell (app/staff-layout.tsx): how to start loading the page at a path. */
export function PageWarmupProvider({ warm, children }: { warm: Warm; children: ReactNode }) {
  return <PageWarmupContext.Provider value={warm}>{children}</PageWarmupContext.Provider>;
}

/**
 * Starts loading the page a menu entry leads to, its code and its first data, when the pointer
 * rests on it or the focus reaches it: by the click most of it is here (docs/decisions/031).
 */
export function useWarmPage(to: string): () => void {
  const warm = useContext(PageWarmupContext);
  return useCallback(() => warm(to), [warm, to]);
}
