import { useNavigate } from 'react-router';
import { isStaff } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { createdTicket } from '../../../features/tickets/api/created-ticket';
import { TicketForm } from '../../../features/tickets/components/ticket-form';
import type { TicketsPageState } from './tickets';

export { prefetchTicketForm as prefetchPage } from '../../../features/tickets/api/ticket-form-data';

/** SPEC §2 "Create ticket": after saving, back to the list with the success message. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const staff = isStaff(useCurrentUser().role);
  return (
    <>
      <PageHeader title="Nuovo ticket" description="Registra un dispositivo in riparazione." />
      <Section title="Dati del ticket">
        <TicketForm
          onSaved={(notice, saved) =>
            navigate('/tickets', {
              state: { notice, created: createdTicket(saved) } satisfies TicketsPageState,
            })
          }
          onCancel={() => navigate('/tickets')}
          canTakeDeposit={staff}
        />
      </Section>
    </>
  );
}
