import type { Kysely } from 'kysely';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import type { NoteInput, TicketNoteDto } from '../../../shared/tickets/ticket-notes';
import { NOTE_MESSAGES } from '../../../shared/tickets/ticket-notes';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../errors';

type Deps = { db: Kysely<DB>; clock: () => Date };

/**
 * A ticket's internal notes, oldest first. Only this module reads `ticket_notes`: the public
 * queries, the mailer and the print sheet's API (GET /api/tickets/:id) never join it.
 */
export async function listNotes(deps: Deps, actorId: string, ticketId: string) {
  await assertTicket(deps.db, ticketId);
  const rows = await deps.db
    .selectFrom('ticket_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select([
      'n.id',
      'n.ticket_id',
      'n.author_id',
      'u.name as author_name',
      'u.email as author_email',
      'n.body',
      'n.created_at',
      'n.updated_at',
    ])
    .where('n.ticket_id', '=', ticketId)
    .orderBy('n.created_at', 'asc')
    .orderBy('n.id', 'asc')
    .execute();
  const last = rows.at(-1);
  return {
    items: rows.map(
      (row): TicketNoteDto => ({
        ...row,
        created_at: toIso(row.created_at),
        updated_at: row.updated_at === null ? null : toIso(row.updated_at),
        editable: row === last && row.author_id === actorId,
      }),
    ),
  };
}

export async function addNote(deps: Deps, actorId: string, ticketId: string, input: NoteInput) {
  await assertTicket(deps.db, ticketId);
  const id = crypto.randomUUID();
  await deps.db
    .insertInto('ticket_notes')
    .values({
      id,
      ticket_id: ticketId,
      author_id: actorId,
      body: input.body,
      created_at: deps.clock().toISOString(),
      updated_at: null,
    })
    .execute();
  return noteById(deps, actorId, ticketId, id);
}

/**
 * The guarded UPDATE names the note, its author and "no later note", so a note added in between
 * makes it match nothing: refused, as a stale edit of the ticket is.
 */
export async function editNote(
  deps: Deps,
  actorId: string,
  ticketId: string,
  noteId: string,
  input: NoteInput,
) {
  await noteById(deps, actorId, ticketId, noteId);
  const result = await deps.db
    .updateTable('ticket_notes as n')
    .set({ body: input.body, updated_at: deps.clock().toISOString() })
    .where('n.id', '=', noteId)
    .where('n.ticket_id', '=', ticketId)
    .where('n.author_id', '=', actorId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ticket_notes as later')
            .select('later.id')
            .whereRef('later.ticket_id', '=', 'n.ticket_id')
            .where((eb) =>
              eb.or([
                eb('later.created_at', '>', eb.ref('n.created_at')),
                eb.and([
                  eb('later.created_at', '=', eb.ref('n.created_at')),
                  eb('later.id', '>', eb.ref('n.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError(403, 'note_not_editable', NOTE_MESSAGES.notEditable);
  }
  return noteById(deps, actorId, ticketId, noteId);
}

async function noteById(deps: Deps, actorId: string, ticketId: string, noteId: string) {
  const note = (await listNotes(deps, actorId, ticketId)).items.find((n) => n.id === noteId);
  if (!note) throw notFound(NOTE_MESSAGES.notFound);
  return note;
}

async function assertTicket(db: Kysely<DB>, ticketId: string) {
  const ticket = await db
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
}
