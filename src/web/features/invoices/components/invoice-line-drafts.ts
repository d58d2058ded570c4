import { parseDecimalInput } from '../../../../shared/decimal-input';
import { NATURA_CODES, type Natura } from '../../../../shared/invoices/invoice-codes';
import {
  applyRegime,
  type InvoiceTotals,
  type MoneyLine,
  priceInvoice,
} from '../../../../shared/invoices/invoice-money';
import { INVOICE_MESSAGES } from '../../../../shared/invoices/invoice-schemas';

/** A line of the draft editor as typed: text until it parses. */
export interface InvoiceLineDraft {
  key: string;
  description: string;
  quantity: string;
  /** The unit price as typed: net, or VAT included when `grossPrice`. */
  price: string;
  grossPrice: boolean;
  vatRate: string;
  /** The natura (N1–N7 codes) of a zero-rated line; '' otherwise. */
  natura: string;
  discount: string;
}

export type InvoiceLineCheck = Partial<
  Record<Exclude<keyof InvoiceLineDraft, 'key' | 'grossPrice'>, string>
>;

export const blankInvoiceLine = (vatRate: string): InvoiceLineDraft => ({
  key: crypto.randomUUID(),
  description: '',
  quantity: '1',
  price: '',
  grossPrice: false,
  vatRate,
  natura: '',
  discount: '',
});

/** Is the typed rate zero? Then the line needs a natura, and only then is its select offered. */
export function isZeroRate(text: string): boolean {
  const rate = parseDecimalInput(text, 2);
  return rate.ok && rate.scaled === 0;
}

/** The line as the shared money module reads it, or what is wrong with it (the server's words). */
function parse(line: InvoiceLineDraft): { money: MoneyLine | null; check: InvoiceLineCheck } {
  const check: InvoiceLineCheck = {};
  if (!line.description.trim()) check.description = INVOICE_MESSAGES.descriptionRequired;
  const quantity = parseDecimalInput(line.quantity, 2);
  if (!quantity.ok || quantity.scaled <= 0) check.quantity = INVOICE_MESSAGES.quantityInvalid;
  const price = parseDecimalInput(line.price, 2);
  if (!price.ok) check.price = INVOICE_MESSAGES.priceInvalid;
  const rate = parseDecimalInput(line.vatRate, 2);
  if (!rate.ok || rate.scaled > 10_000) check.vatRate = INVOICE_MESSAGES.rateInvalid;
  const natura = NATURA_CODES.find((code) => code === line.natura) ?? null;
  const zero = rate.ok && rate.scaled === 0;
  if (zero && !natura) check.natura = INVOICE_MESSAGES.naturaInvalid;
  const discount = line.discount.trim() ? parseDecimalInput(line.discount, 2) : null;
  if (discount && (!discount.ok || discount.scaled > 10_000))
    check.discount = INVOICE_MESSAGES.discountInvalid;
  if (
    Object.keys(check).length > 0 ||
    !quantity.ok ||
    !price.ok ||
    !rate.ok ||
    discount?.ok === false
  )
    return { money: null, check };
  return {
    money: {
      quantityHundredths: quantity.scaled,
      unitPriceCents: price.scaled,
      priceIncludesVat: line.grossPrice,
      vatRateHundredths: rate.scaled,
      natura: zero ? (natura as Natura) : null,
      discountHundredths: discount?.ok ? discount.scaled : null,
    },
    check,
  };
}

export function checkInvoiceLines(
  lines: readonly InvoiceLineDraft[],
): Map<string, InvoiceLineCheck> {
  return new Map(lines.map((line) => [line.key, parse(line).check]));
}

/**
 * The totals the server will store, live while typing (the shared money module: VAT-included
 * lines split to the cent, VAT once per rate, stamp duty); null while a line is wrong.
 */
export function draftTotals(
  lines: readonly InvoiceLineDraft[],
  regime?: string,
): InvoiceTotals | null {
  const money: MoneyLine[] = [];
  for (const line of lines) {
    const parsed = parse(line).money;
    if (!parsed) return null;
    money.push(parsed);
  }
  return priceInvoice(regime ? applyRegime(money, regime) : money);
}
