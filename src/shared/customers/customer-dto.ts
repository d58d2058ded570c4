import * as z from 'zod/mini';
import { pageDto } from '../page-dto';
import { CUSTOMER_DOCUMENT_KINDS, CUSTOMER_KINDS } from './customer-schemas';

/** What the customers API answers (CHECKOUT "Customers"); the web imports these types. */
const instant = z.string();

const customerFields = {
  id: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  /** "Cognome Nome" or the company name. */
  display_name: z.string(),
  tax_code: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  email: z.nullable(z.string()),
  pec: z.nullable(z.string()),
  sdi_code: z.nullable(z.string()),
  /** Dichiarazione d'intento (esportatore abituale): receipt protocol and its date. */
  intent_protocol: z.nullable(z.string()),
  intent_date: z.nullable(z.string()),
  /** E.164; links (tel:, WhatsApp) use it. */
  phone: z.nullable(z.string()),
  /** Grouped for reading (`+39 333 123 4567`) by the server. */
  phone_display: z.nullable(z.string()),
  phone2: z.nullable(z.string()),
  phone2_display: z.nullable(z.string()),
  street: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  province: z.nullable(z.string()),
  country: z.string(),
  notes: z.nullable(z.string()),
  privacy_ack_at: z.nullable(instant),
  marketing_consent: z.boolean(),
  marketing_consent_at: z.nullable(instant),
  /** Created by the public intake without a sure match: staff check it (*Da verificare*). */
  to_review: z.boolean(),
  anonymised_at: z.nullable(instant),
  last_activity_at: instant,
  created_at: instant,
  updated_at: instant,
  version: z.number(),
};

/** One row of the list. */
export const customerListItemDto = z.object({
  id: customerFields.id,
  kind: customerFields.kind,
  display_name: customerFields.display_name,
  tax_code: customerFields.tax_code,
  vat_number: customerFields.vat_number,
  email: customerFields.email,
  phone: customerFields.phone,
  phone_display: customerFields.phone_display,
  city: customerFields.city,
  to_review: customerFields.to_review,
  last_activity_at: customerFields.last_activity_at,
  created_at: customerFields.created_at,
});
export const customersPageDto = pageDto(customerListItemDto);

/** How many documents of each kind the customer has (invoices: 0 until they exist). */
export const customerCountsDto = z.object({
  tickets: z.number(),
  quotes: z.number(),
  pc_builds: z.number(),
  invoices: z.number(),
  payments: z.number(),
});

/** The customer's page: every field, their documents' counts and what they still owe (euros). */
export const customerDto = z.object({
  ...customerFields,
  counts: customerCountsDto,
  balance_due: z.number(),
  /** What is saved but will not work as expected (the shop's own P.IVA), for the page to say. */
  warnings: z.array(z.string()),
});

/** The counter's type-ahead: enough to fill a document's customer fields and link it. */
export const customerSuggestionDto = z.object({
  id: z.string(),
  display_name: z.string(),
  /** "Nome Cognome" (or the company name): what a document's customer name says. */
  reading_name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  phone_display: z.nullable(z.string()),
  tax_code: z.nullable(z.string()),
  to_review: z.boolean(),
});
export const customerSuggestionsDto = z.object({ items: z.array(customerSuggestionDto) });

/** One document on the customer's page, whatever its kind, newest first. */
export const customerDocumentDto = z.object({
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS),
  id: z.string(),
  /** FM-2026-11-0001, QT-…, PC-… */
  number: z.string(),
  /** YYYY-MM-DD in Europe/Rome. */
  date: z.string(),
  created_at: instant,
  status: z.string(),
  /** Euros (VAT included), null when the document has no price yet. */
  amount: z.nullable(z.number()),
  /** The staff page that opens it. */
  path: z.string(),
});
export const customerDocumentsPageDto = pageDto(customerDocumentDto);

export type CustomerDto = z.output<typeof customerDto>;
export type CustomerListItemDto = z.output<typeof customerListItemDto>;
export type CustomerCountsDto = z.output<typeof customerCountsDto>;
export type CustomerSuggestionDto = z.output<typeof customerSuggestionDto>;
export type CustomerDocumentDto = z.output<typeof customerDocumentDto>;
