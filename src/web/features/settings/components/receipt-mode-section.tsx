import { RECEIPT_MODE_LABELS, RECEIPT_MODES } from '../../../../shared/receipts/receipt-mode';
import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { SelectField } from '../../../components/ui/field';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

const KEYS: SectionKeys = ['receipt_mode'];

/** When *Incassa* prints the documento commerciale: always, on request, never. */
export function ReceiptModeSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Impostazione del documento commerciale salvata',
  });
  return (
    <Section title="Documento commerciale al pagamento">
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <SelectField
          label="Documento commerciale al pagamento"
          hint="Con «Chiedi» la finestra Incassa chiede se emettere il documento commerciale o la fattura."
          error={section.fieldError('receipt_mode')}
          {...section.form.register('receipt_mode')}
        >
          {RECEIPT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {RECEIPT_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
      </SettingsForm>
    </Section>
  );
}
