import { Link } from 'react-router';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { SelectField, TextField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/list-controls';
import { PagedList } from '../../../components/ui/paged-list';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { SUPPLIER_INVOICE_FILTERS, useSupplierInvoiceList } from '../api/supplier-invoices-api';

const HEADINGS = ['Numero', 'Fornitore', 'Data', 'Tipo', 'Totale', 'Magazzino', 'Pagamento'];

export interface SupplierSearch {
  search: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  key: readonly unknown[];
}

/** The supplier invoices, newest first: search, supplier, period, loaded or not, paid or not. */
export function SupplierInvoicesList({ supplierSearch }: { supplierSearch: SupplierSearch }) {
  const [filters, change] = useUrlFilters(SUPPLIER_INVOICE_FILTERS);
  const list = useSupplierInvoiceList(filters);
  return (
    <>
      <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <SearchBox
          placeholder="Numero o fornitore…"
          value={filters.q}
          onCommit={(q) => change({ q })}
        />
        <SearchCombobox
          label="Fornitore"
          value={filters.supplier_id}
          valueLabel={filters.supplier_name}
          noneLabel="Tutti i fornitori"
          onChange={(option) =>
            change({ supplier_id: option?.value ?? '', supplier_name: option?.label ?? '' })
          }
          search={supplierSearch.search}
          queryKey={supplierSearch.key}
        />
        <TextField
          label="Dal"
          type="date"
          value={filters.from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          label="Al"
          type="date"
          value={filters.to}
          onChange={(event) => change({ to: event.target.value })}
        />
        <SelectField
          label="Magazzino"
          value={filters.loaded}
          onChange={(event) => change({ loaded: event.target.value })}
        >
          <option value="">Tutte</option>
          <option value="no">Da caricare</option>
          <option value="yes">Caricate</option>
        </SelectField>
        <SelectField
          label="Pagamento"
          value={filters.paid}
          onChange={(event) => change({ paid: event.target.value })}
        >
          <option value="">Tutte</option>
          <option value="no">Da pagare</option>
          <option value="yes">Pagate</option>
        </SelectField>
      </search>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento delle fatture passive...' }}
        empty="Nessuna fattura passiva trovata"
        loadError={() => 'Impossibile caricare le fatture passive'}
        refreshError="Impossibile aggiornare le fatture passive"
        loadMore="Carica altre fatture"
      >
        {(invoices) => (
          <DataTable caption="Fatture passive" headings={HEADINGS}>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t border-slate-300 dark:border-slate-700">
                <th scope="row" className={`${TABLE_CELL} text-left font-mono font-medium`}>
                  <Link className="underline" to={`/supplier-invoices/${invoice.id}`}>
                    {invoice.number}
                  </Link>
                </th>
                <td className={TABLE_CELL}>{invoice.supplier_name}</td>
                <td className={`${TABLE_CELL} whitespace-nowrap`}>
                  {formatCalendarDate(invoice.date)}
                </td>
                <td className={TABLE_CELL}>
                  {invoice.document_type}
                  {invoice.self_invoice && ' · autofattura'}
                </td>
                <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
                  {invoice.total === null ? '—' : formatEuro(invoice.total)}
                </td>
                <td className={TABLE_CELL}>
                  {invoice.stock_loaded_at ? 'Caricata' : 'Da caricare'}
                </td>
                <td className={`${TABLE_CELL} whitespace-nowrap`}>
                  {invoice.paid_on
                    ? `Pagata il ${formatCalendarDate(invoice.paid_on)}`
                    : 'Da pagare'}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
