import { z } from 'zod';
import { pageQuery } from '../../../shared/paging';
import { TICKET_PRIORITIES } from '../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../shared/tickets/ticket-status';

const flag = (name: string) =>
  z
    .enum(['true', 'false'], `Valore non valido per ${name}: usa true o false`)
    .default('false')
    .transform((v) => v === 'true');

/** Query string of GET /api/tickets; empty parameters (?status=) count as absent. */
export const listQuerySchema = z.preprocess(
  (query) =>
    Object.fromEntries(
      Object.entries(query as Record<string, string>).filter(([, v]) => v.trim() !== ''),
    ),
  z.object({
    q: z.string().trim().max(100, 'Ricerca troppo lunga: massimo 100 caratteri').optional(),
    status: z.enum(TICKET_STATUSES, 'Stato non valido').optional(),
    priority: z.enum(TICKET_PRIORITIES, 'Priorità non valida: usa low, medium o high').optional(),
    closed: flag('closed'),
    // Past the promised date and not yet ready or closed ("In ritardo").
    late: flag('late'),
    // The dashboard's links: not updated for the old-ticket days, assigned to the
    // account asking, created today in Rome.
    stale: flag('stale'),
    mine: flag('mine'),
    today: flag('today'),
    // Warranty returns only (decision 030).
    warranty: flag('warranty'),
    ...pageQuery(['created_at', 'priority'], { sort: 'created_at', order: 'desc' }),
  }),
);

export type ListQuery = z.infer<typeof listQuerySchema>;
