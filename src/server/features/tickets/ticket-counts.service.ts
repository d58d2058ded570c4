import type { DashboardCountsDto } from '../../../shared/counter/dashboard';
import { romeDayStart, romeToday } from '../../../shared/format';
import { NOT_LATE_STATUSES } from '../../../shared/tickets/ticket-intake';
import { CLOSED_TICKET_STATUS, TICKET_STATUSES } from '../../../shared/tickets/ticket-status';
import type { AppDeps } from '../../http/context';
import { readInteger } from '../../settings/settings-store';
import { countCreatedSince, openTicketCounts } from './ticket-counts.queries';

const DAY_MS = 86_400_000;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * "Fermi da più di N giorni": N is the old-ticket setting, so the dashboard and the old-ticket
 * e-mail agree on what is old. The list filter `stale=true` reads the same cutoff.
 */
export async function staleWindow(deps: Deps): Promise<{ days: number; before: string }> {
  const days = await readInteger(deps.db, 'email_admin_old_tickets_days');
  return { days, before: new Date(deps.clock().getTime() - days * DAY_MS).toISOString() };
}

/** Midnight of today in Rome, as the instant `today=true` and "Creati oggi" count from. */
export const startOfRomeToday = (deps: Pick<AppDeps, 'clock'>) =>
  romeDayStart(romeToday(deps.clock()));

/** Everything the dashboard counts, for the account asking. */
export async function dashboardCounts(deps: Deps, actorId: string): Promise<DashboardCountsDto> {
  const stale = await staleWindow(deps);
  const rows = await openTicketCounts(deps.db, {
    staleBefore: stale.before,
    me: actorId,
    today: romeToday(deps.clock()),
  });
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const total = (field: 'stale' | 'mine' | 'late') =>
    rows.reduce((sum, row) => sum + Number(row[field]), 0);
  return {
    by_status: TICKET_STATUSES.filter((status) => status !== CLOSED_TICKET_STATUS).map(
      (status) => ({ status, count: Number(byStatus.get(status)?.open ?? 0) }),
    ),
    stale: total('stale'),
    stale_days: stale.days,
    mine: total('mine'),
    late: rows
      .filter(
        (row) => !NOT_LATE_STATUSES.includes(row.status as (typeof NOT_LATE_STATUSES)[number]),
      )
      .reduce((sum, row) => sum + Number(row.late), 0),
    created_today: await countCreatedSince(deps.db, startOfRomeToday(deps)),
  };
}
