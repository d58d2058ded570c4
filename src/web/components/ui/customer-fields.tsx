import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { CustomerSuggestionDto } from '../../../shared/customers/customer-dto';
import {
  type CustomerSnapshot,
  customerSuggestions,
  customerSuggestionsKey,
  snapshotOf,
  useCustomerFromUrl,
} from '../../lib/customer-suggestions';
import { Button } from './button';
import { PhoneField } from './phone-field';
import { type ComboboxOption, SearchCombobox } from './search-combobox';

/** The customer fields every document form has: the link to the register and the snapshot. */
export type CustomerValues = CustomerSnapshot;

const byName = customerSuggestions('name');
const byEmail = customerSuggestions('email');

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/**
 * Name, e-mail and the international phone (Italy by default) of a ticket's, a quote's or a PC
 * build's customer. Name and e-mail are free text that suggest the register's customers (by
 * name, phone, e-mail or codice fiscale); picking one links the document to them and fills the
 * three fields, the document's snapshot of that day. A new name typed over a linked customer is
 * another person: the link goes, and the server finds or creates the customer on save. A new
 * document opened with `?cliente=<id>` (the customer page's buttons) starts linked to them.
 */
export function CustomerFields<T extends CustomerValues, Context, Output>({
  form,
  nameRequired,
  emailRequired,
}: {
  form: UseFormReturn<T, Context, Output>;
  /** The form's rules: a ticket needs both, a quote the name. */
  nameRequired?: boolean;
  emailRequired?: boolean;
}) {
  // The form's own type is wider: these four names are the ones it shares with CustomerValues.
  const { control, setValue, getValues, watch } = form as unknown as UseFormReturn<CustomerValues>;
  const linkedId = watch('customer_id');
  const fromUrl = useCustomerFromUrl().data;

  function fill(snapshot: CustomerSnapshot) {
    const touched = { shouldDirty: true, shouldValidate: true };
    for (const [name, value] of Object.entries(snapshot))
      setValue(name as keyof CustomerSnapshot, value, touched);
  }
  function pick(option: ComboboxOption<CustomerSuggestionDto> | null) {
    if (option?.item) fill(snapshotOf(option.item));
  }

  // Once, when the URL's customer arrives, and only into a form that names nobody yet.
  useEffect(() => {
    if (fromUrl && getValues('customer_id') === '' && getValues('customer_name') === '')
      fill(snapshotOf(fromUrl));
    // biome-ignore lint/correctness/useExhaustiveDependencies: fill and getValues are the form's
  }, [fromUrl]);

  return (
    <>
      <Controller
        control={control}
        name="customer_name"
        render={({ field, fieldState }) => (
          <SearchCombobox
            label="Nome del cliente"
            listLabel="Clienti in anagrafica, per nome"
            hint="Scrivi nome, telefono, email o codice fiscale: i clienti in anagrafica compaiono come suggerimenti."
            required={nameRequired}
            value={field.value}
            valueLabel={field.value}
            onTextChange={(text) => {
              field.onChange(text);
              if (getValues('customer_id') !== '') setValue('customer_id', '');
            }}
            onBlur={field.onBlur}
            onChange={pick}
            search={byName}
            queryKey={[...customerSuggestionsKey, 'name']}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="customer_email"
        render={({ field, fieldState }) => (
          <SearchCombobox
            label="Email del cliente"
            listLabel="Clienti in anagrafica, per email"
            type="email"
            required={emailRequired}
            value={field.value}
            valueLabel={field.value}
            onTextChange={field.onChange}
            onBlur={field.onBlur}
            onChange={pick}
            search={byEmail}
            queryKey={[...customerSuggestionsKey, 'email']}
            error={fieldState.error?.message}
          />
        )}
      />
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
      {linkedId !== '' && (
        <p className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2">
          <span>
            Collegato al cliente{' '}
            <Link className={LINK} to={`/customers/${encodeURIComponent(linkedId)}`}>
              {getValues('customer_name') || 'in anagrafica'}
            </Link>
          </span>
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => setValue('customer_id', '', { shouldDirty: true })}
          >
            Scollega
          </Button>
        </p>
      )}
    </>
  );
}
