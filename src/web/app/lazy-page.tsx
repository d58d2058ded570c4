import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads when it is first shown (its own chunk). Suspense and the error boundary
 * around the routes (router.tsx, staff-layout.tsx) show the wait and a failed chunk.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
