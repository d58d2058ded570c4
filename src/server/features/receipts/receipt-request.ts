import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { departmentKeyLabel, departmentOf } from '../../../shared/receipts/fiscal-devices';
import {
  DEFAULT_TENDERS,
  type FiscalDevice,
  type RtDocument,
} from '../fiscal-devices/fiscal-devices.service';

/** A sale to certify, as the payment or the counter sale knows it (cents, VAT included). */
export interface ReceiptRequest {
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    /** "22", "10", "5", "4" or a natura ("N2", "N4"…): the device maps it to a department. */
    vat: string;
    discountCents?: number;
  }[];
  tenders: { method: PaymentMethod; amountCents: number }[];
  lotteryCode?: string | null;
  /** A deposit certified earlier on this ticket: shown as paid, not counted again. */
  deposit?: { amountCents: number; vat: string } | null;
  paymentIds?: string[];
  ticketId?: string | null;
  saleId?: string | null;
  userId: string | null;
}

export type BuiltDocument =
  | { document: RtDocument; problem: null }
  | { document: null; problem: string };

/** The request in the RT's terms: departments and payment types from the device's settings. */
export function buildSaleDocument(device: FiscalDevice, request: ReceiptRequest): BuiltDocument {
  const department = (vat: string) => departmentOf(device.departments, vat);
  const missing = [
    ...request.lines.map((l) => l.vat),
    ...(request.deposit ? [request.deposit.vat] : []),
  ].find((vat) => department(vat) === undefined);
  if (missing !== undefined) {
    return {
      document: null,
      problem: `Nessun reparto del registratore telematico per ${departmentKeyLabel(missing)}: impostarlo in Impostazioni → Registratore telematico.`,
    };
  }
  return {
    problem: null,
    document: {
      kind: 'vendita',
      operator: device.operator,
      lines: request.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        department: department(l.vat) as number,
        ...(l.discountCents ? { discountCents: l.discountCents } : {}),
      })),
      deposit: request.deposit
        ? {
            amountCents: request.deposit.amountCents,
            department: department(request.deposit.vat) as number,
          }
        : null,
      lotteryCode: request.lotteryCode ?? null,
      tenders: request.tenders.map((t) => {
        const rt = device.tenders[t.method] ?? DEFAULT_TENDERS[t.method];
        return { ...rt, description: t.method.toUpperCase(), amountCents: t.amountCents };
      }),
    },
  };
}
