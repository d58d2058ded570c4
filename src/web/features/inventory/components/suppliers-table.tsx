import { Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPLIER_MESSAGES, type SupplierDto } from '../../../../shared/inventory/suppliers';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { SearchBox, SortControl } from '../../../components/ui/list-controls';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { SUPPLIER_FILTERS, suppliersApi, useSupplierList } from '../api/suppliers-api';

const HEADINGS = ['Nome', 'Email', 'Telefono', 'Partita IVA', 'Prodotti', 'Azioni'];
const SORTS = [
  ['name', 'Nome'],
  ['created_at', 'Data di inserimento'],
] as const;

function SupplierRow({ supplier }: { supplier: SupplierDto }) {
  const remove = suppliersApi.useRemove();
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        {supplier.name}
      </th>
      <td className={`${TABLE_CELL} break-all`}>{supplier.email ?? '—'}</td>
      <td className={TABLE_CELL}>{supplier.phone_display ?? '—'}</td>
      <td className={TABLE_CELL}>{supplier.vat_number ?? '—'}</td>
      <td className={TABLE_CELL}>{supplier.product_count}</td>
      <td className={TABLE_CELL}>
        <div className="flex flex-wrap gap-1">
          <Link to={`/suppliers/${supplier.id}`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Eye className="size-4" aria-hidden="true" />
            Visualizza<span className="sr-only"> {supplier.name}</span>
          </Link>
          <Link to={`/suppliers/${supplier.id}/edit`} className={buttonClass('ghost', 'px-2 py-1')}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica<span className="sr-only"> {supplier.name}</span>
          </Link>
          <DeleteButton
            what={`il fornitore ${supplier.name}`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(supplier.id)}
          />
        </div>
      </td>
    </tr>
  );
}

/** The suppliers, searched and sorted for real (the seed's controls did nothing). */
export function SuppliersTable() {
  const [filters, change] = useUrlFilters(SUPPLIER_FILTERS);
  const list = useSupplierList(filters);
  return (
    <>
      <search className="mb-6 grid gap-4 sm:grid-cols-3 sm:items-end">
        <SearchBox
          placeholder="Nome, email, telefono, partita IVA…"
          className="sm:col-span-2"
          value={filters.q}
          onCommit={(q) => change({ q }, { typing: true })}
        />
        <SortControl
          sort={filters.sort as 'name' | 'created_at'}
          order={filters.order as 'asc' | 'desc'}
          options={SORTS}
          onChange={change}
        />
      </search>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento dei fornitori...' }}
        empty={SUPPLIER_MESSAGES.empty}
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento dei fornitori"
        loadMore="Carica altri fornitori"
      >
        {(suppliers) => (
          <DataTable caption="Fornitori" headings={HEADINGS}>
            {suppliers.map((supplier) => (
              <SupplierRow key={supplier.id} supplier={supplier} />
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
