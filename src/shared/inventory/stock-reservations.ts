import * as z from 'zod/mini';

/** Pieces held for a ticket (decision 049): received for it, waiting to be used on it. */
export const RESERVATION_STATUSES = ['reserved', 'used', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  reserved: 'Riservato',
  used: 'Usato',
  released: 'Rilasciato',
};

export const RESERVATION_MESSAGES = {
  notFound: 'Ricambio riservato non trovato per questo ticket',
  notReserved: 'Questo ricambio è già stato usato o rilasciato',
} as const;

/** Selling or using elsewhere a piece held for a ticket: the 409 names the ticket. */
export const reservedForTicketMessage = (ticketNumber: string) =>
  `Il pezzo è riservato al ticket #${ticketNumber}`;

export const reservationDto = z.object({
  id: z.string(),
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  purchase_order_line_id: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReservationDto = z.infer<typeof reservationDto>;
export const reservationsDto = z.object({ items: z.array(reservationDto) });
