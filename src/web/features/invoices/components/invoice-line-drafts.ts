import { parseDecimalInput } from '../../../../shared/decimal-input';

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

export interface InvoiceLineCheck {
  description?: string;
  quantity?: string;
  price?: string;
  vatRate?: string;
  natura?: string;
  discount?: string;
}

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

interface ParsedLine {
  /** Hundredths of a piece, cents, hundredths of a percent. */
  quantity: number;
  price: number;
  rate: number;
  discount: number;
  gross: boolean;
  natura: string | null;
}

function parse(line: InvoiceLineDraft): { parsed: ParsedLine | null; check: InvoiceLineCheck } {
  const check: InvoiceLineCheck = {};
  if (!line.description.trim()) check.description = 'Scrivi la descrizione';
  const quantity = parseDecimalInput(line.quantity, 2);
  if (!quantity.ok || quantity.scaled <= 0)
    check.quantity = 'Quantità maggiore di zero, al massimo 2 decimali';
  const price = parseDecimalInput(line.price, 2);
  if (!price.ok) check.price = line.price.trim() ? price.message : 'Scrivi il prezzo';
  const rate = parseDecimalInput(line.vatRate, 2);
  if (!rate.ok || rate.scaled > 10000) check.vatRate = 'Aliquota IVA tra 0 e 100';
  const zero = rate.ok && rate.scaled === 0;
  if (zero && !line.natura) check.natura = 'Con IVA 0 % scegli la natura';
  const discount = line.discount.trim()
    ? parseDecimalInput(line.discount, 2)
    : { ok: true as const, scaled: 0 };
  if (!discount.ok || discount.scaled >= 10000) check.discount = 'Sconto tra 0 e 99,99 %';
  if (Object.keys(check).length > 0 || !quantity.ok || !price.ok || !rate.ok || !discount.ok) {
    return { parsed: null, check };
  }
  return {
    parsed: {
      quantity: quantity.scaled,
      price: price.scaled,
      rate: rate.scaled,
      discount: discount.scaled,
      gross: line.grossPrice,
      natura: zero ? line.natura : null,
    },
    check,
  };
}

export function checkInvoiceLines(
  lines: readonly InvoiceLineDraft[],
): Map<string, InvoiceLineCheck> {
  return new Map(lines.map((line) => [line.key, parse(line).check]));
}

export interface RateTotal {
  rate: number;
  natura: string | null;
  taxableCents: number;
  vatCents: number;
}

export interface DraftTotals {
  /** Each line's net amount in cents, after the discount. */
  lines: number[];
  rates: RateTotal[];
  taxableCents: number;
  vatCents: number;
  totalCents: number;
}

/** quantity × price × (1 − discount), rounded once to the cent. */
const amount = (l: ParsedLine) =>
  Math.round((l.quantity * l.price * (10000 - l.discount)) / 1_000_000);

/**
 * The totals as the server will compute them, live while typing; null while a line is wrong.
 * A VAT-included line's net is its gross less the VAT inside it; VAT is computed once per rate.
 */
export function draftTotals(lines: readonly InvoiceLineDraft[]): DraftTotals | null {
  const parsed: ParsedLine[] = [];
  for (const line of lines) {
    const result = parse(line).parsed;
    if (!result) return null;
    parsed.push(result);
  }
  const nets = parsed.map((l) =>
    l.gross ? Math.round((amount(l) * 10000) / (10000 + l.rate)) : amount(l),
  );
  const byRate = new Map<string, RateTotal>();
  parsed.forEach((l, i) => {
    const key = `${l.rate}|${l.natura ?? ''}`;
    const row = byRate.get(key) ?? { rate: l.rate, natura: l.natura, taxableCents: 0, vatCents: 0 };
    row.taxableCents += nets[i] ?? 0;
    byRate.set(key, row);
  });
  const rates = [...byRate.values()].map((row) => ({
    ...row,
    vatCents: Math.round((row.taxableCents * row.rate) / 10000),
  }));
  const taxableCents = rates.reduce((sum, r) => sum + r.taxableCents, 0);
  const vatCents = rates.reduce((sum, r) => sum + r.vatCents, 0);
  return { lines: nets, rates, taxableCents, vatCents, totalCents: taxableCents + vatCents };
}
