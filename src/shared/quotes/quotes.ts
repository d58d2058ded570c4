import * as z from 'zod/mini';
import { customerIdField } from '../customers/customer-link';
import {
  isCalendarDate,
  optionalEmail,
  optionalText,
  phoneField,
  requiredText,
  uuidField,
} from '../form-fields';
import { pageDto } from '../page-dto';
import { pageQuery } from '../paging';
import {
  documentTotalsDtoFields,
  LINE_MESSAGES,
  marginDtoFields,
  type PricedLineInputDto,
  percentTenths,
  pricedLineDtoFields,
  pricedLineInput,
  pricedLinesInput,
  vatPercentHundredths,
} from '../priced-lines';
import { QUOTE_STATUSES, type QuoteStatus } from './quote-statuses';

/** Quotes (SPEC §2 "Quotes list", §3, §4, §9; MODULES "Quotes"). */
export { QUOTE_STATUSES, type QuoteStatus } from './quote-statuses';
/** The statuses that turn into Scaduto once the expiry date has passed (Europe/Rome). */
export const EXPIRING_STATUSES: readonly QuoteStatus[] = ['Bozza', 'Inviato'];
/** The statuses of an answered quote: its lines and totals are frozen. */
export const ANSWERED_STATUSES: readonly QuoteStatus[] = ['Accettato', 'Rifiutato'];

/** One colour each, 4.5:1 text contrast in both themes. */
export const QUOTE_STATUS_BADGES: Record<QuoteStatus, string> = {
  Bozza: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
  Inviato: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  Accettato: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  Rifiutato: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  Scaduto: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export const QUOTE_MESSAGES = {
  ...LINE_MESSAGES,
  customerRequired: 'Il nome del cliente è obbligatorio',
  expiryInvalid: 'Data di scadenza non valida',
  statusInvalid: 'Stato non valido',
  notFound: 'Preventivo non trovato',
  empty: 'Nessun preventivo trovato',
  loadError: 'Errore nel caricamento dei preventivi',
  duplicated: 'Preventivo duplicato con successo!',
  versionConflict:
    'Il preventivo è stato modificato da un altro utente: ricarica la pagina e riprova.',
  noEmail: 'Il preventivo non ha un indirizzo e-mail del cliente: aggiungilo e riprova.',
  noItems: 'Il preventivo non ha righe: aggiungine almeno una prima di inviarlo.',
  expiredSend: 'Il preventivo è scaduto: cambia la data di scadenza prima di inviarlo.',
  answeredSend:
    'Il cliente ha già risposto a questo preventivo: duplicalo per inviarne una nuova versione.',
  answeredFrozen:
    'Il preventivo ha già una risposta: righe, importi e scadenza non si possono più cambiare. Usa Duplica per prepararne una nuova versione.',
  acceptedNotDeletable:
    'Il preventivo è stato accettato: non si può eliminare. Se il cliente ci ripensa, segna il preventivo come rifiutato o duplicalo.',
  answeredStatus: (status: QuoteStatus) =>
    `Il cliente ha risposto a questo preventivo: lo stato resta ${status}. Usa Duplica per prepararne una nuova versione.`,
  ticketInvalid: 'Ticket non trovato',
  noExpiry: 'N/D',
} as const;

/** What the public page says and accepts (server-rendered, no JavaScript); the customer is Lei. */
export const PUBLIC_QUOTE_MESSAGES = {
  expired: 'Questo preventivo è scaduto: contatti il negozio per un nuovo preventivo.',
  answered: 'Ha già risposto a questo preventivo.',
  notOpen: 'Questo preventivo non attende una risposta.',
  accepted: 'Grazie! Ha accettato il preventivo: La contatteremo a breve.',
  refused: 'Ha rifiutato il preventivo. Grazie per averci risposto.',
  confirmAccept: 'Conferma di accettare il preventivo?',
  confirmRefuse: 'Conferma di rifiutare il preventivo?',
  crossSite:
    'Risposta non accettata: può rispondere solo dalla pagina del preventivo che Le abbiamo inviato.',
  changed:
    'Il preventivo è stato appena modificato dal negozio: ricarichi la pagina e risponda di nuovo.',
} as const;

export const QUOTE_ANSWERS = ['accept', 'refuse'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

const expiryDate = z.pipe(
  z.transform((value: unknown) => (value === '' || value === undefined ? null : value)),
  z.nullable(
    z
      .string(QUOTE_MESSAGES.expiryInvalid)
      .check(z.refine(isCalendarDate, QUOTE_MESSAGES.expiryInvalid)),
  ),
);

export const quoteItemInput = pricedLineInput;
export type QuoteItemInput = PricedLineInputDto;

const fields = {
  customer_name: requiredText(QUOTE_MESSAGES.customerRequired, 200),
  customer_email: z.optional(optionalEmail),
  customer_phone: z.optional(phoneField),
  customer_id: z.optional(customerIdField),
  expiry_date: z.optional(expiryDate),
  margin_percent: z.optional(percentTenths),
  vat_rate: z.optional(vatPercentHundredths),
  notes: z.optional(optionalText(5000)),
  status: z.optional(z.enum(QUOTE_STATUSES, QUOTE_MESSAGES.statusInvalid)),
  ticket_id: z.optional(z.nullable(uuidField(QUOTE_MESSAGES.ticketInvalid))),
  items: z.optional(pricedLinesInput(pricedLineInput)),
};

export const quoteCreateSchema = z.object(fields);
/** An edit sends what changed and the version it started from; `items` replaces them all. */
export const quoteUpdateSchema = z.object({
  ...z.partial(z.object(fields)).shape,
  version: z.number('Versione mancante').check(z.int()),
});
export type QuoteCreateInput = z.infer<typeof quoteCreateSchema>;
export type QuoteUpdateInput = z.infer<typeof quoteUpdateSchema>;

export const QUOTE_SORTS = ['created_at', 'total_amount', 'expiry_date'] as const;
export const listQuotesQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(QUOTE_STATUSES, QUOTE_MESSAGES.statusInvalid)),
  ...pageQuery(QUOTE_SORTS, { sort: 'created_at', order: 'desc' }),
});
export type ListQuotesQuery = z.infer<typeof listQuotesQuery>;

