import { identityGeneration } from '../db/identity-writes';

/**
 * How long a resolved session is reused without asking the database. Another process or
 * instance on the same database learns of a sign-out, ban, role or password change at most this
 * late (docs/decisions/022); this process learns at once (db/identity-writes.ts).
 */
export const SESSION_CACHE_MS = 5_000;
/** A bound on memory, not a working-set guess: when full, start over. */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  until: number;
  generation: number;
}

/** Signed cookie → what it resolved to, valid until `until` and while no identity table changed. */
export function createSessionCache<T>() {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation === identityGeneration() && Date.now() < entry.until) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** `generation` is the one read before the lookup: a write since then means "do not keep". */
    set(key: string, value: T, until: number, generation: number): void {
      if (generation !== identityGeneration()) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, {
        value,
        until: Math.min(until, Date.now() + SESSION_CACHE_MS),
        generation,
      });
    },
  };
}
