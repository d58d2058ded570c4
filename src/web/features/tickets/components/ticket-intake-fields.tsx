import type { UseFormReturn } from 'react-hook-form';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../../../shared/payments/payment-methods';
import { ACCESSORIES, ACCESSORY_KEYS } from '../../../../shared/tickets/ticket-intake';
import { MoneyField } from '../../../components/ui/decimal-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { WithScan } from '../../../components/ui/with-scan';
import type { TicketFormValues } from './ticket-form-values';

interface TicketIntakeFieldsProps {
  form: UseFormReturn<TicketFormValues, unknown, unknown>;
  /** A new ticket opened by staff: the deposit is taken now, as the ticket's first payment. */
  takesDeposit: boolean;
}

/** What the counter records at intake, all optional. */
export function TicketIntakeFields({ form, takesDeposit }: TicketIntakeFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Dati di accettazione</legend>
      <WithScan
        what="IMEI / numero di serie"
        onScan={(code) => form.setValue('imei', code, { shouldDirty: true })}
      >
        <TextField
          label="IMEI / numero di serie"
          autoComplete="off"
          inputMode="text"
          error={errors.imei?.message}
          {...register('imei')}
        />
      </WithScan>
      <TextField
        label="Pronto previsto per"
        type="date"
        error={errors.expected_ready_date?.message}
        {...register('expected_ready_date')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">Accessori consegnati</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ACCESSORY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={key} {...register('accessories')} />
              {ACCESSORIES[key]}
            </label>
          ))}
        </div>
        {errors.accessories && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.accessories.message ?? errors.accessories[0]?.message}
          </p>
        )}
      </fieldset>
      <TextField
        label="Altri accessori"
        error={errors.accessories_note?.message}
        {...register('accessories_note')}
      />
      {takesDeposit && (
        <>
          <MoneyField
            label="Acconto (€)"
            hint="Registrato come primo pagamento del ticket."
            error={errors.deposit?.message}
            {...register('deposit')}
          />
          <SelectField
            label="Metodo dell'acconto"
            error={errors.deposit_method?.message}
            {...register('deposit_method')}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextAreaField
        label="Condizioni all'ingresso"
        className="sm:col-span-2"
        hint="Per esempio: schermo graffiato, scocca ammaccata."
        error={errors.intake_condition?.message}
        {...register('intake_condition')}
      />
    </fieldset>
  );
}
