import type { Context } from 'hono';
import {
  RESERVATION_MESSAGES,
  reservationsDto,
} from '../../../shared/inventory/stock-reservations';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { isUuidShape } from '../../../shared/uuid';
import { sessionOf } from '../../auth/session';
import { notFound } from '../../errors';
import { route } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  releaseReservedPiece,
  ticketReservations,
  useReservedPiece,
} from './stock-reservations.service';

const ticketId = (c: Context) => idParam(c, TICKET_NOT_FOUND);
function reservationId(c: Context) {
  const raw = c.req.param('reservationId') ?? '';
  if (!isUuidShape(raw)) throw notFound(RESERVATION_MESSAGES.notFound);
  return raw.toLowerCase();
}

/** Parts received for a ticket and held for it: any account reads, staff use or release them. */
export const reservationRoutes = [
  route({
    method: 'GET',
    path: '/api/tickets/:id/reserved-parts',
    summary: 'Ricambi arrivati e riservati alla riparazione',
    access: 'session',
    response: reservationsDto,
    handler: async (c) => c.json(await ticketReservations(c.get('deps').db, ticketId(c))),
  }),
  route({
    method: 'POST',
    path: '/api/tickets/:id/reserved-parts/:reservationId/use',
    summary: 'Usa un ricambio riservato: esce dal magazzino tra i ricambi del ticket',
    access: 'staff',
    response: reservationsDto,
    handler: async (c) =>
      c.json(
        await useReservedPiece(c.get('deps'), ticketId(c), reservationId(c), sessionOf(c).user.id),
      ),
  }),
  route({
    method: 'POST',
    path: '/api/tickets/:id/reserved-parts/:reservationId/release',
    summary: 'Rilascia un ricambio riservato: torna disponibile a tutti',
    access: 'staff',
    response: reservationsDto,
    handler: async (c) =>
      c.json(await releaseReservedPiece(c.get('deps'), ticketId(c), reservationId(c))),
  }),
];
