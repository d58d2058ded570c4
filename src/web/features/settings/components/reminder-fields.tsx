import type { Reminders } from '../../../../shared/customer-messages/customer-messages';
import { NumberField } from '../../../components/ui/decimal-fields';

export type ReminderTexts = Record<keyof Reminders, string>;

export const reminderTexts = (reminders: Reminders): ReminderTexts => ({
  ready_after_days: String(reminders.ready_after_days),
  ready_every_days: String(reminders.ready_every_days),
  ready_max: String(reminders.ready_max),
  quote_after_days: String(reminders.quote_after_days),
});

const FIELDS: { key: keyof Reminders; label: string; hint?: string }[] = [
  { key: 'ready_after_days', label: 'Primo promemoria di ritiro dopo (giorni)' },
  { key: 'ready_every_days', label: 'Poi un promemoria ogni (giorni)' },
  { key: 'ready_max', label: 'Numero massimo di promemoria', hint: '0: nessun promemoria.' },
  {
    key: 'quote_after_days',
    label: 'Promemoria del preventivo dopo (giorni)',
    hint: 'Uno solo, prima della scadenza. 0: nessun promemoria.',
  },
];

interface ReminderFieldsProps {
  values: ReminderTexts;
  serverErrors: Record<string, string[]>;
  onChange: (next: ReminderTexts) => void;
}

/** The reminders' numbers: devices ready and not collected, quotes not answered. */
export function ReminderFields({ values, serverErrors, onChange }: ReminderFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">Promemoria automatici</legend>
      <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
        Inviati ogni mattina alle 10 per e-mail e annotati nel ticket: il dispositivo «Pronto per il
        ritiro» non ancora ritirato e il preventivo inviato senza risposta.
      </p>
      {FIELDS.map(({ key, label, hint }) => (
        <NumberField
          key={key}
          label={label}
          hint={hint}
          value={values[key]}
          error={serverErrors[`reminders.${key}`]?.[0]}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
