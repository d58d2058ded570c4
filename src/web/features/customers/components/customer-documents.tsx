import { Link } from 'react-router';
import type { CustomerDocumentDto, CustomerDto } from '../../../../shared/customers/customer-dto';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { stringFilterCodec } from '../../../lib/string-filters';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCustomerDocuments } from '../api/customers-api';
import { CUSTOMER_DOCUMENT_TABS, type CustomerDocumentTab } from './customer-document-tabs';

const TAB =
  'rounded-t-md border-b-2 border-transparent px-4 py-2 font-medium aria-selected:border-blue-700 aria-selected:text-blue-800 dark:aria-selected:border-blue-300 dark:aria-selected:text-blue-200';
const LINK = 'font-mono text-blue-700 underline underline-offset-2 dark:text-sky-300';
const HEADINGS = ['Numero', 'Data', 'Stato', 'Importo'];

/** The open tab lives in the URL, so back from a document returns to the same tab. */
const TAB_FILTER = stringFilterCodec(
  { scheda: CUSTOMER_DOCUMENT_TABS[0]?.kind ?? 'tickets' },
  { scheda: CUSTOMER_DOCUMENT_TABS.map((tab) => tab.kind) },
);

function DocumentRows({ customerId, tab }: { customerId: string; tab: CustomerDocumentTab }) {
  const list = useCustomerDocuments(customerId, tab.kind);
  return (
    <PagedList
      query={list}
      loading={{ label: `Caricamento: ${tab.label.toLowerCase()}...` }}
      empty={tab.empty}
      loadError={errorMessage}
      refreshError="Errore durante l'aggiornamento dei documenti"
      loadMore="Carica altri documenti"
    >
      {(documents: CustomerDocumentDto[]) => (
        <DataTable caption={tab.label} headings={HEADINGS}>
          {documents.map((doc) => (
            <tr key={doc.id} className="border-t border-slate-300 dark:border-slate-700">
              <th scope="row" className={`${TABLE_CELL} text-left`}>
                <Link to={doc.path} className={LINK}>
                  {doc.number}
                </Link>
              </th>
              <td className={TABLE_CELL}>{formatCalendarDate(doc.date)}</td>
              <td className={TABLE_CELL}>{doc.status}</td>
              <td className={TABLE_CELL}>{doc.amount === null ? '—' : formatEuro(doc.amount)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}

/** Tickets, quotes, PC builds (and the kinds added to the tab list), newest first. */
export function CustomerDocuments({ customer }: { customer: CustomerDto }) {
  const [filters, change] = useUrlFilters(TAB_FILTER);
  const current =
    CUSTOMER_DOCUMENT_TABS.find((tab) => tab.kind === filters.scheda) ?? CUSTOMER_DOCUMENT_TABS[0];
  if (!current) return null;
  return (
    <section aria-label="Documenti del cliente" className="mb-8">
      <div
        role="tablist"
        aria-label="Documenti del cliente"
        className="mb-4 flex flex-wrap gap-2 border-b border-slate-300 dark:border-slate-700"
      >
        {CUSTOMER_DOCUMENT_TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            id={`tab-${tab.kind}`}
            aria-selected={tab === current}
            aria-controls={`panel-${tab.kind}`}
            className={TAB}
            onClick={() => change({ scheda: tab.kind })}
          >
            {tab.label}
            {tab.count && ` (${customer.counts[tab.count]})`}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current.kind}`} aria-labelledby={`tab-${current.kind}`}>
        <DocumentRows key={current.kind} customerId={customer.id} tab={current} />
      </div>
    </section>
  );
}
