import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PublicFrame } from '../../../components/layout/public-frame';
import { Alert } from '../../../components/ui/alert';
import { fetchSetupStatus } from '../../../features/setup/api/setup-api';
import { SetupForm } from '../../../features/setup/components/setup-form';
import type { LoginNotice } from './login';

export const setupLoader = fetchSetupStatus;

/** First run: creates the first admin with the link printed on the server console. */
export function SetupPage() {
  const { needed } = useLoaderData<typeof setupLoader>();
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
        {!needed ? (
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
