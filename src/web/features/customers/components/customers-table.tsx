import { Link } from 'react-router';
import type { CustomerListItemDto } from '../../../../shared/customers/customer-dto';
import type { CustomerSort } from '../../../../shared/customers/customer-schemas';
import { formatDate } from '../../../../shared/format';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { SearchBox, SortControl } from '../../../components/ui/list-controls';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { CUSTOMER_FILTERS, CUSTOMER_SORT_LABELS, useCustomerList } from '../api/customers-api';
import { ToReviewBadge } from './to-review-badge';

const HEADINGS = ['Nome', 'Telefono', 'Email', 'Codice fiscale / P.IVA', 'Ultima attività'];
const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

function CustomerRow({ customer }: { customer: CustomerListItemDto }) {
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`/customers/${customer.id}`} className={LINK}>
            {customer.display_name}
          </Link>
          {customer.to_review && <ToReviewBadge />}
        </span>
      </th>
      <td className={TABLE_CELL}>{customer.phone_display ?? customer.phone ?? '—'}</td>
      <td className={`${TABLE_CELL} break-all`}>{customer.email ?? '—'}</td>
      <td className={`${TABLE_CELL} font-mono`}>
        {customer.tax_code ?? customer.vat_number ?? '—'}
      </td>
      <td className={TABLE_CELL}>{formatDate(customer.last_activity_at)}</td>
    </tr>
  );
}

/** The register: searched by name, codice fiscale, P.IVA, phone digits or e-mail, paged. */
export function CustomersTable() {
  const [filters, change] = useUrlFilters(CUSTOMER_FILTERS);
  const list = useCustomerList(filters);
  return (
    <>
      <search className="mb-6 grid gap-4 sm:grid-cols-3 sm:items-end">
        <SearchBox
          placeholder="Nome, codice fiscale, P.IVA, telefono, email…"
          className="sm:col-span-2"
          value={filters.q}
          onCommit={(q) => change({ q }, { typing: true })}
        />
        <SortControl
          sort={filters.sort as CustomerSort}
          order={filters.order as 'asc' | 'desc'}
          options={CUSTOMER_SORT_LABELS}
          onChange={change}
        />
        <label className="flex items-center gap-2 sm:col-span-3">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.to_review === 'true'}
            onChange={(event) => change({ to_review: event.target.checked ? 'true' : '' })}
          />
          Solo i clienti da verificare (dal modulo pubblico, possibili duplicati)
        </label>
      </search>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento dei clienti...' }}
        empty="Nessun cliente trovato"
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento dei clienti"
        loadMore="Carica altri clienti"
      >
        {(customers) => (
          <DataTable caption="Clienti" headings={HEADINGS}>
            {customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
