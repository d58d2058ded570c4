import type { Context } from 'hono';
import { customerTicketsDto } from '../../../shared/counter/customers';
import { dashboardCountsDto } from '../../../shared/counter/dashboard';
import { romeToday } from '../../../shared/format';
import { euroToCents } from '../../../shared/money';
import { pageDto } from '../../../shared/page-dto';
import { isStaff } from '../../../shared/roles';
import {
  deletedTicketsPageDto,
  listDeletedTicketsQuery,
} from '../../../shared/tickets/deleted-tickets';
import { type CheckEntry, withIntakeChecklist } from '../../../shared/tickets/ticket-checks';
import { ticketDetailDto, ticketDto } from '../../../shared/tickets/ticket-dto';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import {
  NOTE_MESSAGES,
  noteInputSchema,
  ticketNoteDto,
  ticketNotesDto,
} from '../../../shared/tickets/ticket-notes';
import {
  isUuidShape,
  type TicketCreateInput,
  type TicketSchemas,
  ticketSchemas,
} from '../../../shared/tickets/ticket-schemas';
import { ticketWarrantyDto, warrantyCheckQuery } from '../../../shared/tickets/ticket-warranty';
import { sessionOf } from '../../auth/session';
import { forbidden, notFound } from '../../errors';
import type { AppDeps, AppEnv } from '../../http/context';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { uploadAttachments } from '../attachments/attachments.service';
import { ticketChecks } from '../ticket-checks/ticket-checks.service';
import { customerTickets } from './customer-tickets.service';
import { listDeletedTickets, restoreTicket } from './deleted-tickets.service';
import { dashboardCounts } from './ticket-counts.service';
import { addNote, editNote, listNotes } from './ticket-notes.service';
import { checkWarranty } from './ticket-warranty';
import { listQuerySchema } from './tickets.schemas';
import { createTicket, deleteTicket, getTicketDetail, updateTicket } from './tickets.service';
import { listTickets } from './tickets-list.service';

const ticketId = (c: Context<AppEnv>) => idParam(c, TICKET_NOT_FOUND);
const actorId = (c: Context<AppEnv>) => sessionOf(c).user.id;

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
const documented = ticketSchemas();

/**
 * The deposit and the device checks typed on the new-ticket form, for payments and ticket-checks
 * to record in the ticket's transaction (ticketCreated). Recording money and checks is staff
 * work (CHECKOUT roles), so others are refused.
 */
function intakeOf(
  c: Context<AppEnv>,
  body: TicketCreateInput & { checklist_intake?: CheckEntry[] },
) {
  const checklist = body.checklist_intake?.length ? body.checklist_intake : undefined;
  if (!body.deposit && !checklist) return undefined;
  const actor = sessionOf(c).user;
  if (!isStaff(actor.role)) throw forbidden();
  const deposit = body.deposit
    ? { cents: euroToCents(body.deposit), method: body.deposit_method ?? 'contanti' }
    : undefined;
  return { by: actor.id, ...(deposit ? { deposit } : {}), ...(checklist ? { checklist } : {}) };
}

/**
 * The staff ticket API (ARCHITECTURE §5): any signed-in account, no role distinctions (SPEC §6),
 * except seeing and restoring deletions (admins); and the counter's dashboard beside it.
 */
