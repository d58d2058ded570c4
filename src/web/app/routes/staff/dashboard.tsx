import { useEffect } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { DashboardCards } from '../../../features/dashboard/components/dashboard-cards';
import { TicketCounts } from '../../../features/dashboard/components/ticket-counts';
import { useWarmPage } from '../../../lib/page-warmup';
import { whenIdle } from '../../../lib/when-idle';

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
      <TicketCounts />
      <DashboardCards role={role} />
    </>
  );
}
