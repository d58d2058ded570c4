import { type FormEvent, useState } from 'react';
import { normalizeTotpCode, totpCodeError } from '../../../../shared/login-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useConfirmTwoFactor } from '../api/account-api';

interface TwoFactorConfirmProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/** The last enrolment step: a first code from the app proves it is set up. */
export function TwoFactorConfirm({ onConfirmed, onCancel }: TwoFactorConfirmProps) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = normalizeTotpCode(code);
    const error = totpCodeError(digits);
    setInvalid(error);
    if (!error) confirm.mutate(digits, { onSuccess: onConfirmed });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex max-w-md flex-col gap-4">
      <p>2. Inserisci il codice a 6 cifre che l'app mostra ora.</p>
      <TextField
        label="Codice di verifica"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={invalid ?? undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {confirm.isError && <Alert tone="error">{errorMessage(confirm.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={confirm.isPending}>
          Verifica e attiva
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
