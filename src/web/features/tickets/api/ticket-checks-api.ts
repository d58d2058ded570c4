import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckStage } from '../../../../shared/tickets/ticket-check-labels';
import type {
  CheckEntry,
  ChecklistSettings,
  SignatureDto,
  TicketChecksDto,
} from '../../../../shared/tickets/ticket-checks';
import { apiFetch } from '../../../lib/api-fetch';
import { ticketPath, ticketsQueryKey } from './ticket-query';

/** A drawn (or typed, then drawn) signature, as POST /api/tickets/:id/signatures takes it. */
export interface SignatureDraft {
  image: string;
  typed_name?: string;
}

/** The lists per device kind (Settings → Accettazione), for the counter's forms. */
export function useChecklistTemplates() {
  return useQuery({
    queryKey: ['checklist-templates'],
    queryFn: ({ signal }) => apiFetch<ChecklistSettings>('/api/settings/checklists', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `items`: the stage's checks on screen, saved with the signature so none is left unsaved. */
export const postSignature = (
  ticketId: string,
  stage: CheckStage,
  draft: SignatureDraft,
  items?: CheckEntry[],
) =>
  apiFetch<SignatureDto>(`${ticketPath(ticketId)}/signatures`, {
    method: 'POST',
    body: { stage, ...draft, items },
  });

/** Saves one stage's checks or its signature; every view of the ticket refreshes. */
export function useTicketCheckWrites(ticketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
  return {
    saveChecklist: useMutation({
      mutationFn: ({ stage, items }: { stage: CheckStage; items: CheckEntry[] }) =>
        apiFetch<TicketChecksDto>(`${ticketPath(ticketId)}/checklist/${stage}`, {
          method: 'PUT',
          body: { items },
        }),
      onSuccess: refresh,
    }),
    sign: useMutation({
      mutationFn: ({
        stage,
        draft,
        items,
      }: {
        stage: CheckStage;
        draft: SignatureDraft;
        items?: CheckEntry[];
      }) => postSignature(ticketId, stage, draft, items),
      onSuccess: refresh,
    }),
  };
}
