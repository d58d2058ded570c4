import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { DashboardCards } from '../../../features/dashboard/components/dashboard-cards';
import { TicketCounts } from '../../../features/dashboard/components/ticket-counts';

/** Reached at / and /dashboard; the staff layout shows 'Caricamento...' until the role is known. */
export function DashboardPage() {
  const { name, role } = useCurrentUser();
  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Ciao, ${name}.` : undefined} />
      <TicketCounts />
      <DashboardCards role={role} />
    </>
  );
}
