import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { PublicFooter } from '../../../components/layout/footer';
import { Alert } from '../../../components/ui/alert';
import { LoginForm } from '../../../features/auth/components/login-form';
import { TotpForm } from '../../../features/auth/components/totp-form';
import { FirstRunHint } from '../../../features/setup/components/first-run-hint';
import { safeNextPath } from '../../../lib/safe-next';

/** Set by pages that send the person here with something to say (e.g. after setup). */
export interface LoginNotice {
  notice?: string;
}

export function LoginPage() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginNotice | null)?.notice;

  const finish = () => navigate(safeNextPath(params.get('next')), { replace: true });

  return (
    <div className="flex min-h-dvh flex-col">
      <title>Accedi · Sportello</title>
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="flex w-full max-w-sm flex-col gap-6 rounded-lg border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <div className="flex flex-col items-center gap-1 text-center">
            <h1>
              <Brand className="text-3xl" />
            </h1>
            <p className="text-sm text-slate-700 dark:text-slate-300">Versione {__APP_VERSION__}</p>
          </div>
          {notice && step === 'password' && <Alert tone="success">{notice}</Alert>}
          {step === 'password' && <FirstRunHint />}
          {step === 'password' ? (
            <LoginForm
              onSignedIn={(outcome) => (outcome === 'two-factor' ? setStep('code') : finish())}
            />
          ) : (
            <TotpForm onVerified={finish} onCancel={() => setStep('password')} />
          )}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
