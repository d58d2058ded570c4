import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { SelectField } from '../../../components/ui/field';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

const KEYS: SectionKeys = ['cash_drawer_mode'];

/** The drawer's day: one per operator or one for the shop's till (decision 051). */
export function CashDrawerSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Impostazioni della cassa salvate con successo!',
  });
  return (
    <Section title="Cassa">
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <SelectField
          label="Cassetto della cassa"
          hint="Per operatore: ognuno apre, conta e chiude il suo. Unico: una cassa per tutto il negozio."
          error={section.fieldError('cash_drawer_mode')}
          {...section.form.register('cash_drawer_mode')}
        >
          <option value="operatore">Uno per operatore</option>
          <option value="cassa">Unico per il negozio</option>
        </SelectField>
      </SettingsForm>
    </Section>
  );
}
