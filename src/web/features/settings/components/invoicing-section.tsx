import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { useInvoicingSettings } from '../api/invoicing-settings-api';
import { InvoicingForm } from './invoicing-form';

/**
 * Settings → Fatturazione: who issues the invoices, and how they are numbered; what is not saved
 * yet starts from the shop's data of Settings → Negozio (`values`).
 */
export function InvoicingSection({ values }: { values: SettingValues }) {
  const shop = {
    name: values.shop_name,
    vat_number: values.shop_vat_number,
    address: values.shop_address,
  };
  const settings = useInvoicingSettings();
  return (
    <Section
      title="Fatturazione"
      description="I dati fiscali del negozio che compaiono su ogni fattura elettronica. Per emettere servono P.IVA, regime fiscale e indirizzo."
    >
      {settings.isPending && <LoadingBlock label="Caricamento dei dati di fatturazione…" />}
      {settings.isError && <Alert tone="error">{errorMessage(settings.error)}</Alert>}
      {settings.data && <InvoicingForm saved={settings.data} shop={shop} />}
    </Section>
  );
}
