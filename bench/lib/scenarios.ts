import type { BenchApp } from './bench-app';
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
