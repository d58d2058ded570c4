import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps the state of each of its calls in AsyncLocalStorage, and on Node 20 the first
 * run() of any storage turns on the process's promise hooks for good: from the first sign-in on,
 * every promise of every request paid for them (about a tenth of a single ticket's CPU, measured
 * side by side: docs/decisions/031, seventh pass). Its work is whole inside its calls (no
 * background-task handler is configured, so what it would run in the background it awaits), so
 * when no call of it is running its storages are switched off, and the hooks with them; its next
 * call switches them on again. Every call goes through the object this returns, so none can be
 * running unseen when they are switched off.
 */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
let running = 0;

/** better-auth's storages (request state, endpoint context, adapter), wherever its copy keeps them. */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  return Object.values(shared?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

function counted<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    running++;
    try {
      return await call(...args);
    } finally {
      running--;
      if (running === 0) for (const storage of betterAuthStorages()) storage.disable();
    }
  };
}

/** The auth instance with its handler and every API endpoint counted while they run. */
export function countingCalls<T extends { handler: unknown; api: object }>(auth: T): T {
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? counted(value.bind(target)) : value;
    },
  });
  const handler = counted(auth.handler as (request: Request) => Promise<Response>);
  return new Proxy(auth, {
    get(target, name, receiver) {
      if (name === 'api') return api;
      if (name === 'handler') return handler;
      return Reflect.get(target, name, receiver);
    },
  });
}
