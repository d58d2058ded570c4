import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { epsonDriver } from '../src/server/features/fiscal-devices/epson-driver';
import { GOLDEN_RECEIPTS } from '../src/server/features/fiscal-devices/golden-scenarios';
import { printOnce } from '../src/server/features/fiscal-devices/print-once';
import { createRtSimulator } from '../src/server/features/fiscal-devices/rt-simulator';

/**
 * npx tsx bench/rt-print.bench.ts [runs]: a card sale printed at most once (last-document read,
 * then the print) against the simulator answering after 300 ms, as a slow RT on the shop's LAN.
 * Target: p95 ≤ 1 s. Two round trips, so about 600 ms is the floor.
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
  sim.server.close();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0);
  process.stdout.write(
    `RT print, simulator at 300 ms: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${runs} runs, load ${os.loadavg()[0]?.toFixed(1)})\n`,
  );
}

await main();
