import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import {
  filtersFromSearch,
  filtersToSearch,
  type TicketListFilters,
} from '../../../features/tickets/api/ticket-list-filters';
import { TicketFilters } from '../../../features/tickets/components/ticket-filters';
import { TicketList } from '../../../features/tickets/components/ticket-list';

/** A success message handed over by the form that navigated here. */
export interface TicketsPageState {
  notice?: string;
}

/** SPEC §2 "Ticket list": the controls live in the URL, so reload and back keep them. */
export function TicketsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as TicketsPageState | null)?.notice;
  const [notice, setNotice] = useState(handedOver);
  // The controls answer at once; the URL follows (a router navigation completes a tick later).
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  const urlSearch = searchParams.toString();

  // Reload, back and forward: the URL is the truth.
  useEffect(() => setFilters(filtersFromSearch(new URLSearchParams(urlSearch))), [urlSearch]);

  // Shown once: a reload must not announce the same save again.
  useEffect(() => {
    if (handedOver)
      void navigate({ search: window.location.search }, { replace: true, state: null });
  }, [handedOver, navigate]);

  function changeFilters(change: Partial<TicketListFilters>) {
    const next = filtersToSearch({ ...filters, ...change });
    // As the URL will read back (search trimmed), so the list asks once.
    setFilters(filtersFromSearch(next));
    // Typing a search must not fill the history with one entry per pause.
    setSearchParams(next, { replace: 'q' in change });
  }

  return (
    <>
      <PageHeader
        title="Ticket"
        description="Ticket di riparazione, dal più recente."
        actions={
          <Link to="/tickets/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Crea nuovo ticket
          </Link>
        }
      />
      <StatusRegion>
        {notice && (
          <Alert tone="success" className="mb-6">
            {notice}
          </Alert>
        )}
      </StatusRegion>
      <TicketFilters filters={filters} onChange={changeFilters} />
      <TicketList filters={filters} onSaved={setNotice} />
    </>
  );
}
