import * as z from 'zod/mini';
import { isCalendarDate, optionalEmail, optionalText, phoneField } from '../form-fields';
import { isValidPartitaIva, isValidVatNumber, normalizeVatNumber } from '../inventory/codes';
import { pageCursor, pageLimit, pageQuery } from '../paging';
import { plural } from '../plural';
import { EU_COUNTRIES } from './eu-countries';
import { isValidTaxCode, normalizeTaxCode } from './tax-code';

/** The customer register (CHECKOUT "Customers"): what staff type, checked field by field. */
export const CUSTOMER_KINDS = ['privato', 'azienda'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const CUSTOMER_MESSAGES = {
  intentProtocolInvalid:
    "Protocollo della dichiarazione d'intento non valido: 17 cifre, poi - o / e 6 cifre (es. 08060120341234567-000001)",
  intentDateInvalid: "Data della ricevuta della dichiarazione d'intento non valida",
  shopVatNumber:
    'Questo cliente ha la partita IVA del negozio: una fattura a sé stessi viene scartata dallo SDI (controllo 00471). Controlla la partita IVA.',
  kindInvalid: 'Tipo di cliente non valido: privato o azienda',
  nameRequired: 'Indica il nome o il cognome del cliente',
  companyRequired: "La ragione sociale è obbligatoria per un'azienda",
  taxCodeInvalid:
    'Codice fiscale non valido: 16 caratteri con il carattere di controllo, oppure 11 cifre per una società',
  sdiInvalid:
    'Codice destinatario non valido: 7 caratteri tra lettere e cifre (0000000 se non ne ha uno)',
  pecInvalid: 'Indirizzo PEC non valido',
  postalCodeInvalid: 'CAP non valido: 5 cifre',
  provinceInvalid: 'Provincia non valida: la sigla di due lettere (es. MI)',
  countryInvalid: 'Paese non valido: il codice di due lettere (es. IT)',
  vatInvalid: 'Partita IVA non valida: 11 cifre con la cifra di controllo',
  euVatInvalid:
    "Partita IVA non valida: per un paese dell'UE il numero VIES con il prefisso del paese (es. DE123456789)",
  foreignVatInvalid: 'Partita IVA estera non valida: da 2 a 28 lettere e cifre',
  notFound: 'Cliente non trovato',
  empty: 'Nessun cliente trovato',
  versionConflict:
    'Il cliente è stato modificato da un altro utente: ricarica la pagina e riprova.',
  noChanges: 'Nessuna modifica indicata',
} as const;

const upperText = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((v: string | null) => (v === null ? null : v.toUpperCase())),
  );

const taxCode = z.pipe(
  optionalText(30),
  z.nullable(
    z.pipe(
      z.string().check(z.refine(isValidTaxCode, CUSTOMER_MESSAGES.taxCodeInvalid)),
      z.transform(normalizeTaxCode),
    ),
  ),
);

const sdiCode = z.pipe(
  upperText(7),
  z.nullable(z.string().check(z.regex(/^[A-Z0-9]{7}$/, CUSTOMER_MESSAGES.sdiInvalid))),
);

/** The receipt's protocol: 17 digits, then its 6-digit progressive after "-" or "/". */
const intentProtocol = z.pipe(
  upperText(24),
  z.nullable(
    z.string().check(z.regex(/^\d{17}[-/]\d{6}$/, CUSTOMER_MESSAGES.intentProtocolInvalid)),
  ),
);
const intentDate = z.pipe(
  z.transform((v: unknown) => (v === '' ? null : v)),
  z.nullable(
    z
      .string(CUSTOMER_MESSAGES.intentDateInvalid)
      .check(z.refine(isCalendarDate, CUSTOMER_MESSAGES.intentDateInvalid)),
  ),
);

const pec = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toLowerCase()) : value,
  ),
  z.nullable(z.email(CUSTOMER_MESSAGES.pecInvalid).check(z.maxLength(254))),
);

/** ISO 3166 alpha-2, empty meaning Italy: also the rule of the invoice's copy (SDI correction). */
export const customerCountry = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toUpperCase() || 'IT' : value,
  ),
  z
    .string(CUSTOMER_MESSAGES.countryInvalid)
    .check(z.regex(/^[A-Z]{2}$/, CUSTOMER_MESSAGES.countryInvalid)),
);

