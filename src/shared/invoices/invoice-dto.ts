import * as z from 'zod/mini';
import { CUSTOMER_KINDS } from '../customers/customer-schemas';
import { pageDto } from '../page-dto';
import { articleCodeField } from './article-code';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  NATURA_CODES,
  PAYMENT_METHOD_CODES,
  REGIME_CODES,
  STAMP_DUTY_BEARER_CODES,
} from './invoice-codes';

/**
 * What the invoices API answers (CHECKOUT "Invoices"): euros with 2 decimals, rates and
 * discounts in percent, quantities with up to 2 decimals. The courtesy copy (*Copia di cortesia*)
 * prints from `invoiceDto` alone: shop block (`seller`), customer snapshot, lines, summary per
 * rate with its legal wording, totals, payment and the file name of the fiscal XML.
 */
export const invoiceLineDto = z.object({
  id: z.string(),
  position: z.number(),
  description: z.string(),
  quantity: z.number(),
  /** As typed: net, or VAT-included when price_includes_vat. */
  unit_price: z.number(),
  price_includes_vat: z.boolean(),
  /** The net unit price the XML states (up to 8 decimals for a VAT-included line). */
  unit_price_net: z.number(),
  vat_rate: z.number(),
  natura: z.nullable(z.enum(NATURA_CODES)),
  discount_percent: z.nullable(z.number()),
  /** Net amount of the line (PrezzoTotale). */
  line_total: z.number(),
  /** The warehouse product's EAN or SKU when the line came from it (CodiceArticolo). */
  article_code: articleCodeField,
});
export type InvoiceLineDto = z.output<typeof invoiceLineDto>;

export const invoiceSummaryDto = z.object({
  vat_rate: z.number(),
  natura: z.nullable(z.enum(NATURA_CODES)),
  taxable: z.number(),
  vat_amount: z.number(),
  /** The legal reference printed beside a summary without VAT (RiferimentoNormativo). */
  legal_reference: z.nullable(z.string()),
});
export type InvoiceSummaryDto = z.output<typeof invoiceSummaryDto>;

/** The shop as the invoice names it: frozen at issue, the current settings on a draft. */
export const invoiceSellerDto = z.object({
  company_name: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  tax_code: z.nullable(z.string()),
  regime_fiscale: z.enum(REGIME_CODES),
  stamp_duty_bearer: z.enum(STAMP_DUTY_BEARER_CODES),
  street: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  province: z.nullable(z.string()),
  country: z.string(),
  rea_office: z.nullable(z.string()),
  rea_number: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  pec: z.nullable(z.string()),
});
export type InvoiceSellerDto = z.output<typeof invoiceSellerDto>;

/** The customer's fiscal data on the invoice: a copy, frozen at issue (art. 2220 c.c.). */
const customerSnapshotFields = {
  customer_id: z.nullable(z.string()),
  customer_kind: z.enum(CUSTOMER_KINDS),
  customer_name: z.string(),
  customer_first_name: z.nullable(z.string()),
  customer_last_name: z.nullable(z.string()),
  customer_company_name: z.nullable(z.string()),
  customer_tax_code: z.nullable(z.string()),
  customer_vat_number: z.nullable(z.string()),
  customer_sdi_code: z.nullable(z.string()),
  customer_pec: z.nullable(z.string()),
  customer_email: z.nullable(z.string()),
  customer_street: z.nullable(z.string()),
  customer_postal_code: z.nullable(z.string()),
  customer_city: z.nullable(z.string()),
  customer_province: z.nullable(z.string()),
  customer_country: z.string(),
  customer_intent_protocol: z.nullable(z.string()),
  customer_intent_date: z.nullable(z.string()),
};

export const invoiceListItemDto = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** Reserved for sending to the SDI (not done by Sportello yet): null. */
  transmission: z.nullable(z.string()),
  number: z.nullable(z.string()),
  issue_date: z.nullable(z.string()),
  customer_id: z.nullable(z.string()),
  customer_name: z.string(),
  customer_tax_code: z.nullable(z.string()),
  customer_vat_number: z.nullable(z.string()),
  taxable: z.number(),
  vat_amount: z.number(),
  total: z.number(),
  created_at: z.string(),
});
export type InvoiceListItemDto = z.output<typeof invoiceListItemDto>;
export const invoicesPageDto = pageDto(invoiceListItemDto);

const linkedDocument = z.nullable(z.object({ id: z.string(), number: z.string() }));

export const invoiceDto = z.object({
  ...invoiceListItemDto.shape,
  ...customerSnapshotFields,
  lines: z.array(invoiceLineDto),
  summary: z.array(invoiceSummaryDto),
  stamp_duty: z.number(),
  /** Charged to the customer: the line *Rivalsa imposta di bollo* after the typed ones, in the total. */
  stamp_duty_charged: z.boolean(),
  /** Euros: the cent VAT-included prices leave over net + exact VAT (0 almost always). */
  rounding: z.number(),
  payment: z.object({
    /** TP02 pagamento completo, TP01 a part paid and a part due; null: no DatiPagamento. */
    condition: z.nullable(z.enum(['TP01', 'TP02'])),
    /** The invoice's own terms for what is not yet paid. */
    method: z.enum(PAYMENT_METHOD_CODES),
    due_date: z.nullable(z.string()),
    /** The shop's IBAN, for a bank transfer (MP05). */
    iban: z.nullable(z.string()),
    /** One per means received before the issue (paid) and the part still open, as the XML says. */
    details: z.array(
      z.object({
        method: z.enum(PAYMENT_METHOD_CODES),
        amount: z.number(),
        due_date: z.nullable(z.string()),
        paid: z.boolean(),
      }),
    ),
  }),
  notes: z.nullable(z.string()),
  ticket_id: z.nullable(z.string()),
  quote_id: z.nullable(z.string()),
  pc_build_id: z.nullable(z.string()),
  related_invoice_id: z.nullable(z.string()),
  /** The linked documents with their numbers, for links (null once deleted). */
  ticket: linkedDocument,
  quote: linkedDocument,
  pc_build: linkedDocument,
  /** The invoice a credit note corrects (TD04). */
  related_invoice: z.nullable(
    z.object({
      id: z.string(),
      number: z.nullable(z.string()),
      issue_date: z.nullable(z.string()),
    }),
  ),
  seller: invoiceSellerDto,
  /** IT{P.IVA}_{progressive}.xml once issued; null on a draft. */
  file_name: z.nullable(z.string()),
  created_by: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.number(),
});
export type InvoiceDto = z.output<typeof invoiceDto>;

/** How many documents (invoices and credit notes) a month's export holds: its picker says so. */
export const invoiceExportCountDto = z.object({ month: z.string(), count: z.number() });
export type InvoiceExportCountDto = z.output<typeof invoiceExportCountDto>;
