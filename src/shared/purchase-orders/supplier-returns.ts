import * as z from 'zod/mini';
import { optionalText, uuidField } from '../form-fields';

/** *Reso al fornitore* (decision 050): pieces sent back, and what the supplier owes for them. */
export const SUPPLIER_RETURN_STATUSES = ['aperto', 'chiuso'] as const;
export type SupplierReturnStatus = (typeof SUPPLIER_RETURN_STATUSES)[number];

export const SUPPLIER_RETURN_MESSAGES = {
  notFound: 'Reso non trovato',
  lineRequired: "Indica la riga dell'ordine o della fattura da rendere (una sola)",
  lineNotFound: 'Riga da rendere non trovata',
  noProduct: 'Si rende solo un prodotto di magazzino: questa riga è solo testo',
  notLoaded: 'Questa riga della fattura non è stata caricata a magazzino come merce',
  quantityInvalid: 'La quantità deve essere un numero intero da 1 a 100.000',
  alreadySettled: 'Questo reso è già chiuso',
} as const;

/** More than arrived (less what went back already) cannot go back. */
export const tooManyReturned = (returnable: number) =>
  returnable === 0
    ? 'Nulla da rendere su questa riga: nessun pezzo arrivato o già tutti resi'
    : `Si possono rendere al massimo ${returnable} pezzi di questa riga`;

export const supplierReturnInput = z
  .object({
    order_line_id: z._default(z.nullable(uuidField(SUPPLIER_RETURN_MESSAGES.lineNotFound)), null),
    invoice_line_id: z._default(z.nullable(uuidField(SUPPLIER_RETURN_MESSAGES.lineNotFound)), null),
    quantity: z
      .number(SUPPLIER_RETURN_MESSAGES.quantityInvalid)
      .check(
        z.refine(Number.isInteger, SUPPLIER_RETURN_MESSAGES.quantityInvalid),
        z.gte(1, SUPPLIER_RETURN_MESSAGES.quantityInvalid),
        z.lte(100_000, SUPPLIER_RETURN_MESSAGES.quantityInvalid),
      ),
    note: z.optional(optionalText(1000)),
  })
  .check(
    z.refine(
      (v) => (v.order_line_id === null) !== (v.invoice_line_id === null),
      SUPPLIER_RETURN_MESSAGES.lineRequired,
    ),
  );
export type SupplierReturnInput = z.infer<typeof supplierReturnInput>;

export const listSupplierReturnsQuery = z.object({
  status: z._default(z.enum(SUPPLIER_RETURN_STATUSES, 'Stato non valido'), 'aperto'),
  supplier_id: z.optional(uuidField('Fornitore non trovato')),
});
export type ListSupplierReturnsQuery = z.infer<typeof listSupplierReturnsQuery>;

export const supplierReturnDto = z.object({
  id: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  product_id: z.nullable(z.string()),
  description: z.string(),
  /** The document the pieces came in on: "PO-2026-0007" or "Fattura 12/A". */
  document: z.string(),
  quantity: z.number(),
  /** Euros: the line's unit cost, and what is owed back (quantity × unit cost). */
  unit_cost: z.number(),
  amount: z.number(),
  status: z.enum(SUPPLIER_RETURN_STATUSES),
  note: z.nullable(z.string()),
  settled_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type SupplierReturnDto = z.infer<typeof supplierReturnDto>;

/** The list with, per supplier, how many returns and how much they owe (euros). */
export const supplierReturnsDto = z.object({
  items: z.array(supplierReturnDto),
  suppliers: z.array(
    z.object({
      supplier_id: z.string(),
      supplier_name: z.string(),
      count: z.number(),
      owed: z.number(),
    }),
  ),
});
export type SupplierReturnsDto = z.infer<typeof supplierReturnsDto>;
