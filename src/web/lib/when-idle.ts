/**
 * Runs `work` once the browser has nothing else to do (at the latest after `timeout` ms); returns
 * the cancel, for an effect's cleanup. Safari has no requestIdleCallback: a short timer there.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
