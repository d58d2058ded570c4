import { z } from 'zod';
import { TICKET_PRIORITIES } from '../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../shared/tickets/ticket-status';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

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
    sort: z
      .enum(['created_at', 'priority'], 'Ordinamento non valido: usa created_at o priority')
      .default('created_at'),
    order: z.enum(['asc', 'desc'], 'Direzione non valida: usa asc o desc').default('desc'),
    closed: z
      .enum(['true', 'false'], 'Valore non valido per closed: usa true o false')
      .default('false')
      .transform((v) => v === 'true'),
    limit: z.coerce
      .number(`Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`)
      .int(`Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`)
      .min(1, `Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Il limite deve essere un numero tra 1 e ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    cursor: z.string().max(500, 'Cursore non valido: ricarica la lista').optional(),
  }),
);

export type ListQuery = z.infer<typeof listQuerySchema>;
