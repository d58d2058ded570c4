import type { CustomerSuggestionDto as CustomerSuggestion } from '../../../../shared/customers/customer-dto';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';

export const CUSTOMER_PICK_KEY = ['/api/customers', 'suggestions'] as const;

/** The counter's customer search, as a picker's options: the name, with what tells them apart. */
export async function searchCustomers(
  text: string,
  signal: AbortSignal,
): Promise<ComboboxOption<CustomerSuggestion>[]> {
  // The server asks for two characters: one letter would list everybody.
  if (text.trim().length < 2) return [];
  const query = new URLSearchParams({ q: text, limit: '10' });
  const { items } = await apiFetch<{ items: CustomerSuggestion[] }>(
    `/api/customers/suggestions?${query}`,
    { signal },
  );
  return items.map((customer) => ({
    value: customer.id,
    label: customer.display_name,
    detail: [customer.tax_code, customer.email, customer.phone_display].filter(Boolean).join(' · '),
    item: customer,
  }));
}
