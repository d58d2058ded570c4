import fs from 'node:fs';
import { epsonReceipt } from '../../src/server/features/fiscal-devices/epson-fpmate';
import type { RtDocument } from '../../src/server/features/fiscal-devices/rt-document';
import { sweepReceipts } from '../../src/server/features/receipts/receipts.service';
import type { BenchApp } from '../lib/bench-app';

/** The journal's successful prints: a `printerFiscalReceipt` request answered `success="true"`. */
export function journalPrints(journal: string) {
  if (!fs.existsSync(journal)) return [];
  return fs
    .readFileSync(journal, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { body: string; answer: string })
    .filter((e) => e.body.includes('<printerFiscalReceipt>') && e.answer.includes('success="true"'))
    .map((e) => ({
      body: e.body,
      rt: `${/<zRepNumber>(\d+)</.exec(e.answer)?.[1]}/${/<fiscalReceiptNumber>(\d+)</.exec(e.answer)?.[1]}`,
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
 * What is stored against what was answered and what the RT printed. Every document the drill
 * prints is unique (its own line text, ticket or citation), so the journal's request body names
 * the receipt it was for: the body `epsonReceipt` builds from the receipt's stored document.
 * - paymentsLost: ids of payments answered 2xx that no row holds.
 * - printedTwice: receipts whose body the journal shows printed successfully more than once.
 * - emittedUnprinted: receipts `emesso` whose body the journal never shows printed.
 * - wrongRtNumber: receipts `emesso` holding an RT number other than the one the RT gave their print.
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
    .select(['id', 'status', 'reason', 'document', 'z_number', 'document_number'])
    .execute();
  const prints = journalPrints(journal);
  const printsOf = new Map<string, string[]>();
  for (const p of prints) printsOf.set(p.body, [...(printsOf.get(p.body) ?? []), p.rt]);
  const bodyOf = (r: (typeof receipts)[number]) =>
    epsonReceipt(JSON.parse(r.document) as RtDocument);
  const asked = new Map<string, { all: number; emitted: number }>();
  let wrongRtNumber = 0;
  for (const r of receipts) {
    const body = bodyOf(r);
    const count = asked.get(body) ?? { all: 0, emitted: 0 };
    count.all += 1;
    if (r.status === 'emesso') {
      count.emitted += 1;
      const rt = `${r.z_number}/${r.document_number}`;
      if (!(printsOf.get(body) ?? []).includes(rt)) wrongRtNumber += 1;
    }
    asked.set(body, count);
  }
  let printedTwice = 0;
  let emittedUnprinted = 0;
  for (const [body, count] of asked) {
    const printed = printsOf.get(body)?.length ?? 0;
    printedTwice += Math.max(0, printed - count.all);
    emittedUnprinted += Math.max(0, count.emitted - printed);
  }
  const notVisible = receipts.filter(
    (r) => r.status !== 'emesso' && !(r.status === 'da_emettere' && r.reason),
  ).length;
  return {
    paymentsAcknowledged: acknowledged.size,
    paymentsLost,
    receipts: receipts.length,
    emitted: receipts.filter((r) => r.status === 'emesso').length,
    waiting: receipts.filter((r) => r.status === 'da_emettere').length,
    journalPrints: prints.length,
    printedTwice,
    emittedUnprinted,
    wrongRtNumber,
    notVisible,
  };
}
