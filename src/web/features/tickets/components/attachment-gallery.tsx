import { Film } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteAttachment } from '../api/ticket-notes-api';
import type { Ticket } from '../api/ticket-types';
import { useInvalidateTickets } from '../api/tickets-api';
import { AttachmentPicker } from './attachment-picker';
import { usePendingAttachments } from './use-pending-attachments';

/** Files chosen on the staff page go up at once with the form's picker and its progress bars. */
function AddAttachments({ ticketId, onUploaded }: { ticketId: string; onUploaded: () => void }) {
  const pending = usePendingAttachments();
  const invalidate = useInvalidateTickets();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <AttachmentPicker
        items={pending.items}
        error={pending.rejected}
        disabled={busy}
        onAdd={pending.add}
        onRemove={pending.remove}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {pending.hasPending && (
        <Button
          className="self-start"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            const problem = await pending.uploadTo(ticketId);
            await invalidate();
            setBusy(false);
            setFailure(problem);
            if (!problem) onUploaded();
          }}
        >
          Carica allegati
        </Button>
      )}
    </div>
  );
}

/** The ticket's photos as thumbnails (videos by name), each removable, plus new ones. */
export function AttachmentGallery({ ticket }: { ticket: Ticket }) {
  const remove = useDeleteAttachment();
  // A fresh picker after each upload, so the finished files leave the list.
  const [round, setRound] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      {ticket.attachments.length > 0 && (
        <ul aria-label="Allegati" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {ticket.attachments.map((file) => (
            <li key={file.id} className="flex flex-col gap-1 text-sm">
              <a href={file.url} target="_blank" rel="noreferrer" className="block">
                {file.file_type === 'image' ? (
                  <img
                    src={file.url}
                    alt={file.original_name}
                    loading="lazy"
                    className="aspect-square w-full rounded border border-slate-300 object-cover dark:border-slate-700"
                  />
                ) : (
                  <span className="flex aspect-square w-full items-center justify-center rounded border border-slate-300 dark:border-slate-700">
                    <Film className="size-8" aria-hidden="true" />
                    <span className="sr-only">{file.original_name}</span>
                  </span>
                )}
              </a>
              <span className="truncate">{file.original_name}</span>
              <DeleteButton
                what={`l'allegato ${file.original_name}`}
                busy={remove.isPending}
                onDelete={() => remove.mutateAsync(file.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddAttachments key={round} ticketId={ticket.id} onUploaded={() => setRound((n) => n + 1)} />
    </div>
  );
}
