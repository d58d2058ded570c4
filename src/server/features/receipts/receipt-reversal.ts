import type { Kysely } from 'kysely';
import { romeToday } from '../../../shared/format';
import { RECEIPT_MESSAGES } from '../../../shared/receipts/receipts';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import {
  fiscalDevice,
  type RtDocument,
  type RtOriginal,
} from '../fiscal-devices/fiscal-devices.service';
import { buildSaleDocument, type ReceiptRequest } from './receipt-request';
import { insertReceipt, selectReceipt } from './receipts.queries';

/** A return (some lines back, paid back by these tenders) or the void of a whole sale. */
export type ReversalRequest =
  | ({ kind: 'reso'; originalId: string } & Pick<ReceiptRequest, 'lines' | 'tenders' | 'userId'>)
  | { kind: 'annullo'; originalId: string; userId: string | null };

const toReso = (
  sale: Extract<RtDocument, { kind: 'vendita' }>,
  original: RtOriginal,
): RtDocument => ({
  kind: 'reso',
  operator: sale.operator,
  original,
  lines: sale.lines,
  tenders: sale.tenders,
});

/**
 * Records a reso or annullo citing the emitted sale (RT serial, Z number, document number, day)
 * in the caller's transaction, on the RT that emitted it; printed after the commit like a sale.
 */
export async function recordReversalRequest(
  trx: Kysely<DB>,
  at: string,
  request: ReversalRequest,
): Promise<string> {
  const sale = await selectReceipt(trx, request.originalId);
  if (!sale) throw notFound(RECEIPT_MESSAGES.notFound);
  const device = await fiscalDevice(trx, sale.device_id);
  if (
    !device ||
    sale.kind !== 'vendita' ||
    sale.status !== 'emesso' ||
    sale.z_number === null ||
    sale.document_number === null ||
    !sale.emitted_at
  ) {
    throw conflict(RECEIPT_MESSAGES.notReversible);
  }
  const original = {
    serial: sale.rt_serial ?? device.serial ?? '',
    zNumber: sale.z_number,
    documentNumber: sale.document_number,
    date: romeToday(new Date(sale.emitted_at)),
  };
  let document: RtDocument | null = { kind: 'annullo', operator: device.operator, original };
  let problem: string | null = null;
  let total = Number(sale.total_cents);
  if (request.kind === 'reso') {
    const built = buildSaleDocument(device, request);
    document = built.document?.kind === 'vendita' ? toReso(built.document, original) : null;
    problem = built.problem;
    total = request.tenders.reduce((sum, t) => sum + t.amountCents, 0);
  }
  const id = crypto.randomUUID();
  await insertReceipt(trx, {
    id,
    device_id: device.id,
    kind: request.kind,
    status: problem ? 'errore' : 'da_emettere',
    reason: problem,
    document: JSON.stringify(document),
    total_cents: total,
    related_receipt_id: sale.id,
    created_by: request.userId,
    created_at: at,
  });
  return id;
}
