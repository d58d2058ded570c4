import { z } from 'zod';
import {
  CUSTOMER_KINDS,
  CUSTOMER_MESSAGES,
  customerCountry,
  customerFieldErrors,
} from '../customers/customer-schemas';
import { isCalendarDate } from '../form-fields';
import { normalizeVatNumber } from '../inventory/codes';
import { PAYMENT_METHOD_CODES } from '../invoices/invoice-codes';

/** An optional text: trimmed, empty means none. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Al massimo ${max} caratteri`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

/**
 * *Correggi e reinvia* (decision 045, second pass): what may change on a scartata invoice before it
 * goes again with the same number and date — the customer's data as the invoice carries them
 * (kind, country, cessionario, recipient code or PEC) and its payment data (modalità, scadenza,
 * IBAN), checked by the customer form's rules. The customer's record in the register is not
 * touched; lines and amounts are not reopened.
 */
export const sdiCorrectionBody = z
  .object({
    customer_kind: z.enum(CUSTOMER_KINDS, CUSTOMER_MESSAGES.kindInvalid),
    customer_country: customerCountry,
    customer_company_name: text(80),
    customer_first_name: text(60),
    customer_last_name: text(60),
    customer_tax_code: text(16).transform((s) => s?.toUpperCase() ?? null),
    customer_vat_number: text(28).transform((s) => (s === null ? null : normalizeVatNumber(s))),
    customer_sdi_code: text(7).transform((s) => s?.toUpperCase() ?? null),
    customer_pec: text(256),
    customer_street: text(60),
    customer_postal_code: text(5),
    customer_city: text(60),
    customer_province: text(2).transform((s) => s?.toUpperCase() ?? null),
    payment_method: z.enum(PAYMENT_METHOD_CODES, 'Modalità di pagamento non valida'),
    payment_due_date: z
      .string()
      .refine(isCalendarDate, 'Data di scadenza non valida')
      .nullable()
      .or(z.literal('').transform(() => null)),
    iban: text(34).transform((s) => s?.replaceAll(/\s/g, '').toUpperCase() ?? null),
  })
  .superRefine((c, ctx) => {
    const errors = customerFieldErrors({
      kind: c.customer_kind,
      first_name: c.customer_first_name,
      last_name: c.customer_last_name,
      company_name: c.customer_company_name,
      postal_code: c.customer_postal_code,
      province: c.customer_province,
      country: c.customer_country,
      vat_number: c.customer_vat_number,
    });
    for (const [field, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [`customer_${field}`], message });
  });
export type SdiCorrection = z.infer<typeof sdiCorrectionBody>;
