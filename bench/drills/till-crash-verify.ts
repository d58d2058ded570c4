import fs from 'node:fs';
import { sweepReceipts } from '../../src/server/features/receipts/receipts.service';
import type { BenchApp } from '../lib/bench-app';

/** A document the RT printed and numbered, as its journal shows it. */
interface JournalPrint {
  zNumber: number;
  documentNumber: number;
}

/** The journal's successful prints: a `printerFiscalReceipt` request answered `success="true"`. */
export function journalPrints(journal: string): JournalPrint[] {
  if (!fs.existsSync(journal)) return [];
  return fs
    .readFileSync(journal, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { body: string; answer: string })
    .filter((e) => e.body.includes('<printerFiscalReceipt>') && e.answer.includes('success="true"'))
    .map((e) => ({
      zNumber: Number(/<zRepNumber>(\d+)</.exec(e.answer)?.[1]),
      documentNumber: Number(/<fiscalReceiptNumber>(\d+)</.exec(e.answer)?.[1]),
    }));
}

/** How long a receipt's print lease lasts (receipts.service.ts): a killed server's lease ends then. */
const LEASE_MS = 60_000;

/**
 * The sweep's own pass (`sweepReceipts`, what the `receipts-sweep` job runs once a minute), run
 * here with the server stopped, until nothing is left to print or `settleMs` has passed. Its clock
 * runs a lease ahead: with no server left, the leases the killed ones held are over, as they would
 * be a minute later (the job's interval is fixed at 60 s, with no setting to shorten it).
 */
export async function settle(bench: BenchApp, settleMs: number): Promise<number> {
  const started = Date.now();
  const pending = async () =>
    (
      await bench.database.db
        .selectFrom('fiscal_receipts')
        .select('id')
        .where('status', 'in', ['da_emettere', 'in_stampa'])
        .execute()
    ).length;
  while ((await pending()) > 0 && Date.now() - started < settleMs) {
    await sweepReceipts({ ...bench.deps, clock: () => new Date(Date.now() + LEASE_MS + 1000) });
    await new Promise((r) => setTimeout(r, 500));
  }
  return Date.now() - started;
}

/**
 * What is stored against what was answered and what the RT printed.
 * - paymentsLost: ids of payments answered 2xx that no row holds.
 * - printedTwice: RT documents beyond one per receipt. Each successful print in the journal is one
 *   RT document (z, number); a receipt printed twice leaves two, only one of which a receipt row
 *   holds. So: successful prints − receipts `emesso`, plus journal documents no receipt holds,
 *   plus receipts holding the same RT document.
 * - notVisible: receipts neither `emesso` nor `da_emettere` with a reason (an `in_stampa` left
 *   after the settle, an `errore`, a `da_emettere` that does not say why).
 */
export async function verifyTill(bench: BenchApp, journal: string, acknowledged: Set<string>) {
  const db = bench.database.db;
  const payments = new Set(
    (await db.selectFrom('payments').select('id').execute()).map((r) => r.id),
  );
  const paymentsLost = [...acknowledged].filter((id) => !payments.has(id)).length;
  const receipts = await db
    .selectFrom('fiscal_receipts')
    .select(['id', 'status', 'reason', 'z_number', 'document_number'])
    .execute();
  const emitted = receipts.filter((r) => r.status === 'emesso');
  const key = (z: unknown, n: unknown) => `${Number(z)}/${Number(n)}`;
  const held = new Set(emitted.map((r) => key(r.z_number, r.document_number)));
  const prints = journalPrints(journal);
  const printedKeys = prints.map((p) => key(p.zNumber, p.documentNumber));
  const unheld = printedKeys.filter((k) => !held.has(k)).length;
  const printedTwice =
    Math.max(0, prints.length - emitted.length) + unheld + (emitted.length - held.size);
  const waiting = receipts.filter((r) => r.status === 'da_emettere');
  const notVisible = receipts.filter(
    (r) => r.status !== 'emesso' && !(r.status === 'da_emettere' && r.reason),
  ).length;
  return {
    paymentsAcknowledged: acknowledged.size,
    paymentsLost,
    receipts: receipts.length,
    emitted: emitted.length,
    waiting: waiting.length,
    journalPrints: prints.length,
    printedTwice,
    notVisible,
  };
}
