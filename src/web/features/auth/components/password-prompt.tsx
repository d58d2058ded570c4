import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

interface PasswordPromptProps {
  submitLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}

/** Asks for the current password before a security change. */
export function PasswordPrompt({
  submitLabel,
  variant,
  busy,
  error,
  onSubmit,
}: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') onSubmit(password);
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <TextField
        label="Password del tuo account"
        type="password"
        autoComplete="current-password"
        hint="Serve a confermare che sei tu."
        error={missing ? 'Inserisci la password' : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" variant={variant} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
