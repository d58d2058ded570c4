import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerMessages,
  MessagePreview,
} from '../../../../shared/customer-messages/customer-messages';
import type { TicketStatus } from '../../../../shared/tickets/ticket-status';
import type { ComboboxOption } from '../../../components/ui/search-combobox';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/customer-messages';
const queryKey = ['settings', 'customer-messages'] as const;

/** Settings → Messaggi ai clienti: every status's texts and the reminders (admins). */
export function useCustomerMessages() {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<CustomerMessages>(PATH, { signal }),
  });
}

/** Saves every status and the reminders at once; the answer replaces the cache. */
export function useSaveCustomerMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerMessages) =>
      apiFetch<CustomerMessages>(PATH, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

/** The preview as a page of its own, posted as a form into the preview's sandboxed frame. */
export const PREVIEW_FRAME_PATH = `${PATH}/preview.html`;

export interface PreviewRequest {
  status: TicketStatus;
  ticket_id: string;
  subject: string;
  body: string;
}

/**
 * The e-mail as the server would send it now, for the texts being typed (asked once typing
 * pauses); the last answer stays on screen while the next one loads.
 */
export function useMessagePreview(request: PreviewRequest | null) {
  return useQuery({
    queryKey: [...queryKey, 'preview', request],
    queryFn: ({ signal }) =>
      apiFetch<MessagePreview>(`${PATH}/preview`, { method: 'POST', body: request, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const TICKET_PICK_KEY = ['/api/tickets', 'preview-pick'] as const;

/** The tickets the preview may use: the staff list's search, as a picker's options. */
export async function searchTickets(text: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  const query = new URLSearchParams({ q: text.trim(), limit: '10', closed: 'true' });
  const { items } = await apiFetch<{
    items: { id: string; ticket_number: string; customer_name: string; device_type: string }[];
  }>(`/api/tickets?${query}`, { signal });
  return items.map((ticket) => ({
    value: ticket.id,
    label: `${ticket.ticket_number} – ${ticket.customer_name}`,
    detail: ticket.device_type,
  }));
}
