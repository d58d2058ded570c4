import { PagedList } from '../../../components/ui/paged-list';
import { isApiError } from '../../../lib/api-fetch';
import type { TicketListFilters } from '../api/ticket-list-filters';
import { useTicketList } from '../api/tickets-api';
import { TicketCard } from './ticket-card';

/** SPEC §8 list messages. */
function loadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Sessione non attiva. Effettua il login.';
    return `Errore nel caricamento dei ticket: ${error.message}`;
  }
  return 'Errore imprevisto durante il caricamento dei ticket';
}

interface TicketListProps {
  filters: TicketListFilters;
  onSaved: (message: string) => void;
}

/** The tickets page by page: more load as the end scrolls into view, or with the button. */
export function TicketList({ filters, onSaved }: TicketListProps) {
  return (
    <PagedList
      query={useTicketList(filters)}
      // SPEC §9: three placeholders while the list loads.
      loading={{
        label: 'Caricamento dei ticket...',
        rows: 3,
        rowClassName: 'h-40 w-full rounded-lg',
      }}
      empty="Nessun ticket trovato"
      loadError={loadErrorMessage}
      refreshError="Errore durante l'aggiornamento dei ticket"
      loadMore="Carica altri ticket"
      autoLoad
    >
      {(tickets) =>
        tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} onSaved={onSaved} />)
      }
    </PagedList>
  );
}
