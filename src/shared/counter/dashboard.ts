import * as z from 'zod/mini';
import { TICKET_STATUSES } from '../tickets/ticket-status';

/**
 * GET /api/dashboard: the counts the dashboard shows. Every number is the count of
 * the ticket list behind its link, so the list filters below and these counts mean the same.
 */
export const dashboardCountsDto = z.object({
  /** Live tickets per status except Chiuso, every such status listed (zeros too). */
  by_status: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number() })),
  /** Not Chiuso and not updated for `stale_days` days (the old-ticket setting). */
  stale: z.number(),
  stale_days: z.number(),
  /** Not Chiuso and assigned to the account asking. */
  mine: z.number(),
  /** Past their promised day (Rome) and neither Pronto per il ritiro nor Chiuso. */
  late: z.number(),
  /** Created since midnight in Rome, whatever their status. */
  created_today: z.number(),
  /** Warranty returns not yet Chiuso (decision 030); the list's `warranty=true`. */
  warranty_open: z.number(),
});
export type DashboardCountsDto = z.output<typeof dashboardCountsDto>;
