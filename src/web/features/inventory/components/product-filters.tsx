import { SelectField } from '../../../components/ui/field';
import { SearchBox, SortControl } from '../../../components/ui/list-controls';
import { useLabels } from '../api/labels-api';
import { PRODUCT_SORTS, type ProductFilters } from '../api/products-api';
import { SupplierFilter } from './supplier-filter';

interface ProductFiltersProps {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>, options?: { typing?: boolean }) => void;
}

/** SPEC §2: search by name or SKU (and EAN), category and brand filters, in-stock only, sort. */
export function ProductFilterControls({ filters, onChange }: ProductFiltersProps) {
  const categories = useLabels('categories');
  const brands = useLabels('brands');
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <SearchBox
        placeholder="Nome, SKU o EAN…"
        className="sm:col-span-2 lg:col-span-1"
        value={filters.q}
        onCommit={(q) => onChange({ q }, { typing: true })}
      />
      <SelectField
        label="Categoria"
        value={filters.category_id}
        onChange={(e) => onChange({ category_id: e.target.value })}
      >
        <option value="">Tutte le categorie</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Marca"
        value={filters.brand_id}
        onChange={(e) => onChange({ brand_id: e.target.value })}
      >
        <option value="">Tutte le marche</option>
        {brands.data?.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <SupplierFilter
        value={filters.supplier_id}
        onChange={(supplier_id) => onChange({ supplier_id })}
      />
      <SortControl
        sort={filters.sort as (typeof PRODUCT_SORTS)[number][0]}
        order={filters.order as 'asc' | 'desc'}
        options={PRODUCT_SORTS}
        onChange={onChange}
      />
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2 lg:col-span-3">
        <input
          type="checkbox"
          className="size-4"
          checked={filters.in_stock === 'true'}
          onChange={(e) => onChange({ in_stock: e.target.checked ? 'true' : '' })}
        />
        Solo disponibili
      </label>
    </search>
  );
}
