import type { BenchApp } from '../lib/bench-app';
import type { RunningApp } from '../lib/processes';
import { startBenchServer } from '../lib/scenarios';

/**
 * `rounds` kill -9s of one install's server, each in the middle of a burst: `burst` sends the
 * round's requests to `app` and kills it; the server then starts again on the same data and
 * `check` reads what the restarted app holds of what was acknowledged.
 */
export async function killRounds<B, R>(
  bench: BenchApp,
  options: { rounds: number; onRound?: (result: R) => void },
  burst: (app: RunningApp, round: number) => Promise<B>,
  check: (outcome: B, after: { app: RunningApp; round: number; restartMs: number }) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let app = await startBenchServer(bench);
  for (let round = 1; round <= options.rounds; round++) {
    const outcome = await burst(app, round);
    const restarting = Date.now();
    app = await startBenchServer(bench);
    const result = await check(outcome, { app, round, restartMs: Date.now() - restarting });
    results.push(result);
    options.onRound?.(result);
  }
  await app.stop();
  return results;
}

/**
 * When a round's kill comes: after this many of the `expected` answers, always mid-burst (20 % to
 * 80 % of them) and at a different moment each round.
 */
export function killAfter(round: number, expected: number): number {
  return Math.round(expected * (0.2 + (0.6 * ((round * 7919) % 101)) / 100));
}
