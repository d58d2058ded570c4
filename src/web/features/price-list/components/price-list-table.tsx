import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import {
  PRICE_LIST_MESSAGES,
  type PriceListEntryDto,
} from '../../../../shared/price-list/price-list';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { SearchBox } from '../../../components/ui/list-controls';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { priceListApi, usePriceList } from '../api/price-list-api';

// What the counter reads first comes first: on a phone the table scrolls sideways, and the
// price must be on screen without scrolling (the brand shares the model's cell to make room).
const HEADINGS = ['Marca e modello', 'Riparazione', 'Prezzo', 'Tempo', 'Garanzia', 'Ricambi'];

function EntryRow({ entry, admin }: { entry: PriceListEntryDto; admin: boolean }) {
  const remove = priceListApi.useRemove();
  const name = `${entry.model} ${entry.repair}`;
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
          {entry.brand}
        </span>
        {entry.model}
      </th>
      <td className={TABLE_CELL}>{entry.repair}</td>
      <td className={`${TABLE_CELL} whitespace-nowrap tabular-nums`}>{formatEuro(entry.price)}</td>
      <td className={TABLE_CELL}>{entry.minutes === null ? '—' : `${entry.minutes} min`}</td>
      <td className={TABLE_CELL}>
        {entry.warranty_months === null ? 'Standard' : `${entry.warranty_months} mesi`}
      </td>
      <td className={TABLE_CELL}>{entry.parts.map((p) => p.name).join(', ') || '—'}</td>
      {admin && (
        <td className={TABLE_CELL}>
          <div className="flex flex-wrap gap-1">
            <Link to={`/price-list/${entry.id}`} className={buttonClass('ghost', 'px-2 py-1')}>
              <Pencil className="size-4" aria-hidden="true" />
              Modifica<span className="sr-only"> {name}</span>
            </Link>
            <DeleteButton
              what={`la voce ${name}`}
              busy={remove.isPending}
              onDelete={() => remove.mutateAsync(entry.id)}
            />
          </div>
        </td>
      )}
    </tr>
  );
}

/** *Listino riparazioni*: searched by model as it is typed; admins edit each entry. */
export function PriceListTable({ admin }: { admin: boolean }) {
  const [q, setQ] = useState('');
  const list = usePriceList(q);
  return (
    <>
      <search className="mb-6 max-w-xl">
        <SearchBox placeholder="Marca, modello o riparazione…" value={q} onCommit={setQ} />
      </search>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento del listino...' }}
        empty={PRICE_LIST_MESSAGES.empty}
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento del listino"
        loadMore="Carica altre riparazioni"
      >
        {(entries) => (
          <DataTable
            caption="Listino riparazioni"
            headings={admin ? [...HEADINGS, 'Azioni'] : HEADINGS}
          >
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} admin={admin} />
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
