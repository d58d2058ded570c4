import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { COMPONENT_KINDS, PC_BUILD_STATUSES } from '../../../../shared/pc-builds/pc-build-kinds';
import type { PcBuildDefaultsDto, PcBuildDto } from '../../../../shared/pc-builds/pc-builds';
import { CustomerFields } from '../../../components/ui/customer-fields';
import { DocumentLines, RateFields, useLineDrafts } from '../../../components/ui/document-form';
import {
  CONTROL,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { applyServerErrors } from '../../../lib/form-errors';
import { pcBuildsApi, useCategoryKinds } from '../api/pc-builds-api';
import {
  bodyOf,
  componentsOf,
  type PcBuildFormValues,
  pickedKind,
  valuesOf,
} from './pc-build-form-values';

const FIELDS = [
  'title',
  'customer_name',
  'customer_email',
  'customer_phone',
  'status',
  'margin_percent',
  'vat_rate',
  'notes',
] as const;

/**
 * One form for a new PC build and an edit: title, customer, status, margin, VAT and notes (the
 * PC build defaults for a new one), and the components by kind — picked from the warehouse with
 * their price, cost, stock and their category's kind, or typed — priced live like the server. Saved with the version it started
 * from: a save after someone else's is refused and the form keeps what was typed.
 */
export function PcBuildForm({
  build,
  defaults,
}: {
  build?: PcBuildDto;
  defaults: PcBuildDefaultsDto;
}) {
  const navigate = useNavigate();
  const saving = pcBuildsApi.useSave(build);
  const [failure, setFailure] = useState<string | null>(null);
  const drafts = useLineDrafts(() => componentsOf(build));
  const kinds = useCategoryKinds();
  const form = useForm<PcBuildFormValues>({ defaultValues: valuesOf(build, defaults) });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!drafts.valid()) {
      setFailure('Correggi i componenti segnati prima di salvare.');
      return;
    }
    try {
      const body = bodyOf(values, drafts.lines, build);
      const saved = await saving.save({ ...body, version: build?.version ?? 0 });
      navigate(`/pc-builds/${saved.id}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RequiredNote />
      <fieldset className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Configurazione</legend>
        <TextField
          label="Titolo"
          required
          autoComplete="off"
          hint="Es. PC gaming 1440p, PC ufficio."
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Stato" error={errors.status?.message} {...register('status')}>
          {PC_BUILD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <RateFields form={form} />
      </fieldset>
      <fieldset className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Cliente</legend>
        <CustomerFields form={form} />
      </fieldset>
      <DocumentLines
        form={form}
        defaults={defaults}
        drafts={drafts}
        caption="Componenti"
        products
        newLine={() => ({ kind: 'Altro' })}
        picked={pickedKind(kinds.data)}
        leading={{
          heading: 'Tipo',
          cell: (line, index, set) => (
            <select
              aria-label={`Tipo, riga ${index + 1}`}
              className={CONTROL}
              value={line.kind ?? 'Altro'}
              onChange={(event) => set({ kind: event.target.value })}
            >
              {COMPONENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          ),
        }}
      />
      <TextAreaField
        label="Note"
        className="max-w-4xl"
        hint="Compaiono sulla pagina del cliente e sulla stampa."
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={build ? 'Salva modifiche' : 'Crea configurazione'}
      />
    </form>
  );
}
