import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type WorkTypeDto, workTypeInputSchema } from '../../../../shared/work/work-types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/decimal-fields';
import { RequiredNote, TextField } from '../../../components/ui/field';
import { euroText } from '../../../lib/decimal-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { workTypesApi } from '../api/work-api';

interface WorkTypeFormProps {
  workType?: WorkTypeDto;
  /** After a save, and the edit's 'Annulla'. */
  onDone?: () => void;
}

/** Creates a work type, or renames / reprices one (entries keep the price they were logged at). */
export function WorkTypeForm({ workType, onDone }: WorkTypeFormProps) {
  const saving = workTypesApi.useSave(workType);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(workTypeInputSchema),
    defaultValues: {
      name: workType?.name ?? '',
      price: euroText(workType?.price),
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saving.save(values);
      reset();
      onDone?.();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'price']));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <RequiredNote className="w-full" />
      <TextField
        label="Nome"
        required
        autoComplete="off"
        className="min-w-48 flex-1"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <MoneyField
        label="Prezzo (€)"
        required
        className="w-36"
        error={formState.errors.price?.message}
        {...register('price')}
      />
      <Button type="submit" busy={saving.isPending}>
        {workType ? 'Salva' : 'Aggiungi tipo'}
      </Button>
      {workType && (
        <Button variant="secondary" onClick={onDone}>
          Annulla
        </Button>
      )}
      {failure && (
        <Alert tone="error" className="w-full">
          {failure}
        </Alert>
      )}
    </form>
  );
}
