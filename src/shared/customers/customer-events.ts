import * as z from 'zod/mini';
import { pageDto } from '../page-dto';
import { pageCursor, pageLimit } from '../paging';
import { plural } from '../plural';

/**
 * The customer's log: what was done to them that the law or the shop wants on record, with who
 * and when (a merge, an export of their data, the anonymisation). Newest first.
 */
export const CUSTOMER_EVENT_LABELS: Record<string, string> = {
  creazione: 'Creazione',
  unione: 'Unione di un cliente duplicato',
  esportazione: 'Esportazione dei dati',
  anonimizzazione: 'Anonimizzazione',
};

/**
 * How many documents an event moved, exported or anonymised, by table (tickets, quotes, pc_builds,
 * and payments, invoices once they exist), with the files when counted.
 */
export type DocumentTally = Record<string, number>;

const TALLY_WORDS: Record<string, readonly [string, string]> = {
  tickets: ['ticket', 'ticket'],
  quotes: ['preventivo', 'preventivi'],
  pc_builds: ['configurazione PC', 'configurazioni PC'],
  payments: ['pagamento', 'pagamenti'],
  invoices: ['fattura', 'fatture'],
  draft_invoices: ['fattura in bozza', 'fatture in bozza'],
  attachments: ['allegato', 'allegati'],
};

/** "2 ticket, 1 preventivo" (and the files, when counted); kinds with none are left out, all none is ''. */
export function tallyText(tally: DocumentTally): string {
  return Object.entries(tally)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const [one, many] = TALLY_WORDS[key] ?? [key, key];
      return plural(count, one, many);
    })
    .join(', ');
}

export const customerEventsQuery = z.object({ limit: pageLimit, cursor: pageCursor });
export type CustomerEventsQuery = z.output<typeof customerEventsQuery>;

export const customerEventDto = z.object({
  id: z.string(),
  /** unione, esportazione, anonimizzazione, … */
  kind: z.string(),
  /** The kind in words. */
  label: z.string(),
  /** What happened, in one Italian sentence (counts, the merged customer's name). */
  summary: z.string(),
  /** Who did it; null once that account is gone. */
  user_id: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type CustomerEventDto = z.output<typeof customerEventDto>;
export const customerEventsPageDto = pageDto(customerEventDto);
