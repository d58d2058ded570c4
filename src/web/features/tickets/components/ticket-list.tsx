import { PagedList } from '../../../components/ui/paged-list';
import { isApiError } from '../../../lib/api-fetch';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { TicketListFilters } from '../api/ticket-list-filters';
import { useTicketList } from '../api/ticket-lists-api';
import { TicketCard } from './ticket-card';
import { TicketTable } from './ticket-table';

/** From this width the list is a compact table; phones and tablets keep the cards. */
const DESKTOP = '(min-width: 1024px)';

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
  const desktop = useMediaQuery(DESKTOP);
  return (
    <PagedList
      query={useTicketList(filters)}
      // SPEC §9: three placeholders while the list loads.
      loading={{
        label: 'Caricamento dei ticket...',
        rows: 3,
        rowClassName: desktop ? 'h-8 w-full rounded' : 'h-40 w-full rounded-lg',
      }}
      empty="Nessun ticket trovato"
      loadError={loadErrorMessage}
      refreshError="Errore durante l'aggiornamento dei ticket"
      loadMore="Carica altri ticket"
      autoLoad
    >
      {(tickets) =>
        desktop ? (
          <TicketTable tickets={tickets} onSaved={onSaved} />
        ) : (
          tickets.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} onSaved={onSaved} />)
        )
      }
    </PagedList>
  );
}
