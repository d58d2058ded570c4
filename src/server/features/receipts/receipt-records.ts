import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FiscalReceiptKind } from '../../db/tables/fiscal-tables';
import { enabledFiscalDevice, type RtDocument } from '../fiscal-devices/fiscal-devices.service';
import { buildSaleDocument, type ReceiptRequest } from './receipt-request';
import { insertReceipt } from './receipts.queries';

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
  return recordDocument(trx, at, {
    deviceId: device.id,
    kind: 'vendita',
    ...built,
    totalCents: request.tenders.reduce((sum, t) => sum + t.amountCents, 0),
    paymentIds: request.paymentIds ?? [],
    ticketId: request.ticketId ?? null,
    saleId: request.saleId ?? null,
    relatedId: null,
    userId: request.userId,
  });
}

/** One documento commerciale to print: a sale, or a return or cancellation citing another. */
export interface DocumentRecord {
  deviceId: string;
  kind: FiscalReceiptKind;
  document: RtDocument | null;
  problem: string | null;
  totalCents: number;
  paymentIds: string[];
  ticketId: string | null;
  saleId: string | null;
  relatedId: string | null;
  userId: string | null;
}

export async function recordDocument(
  trx: Kysely<DB>,
  at: string,
  record: DocumentRecord,
): Promise<string> {
  const id = crypto.randomUUID();
  await insertReceipt(trx, {
    id,
    device_id: record.deviceId,
    kind: record.kind,
    status: record.problem ? 'errore' : 'da_emettere',
    reason: record.problem,
    document: JSON.stringify(record.document),
    total_cents: record.totalCents,
    payment_ids: JSON.stringify(record.paymentIds),
    ticket_id: record.ticketId,
    sale_id: record.saleId,
    related_receipt_id: record.relatedId,
    rt_serial: null,
    z_number: null,
    document_number: null,
    rt_date: null,
    before_z_number: null,
    before_document_number: null,
    lease_until: null,
    emitted_at: null,
    created_by: record.userId,
    created_at: at,
  });
  return id;
}
