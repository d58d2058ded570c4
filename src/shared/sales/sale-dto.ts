import * as z from 'zod/mini';
import { paymentDto } from '../payments/payment-dto';
import { receiptDto } from '../receipts/receipts';

/** What the sales API answers; amounts in euros, percents as typed (10,5 → 10.5). */
const discountDto = z.nullable(
  z.object({ kind: z.enum(['percent', 'amount']), value: z.number() }),
);

export const saleLineDto = z.object({
  id: z.string(),
  position: z.number(),
  product_id: z.nullable(z.string()),
  description: z.string(),
  quantity: z.number(),
  /** The list price, VAT included; the discount beside it. */
  unit_price: z.number(),
  discount: discountDto,
  line_total: z.number(),
  vat_rate: z.number(),
  /** Why a line at 0 % bears no VAT (N1–N7); null at a rate. */
  natura: z.nullable(z.string()),
});

export const saleSummaryDto = z.object({
  id: z.string(),
  number: z.string(),
  customer_id: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  total: z.number(),
  status: z.enum(['completata', 'annullata']),
  user_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type SaleSummaryDto = z.output<typeof saleSummaryDto>;

export const saleDto = z.extend(saleSummaryDto, {
  lines: z.array(saleLineDto),
  subtotal: z.number(),
  discount: discountDto,
  /** The change given back on the cash tenders. */
  change: z.number(),
  payments: z.array(paymentDto),
  voided_at: z.nullable(z.string()),
  void_reason: z.nullable(z.string()),
  /** The invoice drafted instead of a documento commerciale (`document: "fattura"`). */
  invoice_id: z.nullable(z.string()),
  /** The documento commerciale of the sale (status and the RT's numbers); null without an RT. */
  receipt: z.nullable(receiptDto),
});
export type SaleDto = z.output<typeof saleDto>;

export const salesPageDto = z.object({
  items: z.array(saleSummaryDto),
  next_cursor: z.nullable(z.string()),
});
export type SalesPageDto = z.output<typeof salesPageDto>;
