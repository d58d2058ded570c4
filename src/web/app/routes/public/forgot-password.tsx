import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/auth-rules';
import { PageHeader } from '../../../components/layout/page-header';
import { PublicFrame } from '../../../components/layout/public-frame';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import {
  forgotPasswordSchema,
  requestPasswordReset,
} from '../../../features/auth/api/password-reset-api';
import { errorMessage } from '../../../lib/api-fetch';
import { fetchPublicShop } from '../../../lib/public-shop';

const ASK_AN_ADMIN =
  'Chiedi a un amministratore di impostarti una nuova password dalla pagina Utenti: le tue sessioni aperte verranno chiuse.';
const SENT = `Se l'indirizzo corrisponde a un account, riceverai un'e-mail con il link per scegliere una nuova password. Il link vale ${PASSWORD_RESET_MINUTES} minuti e una sola volta.`;

/** "Password dimenticata?": a link by e-mail when the shop has a mail server, else an admin. */
export function ForgotPasswordPage() {
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchPublicShop(controller.signal).then(
      (shop) => setByEmail(shop.password_reset_by_email),
      () => setByEmail(false),
    );
    return () => controller.abort();
  }, []);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setOutcome({ ok: true, message: SENT });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  });

  return (
    <PublicFrame>
      <PageHeader title="Password dimenticata" />
      {byEmail === null && <LoadingBlock />}
      {byEmail === false && <p className="max-w-md">{ASK_AN_ADMIN}</p>}
      {byEmail && (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {outcome && !outcome.ok && <Alert tone="error">{outcome.message}</Alert>}
          <StatusRegion>
            {outcome?.ok && <Alert tone="success">{outcome.message}</Alert>}
          </StatusRegion>
          <div>
            <Button type="submit" busy={form.formState.isSubmitting}>
              Invia il link
            </Button>
          </div>
        </form>
      )}
      <p className="mt-6">
        <Link to="/login" className="text-blue-700 underline underline-offset-2 dark:text-sky-300">
          Torna all'accesso
        </Link>
      </p>
    </PublicFrame>
  );
}
