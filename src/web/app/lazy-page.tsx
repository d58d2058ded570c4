import { type ComponentType, lazy, type ReactNode } from 'react';

/** Each lazy page's loader, by the element the routes hold (for preloadPages). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page whose code loads when it is first shown (its own chunk). Suspense and the error boundary
 * around the routes (router.tsx, staff-layout.tsx) show the wait and a failed chunk.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  const element = <Page />;
  loaders.set(element, load);
  return element;
}

/**
 * Starts loading these pages' code now. The browser keeps one instance of each module, so the
 * lazy page's own import later resolves from the same download.
 */
export function preloadPages(elements: ReactNode[]): void {
  for (const element of elements)
    if (element && typeof element === 'object') void loaders.get(element)?.();
}
