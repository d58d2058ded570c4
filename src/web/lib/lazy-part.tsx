import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads when it is first shown (its own chunk), which a page's prefetch
 * may load ahead with `preload`. Once its code is here it renders at once: through lazy() alone
 * it would suspend for a tick, show its fallback and shift what follows (docs/decisions/016).
 * Chosen once per mount, so a part never swaps component under itself.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(async () => ({ default: pick(await preload()) }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as lazy() makes its own
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Part, preload };
}
