import type { SettingValues } from '../../../../shared/settings';
import { ChoiceSettingSection } from './choice-setting-section';

/** The drawer's day: one per operator or one for the shop's till (decision 051). */
export function CashDrawerSection({ values }: { values: SettingValues }) {
  return (
    <ChoiceSettingSection
      values={values}
      setting="cash_drawer_mode"
      title="Cassa"
      label="Cassetto della cassa"
      hint="Per operatore: ognuno apre, conta e chiude il suo. Unico: una cassa per tutto il negozio."
      successMessage="Impostazioni della cassa salvate con successo!"
      options={[
        { value: 'operatore', label: 'Uno per operatore' },
        { value: 'cassa', label: 'Unico per il negozio' },
      ]}
    />
  );
}