export const quoteItemDto = z.object(pricedLineDtoFields);

export const quoteListItemDto = z.object({
  id: z.string(),
  quote_number: z.string(),
  customer_name: z.string(),
  customer_email: z.nullable(z.string()),
  status: z.enum(QUOTE_STATUSES),
  expiry_date: z.nullable(z.string()),
  total_amount: z.number(),
  created_at: z.string(),
});
export type QuoteListItemDto = z.infer<typeof quoteListItemDto>;
export const quotesPageDto = pageDto(quoteListItemDto);

export const quoteHistoryDto = z.object({
  from_status: z.nullable(z.enum(QUOTE_STATUSES)),
  to_status: z.enum(QUOTE_STATUSES),
  changed_by: z.nullable(z.string()),
  via: z.enum(['staff', 'public']),
  created_at: z.string(),
});

export const quoteDto = z.object({
  ...quoteListItemDto.shape,
  customer_phone: z.nullable(z.string()),
  /** Grouped for reading (`+39 333 123 4567`) by the server; links use the E.164 value. */
  customer_phone_display: z.nullable(z.string()),
  /** The linked customer record; the customer_* fields are the snapshot typed on the quote. */
  customer_id: z.nullable(z.string()),
  /** As stored; `status` is what it reads as (Scaduto once expired). */
  stored_status: z.enum(QUOTE_STATUSES),
  margin_percent: z.number(),
  vat_rate: z.number(),
  notes: z.nullable(z.string()),
  ticket_id: z.nullable(z.string()),
  ticket_number: z.nullable(z.string()),
  user_id: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.number(),
  ...documentTotalsDtoFields,
  ...marginDtoFields,
  items: z.array(quoteItemDto),
  history: z.array(quoteHistoryDto),
  answer: z.nullable(z.object({ answer: z.enum(QUOTE_ANSWERS), answered_at: z.string() })),
});
export type QuoteDto = z.infer<typeof quoteDto>;
export type QuoteItemDto = z.infer<typeof quoteItemDto>;
