import * as z from 'zod/mini';
import { blankToNull, optionalText } from '../form-fields';
import { formatDecimal } from '../format';
import { pageDto } from '../page-dto';
import { pageCursor, pageLimit } from '../paging';
import { isUuidShape } from '../uuid';
import { MAX_QUANTITY } from './products';

/** The stock ledger (MODULES "Products": every quantity change is a row). */
export const STOCK_REASONS = [
  'carico',
  'scarico',
  'rettifica',
  'reso_cliente',
  'reso_fornitore',
  'ticket',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  carico: 'Carico',
  scarico: 'Scarico',
  rettifica: 'Rettifica inventario',
  reso_cliente: 'Reso da cliente',
  reso_fornitore: 'Reso al fornitore',
  ticket: 'Usato in un ticket',
};

/** Which way each reason moves the stock; a `rettifica` sets the counted quantity instead. */
export const STOCK_DIRECTION: Record<Exclude<StockReason, 'rettifica'>, 1 | -1> = {
  carico: 1,
  reso_cliente: 1,
  scarico: -1,
  reso_fornitore: -1,
  ticket: -1,
};

const most = formatDecimal(MAX_QUANTITY);
export const STOCK_MESSAGES = {
  insufficient: 'Quantità insufficiente',
  overCap: `La scorta non può superare ${most} pezzi`,
  quantityInvalid: `I pezzi devono essere un numero intero da 1 a ${most}`,
  countInvalid: `La quantità contata deve essere un numero intero da 0 a ${most}`,
  countUnchanged: 'La quantità contata è già quella in magazzino: nessuna rettifica da registrare',
  noteRequired: 'Per una rettifica scrivi il motivo (per esempio “Inventario”)',
  reasonInvalid: 'Causale non valida',
  ticketRequired: 'Indica il ticket in cui il pezzo è stato usato',
  ticketInvalid: 'Ticket non valido',
  soldOnlyOnTicket: 'Solo un ricambio usato in un ticket può essere venduto a parte',
  partNotFound: 'Ricambio non trovato in questo ticket',
  partUnderPaid: (paid: string) =>
    `Il ticket ha già ricevuto ${paid}: senza questo ricambio il totale scenderebbe sotto quanto pagato`,
} as const;

const within = (v: number, min: number) => Number.isInteger(v) && v >= min && v <= MAX_QUANTITY;

/**
 * `quantity` is always positive pieces, the reason gives the direction; for a `rettifica` it is
 * the counted quantity (0 allowed) and the note says why.
 */
export const stockMovementInputSchema = z
  .object({
    quantity: z.number(STOCK_MESSAGES.quantityInvalid),
    reason: z.enum(STOCK_REASONS, STOCK_MESSAGES.reasonInvalid),
    note: z.optional(optionalText(500)),
    ticket_id: z.optional(
      z.pipe(
        z.transform(blankToNull),
        z.nullable(z.string().check(z.refine(isUuidShape, STOCK_MESSAGES.ticketInvalid))),
      ),
    ),
    /** A part used on a ticket and charged on top of the repair's price, at the product's price. */
    sold_separately: z.optional(z.boolean(STOCK_MESSAGES.soldOnlyOnTicket)),
  })
  .check(
    z.refine((v) => v.reason === 'rettifica' || within(v.quantity, 1), {
      message: STOCK_MESSAGES.quantityInvalid,
      path: ['quantity'],
    }),
    z.refine((v) => v.reason !== 'rettifica' || within(v.quantity, 0), {
      message: STOCK_MESSAGES.countInvalid,
      path: ['quantity'],
    }),
    z.refine((v) => v.reason !== 'rettifica' || Boolean(v.note), {
      message: STOCK_MESSAGES.noteRequired,
      path: ['note'],
    }),
    z.refine((v) => v.reason !== 'ticket' || Boolean(v.ticket_id), {
      message: STOCK_MESSAGES.ticketRequired,
      path: ['ticket_id'],
    }),
    z.refine((v) => v.reason === 'ticket' || !v.sold_separately, {
      message: STOCK_MESSAGES.soldOnlyOnTicket,
      path: ['sold_separately'],
    }),
  );
export type StockMovementInput = z.infer<typeof stockMovementInputSchema>;

export const stockMovementDto = z.object({
  id: z.string(),
  product_id: z.string(),
  delta: z.number(),
  quantity_after: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.nullable(z.string()),
  user_id: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  ticket_id: z.nullable(z.string()),
  ticket_number: z.nullable(z.string()),
  created_at: z.string(),
});
export type StockMovementDto = z.infer<typeof stockMovementDto>;
export const stockMovementsPageDto = pageDto(stockMovementDto);

/** PATCH /api/tickets/:id/parts/:partId: inside the repair's price, or sold on top of it. */
export const ticketPartSaleSchema = z.object({
  sold_separately: z.boolean(STOCK_MESSAGES.soldOnlyOnTicket),
});
export type TicketPartSaleInput = z.infer<typeof ticketPartSaleSchema>;

/** A part a repair used (one `ticket` movement), and whether it is charged on top of the price. */
export const ticketPartDto = z.object({
  id: z.string(),
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** Euros, VAT included: the product's price now, or the one it was sold at when separate. */
  unit_price: z.number(),
  sold_separately: z.boolean(),
  user_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type TicketPartDto = z.infer<typeof ticketPartDto>;
export const ticketPartsDto = z.object({ items: z.array(ticketPartDto) });

/** GET /api/products/:id/stock-movements: newest first, a page at a time. */
export const movementsQuery = z.object({ limit: pageLimit, cursor: pageCursor });
export type MovementsQuery = z.infer<typeof movementsQuery>;
