import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CustomerSuggestionDto } from '../../../../shared/customers/customer-dto';
import { CustomerFields } from '../../../components/ui/customer-fields';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { customerSuggestions, customersQueryKey } from '../api/customers-api';
import type { TicketFormValues } from './ticket-form-values';

const byName = customerSuggestions('name');
const byEmail = customerSuggestions('email');

/**
 * The kit's customer fields, whose name and e-mail are free text that also suggest the customers
 * of earlier tickets (by name, phone or e-mail: a phone typed in the name box finds them too);
 * picking one fills all three fields.
 */
export function CustomerLookupFields({
  form,
}: {
  form: UseFormReturn<TicketFormValues, unknown, unknown>;
}) {
  const { control, setValue } = form;
  function fill(option: ComboboxOption<CustomerSuggestionDto> | null) {
    const customer = option?.item;
    if (!customer) return;
    const touched = { shouldDirty: true, shouldValidate: true };
    setValue('customer_name', customer.display_name, touched);
    setValue('customer_email', customer.email ?? '', touched);
    setValue('customer_phone', customer.phone_display ?? customer.phone ?? '', touched);
  }
  /** One free-text box of the customer's that suggests earlier customers by `by`. */
  const lookup = (
    name: 'customer_name' | 'customer_email',
    box: { label: string; listLabel: string; type?: 'email'; hint?: string; required: true },
    by: 'name' | 'email',
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchCombobox
          {...box}
          value={field.value}
          valueLabel={field.value}
          onTextChange={field.onChange}
          onBlur={field.onBlur}
          onChange={fill}
          search={by === 'name' ? byName : byEmail}
          queryKey={[...customersQueryKey, by]}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <CustomerFields
      form={form}
      nameField={lookup(
        'customer_name',
        {
          label: 'Nome del cliente',
          required: true,
          listLabel: 'Clienti già registrati, per nome',
          hint: 'Scrivi nome, telefono o email: i clienti già registrati compaiono come suggerimenti.',
        },
        'name',
      )}
      emailField={lookup(
        'customer_email',
        {
          label: 'Email del cliente',
          required: true,
          listLabel: 'Clienti già registrati, per email',
          type: 'email',
        },
        'email',
      )}
    />
  );
}
