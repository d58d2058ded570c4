import type { Kysely } from 'kysely';
import { isCalendarDate } from '../../../shared/form-fields';
import { romeToday } from '../../../shared/format';
import { RECEIPT_MESSAGES, type ReceiptReturnInput } from '../../../shared/receipts/receipts';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import {
  type FiscalDevice,
  fiscalDevice,
  type RtDocument,
  type RtLine,
} from '../fiscal-devices/fiscal-devices.service';
import { recordDocument } from './receipt-records';
import {
  lockedReceipt,
  selectReturnedCents,
  selectSaleReceipt,
  selectVoidOf,
} from './receipts.queries';

type Row = NonNullable<Awaited<ReturnType<typeof lockedReceipt>>>;
type SaleDoc = Extract<RtDocument, { kind: 'vendita' }>;

/**
 * The lines a document certified once its deposit is taken off: the deposit (certified on its
 * own earlier document) comes off the lines of its department, first line first, as a discount,
 * so a whole reso returns what this document took — its tenders — under the same departments.
 */
function netOfDeposit(sold: SaleDoc): RtLine[] {
  let left = sold.deposit?.amountCents ?? 0;
  return sold.lines.map((line) => {
    if (left === 0 || line.department !== sold.deposit?.department) return line;
    const off = Math.min(left, lineNet(line));
    left -= off;
    return { ...line, discountCents: (line.discountCents ?? 0) + off };
  });
}

const lineNet = (line: RtLine) => line.unitPriceCents * line.quantity - (line.discountCents ?? 0);

/**
 * Lines as a reso prints them: at the price paid, discount folded into the unit price (a refund
 * line carries no discount on the RT), split in two when the cents do not divide so the lines
 * add up exactly to what was paid: 3 pieces for 10,01 € are 2 × 3,33 € and 1 × 3,35 €.
 */
function refundLines(lines: RtLine[]): RtLine[] {
  return lines.flatMap((line) => {
    if (!line.discountCents) return [line];
    const net = lineNet(line);
    const unit = Math.floor(net / line.quantity);
    const rest = net - unit * line.quantity;
    const at = (quantity: number, unitPriceCents: number) => ({
      ...line,
      quantity,
      unitPriceCents,
      discountCents: 0,
    });
    if (rest === 0) return [at(line.quantity, unit)];
    return [at(line.quantity - 1, unit), at(1, unit + rest)].filter((l) => l.quantity > 0);
  });
}

/**
 * Reso and annullo (TILL § Documenti commerciali): a new document that cites the original's RT
 * serial, Z number, document number and day, recorded in the caller's transaction (where the
 * payments' storno is written too) and printed after the commit like any other.
 */
export async function lockedSaleDocument(trx: Kysely<DB>, dialect: DialectName, id: string) {
  const row = await lockedReceipt(trx, dialect, id);
  if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
  if (row.kind !== 'vendita') throw conflict(RECEIPT_MESSAGES.notASale);
  if (row.status !== 'emesso') throw conflict(RECEIPT_MESSAGES.notEmitted);
  if (await selectVoidOf(trx, id)) throw conflict(RECEIPT_MESSAGES.alreadyVoided);
  const device = await fiscalDevice(trx, row.device_id);
  if (!device) throw conflict(RECEIPT_MESSAGES.noDevice);
  return { row, device };
}

/**
 * The day the RT printed on the original, as its answer gave it (Epson `D/M/YYYY`, Custom an ISO
 * date-time); null when it gave none (RCH, or a print adopted after a lost answer).
 */
export function rtDay(rtDate: string | null): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(rtDate ?? '');
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(rtDate ?? '');
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : dmy
      ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`
      : null;
  return day && isCalendarDate(day) ? day : null;
}

/** What a reso or annullo cites: the date as the RT printed it, else the day Rome saw it emitted. */
const original = (row: Row, device: FiscalDevice) => ({
  serial: row.rt_serial ?? device.serial ?? '',
  zNumber: row.z_number ?? 0,
  documentNumber: row.document_number ?? 0,
  date: rtDay(row.rt_date) ?? romeToday(new Date(row.emitted_at ?? row.created_at)),
});

const base = (row: Row, userId: string) => ({
  deviceId: row.device_id,
  problem: null,
  paymentIds: JSON.parse(row.payment_ids) as string[],
  ticketId: row.ticket_id,
  saleId: row.sale_id,
  relatedId: row.id,
  userId,
});

export async function recordVoid(
  trx: Kysely<DB>,
  at: string,
  found: { row: Row; device: FiscalDevice },
  userId: string,
): Promise<string> {
  const { row, device } = found;
  if ((await selectReturnedCents(trx, row.id)) > 0)
    throw conflict(RECEIPT_MESSAGES.voidAfterReturn);
  return recordDocument(trx, at, {
    ...base(row, userId),
    kind: 'annullo',
    document: { kind: 'annullo', operator: device.operator, original: original(row, device) },
    totalCents: -Number(row.total_cents),
  });
}

/** The annullo of a counter sale's document, when it has one (the sale's void calls this). */
export async function recordSaleVoid(
  trx: Kysely<DB>,
  dialect: DialectName,
  at: string,
  saleId: string,
  userId: string,
): Promise<string | null> {
  const receipt = await selectSaleReceipt(trx, saleId);
  if (!receipt) return null;
  return recordVoid(trx, at, await lockedSaleDocument(trx, dialect, receipt.id), userId);
}

/**
 * The reso: the lines asked (index and quantity; none = everything) at the price they were
 * sold, net of their discount; refunded on the original's first tender. Answers the document
 * and the refund, so the caller writes the matching storno or refund payment.
 */
export async function recordReturn(
  trx: Kysely<DB>,
  at: string,
  found: { row: Row; device: FiscalDevice },
  input: ReceiptReturnInput,
  userId: string,
): Promise<{ id: string; refundCents: number; whole: boolean }> {
  const { row, device } = found;
  const sold = JSON.parse(row.document) as SaleDoc;
  const whole = !input.lines || input.lines.length === 0;
  const lines = whole
    ? refundLines(netOfDeposit(sold))
    : (input.lines ?? []).map(({ index, quantity }) => {
        const line = sold.lines[index];
        if (!line) throw badLine(RECEIPT_MESSAGES.lineInvalid);
        if (quantity > line.quantity) throw badLine(RECEIPT_MESSAGES.returnTooMuch);
        return {
          ...line,
          quantity,
          unitPriceCents: Math.floor(lineNet(line) / line.quantity),
          discountCents: 0,
        };
      });
  const refundCents = whole
    ? Number(row.total_cents)
    : lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const returned = await selectReturnedCents(trx, row.id);
  if (returned + refundCents > Number(row.total_cents))
    throw badLine(RECEIPT_MESSAGES.returnTooMuch);
  if (whole && returned > 0) throw badLine(RECEIPT_MESSAGES.returnRest);
  const [first] = sold.tenders;
  const tenders = whole || !first ? sold.tenders : [{ ...first, amountCents: refundCents }];
  const id = await recordDocument(trx, at, {
    ...base(row, userId),
    kind: 'reso',
    document: {
      kind: 'reso',
      operator: device.operator,
      original: original(row, device),
      lines,
      tenders,
    },
    totalCents: -refundCents,
  });
  return { id, refundCents, whole };
}

const badLine = (message: string) =>
  new AppError(400, 'validation_failed', message, { fieldErrors: { lines: [message] } });
