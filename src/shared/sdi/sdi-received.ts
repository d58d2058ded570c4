import * as z from 'zod/mini';
import { pageLimit } from '../paging';

/**
 * The supplier invoices' files the SDI channel delivered and the import refused (unreadable, a
 * duplicate of one uploaded by hand, not the shop's): newest first, `limit` of them, and how many.
 */
export const refusedFilesQuery = z.object({ limit: pageLimit });

export const refusedFilesDto = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      file_name: z.string(),
      received_at: z.string(),
      /** Why the import refused it, in Italian as the import said it. */
      reason: z.string(),
    }),
  ),
  total: z.number(),
});
export type RefusedFilesDto = z.output<typeof refusedFilesDto>;
