import { useEffect } from 'react';
import { isStaff } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cachedRole } from '../../../features/auth/api/me';
import { DashboardCards } from '../../../features/dashboard/components/dashboard-cards';
import { TicketCounts } from '../../../features/dashboard/components/ticket-counts';
import { LateOrdersTile } from '../../../features/purchase-orders/components/late-orders-tile';
import { dashboardCards } from '../../../lib/areas';
import { inventoryCountsQuery } from '../../../lib/inventory-counts';
import { type PrefetchPage, useWarmPage } from '../../../lib/page-warmup';
import { ticketCountsQuery } from '../../../lib/ticket-counts';
import { whenIdle } from '../../../lib/when-idle';

/** The counts the dashboard opens with; the warehouse's only for those whose cards show them. */
export const prefetchPage: PrefetchPage = (client) => {
  const role = cachedRole(client);
  const counters = role !== undefined && dashboardCards(role).some((card) => card.counter);
  return Promise.all([
    client.prefetchQuery(ticketCountsQuery),
    counters ? client.prefetchQuery(inventoryCountsQuery) : undefined,
  ]);
};

/** Reached at / and /dashboard; the staff layout shows 'Caricamento...' until the role is known. */
export function DashboardPage() {
  const { name, role } = useCurrentUser();
  // The board is the heaviest page the menu opens (5,000 tasks in ≤ 1 s, docs/decisions/016):
  // its code and first columns are fetched while the dashboard sits idle (once per sign-in, prefetchTaskBoard).
  const warmTaskBoard = useWarmPage('/tasks');
  useEffect(() => whenIdle(warmTaskBoard), [warmTaskBoard]);
  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Ciao, ${name}.` : undefined} />
      <TicketCounts more={role && isStaff(role) ? <LateOrdersTile /> : null} />
      <DashboardCards role={role} />
    </>
  );
}
