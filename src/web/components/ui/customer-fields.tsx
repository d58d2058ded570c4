import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { splitPersonName } from '../../../shared/customers/person-name';
import type { CustomerSnapshot, CustomerValues } from './customer-snapshot';
import { PhoneField } from './phone-field';
import { type ComboboxOption, SearchCombobox } from './search-combobox';
import { SurnameQuestion } from './surname-question';

export type { CustomerSnapshot, CustomerValues };

/**
 * The `customer_id` a save sends: the chosen customer; null to unlink a document that was
 * linked; nothing otherwise, so the server finds or creates the customer from the snapshot.
 */
export function customerIdToSend(chosen: string, linkedBefore?: string | null) {
  if (chosen !== '') return chosen;
  return linkedBefore ? null : undefined;
}

// The search, the link line and the `?cliente=` prefill load when first needed: these forms are
// near the per-route JavaScript budget, and most documents are typed without them.
const register = () => import('./customer-link');
const suggestions = (field: 'name' | 'email') => async (text: string, signal: AbortSignal) =>
  (await register()).customerSuggestions(field)(text, signal);
const byName = suggestions('name');
const byEmail = suggestions('email');
const CustomerLink = lazy(() =>
  import('./customer-link').then((m) => ({ default: m.CustomerLink })),
);
const KEY = ['/api/customers', 'suggestions'];

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
  askSurname,
}: {
  form: UseFormReturn<T, Context, Output>;
  /** The form's rules: a ticket needs both, a quote the name. */
  nameRequired?: boolean;
  emailRequired?: boolean;
  /** The form has `customer_last_name`: ask it when a new customer's name is unclear. */
  askSurname?: boolean;
}) {
  // The form's own type is wider: these names are the ones it shares with CustomerValues.
  const narrowed = form as unknown as UseFormReturn<
    CustomerValues & { customer_last_name: string }
  >;
  const { control, setValue, getValues, watch } = narrowed;
  const linked = watch('customer_id') !== '';
  const typedName = watch('customer_name');
  const unsure = askSurname && !linked && !splitPersonName(typedName).sure;
  const prefill = useSearchParams()[0].has('cliente');

  function pick(option: ComboboxOption<CustomerSnapshot> | null) {
    if (!option?.item) return;
    for (const [name, value] of Object.entries(option.item))
      setValue(name as keyof CustomerSnapshot, value, { shouldDirty: true, shouldValidate: true });
  }
  const box = (name: 'customer_name' | 'customer_email') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchCombobox
          {...(name === 'customer_name'
            ? {
                label: 'Nome del cliente',
                listLabel: 'Clienti in anagrafica, per nome',
                hint: 'Nome, telefono, email o codice fiscale: compaiono i clienti in anagrafica.',
                required: nameRequired,
                search: byName,
              }
            : {
                label: 'Email del cliente',
                listLabel: 'Clienti in anagrafica, per email',
                type: 'email' as const,
                required: emailRequired,
                search: byEmail,
              })}
          value={field.value}
          valueLabel={field.value}
          onTextChange={(text) => {
            field.onChange(text);
            if (name !== 'customer_name') return;
            if (getValues('customer_id') !== '') setValue('customer_id', '');
            // A new name is a new question: an answer about the old one would not fit.
            if (askSurname) setValue('customer_last_name', '');
          }}
          onBlur={field.onBlur}
          onChange={pick}
          queryKey={[...KEY, name]}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <>
      {box('customer_name')}
      {unsure && (
        <Controller
          control={control}
          name="customer_last_name"
          render={({ field }) => (
            <SurnameQuestion name={typedName} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
      {box('customer_email')}
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
      {(linked || prefill) && (
        <Suspense fallback={null}>
          <CustomerLink form={form as unknown as UseFormReturn<CustomerValues>} />
        </Suspense>
      )}
    </>
  );
}
