import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

/** Where a page is opened: its path, its query and its path's parameters (`id` of /tickets/:id). */
export interface PageTarget {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * What a page module may export as `prefetchPage`: fetches the data its first render reads, into
 * the same queries (a cold load waits for it before the first render, a menu entry starts it on
 * hover). Settles when that data is here or failed.
 */
export type PrefetchPage = (client: QueryClient, target: PageTarget) => Promise<unknown>;

/** A module of several pages: each prefetch fetches what its own page needs, or nothing. */
export const prefetchAll =
  (...prefetches: PrefetchPage[]): PrefetchPage =>
  (client, target) =>
    Promise.all(prefetches.map((prefetch) => prefetch(client, target)));

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
