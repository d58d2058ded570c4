import type { SettingKey, SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { TextAreaField } from '../../../components/ui/field';
import { useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

/** SPEC §8 and §9: the payment-info messages clear themselves after 3 seconds. */
const PAYMENT_MESSAGE_MS = 3000;

interface TextSettingProps {
  values: SettingValues;
  settingKey: SettingKey;
  title: string;
  description: string;
  successMessage: string;
  rows?: number;
  hint?: string;
  clearAfterMs?: number;
}

/** A section of Settings holding one free text, saved on its own. */
function TextSettingSection({
  values,
  settingKey,
  title,
  description,
  ...options
}: TextSettingProps) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: [settingKey],
    values,
    successMessage: options.successMessage,
    clearAfterMs: options.clearAfterMs,
  });
  return (
    <Section title={title} description={description}>
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <TextAreaField
          label={title}
          rows={options.rows}
          hint={options.hint}
          error={fieldError(settingKey)}
          {...form.register(settingKey)}
        />
      </SettingsForm>
    </Section>
  );
}

export function PaymentInfoSection({ values }: { values: SettingValues }) {
  return (
    <TextSettingSection
      values={values}
      settingKey="payment_info"
      title="Informazioni di pagamento"
      description="IBAN, intestatario, modalità accettate."
      successMessage="Informazioni di pagamento salvate con successo!"
      clearAfterMs={PAYMENT_MESSAGE_MS}
    />
  );
}

export function TermsSection({ values }: { values: SettingValues }) {
  return (
    <TextSettingSection
      values={values}
      settingKey="terms_and_conditions"
      title="Termini e condizioni"
      description="Il cliente li accetta nel modulo pubblico; compaiono nella scheda stampata."
      successMessage="Termini e condizioni salvati con successo!"
      rows={8}
      hint="Lasciali vuoti se il negozio non ne ha: il modulo pubblico non chiederà di accettarli."
    />
  );
}

export function PrivacyNoticeSection({ values }: { values: SettingValues }) {
  return (
    <TextSettingSection
      values={values}
      settingKey="privacy_notice"
      title="Informativa sulla privacy"
      description="Mostrata ai clienti all'indirizzo /public/privacy e collegata dal modulo pubblico."
      successMessage="Informativa sulla privacy salvata con successo!"
      rows={10}
      hint="Lasciala vuota per usare il testo predefinito, che indica il negozio come titolare del trattamento con i suoi dati."
    />
  );
}
