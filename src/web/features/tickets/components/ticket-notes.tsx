import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { TicketNoteDto } from '../../../../shared/tickets/ticket-notes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-fetch';
import { useSaveTicketNote, useTicketNotes } from '../api/ticket-notes-api';

/** One form for a new note and for correcting one's last note: the same text field and rules. */
function NoteForm(props: { ticketId: string; note?: TicketNoteDto; onDone?: () => void }) {
  const save = useSaveTicketNote(props.ticketId);
  const [body, setBody] = useState(props.note?.body ?? '');
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { noteId: props.note?.id, body },
          {
            onSuccess: () => {
              setBody('');
              props.onDone?.();
            },
          },
        );
      }}
    >
      <TextAreaField
        label={props.note ? 'Correggi la nota' : 'Nuova nota interna'}
        hint={props.note ? undefined : 'Visibile solo al personale: mai al cliente.'}
        value={body}
        error={save.isError ? errorMessage(save.error) : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={save.isPending}>
          {props.note ? 'Salva nota' : 'Aggiungi nota'}
        </Button>
        {props.onDone && (
          <Button variant="secondary" onClick={props.onDone}>
            Annulla
          </Button>
        )}
      </div>
    </form>
  );
}

function NoteItem({ ticketId, note }: { ticketId: string; note: TicketNoteDto }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <NoteForm ticketId={ticketId} note={note} onDone={() => setEditing(false)} />;
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {note.automatic
          ? 'Sportello (automatico)'
          : (note.author_name ?? note.author_email ?? 'Account eliminato')}{' '}
        · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
        {note.updated_at && ' (modificata)'}
      </p>
      <p className="whitespace-pre-line">{note.body}</p>
      {note.editable && (
        <Button variant="ghost" className="self-start px-2 py-1" onClick={() => setEditing(true)}>
          Modifica nota
        </Button>
      )}
    </>
  );
}

/** Staff-only notes, oldest first; the API never puts them on a public surface. */
export function TicketNotes({ ticketId }: { ticketId: string }) {
  const notes = useTicketNotes(ticketId);
  return (
    <div className="flex flex-col gap-4">
      <QueryState query={notes} loading="Caricamento delle note...">
        {({ items }) =>
          items.length === 0 ? (
            <Alert tone="info">Nessuna nota interna.</Alert>
          ) : (
            <ol aria-label="Note interne" className="flex flex-col gap-3">
              {items.map((note) => (
                <li key={note.id} className="flex flex-col gap-1 border-l-2 border-slate-300 pl-3">
                  <NoteItem ticketId={ticketId} note={note} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      <NoteForm ticketId={ticketId} />
    </div>
  );
}
