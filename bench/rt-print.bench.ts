import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { epsonDriver } from '../src/server/features/fiscal-devices/epson-driver';
import { GOLDEN_RECEIPTS } from '../src/server/features/fiscal-devices/golden-scenarios';
import { printOnce } from '../src/server/features/fiscal-devices/print-once';
import { createRtSimulator } from '../src/server/features/fiscal-devices/rt-simulator';
import { createTestApp } from '../src/server/test/test-app';

const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
};

/**
 * From *Conferma* to the RT's answer: `POST /api/sales` (a card sale, `document: "scontrino"`)
 * through the whole app on SQLite, the receipt recorded with the sale and printed after the
 * commit, answered `emesso` with the RT's numbers. Same simulator at 300 ms.
 */
async function throughTheApi(url: string, runs: number): Promise<string> {
  const t = await createTestApp();
  const admin = await t.addUser('admin');
  const cookie = await t.signIn(admin.email);
  const added = await t.request('POST', '/api/settings/fiscal-devices', {
    cookie,
    body: { name: 'Cassa banco', url, timeout_ms: 5000 },
  });
  if (added.status !== 201) throw new Error(`registratore non aggiunto: ${await added.text()}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await t.request('POST', '/api/sales', {
      cookie,
      body: {
        lines: [{ description: 'Pellicola vetro', quantity: 1, unit_price: '9,90' }],
        tenders: [{ method: 'carta', amount: 9.9 }],
        document: 'scontrino',
      },
    });
    const sale = (await response.json()) as { receipt: { status: string } | null };
    if (sale.receipt?.status !== 'emesso') throw new Error('documento non emesso');
    times.push(performance.now() - start);
  }
  await t.close();
  return `Conferma → RT answer (POST /api/sales): p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms, max ${percentile(times, 1)} ms`;
}

/**
 * npx tsx bench/rt-print.bench.ts [runs]: a card sale printed at most once (last-document read,
 * then the print) against the simulator answering after 300 ms, as a slow RT on the shop's LAN,
 * first by the driver alone, then from the API call. Target: p95 ≤ 1 s. Two round trips, so
 * about 600 ms is the floor.
 */
async function main() {
  const runs = Number(process.argv[2] ?? 40);
  const journal = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rt-bench-')), 'journal.jsonl');
  const sim = createRtSimulator({ journal, latencyMs: 300 });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const outcome = await printOnce(
      epsonDriver(url, 5000),
      GOLDEN_RECEIPTS.card,
      null,
      async () => {},
    );
    if (outcome.state !== 'emesso') throw new Error(`stampa non riuscita: ${outcome.reason}`);
    times.push(performance.now() - start);
  }
  const api = await throughTheApi(url, runs);
  sim.server.close();
  const at = (q: number) => percentile(times, q);
  process.stdout.write(
    `RT print, simulator at 300 ms: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${runs} runs, load ${os.loadavg()[0]?.toFixed(1)})\n${api}\n`,
  );
}

await main();
