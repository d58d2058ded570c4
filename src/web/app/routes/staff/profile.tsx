import { ROLE_LABELS } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { mustEnrolTwoFactor } from '../../../features/auth/api/me';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { TwoFactorSection } from '../../../features/auth/components/two-factor-section';

/** Everyone signed in: own account, password and two-factor sign-in. */
export function ProfilePage() {
  const me = useCurrentUser();
  return (
    <>
      <PageHeader title="Profilo" />
      {mustEnrolTwoFactor(me) && (
        <Alert tone="warning" title="Verifica in due passaggi obbligatoria" className="mb-6">
          L'amministratore richiede la verifica in due passaggi per il tuo account. Attivala qui
          sotto per continuare a usare Sportello.
        </Alert>
      )}
      <Section title="Il tuo account">
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-medium">Email</dt>
          <dd>{me.email}</dd>
          <dt className="font-medium">Nome</dt>
          <dd>{me.name || '—'}</dd>
          <dt className="font-medium">Ruolo</dt>
          <dd>{ROLE_LABELS[me.role]}</dd>
        </dl>
      </Section>
      <Section
        title="Verifica in due passaggi"
        description="Protegge l'accesso anche se qualcuno scopre la tua password."
      >
        <TwoFactorSection enabled={me.two_factor_enabled} />
      </Section>
      <Section title="Cambia password">
        <ChangePasswordForm />
      </Section>
    </>
  );
}
