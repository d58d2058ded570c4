import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { romeToday } from '../../../../shared/format';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { CustomerFields } from '../../../components/ui/customer-fields';
import { MoneyField } from '../../../components/ui/decimal-fields';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import {
  assignableUsersKey,
  searchAssignableUsers,
  useAssignableUsers,
} from '../../../lib/assignable-users';
import type { TicketFormValues } from './ticket-form-values';
import { TicketIntakeFields } from './ticket-intake-fields';

// The price list's and the warranty's hints load in their own chunk once there is a device, an
// IMEI or a customer to look up: an empty new ticket does not fetch them (the route's budget).
const TicketCounterHints = lazy(() =>
  import('./ticket-counter-hints').then((m) => ({ default: m.TicketCounterHints })),
);

interface TicketFormFieldsProps {
  form: UseFormReturn<TicketFormValues, unknown, unknown>;
  editing: boolean;
  /** Staff may take a deposit on a new ticket (recording money is theirs). */
  canTakeDeposit: boolean;
  /** Why the price cannot be changed by this account, when it cannot (the server refuses too). */
  priceLocked?: string;
}

/** Every input of the staff ticket form, each with a visible label and its linked error. */
export function TicketFormFields({
  form,
  editing,
  canTakeDeposit,
  priceLocked,
}: TicketFormFieldsProps) {
  const { register, control, formState } = form;
  const lookedUp = useWatch({ control, name: ['device_type', 'imei', 'customer_id'] });
  const { errors } = formState;
  // The chosen assignee reads by name (the value is the e-mail the server resolves).
  const assignable = useAssignableUsers().data ?? [];
  const assigneeName = (email: string) => assignable.find((u) => u.email === email)?.name ?? email;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <TextAreaField
        label="Descrizione del problema"
        required
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <CustomerFields form={form} nameRequired emailRequired askSurname={!editing} />
      <TextField
        label="Tipo di dispositivo"
        required
        error={errors.device_type?.message}
        {...register('device_type')}
      />
      <SelectField label="Priorità" error={errors.priority?.message} {...register('priority')}>
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {TICKET_PRIORITY_LABELS[priority]}
          </option>
        ))}
      </SelectField>
      {editing && (
        <SelectField label="Stato" error={errors.status?.message} {...register('status')}>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      )}
      <MoneyField
        label="Prezzo (€)"
        readOnly={priceLocked !== undefined}
        hint={priceLocked}
        error={errors.price?.message}
        {...register('price')}
      />
      {lookedUp.some(Boolean) && (
        <Suspense fallback={null}>
          <TicketCounterHints form={form} editing={editing} priceList={canTakeDeposit} />
        </Suspense>
      )}
      <TextField
        label="Data di acquisto"
        type="date"
        max={romeToday()}
        error={errors.purchase_date?.message}
        {...register('purchase_date')}
      />
      <TextField label="ID ordine" error={errors.order_id?.message} {...register('order_id')} />
      <TextField
        label="Password del dispositivo"
        autoComplete="off"
        error={errors.password?.message}
        {...register('password')}
      />
      {/* A former assignee no longer assignable stays as it is until someone picks another. */}
      <Controller
        control={control}
        name="assigned_to"
        render={({ field, fieldState }) => (
          <SearchCombobox
            label="Assegnato a"
            value={field.value ?? ''}
            valueLabel={assigneeName(field.value ?? '')}
            onChange={(option) => field.onChange(option?.value ?? '')}
            search={searchAssignableUsers}
            queryKey={assignableUsersKey}
            noneLabel="Nessuno"
            hint="Scrivi parte del nome o dell'e-mail."
            error={fieldState.error?.message}
          />
        )}
      />
      <TicketIntakeFields form={form} takesDeposit={!editing && canTakeDeposit} />
    </div>
  );
}
