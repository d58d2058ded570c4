import * as z from 'zod/mini';
import { customerDto } from './customer-dto';

/**
 * The privacy rights an admin exercises for a customer (GDPR arts. 15, 17, 20): the export of
 * everything held about them, and the anonymisation. Both are recorded in the customer's log.
 */

/** What names and snapshots read once the person is gone. */
export const ANONYMISED_NAME = 'Cliente anonimizzato';

export const PRIVACY_MESSAGES = {
  alreadyAnonymised: 'Il cliente è già stato anonimizzato.',
  done: 'Dati personali rimossi dal cliente e dai suoi documenti.',
} as const;

/** What the confirmation shows before, and the answer repeats after: removed, and kept by law. */
export const ANONYMISE_NOTICE = {
  removed: [
    'Nome, codice fiscale, partita IVA, contatti, indirizzo e note del cliente',
    'Nome, e-mail e telefono su ticket, preventivi e configurazioni PC; i dati del cliente sulle fatture in bozza',
    'Password e IMEI dei dispositivi, allegati (foto e video) e e-mail inviate',
  ],
  kept: [
    'Importi, stati e date dei documenti, per le statistiche del negozio',
    'Descrizioni dei guasti e note scritte sui documenti restano come sono: se contengono dati personali, vanno corrette a mano.',
    'Le firme di accettazione e ritiro, con i controlli firmati, restano per dieci anni dalla firma come prova di quanto consegnato (GDPR art. 17, par. 3, lett. e; art. 2946 del Codice civile), poi vengono cancellate.',
    'Le fatture emesse restano invariate, con i dati del cliente alla data di emissione: sono documenti fiscali da conservare per dieci anni (art. 2220 del Codice civile).',
  ],
} as const;

export const anonymiseResultDto = z.object({
  message: z.string(),
  /** The customer as it is now: 'Cliente anonimizzato', no contacts, anonymised_at set. */
  customer: customerDto,
  /** How many of the customer's documents were anonymised, and the files deleted. */
  removed: z.object({
    tickets: z.number(),
    quotes: z.number(),
    pc_builds: z.number(),
    /** Issued invoices are kept as issued. */
    draft_invoices: z.number(),
    attachments: z.number(),
  }),
  /** The sentences of ANONYMISE_NOTICE.kept, for the answer to show. */
  kept: z.array(z.string()),
  anonymised_at: z.string(),
});
export type AnonymiseResultDto = z.output<typeof anonymiseResultDto>;

/**
 * GET /api/customers/:id/anonymise-preview: what the admin should know before erasing. The
 * open tickets (the repair is still under way), and every free text of the customer's documents
 * that still names them: it stays as written, so it is listed to correct by hand first.
 */
export const anonymisePreviewDto = z.object({
  open_tickets: z.array(z.object({ id: z.string(), number: z.string(), status: z.string() })),
  /** Delivered repairs still under warranty (until: YYYY-MM-DD, its last day). */
  warranties: z.array(z.object({ id: z.string(), number: z.string(), until: z.string() })),
  free_text: z.array(
    z.object({
      /** "Ticket FM-2026-11-0001", "Preventivo QT-…", "Pagamento", "Fattura in bozza". */
      document: z.string(),
      /** The staff page where it is corrected. */
      path: z.string(),
      field: z.string(),
      excerpt: z.string(),
    }),
  ),
});
export type AnonymisePreviewDto = z.output<typeof anonymisePreviewDto>;
