import { RECEIPT_MODE_LABELS, RECEIPT_MODES } from '../../../../shared/receipts/receipt-mode';
import type { SettingValues } from '../../../../shared/settings';
import { ChoiceSettingSection } from './choice-setting-section';

/** When *Incassa* prints the documento commerciale: always, on request, never. */
export function ReceiptModeSection({ values }: { values: SettingValues }) {
  return (
    <ChoiceSettingSection
      values={values}
      setting="receipt_mode"
      title="Documento commerciale al pagamento"
      label="Documento commerciale al pagamento"
      hint="Con «Chiedi» la finestra Incassa chiede se emettere il documento commerciale o la fattura."
      successMessage="Impostazione del documento commerciale salvata"
      options={RECEIPT_MODES.map((mode) => ({ value: mode, label: RECEIPT_MODE_LABELS[mode] }))}
    />
  );
}
