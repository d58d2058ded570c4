import { z } from 'zod';
import { OUTBOX_STATUSES } from '../../../shared/outbox';
import { pageCursor, pageLimit } from '../../../shared/paging';

export const listOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, 'Stato non valido').optional(),
  limit: pageLimit,
  cursor: pageCursor,
});

export type ListOutboxQuery = z.infer<typeof listOutboxQuery>;
