import { createContext, type ReactNode, useContext } from 'react';

type Warm = (to: string) => void;

const PageWarmupContext = createContext<Warm>(() => {});

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
  return () => warm(to);
}
