import type { Kysely } from 'kysely';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import type { NoteInput, TicketNoteDto } from '../../../shared/tickets/ticket-notes';
import { NOTE_MESSAGES } from '../../../shared/tickets/ticket-notes';
import { toBool, toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { insertNote, liveTicketExists, selectNotes, updateLastNote } from './ticket-notes.queries';

type Deps = { db: Kysely<DB>; clock: () => Date };

/**
 * A ticket's internal notes, oldest first. Only this module reads `ticket_notes`: the public
 * queries, the mailer and the print sheet's API (GET /api/tickets/:id) never join it.
 */
export async function listNotes(deps: Deps, actorId: string, ticketId: string) {
  await assertTicket(deps.db, ticketId);
  const rows = await selectNotes(deps.db, ticketId);
  const last = rows.at(-1);
  return {
    items: rows.map(
      (row): TicketNoteDto => ({
        ...row,
        automatic: toBool(row.automatic),
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
  await insertNote(deps.db, {
    id,
    ticket_id: ticketId,
    author_id: actorId,
    body: input.body,
    created_at: deps.clock().toISOString(),
  });
  return noteById(deps, actorId, ticketId, id);
}

/**
 * A note by Sportello itself (a reminder sent to the customer), written in the caller's
 * transaction so it exists exactly when what it records does.
 */
export async function addAutomaticNote(db: Kysely<DB>, ticketId: string, body: string, at: string) {
  const note = { id: crypto.randomUUID(), ticket_id: ticketId, author_id: null, body };
  await insertNote(db, { ...note, created_at: at, automatic: 1 });
}

/** Only the last note, by its author: a note added in between makes the edit refused. */
export async function editNote(
  deps: Deps,
  actorId: string,
  ticketId: string,
  noteId: string,
  input: NoteInput,
) {
  await noteById(deps, actorId, ticketId, noteId);
  const edited = await updateLastNote(deps.db, {
    id: noteId,
    ticketId,
    authorId: actorId,
    body: input.body,
    at: deps.clock().toISOString(),
  });
  if (!edited) throw new AppError(403, 'note_not_editable', NOTE_MESSAGES.notEditable);
  return noteById(deps, actorId, ticketId, noteId);
}

async function noteById(deps: Deps, actorId: string, ticketId: string, noteId: string) {
  const note = (await listNotes(deps, actorId, ticketId)).items.find((n) => n.id === noteId);
  if (!note) throw notFound(NOTE_MESSAGES.notFound);
  return note;
}

async function assertTicket(db: Kysely<DB>, ticketId: string) {
  if (!(await liveTicketExists(db, ticketId))) throw notFound(TICKET_NOT_FOUND);
}

/** Whether a ticket exists and is not deleted: what a quote or a stock movement may name. */
export function isLiveTicket(db: Kysely<DB>, ticketId: string): Promise<boolean> {
  return liveTicketExists(db, ticketId);
}
