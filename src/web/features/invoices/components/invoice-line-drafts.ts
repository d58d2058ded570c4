import { parseDecimalInput } from '../../../../shared/decimal-input';
import type { ArticleCode } from '../../../../shared/invoices/article-code';
import { NATURA_CODES } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceSellerDto } from '../../../../shared/invoices/invoice-dto';
import {
  applyRegime,
  type InvoiceTotals,
  type MoneyLine,
  priceInvoice,
} from '../../../../shared/invoices/invoice-money';

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
  /** The warehouse product's code the line came with, sent back as read (not typed). */
  articleCode: ArticleCode | null;
}

export type LineField = Exclude<keyof InvoiceLineDraft, 'key' | 'grossPrice' | 'articleCode'>;
/** The server's message for each field of a line it refused. */
export type InvoiceLineErrors = Partial<Record<LineField, string>>;

export const blankInvoiceLine = (vatRate: string): InvoiceLineDraft => ({
  key: crypto.randomUUID(),
  description: '',
  quantity: '1',
  price: '',
  grossPrice: false,
  vatRate,
  natura: '',
  discount: '',
  articleCode: null,
});

/** Is the typed rate zero? Then the line needs a natura, and only then is its select offered. */
export function isZeroRate(text: string): boolean {
  const rate = parseDecimalInput(text, 2);
  return rate.ok && rate.scaled === 0;
}

/** The line as the shared money module reads it; null while it does not parse yet. */
function moneyOf(line: InvoiceLineDraft): MoneyLine | null {
  const quantity = parseDecimalInput(line.quantity, 2);
  const price = parseDecimalInput(line.price, 8);
  const rate = parseDecimalInput(line.vatRate, 2);
  const discount = line.discount.trim() ? parseDecimalInput(line.discount, 2) : null;
  const natura = NATURA_CODES.find((code) => code === line.natura) ?? null;
  if (!quantity.ok || quantity.scaled <= 0 || !price.ok || !rate.ok || rate.scaled > 10_000)
    return null;
  if (discount && (!discount.ok || discount.scaled > 10_000)) return null;
  if (rate.scaled === 0 && !natura) return null;
  return {
    quantityHundredths: quantity.scaled,
    unitPriceE8: price.scaled,
    priceIncludesVat: line.grossPrice,
    vatRateHundredths: rate.scaled,
    natura: rate.scaled === 0 ? natura : null,
    discountHundredths: discount?.ok ? discount.scaled : null,
  };
}

/**
 * The totals the server will store, live while typing (the shared money module: VAT-included
 * lines split to the cent, VAT once per rate, stamp duty); null while a line does not parse.
 */
export function draftTotals(
  lines: readonly InvoiceLineDraft[],
  shop?: Pick<InvoiceSellerDto, 'regime_fiscale' | 'stamp_duty_bearer'>,
): InvoiceTotals | null {
  const money: MoneyLine[] = [];
  for (const line of lines) {
    const parsed = moneyOf(line);
    if (!parsed) return null;
    money.push(parsed);
  }
  if (!shop) return priceInvoice(money);
  return priceInvoice(applyRegime(money, shop.regime_fiscale), shop.stamp_duty_bearer);
}

const SERVER_FIELDS: Record<string, LineField> = {
  description: 'description',
  quantity: 'quantity',
  unit_price: 'price',
  vat_rate: 'vatRate',
  natura: 'natura',
  discount_percent: 'discount',
};

/**
 * The server's field errors (`lines.2.unit_price`) on the editor's lines, by line key: the
 * server's schema is the one judge of a line, the editor shows its words where they belong.
 */
export function lineErrorsOf(
  fieldErrors: Record<string, string[]>,
  lines: readonly InvoiceLineDraft[],
): Map<string, InvoiceLineErrors> {
  const errors = new Map<string, InvoiceLineErrors>();
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    const field = match ? SERVER_FIELDS[match[2] ?? ''] : undefined;
    if (!line || !field || !messages[0]) continue;
    errors.set(line.key, { ...errors.get(line.key), [field]: messages[0] });
  }
  return errors;
}
