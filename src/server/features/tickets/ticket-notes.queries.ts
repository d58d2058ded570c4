import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A ticket's internal notes in Kysely: only the notes module reads `ticket_notes`. */
export const selectNotes = (db: Kysely<DB>, ticketId: string) =>
  db
    .selectFrom('ticket_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select([
      'n.id',
      'n.ticket_id',
      'n.author_id',
      'u.name as author_name',
      'u.email as author_email',
      'n.body',
      'n.automatic',
      'n.created_at',
      'n.updated_at',
    ])
    .where('n.ticket_id', '=', ticketId)
    .orderBy('n.created_at', 'asc')
    .orderBy('n.id', 'asc')
    .execute();

export const insertNote = (
  db: Kysely<DB>,
  note: {
    id: string;
    ticket_id: string;
    author_id: string | null;
    body: string;
    created_at: string;
    automatic?: number;
  },
) =>
  db
    .insertInto('ticket_notes')
    .values({ ...note, updated_at: null })
    .execute();

/**
 * The last note's new text by its author: the UPDATE names the note, its author and "no later
 * note", so a note added in between makes it match nothing (false).
 */
export async function updateLastNote(
  db: Kysely<DB>,
  note: { id: string; ticketId: string; authorId: string; body: string; at: string },
): Promise<boolean> {
  const { id: noteId, ticketId, authorId: actorId } = note;
  const result = await db
    .updateTable('ticket_notes as n')
    .set({ body: note.body, updated_at: note.at })
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
  return Number(result.numUpdatedRows) > 0;
}

/** A ticket that is not deleted. */
export async function liveTicketExists(db: Kysely<DB>, ticketId: string): Promise<boolean> {
  const ticket = await db
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return ticket !== undefined;
}
