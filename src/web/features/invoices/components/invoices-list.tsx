import { Link } from 'react-router';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { INVOICE_KIND_LABELS } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceListItemDto } from '../../../../shared/invoices/invoice-dto';
import { registerAmount } from '../../../../shared/invoices/invoice-register';
import type { TransmissionStatus } from '../../../../shared/sdi/sdi-transmission';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import {
  TransmissionBadge,
  useTransmissionStatuses,
} from '../../sdi/components/transmission-column';
import { INVOICE_FILTERS, useInvoiceList } from '../api/invoices-api';
import { InvoiceFilterControls } from './invoice-filters';
import { InvoiceStatusBadge } from './invoice-status';

const HEADINGS = ['Numero', 'Data', 'Cliente', 'Tipo', 'Stato', 'SDI', 'Totale'];

interface RowProps {
  invoice: InvoiceListItemDto;
  sdi: TransmissionStatus | undefined;
}

function InvoiceRow({ invoice, sdi }: RowProps) {
  const name = invoice.number ?? 'Bozza senza numero';
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-mono font-medium`}>
        <Link className="underline" to={`/invoices/${invoice.id}`}>
          {name}
        </Link>
      </th>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        {invoice.issue_date ? formatCalendarDate(invoice.issue_date) : '—'}
      </td>
      <td className={TABLE_CELL}>
        {invoice.customer_name}
        {(invoice.customer_vat_number || invoice.customer_tax_code) && (
          <span className="block font-mono text-slate-700 dark:text-slate-300">
            {invoice.customer_vat_number || invoice.customer_tax_code}
          </span>
        )}
      </td>
      <td className={TABLE_CELL}>{INVOICE_KIND_LABELS[invoice.kind]}</td>
      <td className={TABLE_CELL}>
        <InvoiceStatusBadge status={invoice.status} />
      </td>
      <td className={TABLE_CELL}>{sdi ? <TransmissionBadge status={sdi} /> : '—'}</td>
      <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
        {formatEuro(registerAmount(invoice.kind, invoice.total))}
      </td>
    </tr>
  );
}

/** The rows, each issued invoice with its state at the SDI (asked of the SDI feature). */
function InvoicesTable({ invoices }: { invoices: InvoiceListItemDto[] }) {
  const statuses = useTransmissionStatuses(
    invoices.filter((i) => i.status === 'emessa').map((i) => i.id),
  );
  return (
    <DataTable caption="Fatture" headings={HEADINGS}>
      {invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} sdi={statuses.data?.[invoice.id]} />
      ))}
    </DataTable>
  );
}

/** The invoices, newest number first within the year, filtered from the URL. */
export function InvoicesList() {
  const [filters, change] = useUrlFilters(INVOICE_FILTERS);
  const list = useInvoiceList(filters);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <InvoiceFilterControls filters={filters} onChange={change} />
      <PagedList
        query={list}
        loading={{ label: 'Caricamento delle fatture...' }}
        empty={
          filtered
            ? 'Nessuna fattura corrisponde ai filtri.'
            : 'Nessuna fattura ancora: si crea da un ticket, da un preventivo accettato, da un PC build o con «Nuova fattura».'
        }
        loadError={() => 'Impossibile caricare le fatture.'}
        refreshError="Impossibile aggiornare le fatture."
        loadMore="Carica altre fatture"
      >
        {(invoices) => <InvoicesTable invoices={invoices} />}
      </PagedList>
    </>
  );
}
