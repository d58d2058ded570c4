import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MONEY_ROLE_MESSAGES, moneyLockedFor } from '../../../../shared/tickets/ticket-money-roles';
import type {
  TicketCreateInput,
  TicketUpdateInput,
} from '../../../../shared/tickets/ticket-schemas';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { customerIdToSend } from '../../../components/ui/customer-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../auth/api/current-user';
import type { Ticket } from '../api/ticket-types';
import { useCreateTicket, useInvalidateTickets, useUpdateTicket } from '../api/tickets-api';
import { AttachmentPicker } from './attachment-picker';
import type { IntakeHandle } from './intake-handle';
import { LazyIntakeChecks } from './lazy-intake-checks';
import { TicketFormFields } from './ticket-form-fields';
import {
  TICKET_FIELDS,
  type TicketFormValues,
  ticketFormDefaults,
  ticketFormSchemas,
} from './ticket-form-values';
import { usePendingAttachments } from './use-pending-attachments';

/** SPEC §8: a short headline, then the seed's sentence with the reason. */
const CREATE_FAILED = {
  title: 'Impossibile creare il ticket',
  prefix: 'Errore durante la creazione del ticket: ',
};
const UPDATE_FAILED = {
  title: 'Impossibile aggiornare il ticket',
  prefix: "Errore durante l'aggiornamento del ticket: ",
};

interface Failure {
  title?: string;
  text: string;
}

// The shared schemas accept loose input (the inputs' strings, extra keys such as status, which
// create strips) and return the API's payload; the form's own value type is narrower.
const createResolver = zodResolver(ticketFormSchemas.create) as unknown as Resolver<
  TicketFormValues,
  unknown,
  TicketCreateInput
>;
const updateResolver = zodResolver(ticketFormSchemas.update) as unknown as Resolver<
  TicketFormValues,
  unknown,
  TicketUpdateInput
>;

interface TicketFormProps {
  /** The ticket to edit; absent to create one. */
  ticket?: Ticket;
  /** After the ticket and its files are saved, with the success message to show. */
  onSaved: (message: string, saved: Ticket) => void;
  onCancel?: () => void;
  /** Staff: the new-ticket form offers the deposit. */
  canTakeDeposit?: boolean;
}

/** Create and edit form (SPEC §2): save, then upload the chosen files, then report. */
export function TicketForm({ ticket, onSaved, onCancel, canTakeDeposit = false }: TicketFormProps) {
  const editing = ticket !== undefined;
  const { role } = useCurrentUser();
  const form = useForm<TicketFormValues, unknown, TicketCreateInput | TicketUpdateInput>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: ticketFormDefaults(ticket),
  });
  const createTicket = useCreateTicket();
  const updateTicket = useUpdateTicket();
  const invalidateTickets = useInvalidateTickets();
  const attachments = usePendingAttachments();
  const [failure, setFailure] = useState<Failure | null>(null);
  // Set when the ticket is saved but a file failed: the ticket exists, only files remain.
  const [savedTicket, setSavedTicket] = useState<Ticket | null>(null);
  const [busy, setBusy] = useState(false);
  const intake = useRef<IntakeHandle>({});

  async function save(payload: TicketCreateInput | TicketUpdateInput): Promise<Ticket | null> {
    if (savedTicket) return savedTicket;
    try {
      return ticket
        ? await updateTicket.mutateAsync({ id: ticket.id, changes: payload as TicketUpdateInput })
        : await createTicket.mutateAsync(payload as TicketCreateInput);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, TICKET_FIELDS);
      const { title, prefix } = editing ? UPDATE_FAILED : CREATE_FAILED;
      setFailure({ title, text: `${prefix}${message}` });
      return null;
    }
  }

  const submit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    setBusy(true);
    try {
      const customerId = customerIdToSend(form.getValues('customer_id'), ticket?.customer_id);
      const saved = await save({
        ...parsed,
        customer_id: customerId,
        ...intake.current.payload?.(),
      });
      if (!saved) return;
      const uploadFailure =
        (attachments.hasPending ? await attachments.uploadTo(saved.id) : null) ??
        (await intake.current.afterSave?.(saved.id)) ??
        null;
      if (attachments.items.length > 0) await invalidateTickets();
      if (uploadFailure) {
        setSavedTicket(saved);
        setFailure({ text: uploadFailure });
        return;
      }
      onSaved(
        editing
          ? `Ticket ${saved.ticket_number} aggiornato con successo!`
          : `Ticket ${saved.ticket_number} creato con successo!`,
        saved,
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TicketFormFields
        form={form}
        editing={editing}
        canTakeDeposit={canTakeDeposit}
        priceLocked={ticket && moneyLockedFor(ticket, role) ? MONEY_ROLE_MESSAGES.price : undefined}
      />
      <AttachmentPicker
        items={attachments.items}
        error={attachments.rejected}
        disabled={busy}
        onAdd={attachments.add}
        onRemove={attachments.remove}
      />
      {!editing && canTakeDeposit && <LazyIntakeChecks handle={intake} />}
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.text}
        </Alert>
      )}
      <StatusRegion>
        {savedTicket && (
          <Alert tone="success">
            {`Ticket ${savedTicket.ticket_number} salvato. Riprova il caricamento dei file o torna alla lista.`}
          </Alert>
        )}
      </StatusRegion>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {savedTicket ? 'Riprova il caricamento' : editing ? 'Salva modifiche' : 'Crea ticket'}
        </Button>
        {onCancel && !savedTicket && (
          <Button variant="secondary" onClick={onCancel}>
            Annulla
          </Button>
        )}
        {savedTicket && (
          <Link to="/tickets" className={buttonClass('secondary')}>
            Torna alla lista
          </Link>
        )}
      </div>
    </form>
  );
}
