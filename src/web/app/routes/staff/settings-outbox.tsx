import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { OutboxList } from '../../../features/settings/components/outbox-list';

/** Admin only, under the /settings gate: every e-mail the app queued, sent or could not send. */
export function SettingsOutboxPage() {
  return (
    <>
      <PageHeader
        title="Posta in uscita"
        description="Le e-mail partono da qui: quelle non riuscite o non inviate si possono reinviare."
        actions={
          <Link to="/settings" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Impostazioni
          </Link>
        }
      />
      <OutboxList />
    </>
  );
}
