import { useState } from 'react';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useSaveSdiSettings, useSdiSettings } from '../api/sdi-settings-api';
import { SdiForm } from './sdi-form';

/** Settings → Invio allo SDI: how issued invoices reach the SDI (decision 045). */
export function SdiSection() {
  const settings = useSdiSettings();
  const save = useSaveSdiSettings();
  // Each save starts the form again from what the server keeps: secrets back to «impostate».
  const [saves, setSaves] = useState(0);
  return (
    <Section
      title="Invio allo SDI"
      description="Il canale da cui le fatture elettroniche partono verso il Sistema di Interscambio e da cui tornano le sue notifiche."
    >
      {settings.isPending && <LoadingBlock label="Caricamento del canale SDI…" />}
      {settings.isError && <Alert tone="error">{errorMessage(settings.error)}</Alert>}
      {settings.data && (
        <SdiForm
          key={saves}
          saved={settings.data}
          save={save}
          onSaved={() => setSaves((n) => n + 1)}
        />
      )}
    </Section>
  );
}
