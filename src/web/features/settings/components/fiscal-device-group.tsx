import type { SettingValues } from '../../../../shared/settings';
import { FiscalDeviceSection } from './fiscal-device-section';
import { ReceiptModeSection } from './receipt-mode-section';

/** Settings → Registratore telematico: the device, then when a payment prints on it. */
export function FiscalDeviceGroup({ values }: { values: SettingValues }) {
  return (
    <>
      <FiscalDeviceSection />
      <ReceiptModeSection values={values} />
    </>
  );
}
