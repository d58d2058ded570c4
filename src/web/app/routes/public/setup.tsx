import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/errors/error-box';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoading } from '../../../components/layout/page-loading';
import { PublicFrame } from '../../../components/layout/public-frame';
import { Alert } from '../../../components/ui/alert';
import { useSetupNeeded } from '../../../features/setup/api/use-setup-needed';
import { SetupForm } from '../../../features/setup/components/setup-form';
import { errorMessage } from '../../../lib/api-fetch';
import type { LoginNotice } from './login';

/** First run: creates the first admin with the link printed on the server console. */
export function SetupPage() {
  const needed = useSetupNeeded();
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();

  const created: LoginNotice = { notice: 'Account amministratore creato. Ora puoi accedere.' };

  return (
    <PublicFrame>
      <PageHeader
        title="Configurazione iniziale"
        description="Crea il primo account amministratore di Sportello."
      />
      <div className="max-w-md">
        {needed === null ? (
          <PageLoading />
        ) : needed instanceof Error ? (
          <ErrorBox message={errorMessage(needed)} onRetry={() => window.location.reload()} />
        ) : !needed ? (
          <Alert tone="info">
            La configurazione iniziale è già stata completata.{' '}
            <Link to="/login" className="font-medium underline underline-offset-2">
              Vai all'accesso
            </Link>
          </Alert>
        ) : token ? (
          <SetupForm token={token} onCreated={() => navigate('/login', { state: created })} />
        ) : (
          <Alert tone="error">
            Link di configurazione non valido: apri il link completo stampato nella console del
            server.
          </Alert>
        )}
      </div>
    </PublicFrame>
  );
}
