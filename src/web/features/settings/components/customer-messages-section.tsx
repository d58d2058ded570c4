import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useCustomerMessages } from '../api/customer-messages-api';
import { CustomerMessagesForm } from './customer-messages-form';

/** Settings → Messaggi ai clienti: what customers are told at each status, and the reminders. */
export function CustomerMessagesSection() {
  const messages = useCustomerMessages();
  return (
    <Section
      title="Messaggi ai clienti"
      description="L’e-mail e il messaggio WhatsApp che il cliente riceve a ogni stato del ticket, e i promemoria automatici. Solo messaggi di servizio, nessuna promozione."
    >
      {messages.isPending && <LoadingBlock label="Caricamento dei messaggi ai clienti…" />}
      {messages.isError && <Alert tone="error">{errorMessage(messages.error)}</Alert>}
      {messages.data && <CustomerMessagesForm saved={messages.data} />}
    </Section>
  );
}
