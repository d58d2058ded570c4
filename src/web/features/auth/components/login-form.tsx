import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { loginInputError } from '../../../../shared/login-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { type SignInOutcome, signInWithEmail } from '../api/auth-api';

interface LoginFormProps {
  onSignedIn: (outcome: SignInOutcome) => void;
}

/** Email and password, checked with the same rules as the server before sending. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  // Each attempt remounts the alert, so the same message is announced again.
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);

  function fail(message: string) {
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const inputError = loginInputError(email, password);
    if (inputError) {
      fail(inputError);
      return;
    }
    setPending(true);
    try {
      onSignedIn(await signInWithEmail(email, password));
    } catch (error) {
      fail(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && (
        <Alert key={failure.attempt} tone="error">
          {failure.message}
        </Alert>
      )}
      <Button type="submit" busy={pending}>
        Accedi
      </Button>
      <Link
        to="/forgot-password"
        className="self-center text-sm text-blue-700 underline underline-offset-2 dark:text-sky-300"
      >
        Password dimenticata?
      </Link>
    </form>
  );
}
