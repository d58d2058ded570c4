import * as z from 'zod/mini';
import { requiredText } from '../form-fields';

/**
 * Internal notes: staff-only, append-only; the author may correct the ticket's last
 * note while it is still the last one and theirs, so nobody rewrites what others replied to.
 */
export const NOTE_MESSAGES = {
  bodyRequired: 'Il testo della nota è obbligatorio',
  notFound: 'Nota non trovata',
  notEditable: 'Puoi modificare solo la tua nota, finché è l’ultima del ticket',
} as const;

export const noteInputSchema = z.object({
  body: requiredText(NOTE_MESSAGES.bodyRequired, 5000),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const ticketNoteDto = z.object({
  id: z.string(),
  ticket_id: z.string(),
  author_id: z.nullable(z.string()),
  author_name: z.nullable(z.string()),
  author_email: z.nullable(z.string()),
  body: z.string(),
  /** Written by Sportello itself (a reminder sent to the customer), not by a person. */
  automatic: z.boolean(),
  created_at: z.string(),
  /** Set once the author corrected it. */
  updated_at: z.nullable(z.string()),
  /** Whether the reader may edit it now (their own, the ticket's last). */
  editable: z.boolean(),
});
export type TicketNoteDto = z.output<typeof ticketNoteDto>;

export const ticketNotesDto = z.object({ items: z.array(ticketNoteDto) });
