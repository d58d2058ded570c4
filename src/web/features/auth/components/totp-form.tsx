import { type FormEvent, useCallback, useState } from 'react';
import { normalizeTotpCode, totpCodeError } from '../../../../shared/login-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { verifyBackupCode, verifyTotp } from '../api/auth-api';

interface TotpFormProps {
  onVerified: () => void;
  onCancel: () => void;
}

type Mode = 'app' | 'backup';

/** The second sign-in step: the 6-digit code from the app, or a backup code. */
export function TotpForm({ onVerified, onCancel }: TotpFormProps) {
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  // The previous form (or field) just disappeared: put focus where the person types next.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  function fail(message: string) {
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }

  function switchMode() {
    setMode(mode === 'app' ? 'backup' : 'app');
    setCode('');
    setFailure(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const value = mode === 'app' ? normalizeTotpCode(code) : code.trim();
    const invalid = mode === 'app' ? totpCodeError(value) : value ? null : 'Inserisci un codice';
    if (invalid) {
      fail(invalid);
      return;
    }
    setPending(true);
    try {
      await (mode === 'app' ? verifyTotp(value) : verifyBackupCode(value));
      onVerified();
    } catch (error) {
      fail(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Verifica in due passaggi</h2>
      <TextField
        key={mode}
        ref={focusOnMount}
        label={mode === 'app' ? 'Codice di verifica' : 'Codice di riserva'}
        hint={
          mode === 'app'
            ? "Inserisci il codice a 6 cifre mostrato dall'app di autenticazione."
            : 'Ogni codice di riserva vale per un solo accesso.'
        }
        name="code"
        inputMode={mode === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && (
        <Alert key={failure.attempt} tone="error">
          {failure.message}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={pending} className="flex-1">
          Verifica
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
      </div>
      <button
        type="button"
        onClick={switchMode}
        className="self-start text-sm font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
      >
        {mode === 'app' ? 'Usa un codice di riserva' : "Usa il codice dell'app"}
      </button>
    </form>
  );
}
