import * as z from 'zod/mini';
import { blankToNull, optionalText } from '../form-fields';
import { pageDto } from '../page-dto';
import { pageCursor, pageLimit } from '../paging';
import { isUuidShape } from '../uuid';
import { MAX_QUANTITY } from './products';

/** The stock ledger (MODULES "Products": every quantity change is a row). */
export const STOCK_REASONS = ['carico', 'scarico', 'rettifica', 'reso', 'ticket'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  carico: 'Carico',
  scarico: 'Scarico',
  rettifica: 'Rettifica inventario',
  reso: 'Reso',
  ticket: 'Usato in un ticket',
};

export const STOCK_MESSAGES = {
  insufficient: 'Quantità insufficiente',
  deltaInvalid: `La variazione deve essere un numero intero diverso da 0 (al massimo ${MAX_QUANTITY.toLocaleString('it-IT')})`,
  reasonInvalid: 'Causale non valida',
  ticketRequired: 'Indica il ticket in cui il pezzo è stato usato',
  ticketInvalid: 'Ticket non valido',
} as const;

export const stockMovementInputSchema = z
  .object({
    delta: z.number(STOCK_MESSAGES.deltaInvalid).check(
      z.refine((v) => Number.isInteger(v) && v !== 0, STOCK_MESSAGES.deltaInvalid),
      z.refine((v) => Math.abs(v) <= MAX_QUANTITY, STOCK_MESSAGES.deltaInvalid),
    ),
    reason: z.enum(STOCK_REASONS, STOCK_MESSAGES.reasonInvalid),
    note: z.optional(optionalText(500)),
    ticket_id: z.optional(
      z.pipe(
        z.transform(blankToNull),
        z.nullable(z.string().check(z.refine(isUuidShape, STOCK_MESSAGES.ticketInvalid))),
      ),
    ),
  })
  .check(
    z.refine((v) => v.reason !== 'ticket' || Boolean(v.ticket_id), {
      message: STOCK_MESSAGES.ticketRequired,
      path: ['ticket_id'],
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

/** GET /api/products/:id/stock-movements: newest first, a page at a time. */
export const movementsQuery = z.object({ limit: pageLimit, cursor: pageCursor });
export type MovementsQuery = z.infer<typeof movementsQuery>;