/**
 * A VAT number as typed, spaces, dots and dashes dropped, upper case; which rule it follows
 * depends on the country (customerFieldErrors): outside the EU any identifier up to 28 letters
 * and digits, as the SDI takes it without checks (CHE123456789).
 */
const vatNumberText = z.pipe(
  upperText(40),
  z.transform((v: string | null) => (v === null ? null : normalizeVatNumber(v))),
);

/** The VAT number's rule for the customer's country: Italian P.IVA, EU VIES shape, or free. */
function vatNumberError(vat: string, country: string): string | null {
  if (country === 'IT')
    return isValidPartitaIva(vat.replace(/^IT/, '')) ? null : CUSTOMER_MESSAGES.vatInvalid;
  if (EU_COUNTRIES.has(country))
    return isValidVatNumber(vat) ? null : CUSTOMER_MESSAGES.euVatInvalid;
  return /^[A-Z0-9]{2,28}$/.test(vat) ? null : CUSTOMER_MESSAGES.foreignVatInvalid;
}

const fields = {
  kind: z._default(z.enum(CUSTOMER_KINDS, CUSTOMER_MESSAGES.kindInvalid), 'privato'),
  first_name: z.optional(optionalText(100)),
  last_name: z.optional(optionalText(100)),
  company_name: z.optional(optionalText(200)),
  tax_code: z.optional(taxCode),
  vat_number: z.optional(vatNumberText),
  email: z.optional(optionalEmail),
  pec: z.optional(pec),
  sdi_code: z.optional(sdiCode),
  intent_protocol: z.optional(intentProtocol),
  intent_date: z.optional(intentDate),
  phone: z.optional(phoneField),
  phone2: z.optional(phoneField),
  street: z.optional(optionalText(200)),
  postal_code: z.optional(upperText(12)),
  city: z.optional(optionalText(100)),
  province: z.optional(upperText(10)),
  country: z.optional(customerCountry),
  notes: z.optional(optionalText(5000)),
  /** Never assumed: the date is recorded by the server when it becomes true. */
  marketing_consent: z.optional(z.boolean('Valore non valido')),
  /** Staff clear it once they have checked a customer the public intake created. */
  to_review: z.optional(z.boolean('Valore non valido')),
};

/** The fields whose rules depend on others, as a whole customer holds them. */
export interface CustomerIdentity {
  kind: CustomerKind;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  postal_code?: string | null;
  province?: string | null;
  country?: string | null;
  vat_number?: string | null;
}

/**
 * The rules across fields: a person needs a name, a company its name; Italian addresses a
 * 5-digit CAP and a two-letter provincia. The create schema applies them; an edit applies them to
 * the customer as it will be after the change (the service), so a patch cannot slip past them.
 */
export function customerFieldErrors(customer: CustomerIdentity): Record<string, string> {
  const errors: Record<string, string> = {};
  if (customer.kind === 'azienda') {
    if (!customer.company_name) errors.company_name = CUSTOMER_MESSAGES.companyRequired;
  } else if (!customer.first_name && !customer.last_name) {
    errors.last_name = CUSTOMER_MESSAGES.nameRequired;
  }
  if (customer.vat_number) {
    const vatError = vatNumberError(customer.vat_number, customer.country ?? 'IT');
    if (vatError) errors.vat_number = vatError;
  }
  if ((customer.country ?? 'IT') === 'IT') {
    if (customer.postal_code && !/^\d{5}$/.test(customer.postal_code))
      errors.postal_code = CUSTOMER_MESSAGES.postalCodeInvalid;
    if (customer.province && !/^[A-Z]{2}$/.test(customer.province))
      errors.province = CUSTOMER_MESSAGES.provinceInvalid;
  }
  return errors;
}

/** "Cognome Nome" for a person, the company name for a company: what lists show and sort by. */
export function customerDisplayName(customer: CustomerIdentity): string {
  if (customer.kind === 'azienda') return customer.company_name ?? '';
  return [customer.last_name, customer.first_name].filter(Boolean).join(' ');
}

