import { useEffect, useRef } from 'react';
import { ErrorBox } from '../../../components/errors/error-box';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
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
  const list = useTicketList(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = list;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (list.isPending) {
    // SPEC §9: three placeholders while the list loads.
    return (
      <LoadingBlock
        label="Caricamento dei ticket..."
        rows={3}
        rowClassName="h-40 w-full rounded-lg"
      />
    );
  }
  if (!list.data) {
    return <ErrorBox message={loadErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }

  const tickets = list.data.pages.flatMap((page) => page.items);
  if (tickets.length === 0) {
    return (
      <p className="py-8 text-center text-slate-700 dark:text-slate-300">Nessun ticket trovato</p>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} onSaved={onSaved} />
      ))}
      {/* Rows already on screen stay; only the refresh or the next page failed. */}
      {list.isError && (
        <ErrorBox
          message="Errore durante l'aggiornamento dei ticket"
          onRetry={() => void (isFetchNextPageError ? fetchNextPage() : list.refetch())}
        />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div ref={sentinel} className="flex justify-center">
          <Button
            variant="secondary"
            busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Carica altri ticket
          </Button>
        </div>
      )}
    </div>
  );
}
