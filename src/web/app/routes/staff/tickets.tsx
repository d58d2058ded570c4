import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { staffTicketPath } from '../../../../shared/counter/staff-ticket-path';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import type { CreatedTicket } from '../../../features/tickets/api/created-ticket';
import { TICKET_FILTERS } from '../../../features/tickets/api/ticket-list-filters';
import { TicketActions } from '../../../features/tickets/components/ticket-actions';
import { TicketFilters } from '../../../features/tickets/components/ticket-filters';
import { TicketList } from '../../../features/tickets/components/ticket-list';
import { useUrlFilters } from '../../../lib/use-url-filters';

export { prefetchTicketList as prefetchPage } from '../../../features/tickets/api/ticket-lists-api';

/** A success message handed over by the form that navigated here. */
export interface TicketsPageState {
  notice?: string;
  /** After a create: the new ticket, for the message's Apri / Stampa / WhatsApp. */
  created?: CreatedTicket;
}

/** SPEC §2 "Ticket list": the controls live in the URL, so reload and back keep them. */
export function TicketsPage() {
  const me = useCurrentUser();
  const [filters, changeFilters] = useUrlFilters(TICKET_FILTERS);
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as TicketsPageState | null;
  const handedOver = state?.notice;
  const [notice, setNotice] = useState(handedOver);
  const [created, setCreated] = useState(state?.created);
  // Shown once: a reload must not announce the same save again.
  useEffect(() => {
    if (handedOver)
      void navigate({ search: window.location.search }, { replace: true, state: null });
  }, [handedOver, navigate]);

  return (
    <>
      <PageHeader
        title="Ticket"
        description="Ticket di riparazione, dal più recente."
        actions={
          <div className="flex flex-wrap gap-2">
            {isAdmin(me.role) && (
              <Link to="/tickets/eliminati" className={buttonClass('secondary')}>
                <Trash2 className="size-4" aria-hidden="true" />
                Ticket eliminati
              </Link>
            )}
            <Link to="/tickets/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              Crea nuovo ticket
            </Link>
          </div>
        }
      />
      <StatusRegion>
        {notice && (
          <Alert tone="success" className="mb-6">
            {notice}
            {created && (
              <div className="mt-3">
                <TicketActions
                  ticket={created}
                  before={
                    <Link to={staffTicketPath(created.id)} className={buttonClass('primary')}>
                      Apri
                    </Link>
                  }
                />
              </div>
            )}
          </Alert>
        )}
      </StatusRegion>
      <TicketFilters
        filters={filters}
        onChange={(change) => changeFilters(change, { typing: 'q' in change })}
      />
      <TicketList
        filters={filters}
        onSaved={(message) => {
          setCreated(undefined);
          setNotice(message);
        }}
      />
    </>
  );
}