export const customerInputSchema = z.object(fields).check(
  z.superRefine((customer, ctx) => {
    for (const [path, message] of Object.entries(customerFieldErrors(customer))) {
      ctx.issues.push({ code: 'custom', input: customer, path: [path], message });
    }
  }),
);

/** An edit sends what changed and the version it started from. */
export const customerPatchSchema = z
  .object({
    ...z.partial(z.object(fields)).shape,
    kind: z.optional(z.enum(CUSTOMER_KINDS, CUSTOMER_MESSAGES.kindInvalid)),
    version: z.number('Versione mancante').check(z.int()),
  })
  .check(
    z.refine(
      ({ version: _, ...v }) => Object.values(v).some((x) => x !== undefined),
      CUSTOMER_MESSAGES.noChanges,
    ),
  );
export type CustomerInput = z.output<typeof customerInputSchema>;
export type CustomerPatch = z.output<typeof customerPatchSchema>;

export const CUSTOMER_SORTS = ['name', 'created_at', 'last_activity'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const listCustomersQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200, 'Ricerca troppo lunga'))),
  /** 'true': only the customers marked *Da verificare*. */
  to_review: z.optional(z.enum(['true', 'false'], 'Filtro non valido')),
  ...pageQuery(CUSTOMER_SORTS, { sort: 'name', order: 'asc' }),
});
export type ListCustomersQuery = z.output<typeof listCustomersQuery>;

/** The counter's type-ahead: at least two characters, so one letter lists nobody. */
export const CUSTOMER_SUGGESTIONS_MAX = 20;
export const CUSTOMER_SUGGESTIONS_DEFAULT = 8;
const SUGGESTIONS_LIMIT = `Il limite deve essere un numero tra 1 e ${CUSTOMER_SUGGESTIONS_MAX}`;
export const customerSuggestionsQuery = z.object({
  q: z
    .string('Scrivi almeno 2 caratteri')
    .check(
      z.trim(),
      z.minLength(2, 'Scrivi almeno 2 caratteri'),
      z.maxLength(100, 'Ricerca troppo lunga: massimo 100 caratteri'),
    ),
  limit: z._default(
    z.coerce
      .number(SUGGESTIONS_LIMIT)
      .check(
        z.refine(Number.isInteger, SUGGESTIONS_LIMIT),
        z.gte(1, SUGGESTIONS_LIMIT),
        z.lte(CUSTOMER_SUGGESTIONS_MAX, SUGGESTIONS_LIMIT),
      ),
    CUSTOMER_SUGGESTIONS_DEFAULT,
  ),
});

/**
 * The kinds of document a customer's page lists, one tab each. Invoices and payments add theirs
 * here (and a query in customer-documents.queries.ts) when their tables exist.
 */
export const CUSTOMER_DOCUMENT_KINDS = [
  'tickets',
  'quotes',
  'pc_builds',
  'invoices',
  'payments',
] as const;
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];
export const customerDocumentsQuery = z.object({
  kind: z._default(
    z.enum(
      CUSTOMER_DOCUMENT_KINDS,
      `Tipo di documento non valido: usa ${CUSTOMER_DOCUMENT_KINDS.join(', ')}`,
    ),
    'tickets',
  ),
  limit: pageLimit,
  cursor: pageCursor,
});
export type CustomerDocumentsQuery = z.output<typeof customerDocumentsQuery>;

/** DELETE refused: what the customer still has, by kind (those with none left out). */
export function customerInUseMessage(counts: {
  tickets: number;
  quotes: number;
  pc_builds: number;
  invoices: number;
  payments: number;
}): string {
  const parts = [
    counts.tickets > 0 ? plural(counts.tickets, 'ticket', 'ticket') : null,
    counts.quotes > 0 ? plural(counts.quotes, 'preventivo', 'preventivi') : null,
    counts.pc_builds > 0
      ? plural(counts.pc_builds, 'configurazione PC', 'configurazioni PC')
      : null,
    counts.invoices > 0 ? plural(counts.invoices, 'fattura', 'fatture') : null,
    counts.payments > 0 ? plural(counts.payments, 'pagamento', 'pagamenti') : null,
  ].filter((part): part is string => part !== null);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  return `Impossibile eliminare il cliente: ha ${list}. Si può unire a un altro cliente o anonimizzare.`;
}
