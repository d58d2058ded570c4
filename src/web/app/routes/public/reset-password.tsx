import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PublicFrame } from '../../../components/layout/public-frame';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import {
  type ResetPasswordValues,
  resetPassword,
  resetPasswordSchema,
} from '../../../features/auth/api/password-reset-api';
import { errorMessage } from '../../../lib/api-fetch';

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/** The page the reset e-mail links to: a new password, typed twice. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword(token, newPassword);
      setOutcome({
        ok: true,
        message: 'Password reimpostata. Ora puoi accedere con quella nuova.',
      });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  });

  return (
    <PublicFrame>
      <PageHeader title="Scegli una nuova password" />
      {outcome?.ok ? (
        <StatusRegion>
          <Alert tone="success">{outcome.message}</Alert>
          <p className="mt-4">
            <Link to="/login" className={LINK}>
              Vai all'accesso
            </Link>
          </p>
        </StatusRegion>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <RequiredNote />
          <NewPasswordFields
            password={{ error: formState.errors.newPassword?.message, ...register('newPassword') }}
            confirm={{ error: formState.errors.confirm?.message, ...register('confirm') }}
          />
          {outcome && (
            <Alert tone="error">
              {outcome.message}{' '}
              <Link to="/forgot-password" className={LINK}>
                Chiedi un nuovo link
              </Link>
            </Alert>
          )}
          <div>
            <Button type="submit" busy={formState.isSubmitting}>
              Salva la nuova password
            </Button>
          </div>
        </form>
      )}
    </PublicFrame>
  );
}
