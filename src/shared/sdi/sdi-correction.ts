import { z } from 'zod';
import { isCalendarDate } from '../form-fields';
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
 * (cessionario, recipient code or PEC) and its payment data (modalità, scadenza, IBAN). The
 * customer's record in the register is not touched; lines and amounts are not reopened.
 */
export const sdiCorrectionBody = z.object({
  customer_company_name: text(80),
  customer_first_name: text(60),
  customer_last_name: text(60),
  customer_tax_code: text(16).transform((s) => s?.toUpperCase() ?? null),
  customer_vat_number: text(28),
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
});
export type SdiCorrection = z.infer<typeof sdiCorrectionBody>;
