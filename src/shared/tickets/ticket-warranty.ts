import * as z from 'zod/mini';
import { isUuidShape } from '../uuid';

/**
 * A warranty return (decision 030): the earlier delivered repair of the same IMEI / serial, or of
 * the same customer and device, whose warranty had not ended when this ticket was opened.
 */
export const ticketWarrantyDto = z.nullable(
  z.object({
    ticket_id: z.nullable(z.string()),
    ticket_number: z.string(),
    delivered_at: z.string(),
    /** YYYY-MM-DD, the warranty's last day. */
    until: z.string(),
  }),
);
export type TicketWarrantyDto = z.infer<typeof ticketWarrantyDto>;

/** GET /api/tickets/warranty-check: the form asks while the ticket is typed. */
export const warrantyCheckQuery = z.object({
  imei: z.optional(z.string().check(z.maxLength(50, 'Massimo 50 caratteri'))),
  customer_id: z.optional(
    z.string().check(z.refine((v) => v === '' || isUuidShape(v), 'Cliente non valido')),
  ),
  device_type: z._default(z.string().check(z.maxLength(200, 'Massimo 200 caratteri')), ''),
});

/** The price-list entry chosen on the ticket form (its warranty months once delivered). */
export const priceListIdField = z.nullable(
  z
    .string('Voce del listino non valida')
    .check(z.refine(isUuidShape, 'Voce del listino non valida')),
);
