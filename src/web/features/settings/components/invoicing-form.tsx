import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveInvoicingSettings } from '../api/invoicing-settings-api';
import { useReportUnsaved } from '../hooks/unsaved-sections';
import { type InvoicingSettings, numberExample, REGIMI_FISCALI } from './invoicing-types';

type Values = Record<keyof InvoicingSettings, string>;
const FIELDS = [
  'company_name',
  'first_name',
  'last_name',
  'vat_number',
  'tax_code',
  'regime_fiscale',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'rea_office',
  'rea_number',
  'iban',
  'pec',
  'default_vat_rate',
  'number_pattern',
] as const satisfies readonly (keyof InvoicingSettings)[];

const valuesOf = (saved: InvoicingSettings): Values =>
  Object.fromEntries(
    FIELDS.map((key) => [key, saved[key] === null ? '' : String(saved[key]).replace('.', ',')]),
  ) as Values;

/** The section's form: each field's error from the server's rules, one save for all. */
export function InvoicingForm({ saved }: { saved: InvoicingSettings }) {
  const save = useSaveInvoicingSettings();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, setError, formState, reset, watch } = useForm<Values>({
    defaultValues: valuesOf(saved),
  });
  useReportUnsaved(formState.isDirty);
  const error = (name: keyof Values) => formState.errors[name]?.message;
  const field = (name: keyof Values, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      error={error(name)}
      autoComplete="off"
      {...register(name)}
    />
  );
  const year = new Date().getFullYear();
  const pattern = watch('number_pattern');

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const input = Object.fromEntries(
        FIELDS.map((key) => [key, values[key].trim() === '' ? null : values[key].trim()]),
      );
      reset(valuesOf(await save.mutateAsync(input)));
      setOutcome({ ok: true, message: 'Dati di fatturazione salvati con successo!' });
    } catch (failure) {
      setOutcome({ ok: false, message: applyServerErrors(failure, setError, FIELDS) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Chi emette le fatture</legend>
        {field(
          'company_name',
          'Denominazione',
          'La ragione sociale; per una ditta individuale lasciala vuota e scrivi nome e cognome.',
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('first_name', 'Nome')}
          {field('last_name', 'Cognome')}
        </div>
        {field('vat_number', 'Partita IVA', '11 cifre; la cifra di controllo viene verificata.')}
        {field('tax_code', 'Codice fiscale')}
        <SelectField
          label="Regime fiscale"
          error={error('regime_fiscale')}
          {...register('regime_fiscale')}
        >
          {Object.entries(REGIMI_FISCALI).map(([code, label]) => (
            <option key={code} value={code}>{`${code} · ${label}`}</option>
          ))}
        </SelectField>
        {field('pec', 'PEC')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 font-semibold">Sede</legend>
        <div className="sm:col-span-2">{field('street', 'Indirizzo', 'Via e numero civico.')}</div>
        {field('postal_code', 'CAP')}
        {field('city', 'Comune')}
        {field('province', 'Provincia', 'La sigla: MI, RM…')}
        {field('country', 'Nazione', 'Codice ISO: IT.')}
        {field('rea_office', 'Ufficio REA', 'Facoltativo: la sigla della provincia.')}
        {field('rea_number', 'Numero REA')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">Pagamenti e numerazione</legend>
        {field('iban', 'IBAN', 'Compare nelle fatture pagate con bonifico.')}
        <NumberField
          label="IVA predefinita (%)"
          error={error('default_vat_rate')}
          {...register('default_vat_rate')}
        />
        <TextField
          label="Numerazione"
          autoComplete="off"
          error={error('number_pattern')}
          hint={`{n} è il progressivo dell'anno, {yyyy} l'anno; al massimo 20 caratteri. Esempio: la prima fattura del ${year} sarà ${numberExample(pattern, 1, year)}.`}
          {...register('number_pattern')}
        />
      </fieldset>
      {outcome && !outcome.ok && <Alert tone="error">{outcome.message}</Alert>}
      <StatusRegion>{outcome?.ok && <Alert tone="success">{outcome.message}</Alert>}</StatusRegion>
      <div>
        <Button type="submit" busy={save.isPending}>
          Salva dati di fatturazione
        </Button>
      </div>
    </form>
  );
}
