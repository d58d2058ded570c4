import * as z from 'zod/mini';
import { CUSTOMER_MESSAGES } from '../customers/customer-schemas';
import { isValidTaxCode, normalizeTaxCode } from '../customers/tax-code';
import { parseDecimalInput } from '../decimal-input';
import { optionalText } from '../form-fields';
import { isValidPartitaIva, normalizeVatNumber } from '../inventory/codes';
import { REGIME_CODES, REGIMI_FISCALI } from './invoice-codes';
import {
  DEFAULT_NUMBER_PATTERN,
  isNumberPatternShape,
  MAX_FILE_PROGRESSIVE,
  NUMBER_PATTERN_MESSAGES,
  numberPatternFits,
} from './invoice-number';

/**
 * The shop as its invoices name it (Settings → Fatturazione, admins): fiscal identity, regime,
 * registered address, REA, IBAN, PEC, default VAT, numbering. Every field may stay empty while the
 * shop fills them in; issuing an invoice names what is still missing (`missingForIssue`).
 * Codice fiscale and P.IVA go through the customers' and suppliers' own checks.
 */
export const INVOICING_MESSAGES = {
  vatInvalid: 'Partita IVA non valida: 11 cifre con la cifra di controllo',
  taxCodeInvalid: CUSTOMER_MESSAGES.taxCodeInvalid,
  regimeInvalid: 'Regime fiscale non valido',
  postalCodeInvalid: CUSTOMER_MESSAGES.postalCodeInvalid,
  provinceInvalid: CUSTOMER_MESSAGES.provinceInvalid,
  countryInvalid: CUSTOMER_MESSAGES.countryInvalid,
  reaOfficeInvalid: 'Ufficio REA non valido: la sigla della provincia (es. MI)',
  reaBoth: "Indica sia l'ufficio sia il numero REA, oppure nessuno dei due",
  ibanInvalid: 'IBAN non valido: controlla le cifre (es. IT60X0542811101000000123456)',
  pecInvalid: CUSTOMER_MESSAGES.pecInvalid,
  vatRateInvalid: 'Aliquota IVA non valida: un numero tra 0 e 100 (al massimo 2 decimali)',
  progressiveInvalid: `Progressivo del file non valido: un numero intero tra 1 e ${MAX_FILE_PROGRESSIVE}`,
  progressiveBackwards:
    'Il progressivo del file non può tornare indietro: quei nomi di file sono già stati usati',
  nameBoth: 'Indica la denominazione oppure nome e cognome del titolare',
} as const;

/** What each field is called on the page: the missing-data message names them so. */
export const INVOICING_LABELS = {
  company_name: 'Denominazione',
  first_name: 'Nome',
  last_name: 'Cognome',
  vat_number: 'Partita IVA',
  tax_code: 'Codice fiscale',
  regime_fiscale: 'Regime fiscale',
  street: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country: 'Nazione',
  rea_office: 'Ufficio REA',
  rea_number: 'Numero REA',
  iban: 'IBAN',
  pec: 'PEC',
  default_vat_rate: 'Aliquota IVA predefinita',
  number_pattern: 'Schema di numerazione',
  next_file_progressive: 'Prossimo progressivo del file',
} as const;

const upper = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((v: string | null) => (v === null ? null : v.toUpperCase())),
  );
const checkedUpper = (max: number, test: (v: string) => boolean, message: string) =>
  z.pipe(upper(max), z.nullable(z.string().check(z.refine(test, message))));

/** The ISO 13616 check: the country and check digits moved to the end, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const vatNumber = z.pipe(
  z.pipe(
    optionalText(30),
    z.transform((v: string | null) =>
      v === null ? null : normalizeVatNumber(v).replace(/^IT/, ''),
    ),
  ),
  z.nullable(z.string().check(z.refine(isValidPartitaIva, INVOICING_MESSAGES.vatInvalid))),
);
const taxCode = z.pipe(
  z.pipe(
    optionalText(30),
    z.transform((v: string | null) => (v === null ? null : normalizeTaxCode(v))),
  ),
  z.nullable(z.string().check(z.refine(isValidTaxCode, INVOICING_MESSAGES.taxCodeInvalid))),
);
const iban = z.pipe(
  z.pipe(
    optionalText(40),
    z.transform((v: string | null) => (v === null ? null : v.replaceAll(/\s/g, '').toUpperCase())),
  ),
  z.nullable(z.string().check(z.refine(isValidIban, INVOICING_MESSAGES.ibanInvalid))),
);
const pec = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toLowerCase()) : value,
  ),
  z.nullable(z.email(INVOICING_MESSAGES.pecInvalid).check(z.maxLength(254))),
);

/** A rate as typed (`22`, `10,5`) or sent as a number: kept in hundredths of a percent. */
export const rateHundredths = (message: string) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      const parsed = typeof text === 'string' ? parseDecimalInput(text, 2) : null;
      if (parsed?.ok && parsed.scaled <= 10_000) return parsed.scaled;
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    }),
    z.number(),
  );

const numberPattern = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? DEFAULT_NUMBER_PATTERN : value,
  ),
  z
    .string(NUMBER_PATTERN_MESSAGES.shape)
    .check(
      z.trim(),
      z.refine(isNumberPatternShape, { message: NUMBER_PATTERN_MESSAGES.shape, abort: true }),
      z.refine(numberPatternFits, NUMBER_PATTERN_MESSAGES.tooLong),
    ),
);

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
    default_vat_rate: z._default(rateHundredths(INVOICING_MESSAGES.vatRateInvalid), 2200),
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
  company_name: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  tax_code: z.nullable(z.string()),
  regime_fiscale: z.enum(REGIME_CODES),
  street: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  province: z.nullable(z.string()),
  country: z.string(),
  rea_office: z.nullable(z.string()),
  rea_number: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  pec: z.nullable(z.string()),
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
