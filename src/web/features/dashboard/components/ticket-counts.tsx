import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardCountsDto } from '../../../../shared/counter/dashboard';
import { plural } from '../../../../shared/plural';
import {
  CLOSED_TICKET_STATUS,
  TICKET_STATUSES,
  type TicketStatus,
} from '../../../../shared/tickets/ticket-status';
import { ErrorBox } from '../../../components/errors/error-box';
import { errorMessage } from '../../../lib/api-fetch';
import { useTicketCounts } from '../../../lib/ticket-counts';

const READY: TicketStatus = 'Pronto per il ritiro';
/** The repairs stopped until a supplier's part arrives. */
const WAITING_FOR_PARTS: TicketStatus = 'Parti ordinate';

/**
 * A number and what it counts, the whole tile a link to the list showing those tickets. While the
 * number loads the tile is already there with its label, so nothing below moves when it arrives.
 */
function Count({ to, value, label }: { to: string; value: number | null; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className={
          'flex h-full flex-col rounded-lg border border-slate-300 bg-white px-4 py-3 ' +
          'hover:border-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-sky-300'
        }
      >
        <span className="text-3xl font-semibold tabular-nums">
          {value ?? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">in caricamento</span>
            </>
          )}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
      </Link>
    </li>
  );
}

const listOf = (params: Record<string, string>) => `/tickets?${new URLSearchParams(params)}`;

const OPEN_STATUSES = TICKET_STATUSES.filter((status) => status !== CLOSED_TICKET_STATUS);

/** The tiles, with every number `null` until the counts arrive. */
function Counts({ counts }: { counts: DashboardCountsDto | undefined }) {
  const byStatus = (status: TicketStatus) =>
    counts ? (counts.by_status.find((s) => s.status === status)?.count ?? 0) : null;
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <>
      <ul className={grid}>
        <Count to={listOf({ status: READY })} value={byStatus(READY)} label="Pronti da ritirare" />
        <Count
          to={listOf({ stale: 'true' })}
          value={counts?.stale ?? null}
          label={
            counts
              ? `Fermi da più di ${plural(counts.stale_days, 'giorno', 'giorni')}`
              : 'Fermi da tempo'
          }
        />
        <Count to={listOf({ late: 'true' })} value={counts?.late ?? null} label="In ritardo" />
        <Count to={listOf({ mine: 'true' })} value={counts?.mine ?? null} label="Assegnati a me" />
        {/* Today's tickets whatever their status: a ticket closed at once counts too. */}
        <Count
          to={listOf({ today: 'true', closed: 'true' })}
          value={counts?.created_today ?? null}
          label="Creati oggi"
        />
        <Count
          to={listOf({ warranty: 'true' })}
          value={counts?.warranty_open ?? null}
          label="Rientri in garanzia"
        />
        <Count
          to={listOf({ status: WAITING_FOR_PARTS })}
          value={byStatus(WAITING_FOR_PARTS)}
          label="In attesa ricambi"
        />
      </ul>
      <h3 className="mt-4 mb-2 text-base font-semibold">Ticket aperti per stato</h3>
      <ul className={grid}>
        {OPEN_STATUSES.map((status) => (
          <Count key={status} to={listOf({ status })} value={byStatus(status)} label={status} />
        ))}
      </ul>
    </>
  );
}

/** The dashboard's numbers; any ticket change refreshes them (lib/ticket-counts). */
export function TicketCounts() {
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
          <Counts counts={query.data} />
        </div>
      )}
    </section>
  );
}
