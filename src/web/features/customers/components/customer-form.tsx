import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { RequiredNote, TextAreaField, TextField } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-footer';
import { applyServerErrors } from '../../../lib/form-errors';
import { customersApi } from '../api/customers-api';
import { CustomerAddressFields } from './customer-address-fields';
import {
  CUSTOMER_FORM_FIELDS,
  type CUSTOMER_TEXT_FIELDS,
  type CustomerFormValues,
  customerBody,
  customerFormValues,
} from './customer-form-values';
import { CustomerKindField } from './customer-kind-field';

const FIELDSET = 'grid max-w-4xl gap-4 sm:grid-cols-2';
const LEGEND = 'mb-2 text-lg font-semibold';

/**
 * One form for a new customer and an edit. The server checks every field (codice fiscale with
 * its check character, P.IVA, SDI, PEC, CAP and provincia) and its Italian messages land under
 * each input; an edit carries the version it started from, so a save over someone else's is
 * refused (409) and what was typed stays in the form.
 */
export function CustomerForm({ customer }: { customer?: CustomerDto }) {
  const navigate = useNavigate();
  const saving = customersApi.useSave(customer);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerFormValues>({ defaultValues: customerFormValues(customer) });
  const { register, handleSubmit, setError, formState, watch } = form;
  const { errors } = formState;
  const company = watch('kind') === 'azienda';
  const field = (name: (typeof CUSTOMER_TEXT_FIELDS)[number]) => ({
    error: errors[name]?.message,
    ...register(name),
  });
  // Typed as the supplier's: Italian by default, another country with its prefix (+44…); the
  // server stores E.164 and shows it grouped.
  const phone = (name: 'phone' | 'phone2', label: string) => (
    <TextField
      label={label}
      type="tel"
      autoComplete={name === 'phone' ? 'tel' : 'off'}
      hint="Senza prefisso è un numero italiano; per l'estero, con il prefisso (es. +44…)."
      {...field(name)}
    />
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = customerBody(values);
      const saved = await saving.save({ ...body, version: customer?.version ?? 0 });
      navigate(`/customers/${saved.id}`);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, CUSTOMER_FORM_FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <RequiredNote />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>Anagrafica</legend>
        <CustomerKindField register={register} error={errors.kind?.message} />
        {company && (
          <TextField
            label="Ragione sociale"
            required
            autoComplete="organization"
            className="sm:col-span-2"
            {...field('company_name')}
          />
        )}
        <TextField
          label={company ? 'Nome del referente' : 'Nome'}
          autoComplete="given-name"
          {...field('first_name')}
        />
        <TextField
          label={company ? 'Cognome del referente' : 'Cognome'}
          autoComplete="family-name"
          hint={company ? undefined : 'Serve almeno il nome o il cognome.'}
          {...field('last_name')}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>Contatti</legend>
        {phone('phone', 'Telefono')}
        {phone('phone2', 'Secondo telefono')}
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="PEC" type="email" autoComplete="off" {...field('pec')} />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>Dati fiscali</legend>
        <TextField
          label="Codice fiscale"
          autoComplete="off"
          hint="16 caratteri, oppure le 11 cifre della P.IVA per un'azienda."
          {...field('tax_code')}
        />
        <TextField
          label="Partita IVA"
          autoComplete="off"
          hint="11 cifre, oppure un numero UE con il prefisso del paese (es. DE123456789)."
          {...field('vat_number')}
        />
        <TextField
          label="Codice destinatario SDI"
          autoComplete="off"
          hint="7 caratteri; 0000000 se non ne ha uno."
          {...field('sdi_code')}
        />
        {company && (
          <>
            <TextField
              label="Dichiarazione d'intento: protocollo"
              autoComplete="off"
              hint="Solo per un esportatore abituale: il protocollo della ricevuta (es. 08060120341234567-000001)."
              {...field('intent_protocol')}
            />
            <TextField
              label="Dichiarazione d'intento: data della ricevuta"
              type="date"
              {...field('intent_date')}
            />
          </>
        )}
      </fieldset>
      <CustomerAddressFields field={field} className={FIELDSET} legendClassName={LEGEND} />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>Consensi e note</legend>
        <label className="flex items-start gap-2 sm:col-span-2">
          <input type="checkbox" className="mt-1 size-4" {...register('marketing_consent')} />
          <span>
            Consenso alle comunicazioni commerciali
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              Solo se il cliente lo ha dato espressamente: la data viene registrata.
            </span>
          </span>
        </label>
        {customer?.to_review && (
          <label className="flex items-start gap-2 sm:col-span-2">
            <input type="checkbox" className="mt-1 size-4" {...register('to_review')} />
            <span>
              Da verificare
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                Toglilo quando hai controllato che non sia un duplicato.
              </span>
            </span>
          </label>
        )}
        <TextAreaField label="Note" className="sm:col-span-2" {...field('notes')} />
      </fieldset>
      <FormFooter
        failure={failure}
        busy={saving.isPending}
        submitLabel={customer ? 'Salva modifiche' : 'Crea cliente'}
      />
    </form>
  );
}
