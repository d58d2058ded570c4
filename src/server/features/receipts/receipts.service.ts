import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  RECEIPT_MESSAGES,
  RECEIPT_STATUSES_TO_FIX,
  type ReceiptDetailDto,
  type ReceiptDto,
  type ReceiptsPageDto,
  type ReceiptsQuery,
  type ReceiptsToFixDto,
} from '../../../shared/receipts/receipts';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import {
  type FiscalDevice,
  fiscalDevice,
  holdDeviceForPrint,
  holdWindow,
  leaveUnsettled,
  type PrintOutcome,
  printOnDevice,
  type RtDocument,
  releaseDevice,
} from '../fiscal-devices/fiscal-devices.service';
import { documentToPrint } from './receipt-records';
import { settleUnsettled } from './receipt-settling';
import {
  countReceipts,
  leaseReceipt,
  selectPendingReceiptIds,
  selectReceipt,
  selectReceipts,
  selectSaleReceipt,
  selectTicketPendingReceiptIds,
  selectVoidOf,
  updateReceipt,
} from './receipts.queries';

/** Longer than any RT's deadline: a worker that died mid-print frees the job after this. */
const LEASE_MS = 60_000;

async function printReceipt(deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<void> {
  const now = deps.clock();
  const leased = await leaseReceipt(
    deps.db,
    id,
    now.toISOString(),
    new Date(now.getTime() + LEASE_MS).toISOString(),
  );
  if (!leased) return;
  const row = await selectReceipt(deps.db, id);
  const device = row && (await fiscalDevice(deps.db, row.device_id));
  if (!row || !device) {
    await updateReceipt(deps.db, id, { status: 'errore', lease_until: null });
    return;
  }
  const document = await documentToPrint(deps.db, row, device);
  if (!document) return;
  // One print at a time on the RT, across processes; a receipt left unsettled is settled first.
  const hold = await holdDeviceForPrint(deps.db, {
    deviceId: device.id,
    receiptId: id,
    now: deps.clock,
    ...holdWindow(device.timeoutMs),
  });
  const unsettled = hold?.unsettled;
  if (!hold || (unsettled && !(await settleUnsettled(deps.db, device, unsettled, isoNow(deps))))) {
    if (hold && unsettled)
      await leaveUnsettled(deps.db, {
        deviceId: device.id,
        receiptId: id,
        holder: unsettled,
        now: deps.clock(),
      });
    const reason = hold ? RECEIPT_MESSAGES.rtSilent : RECEIPT_MESSAGES.rtBusy;
    await updateReceipt(deps.db, id, { status: 'da_emettere', reason, lease_until: null });
    return;
  }
  const outcome = await printOnDevice(
    device,
    document,
    row.before_z_number === null || row.before_document_number === null
      ? null
      : { zNumber: row.before_z_number, documentNumber: row.before_document_number },
    (before) =>
      updateReceipt(deps.db, id, {
        before_z_number: before.zNumber,
        before_document_number: before.documentNumber,
      }),
  );
  await recordOutcome(deps, id, device, outcome);
}

/** The outcome on the receipt, and the RT freed, or left for the next printer to settle. */
async function recordOutcome(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  device: FiscalDevice,
  outcome: PrintOutcome,
) {
  if (outcome.state === 'emesso') {
    await updateReceipt(deps.db, id, {
      status: 'emesso',
      reason: null,
      lease_until: null,
      rt_serial: outcome.serial ?? device.serial,
      z_number: outcome.zNumber,
      document_number: outcome.documentNumber,
      rt_date: outcome.date,
      emitted_at: isoNow(deps),
    });
  } else {
    // Surely not printed: the snapshot goes, so a retry takes a new one.
    const forget =
      outcome.state === 'da_emettere' && outcome.settled
        ? { before_z_number: null, before_document_number: null }
        : {};
    await updateReceipt(deps.db, id, {
      status: outcome.state,
      reason: outcome.reason,
      lease_until: null,
      ...forget,
    });
  }
  if (outcome.state === 'da_emettere' && !outcome.settled)
    await leaveUnsettled(deps.db, {
      deviceId: device.id,
      receiptId: id,
      holder: id,
      now: deps.clock(),
    });
  else await releaseDevice(deps.db, device.id, id);
}

const isoNow = (deps: Pick<AppDeps, 'clock'>) => deps.clock().toISOString();

/** After the commit: prints each receipt in turn; callers need not wait (the sweep retries). */
export async function printReceipts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    try {
      await printReceipt(deps, id);
    } catch (err) {
      deps.logger.error({ err, receiptId: id }, 'stampa del documento commerciale non riuscita');
    }
  }
}

/** The background sweep: what an outage or a restart left *da emettere* is tried again. */
/**
 * Prints what a ticket's save recorded for the RT (the intake's deposit), once committed, without
 * making the save wait for the RT: the customer gets the paper while the form closes, and an RT
 * that does not answer leaves it *da emettere* for the sweep, as any other.
 */
