import { z } from 'zod';
import { OUTBOX_STATUSES } from '../../../shared/outbox';

export const listOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, 'Stato non valido').optional(),
  limit: z.coerce
    .number('Il limite deve essere un numero')
    .int('Il limite deve essere un numero intero')
    .min(1, 'Il limite deve essere tra 1 e 100')
    .max(100, 'Il limite deve essere tra 1 e 100')
    .default(50),
  cursor: z.string().max(200).optional(),
});

export type ListOutboxQuery = z.infer<typeof listOutboxQuery>;
