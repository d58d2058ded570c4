import * as z from 'zod/mini';
import { formatDecimalInput, parseDecimalValue } from '../decimal-input';
import { isCalendarDate, optionalText, requiredText, uuidField } from '../form-fields';
import { pageQuery } from '../paging';
import { TRANSMISSION_STATUSES } from '../sdi/sdi-transmission';
import { articleCodeField } from './article-code';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  NATURA_CODES,
  NATURA_MESSAGES,
  PAYMENT_METHOD_CODES,
} from './invoice-codes';
import { lineAmountCents } from './invoice-money';
import { rateHundredths, vatRateHundredths } from './invoicing-fields';

/** What staff type into an invoice draft (CHECKOUT "Invoices"); amounts in euros, read into cents. */
export const INVOICE_MESSAGES = {
  notFound: 'Fattura non trovata',
  frozen: 'Fattura già emessa: non modificabile',
  versionConflict:
    'La fattura è stata modificata da un altro utente: ricarica la pagina e riprova.',
  descriptionRequired: 'La descrizione della riga è obbligatoria',
  quantityInvalid:
    'Quantità non valida: un numero maggiore di 0, al massimo 2 decimali (fino a 100.000)',
  priceInvalid: 'Prezzo non valido: un numero, al massimo 8 decimali',
  priceNegative: 'Il prezzo non può essere negativo',
  priceTooHigh: 'Il prezzo non può superare 1.000.000 €',
  discountInvalid: 'Sconto non valido: una percentuale tra 0 e 100 (al massimo 2 decimali)',
  naturaInvalid: NATURA_MESSAGES.invalid,
  naturaWithRate: NATURA_MESSAGES.withRate,
  lineTooHigh: "L'importo della riga (quantità × prezzo) non può superare 10.000.000 €",
  linesTooMany: 'Al massimo 200 righe per fattura',
  linesInvalid: 'Righe non valide: un elenco di righe con descrizione e prezzo',
  customerInvalid: 'Cliente non trovato',
  paymentInvalid: 'Modalità di pagamento non valida',
  dueDateInvalid: 'Data di scadenza non valida',
  yearInvalid: 'Anno non valido',
  monthInvalid: 'Mese non valido: da 1 a 12',
  monthNeedsYear: "Indica anche l'anno del mese",
  exportMonthInvalid: 'Mese non valido: usa AAAA-MM (es. 2026-11)',
  ticketNotFound: 'Ticket non trovato',
  ticketNoPrice: 'Il ticket non ha un prezzo: indicalo prima di fatturare',
  quoteNotFound: 'Preventivo non trovato',
  quoteNotAccepted: 'Si fattura solo un preventivo accettato',
  buildNotFound: 'PC Build non trovata',
  buildEmpty: 'La PC Build non ha componenti da fatturare',
  sdiStatusInvalid: `Stato SDI non valido: ${TRANSMISSION_STATUSES.join(', ')}`,
  creditOfDraft: 'Una nota di credito si fa solo da una fattura emessa',
  creditOfCredit: 'Una nota di credito non si storna con un’altra nota di credito',
  noLines: 'La fattura non ha righe: aggiungine almeno una prima di emetterla',
  noCustomer: 'Scegli il cliente della fattura prima di emetterla',
  shopMissing: (fields: readonly string[]) =>
    `Completa i dati di fatturazione del negozio (Impostazioni → Fatturazione): manca ${fields.join(', ')}`,
  customerMissing: (fields: readonly string[]) =>
    `Completa i dati fiscali del cliente: manca ${fields.join(', ')}`,
  lineNatura: (position: number) =>
    `Riga ${position}: con l'aliquota 0 indica la natura dell'operazione (N1–N7)`,
  intentMissing:
    "Le righe N3.5 richiedono la dichiarazione d'intento del cliente: indica protocollo e data della ricevuta nella scheda del cliente",
  selfInvoice:
    'Il cliente ha la partita IVA del negozio: una fattura a sé stessi viene scartata dallo SDI (controllo 00471)',
  lineRateNotInForce: (position: number, hundredths: number) =>
    `Riga ${position}: aliquota IVA ${formatDecimalInput(hundredths, 2, false)} % non in vigore (22, 10, 5 o 4 %, oppure 0 % con la natura)`,
  naturaNotForBuyer: (position: number, natura: string, buyer: string) =>
    `Riga ${position}: la natura ${natura} non si applica a ${buyer}`,
  unwritableText: (label: string, of: string) =>
    `Il campo «${label}» ${of} non ha caratteri che la fattura elettronica possa scrivere: correggilo prima di emettere`,
  regimeLeft: (regime: string) =>
    `La bozza è stata preparata in regime forfettario (RF19), senza IVA; ora il negozio è in regime ${regime}: salva di nuovo le righe con la loro aliquota IVA prima di emetterla`,
  amountsTooHigh:
    'Importi oltre quelli che la fattura elettronica può contenere (al massimo 99.999.999.999,99 €): dividi il documento',
  xmlOfDraft: "La fattura è ancora una bozza: emettila per scaricare l'XML",
  dateBackwards:
    "La data di oggi precede quella dell'ultima fattura emessa: controlla l'orologio del server",
} as const;

