import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { romeToday } from '../../../../shared/format';
import {
  loggableDays,
  WORK_LOG_MESSAGES,
  workLogCreateSchema,
} from '../../../../shared/work/work-logs';
import { WORK_TYPE_MESSAGES } from '../../../../shared/work/work-types';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useWorkTypes, workLogsApi } from '../api/work-api';

const FIELDS = ['work_type_id', 'date', 'quantity', 'notes'] as const;

/**
 * Adds an entry of the signed-in person: a type, how many (1 unless said), the day (admins up to
 * today, others this month and last: the server says so for a day outside), notes.
 */
export function WorkLogForm({ day, admin }: { day: string; admin: boolean }) {
  const days = loggableDays(admin, romeToday());
  const types = useWorkTypes();
  const create = workLogsApi.useCreate();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(workLogCreateSchema),
    values: { work_type_id: '', date: day, quantity: 1, notes: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setAdded(false);
    try {
      await create.mutateAsync(values);
      reset();
      setAdded(true);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });
  const options = types.data?.items ?? [];
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_2fr_auto]">
      <SelectField
        label="Tipo di lavorazione"
        error={errors.work_type_id?.message}
        {...register('work_type_id')}
      >
        <option value="">
          {options.length === 0 && types.isSuccess ? WORK_TYPE_MESSAGES.empty : 'Scegli…'}
        </option>
        {options.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <NumberField label="Quantità" error={errors.quantity?.message} {...register('quantity')} />
      <TextField
        label="Data"
        type="date"
        min={days.min}
        max={days.max}
        error={errors.date?.message}
        {...register('date')}
      />
      <TextField
        label="Note"
        autoComplete="off"
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Button type="submit" className="self-end" busy={create.isPending}>
        Aggiungi
      </Button>
      <div className="sm:col-span-5">
        <StatusRegion>
          {failure && <Alert tone="error">{failure}</Alert>}
          {added && <Alert tone="success">{WORK_LOG_MESSAGES.added}</Alert>}
        </StatusRegion>
      </div>
    </form>
  );
}
