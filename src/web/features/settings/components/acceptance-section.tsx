import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useChecklistSettings } from '../api/checklists-api';
import { useSettingsSection } from '../hooks/use-settings-section';
import { ChecklistEditor } from './checklist-editor';
import { SettingSwitch, SettingsForm } from './settings-form';

/** Settings → Accettazione: the device checks per kind and the public form's signature. */
export function AcceptanceSection({ values }: { values: SettingValues }) {
  const checklists = useChecklistSettings();
  const section = useSettingsSection({
    keys: ['public_intake_signature_required'],
    values,
    successMessage: 'Impostazioni della firma salvate con successo!',
  });
  return (
    <>
      <Section
        title="Accettazione"
        description="I controlli del dispositivo proposti all’accettazione e al ritiro, per tipo di dispositivo, nell’ordine in cui compaiono."
      >
        {checklists.isPending && <LoadingBlock label="Caricamento delle checklist…" />}
        {checklists.isError && <Alert tone="error">{errorMessage(checklists.error)}</Alert>}
        {checklists.data && <ChecklistEditor saved={checklists.data} />}
      </Section>
      <Section title="Firma nel modulo online">
        <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
          <SettingSwitch
            control={section.form.control}
            name="public_intake_signature_required"
            label="Richiedi la firma del cliente nel modulo online"
            description="Se disattivata, il cliente può firmare ma non è obbligato."
          />
        </SettingsForm>
      </Section>
    </>
  );
}
