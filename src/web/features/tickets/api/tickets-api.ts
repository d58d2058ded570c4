// The ticket writes. The paged lists are ticket-lists-api.ts: a form does not fetch list code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TicketCreateInput,
  TicketUpdateInput,
} from '../../../../shared/tickets/ticket-schemas';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketPath, ticketsQueryKey } from './ticket-query';
import type { Ticket } from './ticket-types';

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketCreateInput) =>
      apiFetch<Ticket>('/api/tickets', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TicketUpdateInput }) =>
      apiFetch<Ticket>(ticketPath(id), { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(ticketPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

/** Refreshes lists and sheets after attachments were added outside a mutation. */
export function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
}

/** Admin: 'Ripristina' puts a deleted ticket back in every list. */
export function useRestoreTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ id: string; ticket_number: string }>(`${ticketPath(id)}/restore`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
