import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type LabelDto,
  type LabelKind,
  labelInputSchema,
} from '../../../../shared/inventory/labels';
import { COMPONENT_KINDS } from '../../../../shared/pc-builds/pc-build-kinds';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { labelsApi } from '../api/labels-api';

/**
 * One form creates and renames a brand (or category, which may name a PC component kind); back
 * to the list after saving.
 */
export function LabelForm({ kind, label }: { kind: LabelKind; label?: LabelDto }) {
  const navigate = useNavigate();
  const saving = labelsApi[kind].useSave(label);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(labelInputSchema(kind)),
    defaultValues: {
      name: label?.name ?? '',
      description: label?.description ?? '',
      ...(kind === 'categories' ? { pc_kind: label?.pc_kind ?? '' } : {}),
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saving.save(values);
      navigate(`/${kind}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'description', 'pc_kind']));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <RequiredNote />
      <TextField
        label="Nome"
        required
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Descrizione"
        error={formState.errors.description?.message}
        {...register('description')}
      />
      {kind === 'categories' && (
        <SelectField
          label="Componente PC"
          hint="Le righe delle configurazioni PC prese da questa categoria ne prendono il tipo."
          {...register('pc_kind')}
        >
          <option value="">Nessuno</option>
          {COMPONENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </SelectField>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" busy={saving.isPending}>
          Salva
        </Button>
        <Button variant="secondary" onClick={() => navigate(`/${kind}`)}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