export function printTicketReceiptsSoon(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  ticketId: string,
): void {
  selectTicketPendingReceiptIds(deps.db, ticketId)
    .then((rows) =>
      printReceipts(
        deps,
        rows.map((r) => r.id),
      ),
    )
    .catch((err) =>
      deps.logger.error({ err, ticketId }, 'stampa del documento commerciale non riuscita'),
    );
}

export async function sweepReceipts(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): Promise<void> {
  const rows = await selectPendingReceiptIds(deps.db, deps.clock().toISOString(), 50);
  await printReceipts(
    deps,
    rows.map((r) => r.id),
  );
}

export async function receiptState(db: Kysely<DB>, id: string) {
  return selectReceipt(db, id);
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof selectReceipt>>>;

const documentOf = (row: ReceiptRow) =>
  row.request === null ? (JSON.parse(row.document) as RtDocument) : null;

function originalOf(row: ReceiptRow): ReceiptDto['original'] {
  const document = row.kind === 'vendita' ? null : documentOf(row);
  if (!document || !('original' in document)) return null;
  const { zNumber, documentNumber, date } = document.original;
  return { z_number: zNumber, document_number: documentNumber, date };
}

function toDto(row: ReceiptRow): ReceiptDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    total_cents: Number(row.total_cents),
    ticket_id: row.ticket_id,
    sale_id: row.sale_id,
    related_receipt_id: row.related_receipt_id,
    original: originalOf(row),
    rt_serial: row.rt_serial,
    z_number: row.z_number,
    document_number: row.document_number,
    rt_date: row.rt_date,
    attempts: row.attempts,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function getReceipt(deps: Pick<AppDeps, 'db'>, id: string): Promise<ReceiptDto> {
  const row = await selectReceipt(deps.db, id);
  if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
  return toDto(row);
}

/** GET /api/receipts/:id: the document and its lines, each net of its discount. */
export async function getReceiptDetail(
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<ReceiptDetailDto> {
  const row = await selectReceipt(deps.db, id);
  if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
  const document = documentOf(row);
  const lines = document && 'lines' in document ? document.lines : [];
  return {
    ...toDto(row),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount_cents: line.unitPriceCents * line.quantity - (line.discountCents ?? 0),
    })),
  };
}

/** How many documents wait for *Riprova* (the alert on /cassa). */
export async function receiptsToFix(deps: Pick<AppDeps, 'db'>): Promise<ReceiptsToFixDto> {
  return { count: await countReceipts(deps.db, RECEIPT_STATUSES_TO_FIX) };
}

/** *Riprova*: prints now (at most once) and answers the receipt as it stands afterwards. */
export async function retryReceipt(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  id: string,
): Promise<ReceiptDto> {
  await getReceipt(deps, id);
  await printReceipts(deps, [id]);
  return getReceipt(deps, id);
}

const cursorKey = z.tuple([z.string(), z.string()]);

/** GET /api/receipts: newest first, a page at a time. */
export async function listReceipts(
  deps: Pick<AppDeps, 'db'>,
  query: ReceiptsQuery,
): Promise<ReceiptsPageDto> {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const statuses = query.status === 'da_sistemare' ? RECEIPT_STATUSES_TO_FIX : undefined;
  const rows = await selectReceipts(deps.db, query.limit + 1, { after, statuses });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(toDto), next_cursor: page.next_cursor };
}

/** The documento commerciale of a counter sale, as the sale's answer shows it. */
export async function saleReceipt(db: Kysely<DB>, saleId: string): Promise<ReceiptDto | null> {
  const row = await selectSaleReceipt(db, saleId);
  return row ? toDto(row) : null;
}

/** Records in the caller's transaction; after its commit, prints and answers the receipt. */
export async function printedReceipt(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  id: string | null,
): Promise<ReceiptDto | null> {
  if (!id) return null;
  await printReceipts(deps, [id]);
  return getReceipt(deps, id);
}

/** The annullo that cites this document, once recorded. */
export async function voidOfReceipt(db: Kysely<DB>, id: string): Promise<ReceiptDto | null> {
  const found = await selectVoidOf(db, id);
  return found ? getReceipt({ db }, found.id) : null;
}

/** The accountant's corrispettivi, as JSON and as Italian CSV (decision 052). */
export { corrispettivi } from './corrispettivi';
export { corrispettiviCsv } from './corrispettivi-csv';
export { recordPaymentReceipt, recordSaleReceipt } from './counter-receipts';
export {
  lockedSaleDocument,
  recordReturn,
  recordSaleVoid,
  recordVoid,
} from './receipt-corrections';
export { recordReceiptRequest } from './receipt-records';
