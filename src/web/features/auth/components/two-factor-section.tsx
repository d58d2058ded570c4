import { type ReactNode, useState } from 'react';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-fetch';
import { type TwoFactorSetup, useDisableTwoFactor, useStartTwoFactor } from '../api/account-api';
import { PasswordPrompt } from './password-prompt';
import { TwoFactorConfirm } from './two-factor-confirm';
import { TwoFactorDetails } from './two-factor-details';

/**
 * Status and management of two-factor sign-in: password → QR, key and backup codes
 * → first code from the app (which turns it on); or password → off.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<string | null>(null);

  let body: ReactNode;
  if (enabled) {
    body = (
      <>
        <p className="mb-4">Per disattivarla, conferma la password.</p>
        <PasswordPrompt
          submitLabel="Disattiva la verifica in due passaggi"
          variant="danger"
          busy={disable.isPending}
          error={disable.isError ? errorMessage(disable.error) : null}
          onSubmit={(password) =>
            disable.mutate(password, {
              onSuccess: () => setDone('Verifica in due passaggi disattivata.'),
            })
          }
        />
      </>
    );
  } else if (setup) {
    body = (
      <>
        <TwoFactorDetails totpURI={setup.totpURI} backupCodes={setup.backupCodes} />
        <TwoFactorConfirm
          onConfirmed={() => {
            setSetup(null);
            setDone('Verifica in due passaggi attivata.');
          }}
          onCancel={() => setSetup(null)}
        />
      </>
    );
  } else {
    body = (
      <>
        <p className="mb-4">
          A ogni accesso, oltre alla password, ti verrà chiesto un codice generato da un'app sul tuo
          telefono. Per iniziare, conferma la password.
        </p>
        <PasswordPrompt
          submitLabel="Attiva la verifica in due passaggi"
          busy={start.isPending}
          error={start.isError ? errorMessage(start.error) : null}
          onSubmit={(password) =>
            start.mutate(password, {
              onSuccess: (result) => {
                setDone(null);
                setSetup(result);
              },
            })
          }
        />
      </>
    );
  }

  // The status line and the live region keep their place, so changes are announced.
  return (
    <>
      <p className="mb-4">
        Stato: <strong>{enabled ? 'Attiva' : 'Non attiva'}</strong>
      </p>
      <StatusRegion>
        {done && (
          <Alert tone="success" className="mb-4">
            {done}
          </Alert>
        )}
      </StatusRegion>
      {body}
    </>
  );
}
