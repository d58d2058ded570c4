import * as z from 'zod/mini';
import { optionalText } from '../form-fields';
import { pageCursor, pageLimit } from '../paging';

export const RECEIPT_STATUS_LABELS = {
  da_emettere: 'Da emettere',
  in_stampa: 'In stampa',
  emesso: 'Emesso',
  errore: 'Errore',
} as const;

export const RECEIPT_KIND_LABELS = {
  vendita: 'Vendita',
  reso: 'Reso',
  annullo: 'Annullo',
} as const;

export const RECEIPT_MESSAGES = {
  notFound: 'Documento commerciale non trovato',
  notEmitted: 'Il documento non è ancora stato emesso dal registratore: prima va emesso',
  notASale: 'Si può rendere o annullare solo un documento di vendita',
  alreadyVoided: 'Il documento è già stato annullato',
  returnTooMuch: 'Non si può rendere più di quanto venduto',
  returnRest: 'Una parte è già stata resa: indica le righe e le quantità ancora da rendere',
  voidAfterReturn: 'Il documento ha già un reso: non si può più annullare, rendi le righe rimaste',
  lineInvalid: 'Riga del documento non trovata',
  noDevice: 'Nessun registratore telematico attivo',
  rtBusy: 'Il registratore è occupato da altre stampe: il documento uscirà appena si libera',
  rtSilent:
    'Il registratore non risponde: prima di stampare altro va verificato il documento rimasto in sospeso',
} as const;

/** The RT's number of a document as it prints it: Z number and document number, `0001-0002`. */
export function formatRtNumber(zNumber: number | null, documentNumber: number | null): string {
  const four = (n: number | null) => String(n ?? 0).padStart(4, '0');
  return `${four(zNumber)}-${four(documentNumber)}`;
}

/** A documento commerciale and what the RT answered (serial, Z number, document number, day). */
export const receiptDto = z.object({
  id: z.string(),
  kind: z.enum(['vendita', 'reso', 'annullo']),
  status: z.enum(['da_emettere', 'in_stampa', 'emesso', 'errore']),
  reason: z.nullable(z.string()),
  total_cents: z.number(),
  ticket_id: z.nullable(z.string()),
  sale_id: z.nullable(z.string()),
  related_receipt_id: z.nullable(z.string()),
  /** What a reso or annullo cites: the original's Z number, document number and day. */
  original: z.nullable(
    z.object({ z_number: z.number(), document_number: z.number(), date: z.string() }),
  ),
  rt_serial: z.nullable(z.string()),
  z_number: z.nullable(z.number()),
  document_number: z.nullable(z.number()),
  rt_date: z.nullable(z.string()),
  attempts: z.number(),
  created_at: z.string(),
});
export type ReceiptDto = z.output<typeof receiptDto>;

export const receiptsPageDto = z.object({
  items: z.array(receiptDto),
  next_cursor: z.nullable(z.string()),
});
export type ReceiptsPageDto = z.output<typeof receiptsPageDto>;

/** A line of a sale or a reso as the RT prints it: its amount net of the line's discount. */
export const receiptLineDto = z.object({
  description: z.string(),
  quantity: z.number(),
  amount_cents: z.number(),
});

/** GET /api/receipts/:id: the document with its lines (none on an annullo). */
export const receiptDetailDto = z.extend(receiptDto, { lines: z.array(receiptLineDto) });
export type ReceiptDetailDto = z.output<typeof receiptDetailDto>;

/** *Da sistemare*: the documents the RT has not emitted, waiting for *Riprova*. */
export const RECEIPT_STATUSES_TO_FIX = ['da_emettere', 'errore'] as const;

/** GET /api/receipts: newest first; `status=da_sistemare` keeps the ones not emitted. */
export const receiptsQuery = z.object({
  limit: pageLimit,
  cursor: pageCursor,
  status: z.optional(z.enum(['da_sistemare'])),
});
export type ReceiptsQuery = z.output<typeof receiptsQuery>;

/** GET /api/receipts/to-fix: how many documents are *da sistemare*. */
export const receiptsToFixDto = z.object({ count: z.number() });
export type ReceiptsToFixDto = z.output<typeof receiptsToFixDto>;

/** POST /api/receipts/:id/return: which lines (position from 0) and how many; none = all. */
export const receiptReturnSchema = z.object({
  lines: z.optional(
    z.array(
      z.object({
        index: z.number().check(z.int(), z.gte(0)),
        quantity: z.number().check(z.int(), z.gt(0, RECEIPT_MESSAGES.returnTooMuch)),
      }),
    ),
  ),
  reason: z.optional(optionalText(500)),
});
export type ReceiptReturnInput = z.output<typeof receiptReturnSchema>;

export const receiptVoidSchema = z.object({ reason: z.optional(optionalText(500)) });
