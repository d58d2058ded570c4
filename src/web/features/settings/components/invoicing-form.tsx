import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatRate } from '../../../../shared/format';
import {
  REGIME_CODES,
  REGIMI_FISCALI,
  STAMP_DUTY_BEARER_CODES,
  STAMP_DUTY_BEARERS,
  VAT_RATES_HUNDREDTHS,
} from '../../../../shared/invoices/invoice-codes';
import type { InvoicingSettingsDto } from '../../../../shared/invoices/invoicing-settings';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveInvoicingSettings } from '../api/invoicing-settings-api';
import { useReportUnsaved } from '../hooks/unsaved-sections';
import {
  INVOICING_FIELDS,
  type InvoicingField,
  type InvoicingValues,
  invoicingValues,
  INVOICING_FIELD_LABELS as LABELS,
  numberExample,
  prefilledValues,
  type ShopIdentity,
} from './invoicing-values';

const HINTS: Partial<Record<InvoicingField, string>> = {
  company_name:
    'La ragione sociale. Una ditta individuale la lascia vuota e scrive nome e cognome.',
  vat_number: '11 cifre; la cifra di controllo viene verificata.',
  street: 'Via e numero civico della sede.',
  province: 'La sigla: MI, RM…',
  country: 'Codice ISO a due lettere: IT.',
  rea_office: 'Facoltativo, con il numero: la sigla della provincia della Camera di commercio.',
  iban: 'Compare nelle fatture pagate con bonifico.',
  next_file_progressive: 'Il numero del prossimo file XML (IT…_00001.xml): solo in avanti.',
};

/**
 * The shop's fiscal identity and numbering, saved in one request; what is still empty starts
 * from the shop's data (`shop`, Settings → Negozio).
 */
export function InvoicingForm({
  saved,
  shop,
}: {
  saved: InvoicingSettingsDto;
  shop?: ShopIdentity;
}) {
  const save = useSaveInvoicingSettings();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [start] = useState(() => prefilledValues(saved, shop));
  const { register, handleSubmit, setError, formState, reset, watch } = useForm<InvoicingValues>({
    defaultValues: start.values,
  });
  useReportUnsaved(formState.isDirty);
  const error = (name: InvoicingField) => formState.errors[name]?.message;
  const text = (name: InvoicingField, extra: { className?: string } = {}) => (
    <TextField
      label={LABELS[name]}
      hint={HINTS[name]}
      error={error(name)}
      autoComplete="off"
      className={extra.className}
      {...register(name)}
    />
  );

  // The server checks with the shared schema (P.IVA and codice fiscale as for customers) and
  // names each wrong field: its words go on the fields, and nothing of the section is saved.
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    // The file progressive moves on with every issue: sent only when the admin changed it, or
    // a save would try to take it back to the value read when the page opened.
    const { next_file_progressive, ...rest } = values;
    const input = formState.dirtyFields.next_file_progressive ? values : rest;
    try {
      reset(invoicingValues(await save.mutateAsync(input)));
      setOutcome({ ok: true, message: 'Dati di fatturazione salvati con successo!' });
    } catch (failure) {
      setOutcome({ ok: false, message: applyServerErrors(failure, setError, INVOICING_FIELDS) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {saved.missing.length > 0 && (
        <Alert tone="warning" title="Non si possono ancora emettere fatture">
          {`Manca: ${saved.missing.join(', ')}.`}
        </Alert>
      )}
      {start.prefilled && !outcome?.ok && (
        <Alert tone="info">
          Alcuni campi sono precompilati con i dati del negozio (Impostazioni → Negozio):
          controllali e salva.
        </Alert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Chi emette le fatture</legend>
        {text('company_name', { className: 'sm:col-span-2' })}
        {text('first_name')}
        {text('last_name')}
        {text('vat_number')}
        {text('tax_code')}
        <SelectField
          label={LABELS.regime_fiscale}
          error={error('regime_fiscale')}
          {...register('regime_fiscale')}
        >
          {REGIME_CODES.map((code) => (
            <option key={code} value={code}>
              {`${code} – ${REGIMI_FISCALI[code]}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={LABELS.stamp_duty_bearer}
          hint="Il bollo di 2 € è dovuto sulle fatture senza IVA oltre 77,47 €."
          error={error('stamp_duty_bearer')}
          {...register('stamp_duty_bearer')}
        >
          {STAMP_DUTY_BEARER_CODES.map((code) => (
            <option key={code} value={code}>
              {STAMP_DUTY_BEARERS[code]}
            </option>
          ))}
        </SelectField>
        {text('pec')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 font-semibold">Sede legale e REA</legend>
        {text('street', { className: 'sm:col-span-2' })}
        {text('postal_code')}
        {text('city')}
        {text('province')}
        {text('country')}
        {text('rea_office')}
        {text('rea_number')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Pagamenti e numerazione</legend>
        {text('iban', { className: 'sm:col-span-2' })}
        <SelectField
          label={LABELS.default_vat_rate}
          error={error('default_vat_rate')}
          {...register('default_vat_rate')}
        >
          {VAT_RATES_HUNDREDTHS.filter((rate) => rate > 0).map((rate) => (
            <option key={rate} value={String(rate / 100)}>
              {formatRate(rate / 100)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={LABELS.number_pattern}
          autoComplete="off"
          spellCheck={false}
          error={error('number_pattern')}
          hint={`{n} è il progressivo dell'anno, {yyyy} l'anno, poi una serie facoltativa (/B). ${numberExample(watch('number_pattern'), new Date().getFullYear())}`}
          {...register('number_pattern')}
        />
        {text('next_file_progressive')}
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
