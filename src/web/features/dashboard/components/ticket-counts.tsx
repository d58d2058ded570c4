import { useId } from 'react';
import { Link } from 'react-router';
import type { DashboardCountsDto } from '../../../../shared/counter/dashboard';
import { plural } from '../../../../shared/plural';
import type { TicketStatus } from '../../../../shared/tickets/ticket-status';
import { QueryState } from '../../../components/ui/query-state';
import { useTicketCounts } from '../../../lib/ticket-counts';

const READY: TicketStatus = 'Pronto per il ritiro';

/** A number and what it counts, the whole tile a link to the list showing those tickets. */
function Count({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className={
          'flex h-full flex-col rounded-lg border border-slate-300 bg-white px-4 py-3 ' +
          'hover:border-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-sky-300'
        }
      >
        <span className="text-3xl font-semibold tabular-nums">{value}</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
      </Link>
    </li>
  );
}

const listOf = (params: Record<string, string>) => `/tickets?${new URLSearchParams(params)}`;

function Counts({ counts }: { counts: DashboardCountsDto }) {
  const ready = counts.by_status.find((s) => s.status === READY)?.count ?? 0;
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <>
      <ul className={grid}>
        <Count to={listOf({ status: READY })} value={ready} label="Pronti da ritirare" />
        <Count
          to={listOf({ stale: 'true' })}
          value={counts.stale}
          label={`Fermi da più di ${plural(counts.stale_days, 'giorno', 'giorni')}`}
        />
        <Count to={listOf({ late: 'true' })} value={counts.late} label="In ritardo" />
        <Count to={listOf({ mine: 'true' })} value={counts.mine} label="Assegnati a me" />
        {/* Today's tickets whatever their status: a ticket closed at once counts too. */}
        <Count
          to={listOf({ today: 'true', closed: 'true' })}
          value={counts.created_today}
          label="Creati oggi"
        />
      </ul>
      <h3 className="mt-4 mb-2 text-base font-semibold">Ticket aperti per stato</h3>
      <ul className={grid}>
        {counts.by_status.map(({ status, count }) => (
          <Count key={status} to={listOf({ status })} value={count} label={status} />
        ))}
      </ul>
    </>
  );
}

/** The dashboard's numbers; any ticket change refreshes them (lib/ticket-counts). */
export function TicketCounts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Ticket in numeri
      </h2>
      <QueryState query={useTicketCounts()} loading="Caricamento dei conteggi...">
        {(counts) => <Counts counts={counts} />}
      </QueryState>
    </section>
  );
}
