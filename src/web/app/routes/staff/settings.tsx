import { Mail, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/errors/error-box';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useSettings } from '../../../features/settings/api/settings-api';
import { SettingsSections } from '../../../features/settings/components/settings-sections';
import { errorMessage } from '../../../lib/api-fetch';

export { prefetchSettings as prefetchPage } from '../../../features/settings/api/settings-api';

/** Admin only (the route gate shows everyone else the SPEC §6 denial). */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader
        title="Impostazioni"
        description="Negozio, e-mail, valori predefiniti e testi. Ogni sezione si salva da sola."
        actions={
          <nav aria-label="Altre impostazioni" className="flex flex-wrap gap-2">
            <Link to="/users" className={buttonClass('secondary')}>
              <Users className="size-4" aria-hidden="true" />
              Utenti e sicurezza dell'accesso
            </Link>
            <Link to="/settings/outbox" className={buttonClass('secondary')}>
              <Mail className="size-4" aria-hidden="true" />
              Posta in uscita
            </Link>
          </nav>
        }
      />
      {settings.isPending && <LoadingBlock rowClassName="h-40 w-full" />}
      {settings.isError && (
        <ErrorBox message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      )}
      {settings.isSuccess && <SettingsSections values={settings.data} />}
    </>
  );
}