export const MAX_INVOICE_LINES = 200;
/**
 * A line's amount at most 10.000.000 €: 200 such lines with 22 % VAT stay far inside the 11 whole
 * digits of the schema's amounts (Amount2DecimalType), so an accepted draft always fits its file.
 */
export const MAX_LINE_AMOUNT_CENTS = 1_000_000_000;
const MAX_QUANTITY_HUNDREDTHS = 10_000_000;
/** 1.000.000 € in 10^-8 €. */
const MAX_UNIT_PRICE_E8 = 100_000_000 * 1_000_000;

/** A quantity as typed (`1,5`) or sent (1.5): hundredths, more than 0. */
const quantity = z.pipe(
  z.transform((value: unknown, ctx) => {
    if (value === undefined || value === null || value === '') return 100;
    const parsed = parseDecimalValue(value, 2);
    if (parsed.ok && parsed.scaled > 0 && parsed.scaled <= MAX_QUANTITY_HUNDREDTHS)
      return parsed.scaled;
    ctx.issues.push({ code: 'custom', input: value, message: INVOICE_MESSAGES.quantityInvalid });
    return z.NEVER;
  }),
  z.number(),
);

/** Up to 8 decimals, as PrezzoUnitario: in 10^-8 € (0,333 → 33_300_000). */
const price = z.pipe(
  z.transform((value: unknown, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (typeof text === 'string' && text.startsWith('-')) {
      ctx.issues.push({ code: 'custom', input: value, message: INVOICE_MESSAGES.priceNegative });
      return z.NEVER;
    }
    const parsed = parseDecimalValue(text === '' || text == null ? 0 : text, 8);
    if (!parsed.ok) {
      ctx.issues.push({ code: 'custom', input: value, message: INVOICE_MESSAGES.priceInvalid });
      return z.NEVER;
    }
    if (parsed.scaled > MAX_UNIT_PRICE_E8) {
      ctx.issues.push({ code: 'custom', input: value, message: INVOICE_MESSAGES.priceTooHigh });
      return z.NEVER;
    }
    return parsed.scaled;
  }),
  z.number(),
);

const natura = z.nullable(z.enum(NATURA_CODES, INVOICE_MESSAGES.naturaInvalid));

export const invoiceLineInput = z
  .object(
    {
      description: requiredText(INVOICE_MESSAGES.descriptionRequired, 1000),
      quantity,
      /** Net, or VAT-included when price_includes_vat (how a private customer reads a price). */
      unit_price: price,
      price_includes_vat: z._default(z.boolean('Valore non valido'), false),
      /** Absent: the shop's default rate (Settings → Fatturazione). */
      vat_rate: z.optional(vatRateHundredths),
      natura: z.optional(natura),
      discount_percent: z.optional(
        z.pipe(
          z.transform((v: unknown) => (v === '' ? null : v)),
          z.nullable(rateHundredths(INVOICE_MESSAGES.discountInvalid)),
        ),
      ),
      /** Sent back as read: a line from the warehouse keeps its product's code. */
      article_code: z.optional(articleCodeField),
    },
    'Riga non valida: descrizione, quantità e prezzo',
  )
  .check(
    z.refine((line) => !(line.natura && line.vat_rate !== undefined && line.vat_rate > 0), {
      message: INVOICE_MESSAGES.naturaWithRate,
      path: ['natura'],
    }),
    z.refine(
      (line) => lineAmountCents(line.unit_price, line.quantity, null) <= MAX_LINE_AMOUNT_CENTS,
      {
        message: INVOICE_MESSAGES.lineTooHigh,
        path: ['unit_price'],
      },
    ),
  );
