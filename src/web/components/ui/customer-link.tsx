import { useQuery } from '@tanstack/react-query';
import { Unlink } from 'lucide-react';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { CustomerDto, CustomerSuggestionDto } from '../../../shared/customers/customer-dto';
import { customerReadingName } from '../../../shared/customers/person-name';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { Button } from './button';
import type { CustomerSnapshot, CustomerValues } from './customer-snapshot';
import type { ComboboxOption } from './search-combobox';

// The half of CustomerFields that loads on first use: the suggestions' request, the line that
// names the linked customer, and the `?cliente=` prefill.

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/**
 * The register's customers as suggestions for one box of a document's form (GET
 * /api/customers/suggestions: name, phone digits, e-mail, codice fiscale): that box's own value
 * as the label, the rest beneath it (the e-mail box offers only customers with an e-mail).
 * Accounts outside the staff (role `user`) are refused the register, so their boxes simply
 * suggest nothing.
 */
export function customerSuggestions(field: 'name' | 'email') {
  return async (text: string, signal: AbortSignal): Promise<ComboboxOption<CustomerSnapshot>[]> => {
    const query = new URLSearchParams({ q: text });
    let items: CustomerSuggestionDto[];
    try {
      ({ items } = await apiFetch<{ items: CustomerSuggestionDto[] }>(
        `/api/customers/suggestions?${query}`,
        { signal },
      ));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return [];
      throw error;
    }
    const offered = field === 'name' ? items : items.filter((customer) => customer.email);
    return offered.map((customer) => ({
      value: customer.id,
      label: field === 'name' ? customer.display_name : (customer.email ?? ''),
      detail: [
        field === 'name' ? customer.email : customer.display_name,
        customer.phone_display,
        customer.tax_code,
        customer.to_review ? 'da verificare' : null,
      ]
        .filter(Boolean)
        .join(' · '),
      item: snapshotOf(customer),
    }));
  };
}

export function snapshotOf(customer: {
  id: string;
  /** "Mario Rossi": a document names its customer as they are read, not as the list sorts. */
  reading_name: string;
  email: string | null;
  phone: string | null;
  phone_display: string | null;
}): CustomerSnapshot {
  return {
    customer_id: customer.id,
    customer_name: customer.reading_name,
    customer_email: customer.email ?? '',
    customer_phone: customer.phone_display ?? customer.phone ?? '',
  };
}

/**
 * The customer a new document starts from: `?cliente=<id>`, as the customer page's *Nuovo
 * ticket*, *Nuovo preventivo* and *Nuova configurazione* open the forms.
 */
function useCustomerFromUrl() {
  const id = useSearchParams()[0].get('cliente') ?? '';
  return useQuery({
    queryKey: ['/api/customers', 'one', id],
    queryFn: ({ signal }) =>
      apiFetch<CustomerDto>(`/api/customers/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}

/**
 * The document's link to the register, under its customer fields: who it is linked to, with
 * *Scollega*; and the `?cliente=<id>` prefill of a new document, once, into a form that names
 * nobody yet.
 */
export function CustomerLink({ form }: { form: UseFormReturn<CustomerValues> }) {
  const { setValue, getValues, watch } = form;
  const linkedId = watch('customer_id');
  const fromUrl = useCustomerFromUrl().data;

  useEffect(() => {
    if (!fromUrl || getValues('customer_id') !== '' || getValues('customer_name') !== '') return;
    const named = { ...fromUrl, reading_name: customerReadingName(fromUrl) };
    for (const [name, value] of Object.entries(snapshotOf(named)))
      setValue(name as keyof CustomerValues, value, { shouldDirty: true });
  }, [fromUrl, getValues, setValue]);

  if (linkedId === '') return null;
  return (
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
        <Unlink className="size-4" aria-hidden="true" />
        Scollega
      </Button>
    </p>
  );
}
