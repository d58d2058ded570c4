import { useState } from 'react';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useMailServer, useRemoveMailServer, useSaveMailServer } from '../api/mail-server-api';
import { MailServerForm } from './mail-server-form';

const ENV_WINS =
  'Le e-mail partono dal server indicato dalla variabile SMTP_URL del server, che ha la precedenza: i dati qui sotto restano salvati ma non vengono usati finché SMTP_URL è impostata.';
const NO_SERVER =
  'Nessun server di posta: le e-mail restano nella posta in uscita e partono appena ne salvi uno.';

/** The outgoing mail server (Settings → E-mail), with its own form and save. */
export function MailServerSection() {
  const server = useMailServer();
  const save = useSaveMailServer();
  const remove = useRemoveMailServer();
  const [confirming, setConfirming] = useState(false);
  return (
    <Section
      title="Server di posta"
      description="Il server SMTP da cui partono le e-mail ai clienti e all'amministratore (lo indica il fornitore della casella)."
    >
      {server.isPending && <LoadingBlock label="Caricamento del server di posta…" />}
      {server.isError && <Alert tone="error">{errorMessage(server.error)}</Alert>}
      {server.data && (
        <div className="flex flex-col gap-4">
          {server.data.source === 'env' && <Alert tone="info">{ENV_WINS}</Alert>}
          {server.data.source === 'none' && <Alert tone="warning">{NO_SERVER}</Alert>}
          {/* After a removal the form starts again empty. */}
          <MailServerForm
            key={server.data.saved ? 'saved' : 'none'}
            saved={server.data.saved}
            save={save}
          />
          {server.data.saved && (
            <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
              Rimuovi server di posta
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Rimuovere il server di posta?"
        message="Le e-mail resteranno nella posta in uscita finché non salvi un altro server."
        confirmLabel="Rimuovi"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              save.reset();
              setConfirming(false);
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
