import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { romeToday } from '../../../../shared/format';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
} from '../../../../shared/tickets/ticket-priority';
import { TICKET_STATUSES } from '../../../../shared/tickets/ticket-status';
import { MoneyField } from '../../../components/ui/decimal-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAssignableUsers } from '../../../lib/assignable-users';
import type { TicketFormValues } from './ticket-form-values';

const PhoneField = lazy(() => import('./phone-field'));

interface TicketFormFieldsProps {
  form: UseFormReturn<TicketFormValues, unknown, unknown>;
  editing: boolean;
}

/** Every input of the staff ticket form, each with a visible label and its linked error. */
export function TicketFormFields({ form, editing }: TicketFormFieldsProps) {
  const { register, control, formState, getValues } = form;
  const { errors } = formState;
  const assignable = useAssignableUsers();
  // A former assignee no longer in the list stays selectable, or saving would drop it.
  const currentAssignee = getValues('assigned_to');
  const assigneeEmails = assignable.data?.map((user) => user.email) ?? [];
  if (currentAssignee && !assigneeEmails.includes(currentAssignee)) {
    assigneeEmails.unshift(currentAssignee);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextAreaField
        label="Descrizione del problema"
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Nome del cliente"
        autoComplete="off"
        error={errors.customer_name?.message}
        {...register('customer_name')}
      />
      <TextField
        label="Email del cliente"
        type="email"
        autoComplete="off"
        error={errors.customer_email?.message}
        {...register('customer_email')}
      />
      <Suspense fallback={<Skeleton className="h-16 w-full" />}>
        <Controller
          control={control}
          name="customer_phone"
          render={({ field, fieldState }) => (
            <PhoneField
              label="Telefono del cliente"
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
      <TextField
        label="Tipo di dispositivo"
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
      <MoneyField label="Prezzo (€)" error={errors.price?.message} {...register('price')} />
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
      <SelectField
        label="Assegnato a"
        error={errors.assigned_to?.message}
        hint={assignable.isError ? 'Elenco degli utenti non disponibile.' : undefined}
        {...register('assigned_to')}
      >
        <option value="">Nessuno</option>
        {assigneeEmails.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
