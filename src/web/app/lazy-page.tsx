import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** Each lazy page's loader, by the element the routes hold (for preloadPages). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

interface PageCode {
  /** The page, once its code is here. */
  loaded?: ComponentType;
  /** The page through lazy(), until then. */
  Lazy: ComponentType;
}

/**
 * A page whose code is already here (preloadPages) renders at once: through lazy() it would
 * suspend for a tick, show the fallback, and React holds a reveal up to 300 ms after a fallback
 * (docs/decisions/016). Chosen once per mount, so a page never swaps component under itself.
 */
function PageSlot({ code }: { code: PageCode }) {
  const [Component] = useState<ComponentType>(() => code.loaded ?? code.Lazy);
  return <Component />;
}

let pages = 0;

/**
 * A page whose code loads when it is first shown (its own chunk). Suspense and the error boundary
 * around the routes (router.tsx, staff-layout.tsx) show the wait and a failed chunk.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loadPage = () =>
    load().then((module) => {
      code.loaded = pick(module);
      return module;
    });
  const code: PageCode = { Lazy: lazy(async () => ({ default: pick(await loadPage()) })) };
  // Its own key: every page is a PageSlot, and one route's slot must not be reused for another.
  pages += 1;
  const element = <PageSlot key={`page-${pages}`} code={code} />;
  loaders.set(element, loadPage);
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
