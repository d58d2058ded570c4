import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketNoteDto } from '../../../../shared/tickets/ticket-notes';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketsQueryKey } from './ticket-query';

const notesPath = (ticketId: string) => `/api/tickets/${encodeURIComponent(ticketId)}/notes`;
const notesKey = (ticketId: string) => [...ticketsQueryKey, 'notes', ticketId] as const;

/** The staff page's internal notes: only this page reads them. */
export function useTicketNotes(ticketId: string) {
  return useQuery({
    queryKey: notesKey(ticketId),
    queryFn: ({ signal }) => apiFetch<{ items: TicketNoteDto[] }>(notesPath(ticketId), { signal }),
  });
}

/** Adds a note, or corrects one's own last note when `noteId` is given. */
export function useSaveTicketNote(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId?: string; body: string }) =>
      noteId
        ? apiFetch<TicketNoteDto>(`${notesPath(ticketId)}/${encodeURIComponent(noteId)}`, {
            method: 'PATCH',
            body: { body },
          })
        : apiFetch<TicketNoteDto>(notesPath(ticketId), { method: 'POST', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(ticketId) }),
  });
}

/** DELETE /api/attachments/:id, then every ticket view refreshes. */
export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
