import { formatDateTime } from '../../../../shared/format';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useCustomerEvents } from '../api/customers-api';

/** The record's log (merges, exports, anonymisation): what was done, by whom, when. */
export function CustomerEvents({ customerId }: { customerId: string }) {
  const list = useCustomerEvents(customerId);
  return (
    <PagedList
      query={list}
      loading={{ label: 'Caricamento del registro...', rows: 2 }}
      empty="Nessuna operazione registrata."
      loadError={errorMessage}
      refreshError="Errore durante l'aggiornamento del registro"
      loadMore="Carica altre operazioni"
    >
      {(events) => (
        <ul className="flex flex-col gap-3 text-sm">
          {events.map((event) => (
            <li key={event.id}>
              <span className="block font-medium">{event.label}</span>
              <span className="block">{event.summary}</span>
              <span className="block text-slate-700 dark:text-slate-300">
                {formatDateTime(event.created_at)}
                {event.user_name && ` · ${event.user_name}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
