/**
 * A pure function of a string, remembered for the last `size` distinct arguments (the oldest is
 * forgotten first). For work that is slow per call and repeats across requests: libphonenumber
 * takes 20–40 µs a number, a list page shows 50 of them, and staff reload the same pages.
 */
export function boundedMemo<T>(fn: (key: string) => T, size: number): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    const hit = remembered.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    if (remembered.size >= size) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, value);
    return value;
  };
}