export const ticketsFeature: ServerFeature = {
  name: 'tickets',
  bases: ['/api/tickets', '/api/dashboard'],
  tables: ['tickets', 'ticket_status_history', 'ticket_notes'],
  routes: [
    route({
      method: 'GET',
      path: '/api/tickets',
      summary: 'Ticket: ricerca, filtri, ordinamento, pagine',
      access: 'session',
      query: listQuerySchema,
      response: pageDto(ticketDto),
      handler: async (c, { query }) => c.json(await listTickets(c.get('deps'), actorId(c), query)),
    }),
    route({
      method: 'POST',
      path: '/api/tickets',
      summary: 'Nuovo ticket',
      access: 'session',
      body: withIntakeChecklist(documented.create),
      bodyFor: (deps) => withIntakeChecklist(schemasFor(deps).create),
      response: ticketDto,
      status: 201,
      handler: async (c, { body }) => {
        const deps = c.get('deps');
        const ticket = await createTicket(deps, body, {
          actorId: actorId(c),
          via: 'staff',
          intake: intakeOf(c, body),
        });
        deps.mail.nudge(); // the ticket_created event: e-mail now, not at the next poll
        return c.json(ticket, 201);
      },
    }),
    // Before /:id: a route list is matched in order.
    route({
      method: 'GET',
      path: '/api/tickets/warranty-check',
      summary: 'La garanzia di una riparazione consegnata per IMEI, o cliente e dispositivo',
      access: 'session',
      query: warrantyCheckQuery,
      response: ticketWarrantyDto,
      handler: async (c, { query }) => c.json(await checkWarranty(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/tickets/deleted',
      summary: 'Ticket eliminati negli ultimi 30 giorni',
      access: 'admin',
      query: listDeletedTicketsQuery,
      response: deletedTicketsPageDto,
      handler: async (c, { query }) => c.json(await listDeletedTickets(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/tickets/:id/restore',
      summary: 'Ripristina un ticket eliminato',
      access: 'admin',
      handler: async (c) => c.json(await restoreTicket(c.get('deps'), ticketId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/tickets/:id',
      summary: 'Un ticket con la storia degli stati, i controlli e le firme',
      access: 'session',
      response: ticketDetailDto,
      handler: async (c) => {
        const [deps, id] = [c.get('deps'), ticketId(c)];
        return c.json({ ...(await getTicketDetail(deps, id)), ...(await ticketChecks(deps, id)) });
      },
    }),
    route({
      method: 'PATCH',
      path: '/api/tickets/:id',
      summary: 'Modifica (con la versione letta)',
      access: 'session',
      body: documented.update,
      bodyFor: (deps) => schemasFor(deps).update,
      response: ticketDto,
      handler: async (c, { body }) => {
        const ticket = await updateTicket(c.get('deps'), sessionOf(c).user, ticketId(c), body);
        if (body.status !== undefined) c.get('deps').mail.nudge();
        return c.json(ticket);
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/tickets/:id',
      summary: 'Elimina un ticket',
      access: 'session',
      status: 204,
      handler: async (c) => {
        await deleteTicket(c.get('deps'), sessionOf(c).user, ticketId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'GET',
      path: '/api/tickets/:id/notes',
      summary: 'Note interne del ticket (solo personale, mai pubbliche)',
      access: 'session',
      response: ticketNotesDto,
      handler: async (c) => c.json(await listNotes(c.get('deps'), actorId(c), ticketId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/tickets/:id/notes',
      summary: 'Aggiunge una nota interna',
      access: 'session',
      body: noteInputSchema,
      response: ticketNoteDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await addNote(c.get('deps'), actorId(c), ticketId(c), body), 201),
    }),
    route({
      method: 'PATCH',
      path: '/api/tickets/:id/notes/:noteId',
      summary: "Corregge la propria nota finché è l'ultima del ticket",
      access: 'session',
      body: noteInputSchema,
      response: ticketNoteDto,
      handler: async (c, { body }) => {
        const id = ticketId(c);
        const noteId = c.req.param('noteId');
        if (!isUuidShape(noteId)) throw notFound(NOTE_MESSAGES.notFound);
        return c.json(await editNote(c.get('deps'), actorId(c), id, noteId.toLowerCase(), body));
      },
    }),
    route({
      method: 'POST',
      path: '/api/tickets/:id/attachments',
      summary: 'Allegati (foto, video)',
      access: 'session',
      multipart: true,
      status: 201,
      handler: async (c) => {
        const attachments = await uploadAttachments(c.get('deps'), ticketId(c), c.req.raw);
        return c.json({ attachments }, 201);
      },
    }),
    route({
      method: 'GET',
      path: '/api/tickets/:id/customer-tickets',
      summary: 'Altri ticket dello stesso cliente (stessa email o stesso telefono)',
      access: 'session',
      response: customerTicketsDto,
      handler: async (c) => c.json(await customerTickets(c.get('deps'), ticketId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/dashboard',
      summary: 'Conteggi della dashboard (per stato, fermi, assegnati a me, creati oggi)',
      access: 'session',
      response: dashboardCountsDto,
      handler: async (c) => c.json(await dashboardCounts(c.get('deps'), actorId(c))),
    }),
  ],
};
