import * as z from 'zod/mini';
import { pageDto } from '../page-dto';
import { pageCursor, pageLimit } from '../paging';

/** How long a deleted ticket can be restored before the daily purge removes it for good. */
export const DELETED_TICKET_DAYS = 30;

export const listDeletedTicketsQuery = z.object({ limit: pageLimit, cursor: pageCursor });

/** A row of the admin's 'Ticket eliminati': what was deleted, when and by whom. */
export const deletedTicketDto = z.object({
  id: z.string(),
  ticket_number: z.string(),
  customer_name: z.string(),
  device_type: z.string(),
  deleted_at: z.string(),
  deleted_by_name: z.nullable(z.string()),
  deleted_by_email: z.nullable(z.string()),
});
export const deletedTicketsPageDto = pageDto(deletedTicketDto);
export type DeletedTicketDto = z.output<typeof deletedTicketDto>;
