import type { SupplierDto } from '../../../../shared/inventory/suppliers';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';
import type { Page } from '../../../lib/use-paged-query';
import { suppliersApi } from './suppliers-api';

export const supplierSearchKey = [...suppliersApi.key, 'search'] as const;

/** The supplier picker asks the server: a shop may buy from hundreds. */
export async function searchSuppliers(
  text: string,
  signal: AbortSignal,
): Promise<ComboboxOption[]> {
  const query = new URLSearchParams({ limit: '20', ...(text ? { q: text } : {}) });
  const page = await apiFetch<Page<SupplierDto>>(`${suppliersApi.path}?${query}`, { signal });
  return page.items.map((s) => ({
    value: s.id,
    label: s.name,
    detail: s.email ?? s.vat_number ?? undefined,
  }));
}
