import * as z from 'zod/mini';
import { TICKET_STATUSES, type TicketStatus } from '../tickets/ticket-status';
import { placeholderError } from './placeholders';

/** Settings → Messaggi ai clienti: what the customer hears at each status, and the reminders. */

const withPlaceholders = (max: number, empty: string) =>
  z.string(empty).check(
    z.trim(),
    z.minLength(1, empty),
    z.maxLength(max, `Massimo ${max} caratteri`),
    z.superRefine((value, ctx) => {
      const message = placeholderError(value);
      if (message) ctx.issues.push({ code: 'custom', input: value, message });
    }),
  );

export const statusMessageSchema = z.object(
  {
    enabled: z.boolean('Indica se inviare l’e-mail (sì o no)'),
    subject: withPlaceholders(200, 'L’oggetto è obbligatorio'),
    body: withPlaceholders(5000, 'Il testo è obbligatorio'),
    whatsapp: withPlaceholders(2000, 'Il messaggio WhatsApp è obbligatorio'),
  },
  'Indica per lo stato enabled, subject, body e whatsapp',
);
export type StatusMessage = z.infer<typeof statusMessageSchema>;

const days = (label: string, min: number, max: number) =>
  z
    .int(`${label}: inserisci un numero intero`)
    .check(z.gte(min, `${label}: almeno ${min}`), z.lte(max, `${label}: al massimo ${max}`));

export const remindersSchema = z.object(
  {
    ready_after_days: days('Primo promemoria di ritiro dopo (giorni)', 1, 365),
    ready_every_days: days('Promemoria di ritiro ogni (giorni)', 1, 365),
    /** 0: no ready reminders. */
    ready_max: days('Numero massimo di promemoria di ritiro', 0, 20),
    /** 0: no quote reminder. */
    quote_after_days: days('Promemoria del preventivo dopo (giorni)', 0, 365),
  },
  'Indica i promemoria in "reminders"',
);
export type Reminders = z.infer<typeof remindersSchema>;

const STATUS_KEYS = TICKET_STATUSES as unknown as [TicketStatus, ...TicketStatus[]];

/** GET and PUT /api/settings/customer-messages: every status, always (PUT replaces them all). */
export const customerMessagesSchema = z.object(
  {
    messages: z.record(
      z.enum(STATUS_KEYS),
      statusMessageSchema,
      'Indica in "messages" i testi per stato, con i nomi degli stati del ticket',
    ),
    reminders: remindersSchema,
  },
  'Richiesta non valida: indica messages e reminders',
);
export type CustomerMessages = z.infer<typeof customerMessagesSchema>;

/** POST /api/settings/customer-messages/preview: the texts being edited, on a real ticket. */
export const previewInputSchema = z.object({
  status: z.enum(STATUS_KEYS, 'Stato del ticket non valido'),
  ticket_id: z.string('Scegli un ticket per l’anteprima'),
  subject: withPlaceholders(200, 'L’oggetto è obbligatorio'),
  body: withPlaceholders(5000, 'Il testo è obbligatorio'),
});

export const previewDto = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type MessagePreview = z.infer<typeof previewDto>;

/** GET /api/tickets/:id/whatsapp-message: the chat text of the ticket's current status. */
export const whatsappMessageDto = z.object({ text: z.string() });
