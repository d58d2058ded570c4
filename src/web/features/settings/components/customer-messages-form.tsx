import { useState } from 'react';
import type {
  CustomerMessages,
  Reminders,
  StatusMessage,
} from '../../../../shared/customer-messages/customer-messages';
import { defaultStatusMessage } from '../../../../shared/customer-messages/default-messages';
import { TICKET_STATUSES, type TicketStatus } from '../../../../shared/tickets/ticket-status';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useSaveCustomerMessages } from '../api/customer-messages-api';
import { useReportUnsaved } from '../hooks/unsaved-sections';
import { MessagePreviewPanel } from './message-preview';
import { ReminderFields, type ReminderTexts, reminderTexts } from './reminder-fields';
import { StatusMessageFields } from './status-message-fields';

/** Every status's texts and the reminders, edited one status at a time and saved together. */
export function CustomerMessagesForm({ saved }: { saved: CustomerMessages }) {
  const save = useSaveCustomerMessages();
  const [messages, setMessages] = useState(saved.messages);
  const [reminders, setReminders] = useState<ReminderTexts>(() => reminderTexts(saved.reminders));
  const [status, setStatus] = useState<TicketStatus>('Pronto per il ritiro');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const current = messages[status] ?? defaultStatusMessage(status);
  const dirty =
    JSON.stringify(messages) !== JSON.stringify(saved.messages) ||
    JSON.stringify(reminders) !== JSON.stringify(reminderTexts(saved.reminders));
  useReportUnsaved(dirty);

  const change = (next: StatusMessage) => {
    setMessages({ ...messages, [status]: next });
    setOutcome(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setServerErrors({});
    const numbers = Object.fromEntries(
      Object.entries(reminders).map(([key, text]) => [key, Number(text.trim() || Number.NaN)]),
    ) as Reminders;
    try {
      const answer = await save.mutateAsync({ messages, reminders: numbers });
      setMessages(answer.messages);
      setReminders(reminderTexts(answer.reminders));
      setOutcome({ ok: true, message: 'Messaggi ai clienti salvati con successo!' });
    } catch (failure) {
      if (isApiError(failure)) setServerErrors(failure.fieldErrors);
      setOutcome({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <SelectField
        label="Stato del ticket"
        hint="Scegli lo stato di cui modificare i messaggi."
        value={status}
        onChange={(event) => setStatus(event.target.value as TicketStatus)}
      >
        {TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <StatusMessageFields
        status={status}
        message={current}
        serverErrors={serverErrors}
        onChange={change}
        onRestore={() => change(defaultStatusMessage(status))}
      />
      <MessagePreviewPanel status={status} subject={current.subject} body={current.body} />
      <ReminderFields
        values={reminders}
        serverErrors={serverErrors}
        onChange={(next) => {
          setReminders(next);
          setOutcome(null);
        }}
      />
      {outcome && !outcome.ok && <Alert tone="error">{outcome.message}</Alert>}
      <StatusRegion>{outcome?.ok && <Alert tone="success">{outcome.message}</Alert>}</StatusRegion>
      <div>
        <Button type="submit" busy={save.isPending}>
          Salva messaggi ai clienti
        </Button>
      </div>
    </form>
  );
}
