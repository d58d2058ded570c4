import type { SettingValues } from '../../../../shared/settings';
import { OPEN_TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { ErrorBox } from '../../../components/errors/error-box';
import { Section } from '../../../components/layout/section';
import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-fetch';
import { useAssignableUsers } from '../../../lib/assignable-users';
import {
  type SectionKeys,
  type SettingsSection,
  useSettingsSection,
} from '../hooks/use-settings-section';
import { SettingSwitch, SettingsForm } from './settings-form';

const KEYS: SectionKeys = [
  'ticket_highlight_user_id',
  'ticket_part_arrived_status',
  'public_show_device_password',
  'public_tickets_per_address_hour',
  'public_tickets_per_address_day',
  'public_tickets_daily_cap',
  'warranty_months',
  'public_price_list',
];

/** The public form's anti-abuse limits: a whole number each. */
const LIMIT_FIELDS = [
  ['public_tickets_per_address_hour', "Ticket pubblici all'ora da una connessione"],
  ['public_tickets_per_address_day', 'Ticket pubblici al giorno da una connessione'],
  ['public_tickets_daily_cap', 'Ticket pubblici al giorno in tutto'],
] as const;

/** Rendered only once the accounts are known, so the select shows the saved choice. */
function HighlightUserField({ section, saved }: { section: SettingsSection; saved: string }) {
  const users = useAssignableUsers();
  if (users.isPending) return <Skeleton className="h-16 w-full" />;
  if (users.isError) {
    return <ErrorBox message={errorMessage(users.error)} onRetry={() => void users.refetch()} />;
  }
  // A saved account that can no longer take tickets stays visible instead of silently "Nessuno".
  const savedIsListed = saved === '' || users.data.some((user) => user.id === saved);
  return (
    <SelectField
      label="Account evidenziato nell'elenco ticket"
      hint="I ticket creati da questo account hanno il bordo giallo."
      error={section.fieldError('ticket_highlight_user_id')}
      {...section.form.register('ticket_highlight_user_id')}
    >
      <option value="">Nessuno</option>
      {!savedIsListed && <option value={saved}>Account non più assegnabile</option>}
      {users.data.map((user) => (
        <option key={user.id} value={user.id}>
          {user.email}
        </option>
      ))}
    </SelectField>
  );
}

export function TicketSection({ values }: { values: SettingValues }) {
  const section = useSettingsSection({
    keys: KEYS,
    values,
    successMessage: 'Impostazioni dei ticket salvate con successo!',
  });
  return (
    <Section title="Ticket">
      <SettingsForm onSubmit={section.submit} outcome={section.outcome} saving={section.saving}>
        <HighlightUserField section={section} saved={values.ticket_highlight_user_id} />
        <SelectField
          label="Stato del ticket quando arriva il ricambio"
          hint="Un ticket in «Parti ordinate» passa a questo stato al ricevimento del ricambio ordinato per lui."
          error={section.fieldError('ticket_part_arrived_status')}
          {...section.form.register('ticket_part_arrived_status')}
        >
          {OPEN_TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SettingSwitch
          control={section.form.control}
          name="public_show_device_password"
          label="Mostra la password del dispositivo nella pagina pubblica"
          description="Il cliente la vede nella pagina di stato del suo ticket."
        />
        <NumberField
          label="Mesi di garanzia sulle riparazioni"
          hint="Un nuovo ticket per lo stesso IMEI, o per lo stesso cliente e dispositivo, entro questi mesi dalla consegna è In garanzia. Una voce del listino può indicarne altri."
          error={section.fieldError('warranty_months')}
          {...section.form.register('warranty_months')}
        />
        <SettingSwitch
          control={section.form.control}
          name="public_price_list"
          label="Mostra i prezzi del listino nel modulo pubblico"
          description="Il cliente vede «da X €» per il modello che scrive."
        />
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-medium">Limiti del modulo pubblico</legend>
          {LIMIT_FIELDS.map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              error={section.fieldError(key)}
              {...section.form.register(key)}
            />
          ))}
        </fieldset>
      </SettingsForm>
    </Section>
  );
}
