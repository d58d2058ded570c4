import { Hono } from 'hono';
import { customerLookupQuery } from '../../../shared/counter/customers';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseQuery } from '../../http/validate';
import { customerTickets, lookupCustomers } from './customer-lookup.service';
import { dashboardCounts } from './ticket-counts.service';

/** GET /api/customers: the customers of earlier tickets, for every account that sees tickets. */
export function customersRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/', async (c) =>
      c.json(await lookupCustomers(c.get('deps'), parseQuery(c, customerLookupQuery))),
    );
}

/** GET /api/tickets/:id/customer-tickets: "Altri ticket di questo cliente". */
export function customerTicketsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/:id/customer-tickets', async (c) =>
      c.json(await customerTickets(c.get('deps'), idParam(c, TICKET_NOT_FOUND))),
    );
}

/** GET /api/dashboard: the dashboard's counts, "assegnati a me" for the account asking. */
export function dashboardRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/', async (c) => c.json(await dashboardCounts(c.get('deps'), sessionOf(c).user.id)));
}
