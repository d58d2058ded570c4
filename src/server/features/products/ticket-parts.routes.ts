import { Hono } from 'hono';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { requireStaff } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam } from '../../http/validate';
import { partsOfTicket } from './stock.service';

/** GET /api/tickets/:id/parts: the parts used on a repair (staff: the warehouse is theirs). */
export function ticketPartsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/:id/parts', async (c) =>
      c.json(await partsOfTicket(c.get('deps'), idParam(c, TICKET_NOT_FOUND))),
    );
}
