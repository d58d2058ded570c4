import type { CustomerSuggestionDto } from '../../shared/customers/customer-dto';
import type { CustomerSnapshot } from '../components/ui/customer-fields';
import type { ComboboxOption } from '../components/ui/search-combobox';
import { ApiError, apiFetch } from './api-fetch';

/**
 * The register's customers as suggestions for one box of a document's form (GET
 * /api/customers/suggestions: name, phone digits, e-mail, codice fiscale): that box's own value
 * as the label, the rest beneath it. Accounts outside the staff (role `user`) are refused the
 * register, so their boxes simply suggest nothing.
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
    return items.map((customer) => ({
      value: customer.id,
      label: field === 'name' ? customer.display_name : (customer.email ?? customer.display_name),
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
  display_name: string;
  email: string | null;
  phone: string | null;
  phone_display: string | null;
}): CustomerSnapshot {
  return {
    customer_id: customer.id,
    customer_name: customer.display_name,
    customer_email: customer.email ?? '',
    customer_phone: customer.phone_display ?? customer.phone ?? '',
  };
}
