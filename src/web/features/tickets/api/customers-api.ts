import { useQuery } from '@tanstack/react-query';
import type { CustomerMatchDto, CustomerTicketsDto } from '../../../../shared/counter/customers';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketsQueryKey } from './ticket-query';

/** Under the tickets' key: a new or edited ticket changes who the customers are. */
export const customersQueryKey = [...ticketsQueryKey, 'customers'] as const;

/**
 * The customers of earlier tickets as suggestions for one of the form's fields: the field's own
 * value as the option's label, the rest beneath it.
 */
export function customerSuggestions(field: 'name' | 'email') {
  return async (text: string, signal: AbortSignal): Promise<ComboboxOption<CustomerMatchDto>[]> => {
    const query = new URLSearchParams({ q: text });
    const { items } = await apiFetch<{ items: CustomerMatchDto[] }>(`/api/customers?${query}`, {
      signal,
    });
    return items.map((customer) => ({
      value: `${customer.email} ${customer.phone ?? ''}`,
      label: field === 'name' ? customer.name : customer.email,
      detail: [field === 'name' ? customer.email : customer.name, customer.phone_display]
        .filter(Boolean)
        .join(' · '),
      item: customer,
    }));
  };
}

/** "Altri ticket di questo cliente". */
export function useCustomerTickets(ticketId: string) {
  return useQuery({
    queryKey: [...customersQueryKey, 'of', ticketId],
    queryFn: ({ signal }) =>
      apiFetch<CustomerTicketsDto>(
        `/api/tickets/${encodeURIComponent(ticketId)}/customer-tickets`,
        {
          signal,
        },
      ),
  });
}
