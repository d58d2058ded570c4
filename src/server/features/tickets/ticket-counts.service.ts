import type { DashboardCountsDto } from '../../../shared/counter/dashboard';
import { romeDayStart, romeToday } from '../../../shared/format';
import { CLOSED_TICKET_STATUS, TICKET_STATUSES } from '../../../shared/tickets/ticket-status';
import type { AppDeps } from '../../http/context';
import { readInteger } from '../../settings/settings-store';
import { activityCounts, openCountRows } from './ticket-counts.queries';

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
  const [rows, activity] = await Promise.all([
    openCountRows(deps.db),
    activityCounts(deps.db, {
      recentSince: stale.before,
      lateBefore: romeToday(deps.clock()),
      createdSince: startOfRomeToday(deps),
    }),
  ]);
  const byStatus = new Map<string, number>();
  let open = 0;
  let mine = 0;
  for (const row of rows) {
    const tickets = Number(row.tickets);
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + tickets);
    open += tickets;
    if (row.assignee === actorId) mine += tickets;
  }
  return {
    by_status: TICKET_STATUSES.filter((status) => status !== CLOSED_TICKET_STATUS).map(
      (status) => ({ status, count: byStatus.get(status) ?? 0 }),
    ),
    // Not updated for N days: the open ones less those updated within them.
    stale: open - activity.recent,
    stale_days: stale.days,
    mine,
    late: activity.late,
    created_today: activity.created,
    warranty_open: activity.warranty,
  };
}
