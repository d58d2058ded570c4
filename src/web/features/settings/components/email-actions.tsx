import { MailCheck, SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  type OldTicketsReason,
  OUTBOX_STATUS_LABELS,
  type TestEmailResult,
} from '../../../../shared/outbox';
import { plural } from '../../../../shared/plural';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useCheckOldTickets, useSendTestEmail } from '../api/notifications-api';

const OLD_CHECK_FAILED = 'Impossibile controllare i ticket vecchi';

const TEST_EMAIL_SENT = "E-mail di prova inviata all'indirizzo amministratore.";

/** Why the test e-mail did not leave: its outbox state and the SMTP server's answer. */
function testEmailFailure(result: TestEmailResult): string {
  const state = `Stato: ${OUTBOX_STATUS_LABELS[result.status]}.`;
  return result.error ? `${state} ${result.error}` : state;
}

/** SPEC §8: one message when a notice went out, one when none was found or it is switched off. */
const OLD_CHECK_MESSAGES: Record<OldTicketsReason, (count: number) => string> = {
  sent: (count) =>
    `Avviso inviato all'indirizzo amministratore: ${plural(count, 'ticket aperto', 'ticket aperti')} da troppi giorni.`,
  queued: (count) =>
    `Avviso messo in coda (${plural(count, 'ticket aperto', 'ticket aperti')} da troppi giorni): partirà quando il server di posta sarà configurato.`,
  already_sent_today: () =>
    "Nessun nuovo avviso: quello di oggi è già stato inviato all'indirizzo amministratore.",
  none_found: () => 'Nessun avviso inviato: non ci sono ticket vecchi da segnalare.',
  disabled: () =>
    "Nessun avviso inviato: l'avviso dei ticket vecchi è disattivato o manca l'indirizzo amministratore.",
};

/** Actions on the saved settings: they use the saved admin address, not the unsaved form. */
export function EmailActions() {
  const testEmail = useSendTestEmail();
  const oldCheck = useCheckOldTickets();
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-300 pt-4 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Le azioni usano le impostazioni salvate. Ogni messaggio compare nella{' '}
        <Link
          to="/settings/outbox"
          className="font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
        >
          posta in uscita
        </Link>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={testEmail.isPending} onClick={() => testEmail.mutate()}>
          <MailCheck className="size-4" aria-hidden="true" />
          Invia e-mail di prova
        </Button>
        <Button variant="secondary" busy={oldCheck.isPending} onClick={() => oldCheck.mutate()}>
          <SearchCheck className="size-4" aria-hidden="true" />
          Controlla ora i ticket vecchi
        </Button>
      </div>
      {testEmail.isError && <Alert tone="error">{errorMessage(testEmail.error)}</Alert>}
      {testEmail.data && !testEmail.data.sent && (
        <Alert tone="error" title="E-mail di prova non inviata">
          {testEmailFailure(testEmail.data)}
        </Alert>
      )}
      {oldCheck.isError && <Alert tone="error">{OLD_CHECK_FAILED}</Alert>}
      <StatusRegion>
        {testEmail.data?.sent && <Alert tone="success">{TEST_EMAIL_SENT}</Alert>}
        {oldCheck.data && (
          <Alert tone={oldCheck.data.sent ? 'success' : 'info'}>
            {OLD_CHECK_MESSAGES[oldCheck.data.reason](oldCheck.data.count)}
          </Alert>
        )}
      </StatusRegion>
    </div>
  );
}
