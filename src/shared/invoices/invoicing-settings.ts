import * as z from 'zod/mini';
import { optionalText } from '../form-fields';
import { REGIME_CODES, REGIMI_FISCALI, STAMP_DUTY_BEARER_CODES } from './invoice-codes';
import { invoiceSellerDto } from './invoice-dto';
import { DEFAULT_NUMBER_PATTERN, MAX_FILE_PROGRESSIVE } from './invoice-number';
import {
  checkedUpper,
  iban,
  numberPattern,
  pec,
  taxCode,
  upper,
  vatNumber,
  vatRateHundredths,
} from './invoicing-fields';
import { INVOICING_LABELS, INVOICING_MESSAGES } from './invoicing-messages';

export { isValidIban, rateHundredths } from './invoicing-fields';
export { INVOICING_LABELS, INVOICING_MESSAGES } from './invoicing-messages';

/**
 * The shop as its invoices name it (Settings → Fatturazione, admins): fiscal identity, regime,
 * registered address, REA, IBAN, PEC, default VAT, numbering. Every field may stay empty while the
 * shop fills them in; issuing an invoice names what is still missing (`missingForIssue`).
 * Codice fiscale and P.IVA go through the customers' and suppliers' own checks.
 */
export const invoicingSettingsInput = z
  .object({
    company_name: z.optional(optionalText(80)),
    first_name: z.optional(optionalText(60)),
    last_name: z.optional(optionalText(60)),
    vat_number: z.optional(vatNumber),
    tax_code: z.optional(taxCode),
    regime_fiscale: z._default(
      z.enum(REGIME_CODES, INVOICING_MESSAGES.regimeInvalid),
      'RF01' as const,
    ),
    stamp_duty_bearer: z._default(
      z.enum(STAMP_DUTY_BEARER_CODES, INVOICING_MESSAGES.stampDutyBearerInvalid),
      'cliente' as const,
    ),
    street: z.optional(optionalText(60)),
    postal_code: z.optional(upper(5)),
    city: z.optional(optionalText(60)),
    province: z.optional(
      checkedUpper(10, (v) => /^[A-Z]{2}$/.test(v), INVOICING_MESSAGES.provinceInvalid),
    ),
    country: z._default(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || 'IT' : v)),
        z
          .string(INVOICING_MESSAGES.countryInvalid)
          .check(z.regex(/^[A-Z]{2}$/, INVOICING_MESSAGES.countryInvalid)),
      ),
      'IT',
    ),
    rea_office: z.optional(
      checkedUpper(10, (v) => /^[A-Z]{2}$/.test(v), INVOICING_MESSAGES.reaOfficeInvalid),
    ),
    rea_number: z.optional(upper(20)),
    iban: z.optional(iban),
    pec: z.optional(pec),
    default_vat_rate: z._default(vatRateHundredths, 2200),
    number_pattern: z._default(numberPattern, DEFAULT_NUMBER_PATTERN),
    next_file_progressive: z.optional(
      z.coerce
        .number(INVOICING_MESSAGES.progressiveInvalid)
        .check(
          z.refine(Number.isInteger, INVOICING_MESSAGES.progressiveInvalid),
          z.gte(1, INVOICING_MESSAGES.progressiveInvalid),
          z.lte(MAX_FILE_PROGRESSIVE, INVOICING_MESSAGES.progressiveInvalid),
        ),
    ),
  })
  .check(
    z.superRefine((s, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: s, path: [path], message });
      if (s.country === 'IT' && s.postal_code && !/^\d{5}$/.test(s.postal_code))
        issue('postal_code', INVOICING_MESSAGES.postalCodeInvalid);
      if (Boolean(s.rea_office) !== Boolean(s.rea_number))
        issue(s.rea_office ? 'rea_number' : 'rea_office', INVOICING_MESSAGES.reaBoth);
      if (s.company_name && (s.first_name || s.last_name))
        issue('company_name', INVOICING_MESSAGES.nameBoth);
    }),
  );
export type InvoicingSettingsInput = z.output<typeof invoicingSettingsInput>;

/** GET/PUT /api/settings/invoicing: rates in percent, `missing` what issuing still needs. */
export const invoicingSettingsDto = z.object({
  ...invoiceSellerDto.shape,
  default_vat_rate: z.number(),
  number_pattern: z.string(),
  next_file_progressive: z.number(),
  /** The labels of the fields issuing still needs (empty: the shop can issue). */
  missing: z.array(z.string()),
});
export type InvoicingSettingsDto = z.output<typeof invoicingSettingsDto>;

export type ShopFiscalIdentity = Omit<InvoicingSettingsDto, 'missing' | 'next_file_progressive'>;

/** What the XML cannot be written without: P.IVA, a name, the regime and the address. */
export function missingForIssue(
  shop: Omit<ShopFiscalIdentity, 'default_vat_rate' | 'number_pattern'>,
): string[] {
  const missing: string[] = [];
  if (!shop.vat_number) missing.push(INVOICING_LABELS.vat_number);
  if (!shop.company_name && !(shop.first_name && shop.last_name))
    missing.push(`${INVOICING_LABELS.company_name} (o nome e cognome)`);
  if (!shop.regime_fiscale) missing.push(INVOICING_LABELS.regime_fiscale);
  if (!shop.street) missing.push(INVOICING_LABELS.street);
  if (!shop.postal_code) missing.push(INVOICING_LABELS.postal_code);
  if (!shop.city) missing.push(INVOICING_LABELS.city);
  return missing;
}

export const REGIME_OPTIONS = REGIME_CODES.map((code) => ({
  code,
  label: `${code} – ${REGIMI_FISCALI[code]}`,
}));
