import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETRY_MAX_MS } from '../../src/server/features/sdi/sdi-queue.service';
import { runSdiChannel } from '../../src/server/features/sdi/sdi-worker.service';
import { startSdiSimulator } from '../../src/server/sdi-simulator/sdi-simulator';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { configureSdiShop, issueOne, shopCustomer } from '../lib/sdi-shop';

export interface SdiOutageReport {
  invoices: number;
  /** How long the intermediary was down: the whole issuing, and at least the asked outage. */
  outageMs: number;
  /** Failed attempts recorded by the queue (503 while down): about one per job pass. */
  refusedDuringOutage: number;
  /** From the retries coming due after the intermediary's return until all were consegnata. */
  drainMs: number;
  /** Lines of kind "send" in the simulator's log file: the witness. */
  loggedSends: number;
  distinctKeys: number;
  delivered: number;
}

/**
 * The intermediary down while `invoices` invoices are issued with *Invia automaticamente
 * all'emissione* on (asked: 5 minutes and 200 invoices; scaled to `outageMs` of wall time).
 * The background job runs every `passMs` (60 s in production) with the production backoff
 * (30 s doubling, at most 30 min). Once the intermediary is back the app's clock moves past the
 * longest backoff, standing for the wait a shop would see, so every retry is due at once.
 * Afterwards every invoice must be delivered, each sent once: the simulator's JSON-lines log is
 * the witness.
 */
export async function sdiOutageDrill(options: {
  invoices: number;
  outageMs: number;
  passMs?: number;
}): Promise<SdiOutageReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-sdi-drill-'));
  const logFile = path.join(dir, 'simulator.jsonl');
  const simulator = await startSdiSimulator({ delayMs: 50, logFile });
  let waited = 0;
  const t = await createTestApp({ clock: () => new Date(Date.now() + waited) });
  let stop = false;
  try {
    const cookie = await t.signIn((await t.addUser('admin')).email);
    await configureSdiShop(t, cookie, simulator.url);
    const customerId = await shopCustomer(t, cookie);
    simulator.fault.down = true;
    const down = performance.now();
    // The job, scaled: a pass every passMs while the shop issues.
    const job = (async () => {
      while (!stop) {
        await runSdiChannel(t.deps);
        await new Promise((r) => setTimeout(r, options.passMs ?? 250));
      }
    })();
    // Down for the whole issuing, and at least outageMs.
    const issuing = (async () => {
      for (let i = 0; i < options.invoices; i += 1) {
        await issueOne(t, cookie, customerId);
        await new Promise((resolve) => setImmediate(resolve)); // let the job's timer and sockets run
      }
    })();
    await Promise.all([issuing, new Promise((r) => setTimeout(r, options.outageMs))]);
    const outageMs = Math.round(performance.now() - down);
    simulator.fault.down = false;
    waited = RETRY_MAX_MS;
    const back = performance.now();
    await waitFor(async () => (await delivered(t)) === options.invoices, 180_000);
    const drainMs = Math.round(performance.now() - back);
    stop = true;
    await job;
    const attempts = await t.db.selectFrom('sdi_transmissions').select('attempts').execute();
    const sends = fs
      .readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; idempotency_key: string })
      .filter((line) => line.kind === 'send');
    return {
      invoices: options.invoices,
      outageMs,
      // Each send's successful attempt counted too: the rest were refused.
      refusedDuringOutage: attempts.reduce((sum, r) => sum + r.attempts, 0) - attempts.length,
      drainMs,
      loggedSends: sends.length,
      distinctKeys: new Set(sends.map((s) => s.idempotency_key)).size,
      delivered: await delivered(t),
    };
  } finally {
    stop = true;
    await simulator.close();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function delivered(t: TestApp) {
  const rows = await t.db
    .selectFrom('sdi_transmissions')
    .select('state')
    .where('state', '=', 'consegnata')
    .execute();
  return rows.length;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
