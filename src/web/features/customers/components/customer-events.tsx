import { formatDateTime } from '../../../../shared/format';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { type CustomerEventDto, useCustomerEvents } from '../api/customers-api';

const KIND_LABELS: Record<string, string> = {
  unione: 'Unione di un duplicato',
  esportazione: 'Esportazione dei dati',
  anonimizzazione: 'Anonimizzazione',
};

/** What the entry says besides its kind: the merged customer's name, when there is one. */
function detailOf(event: CustomerEventDto): string | null {
  const merged = event.details?.from_display_name;
  return typeof merged === 'string' ? `Unito: ${merged}` : null;
}

/** The record's history for the privacy log: what was done, by whom, when. */
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
        <ul className="flex flex-col gap-2 text-sm">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap gap-x-3">
              <span className="font-medium">{KIND_LABELS[event.kind] ?? event.kind}</span>
              {detailOf(event) && <span>{detailOf(event)}</span>}
              <span className="text-slate-700 dark:text-slate-300">
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
