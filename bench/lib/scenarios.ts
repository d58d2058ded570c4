import type { DialectName } from '../../src/server/db/database';
import { BENCH_ADMIN_LOGIN, BENCH_LOGIN, type BenchApp, openBenchApp } from './bench-app';
import { expectStatus, type HttpTarget, send, signInOver } from './http-bench';
import { type RunningApp, startAppServer } from './processes';
import { measure, type Summary } from './stats';

/** One named request a benchmark repeats: a row of its p50/p95 table. */
export type Scenario = [name: string, run: () => Promise<void>];

export interface MeasuredScenario {
  name: string;
  summary: Summary;
}

/** The app as `npm start` runs it, on the bench's own database (its SQLite file or PostgreSQL). */
export function startBenchServer(bench: BenchApp): Promise<RunningApp> {
  return startAppServer({
    dataDir: bench.dataDir,
    databaseUrl: bench.engine === 'postgres' ? bench.location : undefined,
    authSecret: bench.authSecret,
  });
}

/** The app's origin with the session cookie of `login`, signed in over HTTP as a browser would. */
export async function signedIn(
  app: RunningApp,
  login: { email: string; password: string },
): Promise<HttpTarget> {
  return { origin: app.origin, headers: { cookie: await signInOver(app.origin, login) } };
}

/** What a benchmark works with once its database is seeded and the app listens on it. */
export interface SeededServer<S> {
  bench: BenchApp;
  app: RunningApp;
  seeded: S;
  /** Signed in as BENCH_LOGIN, the first staff account. */
  staff: HttpTarget;
  /** Signs in as BENCH_ADMIN_LOGIN, for the admin-only routes. */
  signInAdmin(): Promise<HttpTarget>;
}

/**
 * A fresh bench database on `engine`, filled by `seed`, then the app started on it and signed in
 * for `run`; the server stops and the database is removed afterwards, whatever happens.
 */
export async function withSeededServer<S, R>(
  engine: DialectName,
  pgAdminUrl: string,
  seed: (bench: BenchApp) => Promise<S>,
  run: (served: SeededServer<S>) => Promise<R>,
): Promise<R> {
  const bench = await openBenchApp(engine, pgAdminUrl);
  try {
    const seeded = await seed(bench);
    const app = await startBenchServer(bench);
    try {
      const staff = await signedIn(app, BENCH_LOGIN);
      return await run({
        bench,
        app,
        seeded,
        staff,
        signInAdmin: () => signedIn(app, BENCH_ADMIN_LOGIN),
      });
    } finally {
      await app.stop();
    }
  } finally {
    await bench.close();
  }
}

/** A GET that must answer 200: a benchmark of error pages would measure nothing. */
export function getOk(target: HttpTarget, path: string): () => Promise<void> {
  return () => expectStatus(send(target, 'GET', path), 200, path).then(() => undefined);
}

/** Each scenario in turn (never side by side, so one does not slow the other). */
export async function measureScenarios(
  iterations: number,
  scenarios: Scenario[],
): Promise<MeasuredScenario[]> {
  const results: MeasuredScenario[] = [];
  for (const [name, run] of scenarios)
    results.push({ name, summary: await measure(iterations, run) });
  return results;
}
