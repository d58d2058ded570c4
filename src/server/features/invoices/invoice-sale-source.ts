import type { Kysely } from 'kysely';
import type { Natura } from '../../../shared/invoices/invoice-codes';
import { centsToE8 } from '../../../shared/invoices/invoice-money';
import { PAYMENT_CODE_OF } from '../../../shared/invoices/invoice-payment-terms';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { formatCents } from '../../../shared/money';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { DraftLine } from './invoice-model';
import {
  selectInvoiceOfSale,
  selectSaleLinesToInvoice,
  selectSaleMethods,
  selectSaleToInvoice,
} from './invoice-sale-source.queries';

/**
 * A counter sale billed with an invoice instead of a documento commerciale (TILL § Routes of the
 * till, `document: "fattura"`): a draft with the sale's lines at what the customer paid, VAT
 * included at each line's rate, so its total is the sale's to the cent.
 */
type Db = Kysely<DB>;

interface PaidLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** After the line's discount and its share of the discount on the total. */
  paidCents: number;
  vatHundredths: number;
  /** Why a line at 0 % bears no VAT (N1–N7); null at a rate. */
  natura: Natura | null;
}

/**
 * The discount on the total spread over the lines in proportion to their amounts (the last line
 * takes the rounding), then each line as quantity × unit when the cents divide, else one piece at
 * the line's amount with the quantity in its description. A discounted line says its list price.
 */
export function paidLines(lines: readonly PaidLine[], discountCents: number): DraftLine[] {
  const subtotal = lines.reduce((sum, l) => sum + l.paidCents, 0);
  let left = discountCents;
  return lines.map((line, index) => {
    const share =
      index === lines.length - 1 || subtotal === 0
        ? left
        : Math.floor((discountCents * line.paidCents) / subtotal);
    left -= share;
    const paid = line.paidCents - share;
    const even = paid % line.quantity === 0;
    const listed = line.quantity * line.unitPriceCents;
    const notes = [
      even || line.quantity === 1 ? null : `${line.quantity} pz`,
      paid === listed ? null : `listino ${formatCents(line.unitPriceCents)} cad., scontato`,
    ].filter(Boolean);
    const quantity = even ? line.quantity : 1;
    return {
      description: notes.length ? `${line.description} (${notes.join(', ')})` : line.description,
      articleCode: null,
      quantityHundredths: quantity * 100,
      unitPriceE8: centsToE8(paid / quantity),
      priceIncludesVat: true,
      vatRateHundredths: line.vatHundredths,
      natura: line.natura,
      discountHundredths: null,
    };
  });
}

/**
 * What the draft of a sale with a customer holds (invoices.service `invoiceFromSale` stores it):
 * 404 without a customer, 409 when the sale already has its invoice.
 */
export async function saleDraftSpec(db: Db, saleId: string) {
  const sale = await selectSaleToInvoice(db, saleId);
  if (!sale?.customer_id) throw notFound(INVOICE_MESSAGES.customerInvalid);
  if (await selectInvoiceOfSale(db, saleId)) throw conflict(SALE_INVOICED(sale.number));
  const rows = await selectSaleLinesToInvoice(db, saleId);
  const [first] = await selectSaleMethods(db, saleId);
  const lines = paidLines(
    rows.map((r) => ({
      description: r.description,
      quantity: Number(r.quantity),
      unitPriceCents: Number(r.unit_price_cents),
      paidCents: Number(r.total_cents),
      vatHundredths: Number(r.vat_hundredths),
      natura: r.natura as Natura | null,
    })),
    Number(sale.subtotal_cents) - Number(sale.total_cents),
  );
  return {
    kind: 'TD01' as const,
    customerId: sale.customer_id,
    lines,
    paymentMethod: (first && PAYMENT_CODE_OF[first.method]) || ('MP01' as const),
    notes: `Vendita al banco ${sale.number}`,
    links: { sale_id: sale.id },
  };
}

const SALE_INVOICED = (number: string) => `La vendita ${number} ha già la sua fattura`;

/** The invoice drafted from a sale, for the sale's answer (null: a documento commerciale). */
export async function invoiceIdOfSale(db: Db, saleId: string) {
  return (await selectInvoiceOfSale(db, saleId))?.id ?? null;
}
