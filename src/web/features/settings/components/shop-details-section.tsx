import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { TextField } from '../../../components/ui/field';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

const KEYS: SectionKeys = [
  'shop_name',
  'shop_address',
  'shop_vat_number',
  'shop_phone',
  'shop_whatsapp',
  'shop_email',
  'shop_opening_hours',
  'shop_website',
  'shop_privacy_url',
];

/** The shop as the public pages, the print sheet and the e-mails present it. */
export function ShopDetailsSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Dati del negozio salvati con successo!',
  });
  const { register } = form;
  return (
    <Section
      title="Dati del negozio"
      description="Compaiono nelle pagine pubbliche, nella scheda stampata e nelle e-mail."
    >
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nome del negozio"
            autoComplete="organization"
            error={fieldError('shop_name')}
            {...register('shop_name')}
          />
          <TextField
            label="Indirizzo"
            autoComplete="street-address"
            error={fieldError('shop_address')}
            {...register('shop_address')}
          />
          <TextField
            label="Partita IVA"
            hint="11 cifre; la cifra di controllo viene verificata."
            error={fieldError('shop_vat_number')}
            {...register('shop_vat_number')}
          />
          <TextField
            label="Telefono"
            type="tel"
            autoComplete="tel"
            hint="Con il prefisso internazionale, ad esempio +39 333 123 4567."
            error={fieldError('shop_phone')}
            {...register('shop_phone')}
          />
          <TextField
            label="Numero WhatsApp"
            type="tel"
            hint="Vuoto: i clienti scrivono al telefono del negozio."
            error={fieldError('shop_whatsapp')}
            {...register('shop_whatsapp')}
          />
          <TextField
            label="Email del negozio"
            type="email"
            autoComplete="email"
            error={fieldError('shop_email')}
            {...register('shop_email')}
          />
          <TextField
            label="Orari di apertura"
            hint="Ad esempio: lun–ven 9–13 e 15–19, sab 9–13."
            error={fieldError('shop_opening_hours')}
            {...register('shop_opening_hours')}
          />
          <TextField
            label="Sito web"
            type="url"
            placeholder="https://"
            error={fieldError('shop_website')}
            {...register('shop_website')}
          />
          <TextField
            label="Link all'informativa sulla privacy"
            type="url"
            placeholder="https://"
            error={fieldError('shop_privacy_url')}
            {...register('shop_privacy_url')}
          />
        </div>
      </SettingsForm>
    </Section>
  );
}
