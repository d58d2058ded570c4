import { type Context, Hono } from 'hono';
import { romeToday } from '../../../shared/format';
import { listDeletedTicketsQuery } from '../../../shared/tickets/deleted-tickets';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { NOTE_MESSAGES, noteInputSchema } from '../../../shared/tickets/ticket-notes';
import {
  isUuidShape,
  type TicketSchemas,
  ticketSchemas,
} from '../../../shared/tickets/ticket-schemas';
import { requireAdmin } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import { notFound } from '../../errors';
import type { AppDeps, AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import { uploadAttachments } from '../attachments/attachments.service';
import { listDeletedTickets, restoreTicket } from './deleted-tickets.service';
import { addNote, editNote, listNotes } from './ticket-notes.service';
import { listQuerySchema } from './tickets.schemas';
import { createTicket, deleteTicket, getTicketDetail, updateTicket } from './tickets.service';
import { listTickets } from './tickets-list.service';

/** Staff ticket API (ARCHITECTURE §5): any signed-in account, no role distinctions (SPEC §6). */
export function ticketsRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireSession())
      .get('/', async (c) => {
        const query = parseQuery(c, listQuerySchema);
        return c.json(await listTickets(c.get('deps'), sessionOf(c).user.id, query));
      })
      .post('/', async (c) => {
        const input = await parseJson(c, schemasFor(c.get('deps')).create);
        const ticket = await createTicket(c.get('deps'), input, {
          actorId: sessionOf(c).user.id,
          via: 'staff',
        });
        c.get('deps').mail.nudge(); // the ticket_created event: e-mail now, not at the next poll
        return c.json(ticket, 201);
      })
      // Before /:id. Deleting is for everyone (SPEC §6); seeing and restoring deletions is for admins.
      .get('/deleted', requireAdmin(), async (c) =>
        c.json(await listDeletedTickets(c.get('deps'), parseQuery(c, listDeletedTicketsQuery))),
      )
      .post('/:id/restore', requireAdmin(), async (c) =>
        c.json(await restoreTicket(c.get('deps'), ticketId(c))),
      )
      .get('/:id', async (c) => c.json(await getTicketDetail(c.get('deps'), ticketId(c))))
      .patch('/:id', async (c) => {
        const id = ticketId(c);
        const input = await parseJson(c, schemasFor(c.get('deps')).update);
        const ticket = await updateTicket(c.get('deps'), sessionOf(c).user.id, id, input);
        if (input.status !== undefined) c.get('deps').mail.nudge();
        return c.json(ticket);
      })
      .delete('/:id', async (c) => {
        await deleteTicket(c.get('deps'), sessionOf(c).user.id, ticketId(c));
        return c.body(null, 204);
      })
      .get('/:id/notes', async (c) =>
        c.json(await listNotes(c.get('deps'), sessionOf(c).user.id, ticketId(c))),
      )
      .post('/:id/notes', async (c) => {
        const id = ticketId(c);
        const input = await parseJson(c, noteInputSchema);
        return c.json(await addNote(c.get('deps'), sessionOf(c).user.id, id, input), 201);
      })
      .patch('/:id/notes/:noteId', async (c) => {
        const id = ticketId(c);
        const noteId = c.req.param('noteId');
        if (!isUuidShape(noteId)) throw notFound(NOTE_MESSAGES.notFound);
        const input = await parseJson(c, noteInputSchema);
        const actor = sessionOf(c).user.id;
        return c.json(await editNote(c.get('deps'), actor, id, noteId.toLowerCase(), input));
      })
      .post('/:id/attachments', async (c) => {
        const attachments = await uploadAttachments(c.get('deps'), ticketId(c), c.req.raw);
        return c.json({ attachments }, 201);
      })
  );
}

const ticketId = (c: Context<AppEnv>) => idParam(c, TICKET_NOT_FOUND);

/** The shared schemas with "today" taken from the app's clock, built once per clock. */
const schemaCache = new WeakMap<AppDeps['clock'], TicketSchemas>();
function schemasFor(deps: AppDeps): TicketSchemas {
  let schemas = schemaCache.get(deps.clock);
  if (!schemas) {
    schemas = ticketSchemas(() => romeToday(deps.clock()));
    schemaCache.set(deps.clock, schemas);
  }
  return schemas;
}
