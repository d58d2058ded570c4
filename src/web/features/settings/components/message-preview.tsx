import { useState } from 'react';
import { placeholderError } from '../../../../shared/customer-messages/placeholders';
import type { TicketStatus } from '../../../../shared/tickets/ticket-status';
import { Alert } from '../../../components/ui/alert';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { errorMessage } from '../../../lib/api-fetch';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  type PreviewRequest,
  searchTickets,
  TICKET_PICK_KEY,
  useMessagePreview,
} from '../api/customer-messages-api';
import { MessagePreviewFrame } from './message-preview-frame';

interface MessagePreviewPanelProps {
  status: TicketStatus;
  subject: string;
  body: string;
}

/**
 * The e-mail being written, on a ticket the admin picks, rendered by the server with the very
 * function that sends it: subject, text and the HTML as a mail client shows it (sandboxed, under
 * the policy of its own page: message-preview-frame.tsx).
 */
export function MessagePreviewPanel({ status, subject, body }: MessagePreviewPanelProps) {
  const [ticket, setTicket] = useState({ id: '', label: '' });
  const texts = useDebouncedValue({ subject, body }, 400);
  const valid =
    texts.subject.trim() !== '' &&
    texts.body.trim() !== '' &&
    !placeholderError(texts.subject) &&
    !placeholderError(texts.body);
  const request = ticket.id && valid ? { status, ticket_id: ticket.id, ...texts } : null;
  const preview = useMessagePreview(request);
  // While the texts are being corrected the last good preview stays, as its subject does.
  const [shown, setShown] = useState<PreviewRequest | null>(null);
  if (request && JSON.stringify(request) !== JSON.stringify(shown)) setShown(request);
  return (
    <section aria-labelledby="message-preview-title" className="flex flex-col gap-3">
      <h3 id="message-preview-title" className="font-semibold">
        Anteprima dell’e-mail
      </h3>
      <SearchCombobox
        label="Ticket per l’anteprima"
        hint="Cerca per numero, cliente o dispositivo: l’anteprima usa i suoi dati reali."
        value={ticket.id}
        valueLabel={ticket.label}
        queryKey={TICKET_PICK_KEY}
        search={searchTickets}
        onChange={(option) => setTicket({ id: option?.value ?? '', label: option?.label ?? '' })}
      />
      {preview.isError && <Alert tone="error">{errorMessage(preview.error)}</Alert>}
      {preview.data && (
        <div className="flex flex-col gap-2 rounded-md border border-slate-300 p-3 dark:border-slate-700">
          <p>
            <span className="font-medium">Oggetto: </span>
            <span>{preview.data.subject}</span>
          </p>
          {shown && <MessagePreviewFrame request={shown} />}
          <details>
            <summary className="cursor-pointer text-sm font-medium">Versione solo testo</summary>
            <pre className="mt-2 text-sm whitespace-pre-wrap">{preview.data.text}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
