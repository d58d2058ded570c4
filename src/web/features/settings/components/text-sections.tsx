import type { SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { TextAreaField } from '../../../components/ui/field';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { SettingsForm } from './settings-form';

/** SPEC §8 and §9: the payment-info messages clear themselves after 3 seconds. */
const PAYMENT_MESSAGE_MS = 3000;

const PAYMENT_KEYS: SectionKeys = ['payment_info'];

export function PaymentInfoSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: PAYMENT_KEYS,
    values,
    successMessage: 'Informazioni di pagamento salvate con successo!',
    clearAfterMs: PAYMENT_MESSAGE_MS,
  });
  return (
    <Section
      title="Informazioni di pagamento"
      description="IBAN, intestatario, modalità accettate."
    >
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <TextAreaField
          label="Informazioni di pagamento"
          error={fieldError('payment_info')}
          {...form.register('payment_info')}
        />
      </SettingsForm>
    </Section>
  );
}

const TERMS_KEYS: SectionKeys = ['terms_and_conditions'];

export function TermsSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: TERMS_KEYS,
    values,
    successMessage: 'Termini e condizioni salvati con successo!',
  });
  return (
    <Section
      title="Termini e condizioni"
      description="Il cliente li accetta nel modulo pubblico; compaiono nella scheda stampata."
    >
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <TextAreaField
          label="Termini e condizioni"
          rows={8}
          hint="Lasciali vuoti se il negozio non ne ha: il modulo pubblico non chiederà di accettarli."
          error={fieldError('terms_and_conditions')}
          {...form.register('terms_and_conditions')}
        />
      </SettingsForm>
    </Section>
  );
}

const PRIVACY_KEYS: SectionKeys = ['privacy_notice'];

export function PrivacyNoticeSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: PRIVACY_KEYS,
    values,
    successMessage: 'Informativa sulla privacy salvata con successo!',
  });
  return (
    <Section
      title="Informativa sulla privacy"
      description="Mostrata ai clienti all'indirizzo /public/privacy e collegata dal modulo pubblico."
    >
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <TextAreaField
          label="Informativa sulla privacy"
          rows={10}
          hint="Lasciala vuota per usare il testo predefinito, che indica il negozio come titolare del trattamento con i suoi dati."
          error={fieldError('privacy_notice')}
          {...form.register('privacy_notice')}
        />
      </SettingsForm>
    </Section>
  );
}