export type InvoiceLineInput = z.output<typeof invoiceLineInput>;

const dueDate = z.pipe(
  z.transform((value: unknown) => (value === '' ? null : value)),
  z.nullable(
    z
      .string(INVOICE_MESSAGES.dueDateInvalid)
      .check(z.refine(isCalendarDate, INVOICE_MESSAGES.dueDateInvalid)),
  ),
);

const fields = {
  customer_id: z.optional(z.nullable(uuidField(INVOICE_MESSAGES.customerInvalid))),
  lines: z.optional(
    z
      .array(invoiceLineInput, INVOICE_MESSAGES.linesInvalid)
      .check(z.maxLength(MAX_INVOICE_LINES, INVOICE_MESSAGES.linesTooMany)),
  ),
  payment_method: z.optional(z.enum(PAYMENT_METHOD_CODES, INVOICE_MESSAGES.paymentInvalid)),
  payment_due_date: z.optional(dueDate),
  /** Causale: printed on the invoice and written in the XML. */
  notes: z.optional(optionalText(1000)),
};

export const invoiceCreateInput = z.object(fields);
export type InvoiceCreateInput = z.output<typeof invoiceCreateInput>;
/** An edit of a draft: what changed, the version it started from; `lines` replaces them all. */
export const invoicePatchInput = z.object({
  ...fields,
  version: z.number('Versione mancante').check(z.int()),
});
export type InvoicePatchInput = z.output<typeof invoicePatchInput>;

/** Whole numbers in a query string. */
const queryInt = (min: number, max: number, message: string) =>
  z.optional(
    z.coerce
      .number(message)
      .check(z.refine(Number.isInteger, message), z.gte(min, message), z.lte(max, message)),
  );

export const INVOICE_SORTS = ['number'] as const;
export const listInvoicesQuery = z
  .object({
    q: z.optional(z.string().check(z.maxLength(200, 'Ricerca troppo lunga'))),
    year: queryInt(2000, 2100, INVOICE_MESSAGES.yearInvalid),
    month: queryInt(1, 12, INVOICE_MESSAGES.monthInvalid),
    status: z.optional(z.enum(INVOICE_STATUSES, 'Stato non valido: bozza o emessa')),
    kind: z.optional(z.enum(INVOICE_KINDS, 'Tipo non valido: TD01 o TD04')),
    customer_id: z.optional(uuidField(INVOICE_MESSAGES.customerInvalid)),
    /** The invoices made from one document (its page links them). */
    ticket_id: z.optional(uuidField(INVOICE_MESSAGES.ticketNotFound)),
    quote_id: z.optional(uuidField(INVOICE_MESSAGES.quoteNotFound)),
    pc_build_id: z.optional(uuidField(INVOICE_MESSAGES.buildNotFound)),
    /** The issued invoices whose transmission to the SDI is in this state (its latest send). */
    sdi: z.optional(z.enum(TRANSMISSION_STATUSES, INVOICE_MESSAGES.sdiStatusInvalid)),
    ...pageQuery(INVOICE_SORTS, { sort: 'number', order: 'desc' }),
  })
  .check(
    z.refine((q) => q.month === undefined || q.year !== undefined, {
      message: INVOICE_MESSAGES.monthNeedsYear,
      path: ['month'],
    }),
  );
export type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;

export const invoiceExportQuery = z.object({
  month: z
    .string(INVOICE_MESSAGES.exportMonthInvalid)
    .check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.exportMonthInvalid)),
});
