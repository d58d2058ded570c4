import {
  TICKET_PRIORITY_BADGE_CLASSES,
  TICKET_PRIORITY_LABELS,
  type TicketPriority,
} from '../../../../shared/tickets/ticket-priority';
import {
  TICKET_STATUS_BADGE_CLASSES,
  type TicketStatus,
} from '../../../../shared/tickets/ticket-status';
import { StatusBadge as Badge } from '../../../components/ui/badge';

/** The stored status is already the seed's Italian word. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge value={status} colours={TICKET_STATUS_BADGE_CLASSES} />;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge
      value={priority}
      colours={TICKET_PRIORITY_BADGE_CLASSES}
      label={`Priorità ${TICKET_PRIORITY_LABELS[priority].toLowerCase()}`}
    />
  );
}
