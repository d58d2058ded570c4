import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type SupplierDto, supplierInputSchema } from '../../../../shared/inventory/suppliers';
import { RequiredNote, TextAreaField, TextField } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { applyServerErrors } from '../../../lib/form-errors';
import { suppliersApi } from '../api/suppliers-api';

const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'vat_number',
  'lead_time_days',
  'notes',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (supplier?: SupplierDto): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, String(supplier?.[field] ?? '')])) as Values;

/** One form for a new supplier and for an edit; after saving, the supplier's page. */
export function SupplierForm({ supplier }: { supplier?: SupplierDto }) {
  const navigate = useNavigate();
  const saving = suppliersApi.useSave(supplier);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: valuesOf(supplier),
  });
  const { errors } = formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    error: errors[name]?.message,
    ...register(name),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saving.save(values);
      navigate(`/suppliers/${saved.id}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <TextField
        label="Nome"
        required
        autoComplete="organization"
        className="sm:col-span-2"
        {...field('name')}
      />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Telefono" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField
        label="Indirizzo"
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        label="Partita IVA"
        hint="11 cifre, oppure un numero UE con il prefisso del paese (es. DE123456789)."
        {...field('vat_number')}
      />
      <TextField
        label="Giorni di consegna"
        inputMode="numeric"
        hint="Quanti giorni servono di solito: un ordine inviato è in ritardo dopo questi giorni."
        {...field('lead_time_days')}
      />
      <TextAreaField label="Note" className="sm:col-span-2" {...field('notes')} />
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={supplier ? 'Salva modifiche' : 'Crea fornitore'}
        className="sm:col-span-2"
      />
    </form>
  );
}
