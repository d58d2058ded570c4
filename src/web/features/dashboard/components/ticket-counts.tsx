import { type ReactNode, useId } from 'react';
import type { DashboardCountsDto } from '../../../../shared/counter/dashboard';
import { plural } from '../../../../shared/plural';
import {
  CLOSED_TICKET_STATUS,
  TICKET_STATUSES,
  type TicketStatus,
} from '../../../../shared/tickets/ticket-status';
import { ErrorBox } from '../../../components/errors/error-box';
import { CountTile } from '../../../components/ui/count-tile';
import { errorMessage } from '../../../lib/api-fetch';
import { useTicketCounts } from '../../../lib/ticket-counts';

const READY: TicketStatus = 'Pronto per il ritiro';
/** The repairs stopped until a supplier's part arrives. */
const WAITING_FOR_PARTS: TicketStatus = 'Parti ordinate';

const listOf = (params: Record<string, string>) => `/tickets?${new URLSearchParams(params)}`;

const OPEN_STATUSES = TICKET_STATUSES.filter((status) => status !== CLOSED_TICKET_STATUS);

/** The tiles, with every number `null` until the counts arrive; `more` beside the parts' one. */
function Counts({ counts, more }: { counts: DashboardCountsDto | undefined; more: ReactNode }) {
  const byStatus = (status: TicketStatus) =>
    counts ? (counts.by_status.find((s) => s.status === status)?.count ?? 0) : null;
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <>
      <ul className={grid}>
        <CountTile
          to={listOf({ status: READY })}
          value={byStatus(READY)}
          label="Pronti da ritirare"
        />
        <CountTile
          to={listOf({ stale: 'true' })}
          value={counts?.stale ?? null}
          label={
            counts
              ? `Fermi da più di ${plural(counts.stale_days, 'giorno', 'giorni')}`
              : 'Fermi da tempo'
          }
        />
        <CountTile to={listOf({ late: 'true' })} value={counts?.late ?? null} label="In ritardo" />
        <CountTile
          to={listOf({ mine: 'true' })}
          value={counts?.mine ?? null}
          label="Assegnati a me"
        />
        {/* Today's tickets whatever their status: a ticket closed at once counts too. */}
        <CountTile
          to={listOf({ today: 'true', closed: 'true' })}
          value={counts?.created_today ?? null}
          label="Creati oggi"
        />
        <CountTile
          to={listOf({ warranty: 'true' })}
          value={counts?.warranty_open ?? null}
          label="Rientri in garanzia"
        />
        <CountTile
          to={listOf({ status: WAITING_FOR_PARTS })}
          value={byStatus(WAITING_FOR_PARTS)}
          label="In attesa ricambi"
        />
        {more}
      </ul>
      <h3 className="mt-4 mb-2 text-base font-semibold">Ticket aperti per stato</h3>
      <ul className={grid}>
        {OPEN_STATUSES.map((status) => (
          <CountTile key={status} to={listOf({ status })} value={byStatus(status)} label={status} />
        ))}
      </ul>
    </>
  );
}

/**
 * The dashboard's numbers; any ticket change refreshes them (lib/ticket-counts). `more`: tiles
 * of other areas (the late supplier orders), handed in by the page.
 */
export function TicketCounts({ more }: { more?: ReactNode }) {
  const headingId = useId();
  const query = useTicketCounts();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Ticket in numeri
      </h2>
      {query.isError ? (
        <ErrorBox message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isPending}>
          <Counts counts={query.data} more={more} />
        </div>
      )}
    </section>
  );
}
