import type { ComponentType, ReactNode } from 'react';
import { lazyPart } from '../lib/lazy-part';

/** Each lazy page's loader, by the element the routes hold (for preloadPages). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

let pages = 0;

/**
 * A page whose code loads when it is first shown (its own chunk); once preloadPages has it, it
 * renders at once (lib/lazy-part.tsx). Suspense and the error boundary around the routes
 * (router.tsx, staff-layout.tsx) show the wait and a failed chunk.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const { Part, preload } = lazyPart(load, pick);
  // Its own key: every page is a Part, and one route's part must not be reused for another.
  pages += 1;
  const element = <Part key={`page-${pages}`} />;
  loaders.set(element, preload);
  return element;
}

/**
 * Starts loading these pages' code now; settles with their modules when every one has arrived or
 * failed. The browser keeps one instance of each module, so the lazy page's own import later
 * resolves from the same download (and a failed one shows its error there).
 */
export function preloadPages(elements: ReactNode[]): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.allSettled(
    elements.map((element) =>
      element && typeof element === 'object' ? loaders.get(element)?.() : undefined,
    ),
  );
}
