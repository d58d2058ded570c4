import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FiscalReceiptKind } from '../../db/tables/fiscal-tables';
import {
  enabledFiscalDevice,
  type FiscalDevice,
  type RtDocument,
} from '../fiscal-devices/fiscal-devices.service';
import { buildSaleDocument, type ReceiptRequest } from './receipt-request';
import { insertReceipt, updateReceipt } from './receipts.queries';

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
    request: built.problem ? request : null,
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
  /** Kept when the document could not be built, for a later attempt to build it again. */
  request?: ReceiptRequest | null;
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
    request: record.request ? JSON.stringify(record.request) : null,
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

/**
 * What an attempt sends: the document as recorded or, when none could be built (a department
 * missing), one built again from the kept request with the device as it is now, so setting the
 * department and pressing *Riprova* prints it. Null, the receipt left in *errore* with the
 * reason, while it still cannot be built.
 */
export async function documentToPrint(
  db: Kysely<DB>,
  row: { id: string; document: string; request: string | null; reason: string | null },
  device: FiscalDevice,
): Promise<RtDocument | null> {
  if (row.document !== 'null') return JSON.parse(row.document) as RtDocument;
  const built = row.request
    ? buildSaleDocument(device, JSON.parse(row.request) as ReceiptRequest)
    : null;
  if (!built?.document) {
    const reason = built?.problem ?? row.reason;
    await updateReceipt(db, row.id, { status: 'errore', reason, lease_until: null });
    return null;
  }
  await updateReceipt(db, row.id, {
    document: JSON.stringify(built.document),
    request: null,
    reason: null,
  });
  return built.document;
}
