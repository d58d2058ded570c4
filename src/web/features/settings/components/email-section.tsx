import { localLinksWarning, type SettingValues } from '../../../../shared/settings';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { useEmailLinks } from '../api/settings-api';
import { type SectionKeys, useSettingsSection } from '../hooks/use-settings-section';
import { EmailActions } from './email-actions';
import { SettingSwitch, SettingsForm } from './settings-form';

const KEYS: SectionKeys = [
  'email_new_ticket',
  'email_status_change',
  'email_admin_address',
  'email_admin_counter_tickets',
  'email_admin_old_tickets',
  'email_admin_old_tickets_days',
];

/** Which e-mails go out, the admin's address, and the old-ticket notice. */
export function EmailSection({ values }: { values: SettingValues }) {
  const { form, submit, outcome, saving, fieldError } = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Impostazioni e-mail salvate con successo!',
  });
  const { control, register } = form;
  const links = useEmailLinks().data;
  return (
    <Section title="Notifiche e-mail">
      {links && !links.public_url_set && (
        <Alert tone="warning" className="mb-4">
          {localLinksWarning(links.origin)}
        </Alert>
      )}
      <SettingsForm onSubmit={submit} outcome={outcome} saving={saving}>
        <SettingSwitch
          control={control}
          name="email_new_ticket"
          label="E-mail per i nuovi ticket"
          description="Al cliente quando si apre un ticket; all'indirizzo amministratore per i ticket dal modulo pubblico."
        />
        <SettingSwitch
          control={control}
          name="email_status_change"
          label="E-mail al cambio di stato"
          description="Al cliente quando lo stato del suo ticket cambia."
        />
        <TextField
          label="Indirizzo email amministratore"
          type="email"
          autoComplete="email"
          hint="Riceve i nuovi ticket, l'avviso sui ticket vecchi e l'e-mail di prova."
          error={fieldError('email_admin_address')}
          {...register('email_admin_address')}
        />
        <SettingSwitch
          control={control}
          name="email_admin_counter_tickets"
          label="Avvisa anche dei ticket inseriti al banco"
          description="L'indirizzo amministratore riceve anche i ticket creati dal personale."
        />
        <SettingSwitch
          control={control}
          name="email_admin_old_tickets"
          label="Avviso sui ticket vecchi"
          description="Una volta al giorno, all'indirizzo amministratore, i ticket non chiusi più vecchi dei giorni indicati."
        />
        <TextField
          label="Giorni prima dell'avviso"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="max-w-48"
          error={fieldError('email_admin_old_tickets_days')}
          {...register('email_admin_old_tickets_days')}
        />
      </SettingsForm>
      <EmailActions />
    </Section>
  );
}
