import { SearchCombobox } from '../../../components/ui/search-combobox';
import { searchSuppliers, supplierSearchKey } from '../api/supplier-search';
import { suppliersApi } from '../api/suppliers-api';

/** The products list's supplier filter: a search among suppliers, its name read back from the URL's id. */
export function SupplierFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const chosen = suppliersApi.useOne(value);
  const name = value ? (chosen.data?.name ?? '') : '';
  return (
    // Remounted when the name arrives: the box shows a chosen value's label from its first render.
    <SearchCombobox
      key={name}
      label="Fornitore"
      value={value}
      valueLabel={name}
      onChange={(option) => onChange(option?.value ?? '')}
      search={searchSuppliers}
      queryKey={supplierSearchKey}
      noneLabel="Tutti i fornitori"
    />
  );
}
