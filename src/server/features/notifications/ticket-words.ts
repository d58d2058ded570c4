import { isTicketPriority, TICKET_PRIORITY_LABELS } from '../../../shared/tickets/ticket-priority';

export function priorityLabel(priority: string): string {
  return isTicketPriority(priority) ? TICKET_PRIORITY_LABELS[priority] : priority;
}
