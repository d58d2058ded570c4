import type { Kysely } from 'kysely';
import { RECEIPT_MESSAGES, type ReceiptDto } from '../../../shared/receipts/receipts';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import {
  enabledFiscalDevice,
  fiscalDevice,
  printOnDevice,
  type RtDocument,
} from '../fiscal-devices/fiscal-devices.service';
import { buildSaleDocument, type ReceiptRequest } from './receipt-request';
import {
  insertReceipt,
  leaseReceipt,
  selectPendingReceiptIds,
  selectReceipt,
  updateReceipt,
} from './receipts.queries';

/** Longer than any RT's deadline: a worker that died mid-print frees the job after this. */
const LEASE_MS = 60_000;

/**
 * Records the documento commerciale inside the caller's transaction, so a payment never commits
 * without it; printing happens after the commit (`printReceipts`). Null when the shop has no RT.
 */
export async function recordReceiptRequest(
  trx: Kysely<DB>,
  at: string,
  request: ReceiptRequest,
): Promise<string | null> {
  const device = await enabledFiscalDevice(trx);
  if (!device) return null;
  const built = buildSaleDocument(device, request);
  const id = crypto.randomUUID();
  const total = request.tenders.reduce((sum, t) => sum + t.amountCents, 0);
  await insertReceipt(trx, {
    id,
    device_id: device.id,
    kind: 'vendita',
    status: built.problem ? 'errore' : 'da_emettere',
    reason: built.problem,
    document: JSON.stringify(built.document),
    total_cents: total,
    payment_ids: JSON.stringify(request.paymentIds ?? []),
    ticket_id: request.ticketId ?? null,
    sale_id: request.saleId ?? null,
    related_receipt_id: null,
    rt_serial: null,
    z_number: null,
    document_number: null,
    rt_date: null,
    before_z_number: null,
    before_document_number: null,
    lease_until: null,
    emitted_at: null,
    created_by: request.userId,
    created_at: at,
  });
  return id;
}

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
  if (!row || !device || row.document === 'null') {
    await updateReceipt(deps.db, id, { status: 'errore', lease_until: null });
    return;
  }
  const earlier =
    row.before_z_number === null || row.before_document_number === null
      ? null
      : { zNumber: row.before_z_number, documentNumber: row.before_document_number };
  const outcome = await printOnDevice(
    device,
    JSON.parse(row.document) as RtDocument,
    earlier,
    (before) =>
      updateReceipt(deps.db, id, {
        before_z_number: before.zNumber,
        before_document_number: before.documentNumber,
      }),
  );
  if (outcome.state === 'emesso') {
    await updateReceipt(deps.db, id, {
      status: 'emesso',
      reason: null,
      lease_until: null,
      rt_serial: device.serial,
      z_number: outcome.zNumber,
      document_number: outcome.documentNumber,
      rt_date: outcome.date,
      emitted_at: deps.clock().toISOString(),
    });
  } else {
    await updateReceipt(deps.db, id, {
      status: outcome.state,
      reason: outcome.reason,
      lease_until: null,
    });
  }
}

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

function toDto(row: NonNullable<Awaited<ReturnType<typeof selectReceipt>>>): ReceiptDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    total_cents: Number(row.total_cents),
    ticket_id: row.ticket_id,
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

/** *Riprova*: prints now (at most once) and answers the receipt as it stands afterwards. */
export async function retryReceipt(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  id: string,
): Promise<ReceiptDto> {
  await getReceipt(deps, id);
  await printReceipts(deps, [id]);
  return getReceipt(deps, id);
}

/** The accountant's corrispettivi, as JSON and as Italian CSV (decision 052). */
export { corrispettivi } from './corrispettivi';
export { corrispettiviCsv } from './corrispettivi-csv';
