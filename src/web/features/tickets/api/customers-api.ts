import { useQuery } from '@tanstack/react-query';
import type { CustomerTicketsDto } from '../../../../shared/counter/customers';
import type { CustomerSuggestionDto } from '../../../../shared/customers/customer-dto';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketsQueryKey } from './ticket-query';

/** Under the tickets' key: a new or edited ticket changes who the customers are. */
export const customersQueryKey = [...ticketsQueryKey, 'customers'] as const;

/**
 * The register's customers as suggestions for one of the form's fields: the field's own value as
 * the option's label, the rest beneath it.
 */
export function customerSuggestions(field: 'name' | 'email') {
  return async (
    text: string,
    signal: AbortSignal,
  ): Promise<ComboboxOption<CustomerSuggestionDto>[]> => {
    const query = new URLSearchParams({ q: text });
    const { items } = await apiFetch<{ items: CustomerSuggestionDto[] }>(
      `/api/customers/suggestions?${query}`,
      { signal },
    );
    return items.map((customer) => ({
      value: customer.id,
      label: field === 'name' ? customer.display_name : (customer.email ?? ''),
      detail: [field === 'name' ? customer.email : customer.display_name, customer.phone_display]
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
