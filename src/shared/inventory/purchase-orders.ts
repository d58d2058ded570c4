import * as z from 'zod/mini';
import { optionalText, requiredText, uuidField } from '../form-fields';
import { moneyField } from '../money-field';
import { pageDto } from '../page-dto';
import { pageQuery } from '../paging';

/** Purchase orders (TILL "Purchase orders", decision 043). */
export const PURCHASE_ORDER_STATUSES = [
  'bozza',
  'inviato',
  'parzialmente_ricevuto',
  'ricevuto',
  'annullato',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_MESSAGES = {
  notFound: 'Ordine fornitore non trovato',
  supplierNotFound: 'Fornitore non trovato',
  supplierRequired: 'Scegli il fornitore',
  productNotFound: 'Prodotto non trovato',
  ticketNotFound: 'Scheda non trovata',
  lineNotFound: "Riga non trovata in quest'ordine",
  descriptionRequired: 'La descrizione della riga è obbligatoria',
  quantityInvalid: 'La quantità deve essere un numero intero da 1 a 100.000',
  costInvalid: 'Il costo deve essere un numero',
  costNegative: 'Il costo non può essere negativo',
  costDecimals: 'Il costo può avere al massimo 2 decimali',
  costTooHigh: 'Il costo non può superare 1.000.000 €',
  linesRequired: "L'ordine deve avere almeno una riga",
  receiveLinesRequired: 'Indica almeno una riga da ricevere',
  notDraft: 'Solo un ordine in bozza si può modificare o eliminare',
  notReceivable: 'Si può ricevere solo un ordine inviato o parzialmente ricevuto',
  notCancellable: 'Un ordine già ricevuto, anche in parte, o già annullato non si può annullare',
  duplicateLine: 'La stessa riga è indicata più volte',
  notAwaitedForInvoice: "L'ordine scelto non è di questo fornitore o non è stato inviato",
  nothingToOrder:
    'Nulla da ordinare a questo fornitore: nessun prodotto sotto la scorta minima che non sia già in ordine',
} as const;

/** "PO-2026-0007". */
export const purchaseOrderCode = (year: number, number: number) =>
  `PO-${year}-${String(number).padStart(4, '0')}`;

/** Receiving more than was ordered: said, and done only when confirmed. */
export const overReceiptMessage = (description: string, ordered: number, received: number) =>
  `Per «${description}» sono stati ordinati ${ordered} pezzi e ne sono già arrivati ${received}: conferma per riceverne di più`;

const quantity = z
  .number(PURCHASE_ORDER_MESSAGES.quantityInvalid)
  .check(
    z.refine(Number.isInteger, PURCHASE_ORDER_MESSAGES.quantityInvalid),
    z.gte(1, PURCHASE_ORDER_MESSAGES.quantityInvalid),
    z.lte(100_000, PURCHASE_ORDER_MESSAGES.quantityInvalid),
  );

const unitCost = z.pipe(
  moneyField(
    {
      invalid: PURCHASE_ORDER_MESSAGES.costInvalid,
      negative: PURCHASE_ORDER_MESSAGES.costNegative,
      decimals: PURCHASE_ORDER_MESSAGES.costDecimals,
      tooHigh: PURCHASE_ORDER_MESSAGES.costTooHigh,
    },
    1_000_000,
  ),
  z.number(PURCHASE_ORDER_MESSAGES.costInvalid),
);

export const purchaseOrderLineInput = z.object({
  product_id: z._default(z.nullable(uuidField(PURCHASE_ORDER_MESSAGES.productNotFound)), null),
  description: requiredText(PURCHASE_ORDER_MESSAGES.descriptionRequired, 500),
  quantity,
  /** Euros (MODULES: cents in the database, euros in JSON). */
  unit_cost: unitCost,
  ticket_id: z._default(z.nullable(uuidField(PURCHASE_ORDER_MESSAGES.ticketNotFound)), null),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineInput>;

const lines = z
  .array(purchaseOrderLineInput)
  .check(
    z.minLength(1, PURCHASE_ORDER_MESSAGES.linesRequired),
    z.maxLength(500, 'Al massimo 500 righe'),
  );

export const purchaseOrderInput = z.object({
  supplier_id: uuidField(PURCHASE_ORDER_MESSAGES.supplierRequired),
  notes: z.optional(optionalText(5000)),
  lines,
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInput>;

/** A draft's edit: what changed; `lines` replaces them all. */
export const purchaseOrderPatch = z
  .object({
    supplier_id: z.optional(uuidField(PURCHASE_ORDER_MESSAGES.supplierRequired)),
    notes: z.optional(optionalText(5000)),
    lines: z.optional(lines),
  })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata'),
  );
export type PurchaseOrderPatch = z.infer<typeof purchaseOrderPatch>;

export const fromReorderInput = z.object({
  supplier_id: uuidField(PURCHASE_ORDER_MESSAGES.supplierRequired),
});

export const receiveInput = z.object({
  lines: z
    .array(z.object({ line_id: uuidField(PURCHASE_ORDER_MESSAGES.lineNotFound), quantity }))
    .check(z.minLength(1, PURCHASE_ORDER_MESSAGES.receiveLinesRequired)),
  confirm_over: z._default(z.boolean(), false),
});
export type ReceiveInput = z.infer<typeof receiveInput>;

export const listPurchaseOrdersQuery = z.object({
  status: z.optional(z.enum(PURCHASE_ORDER_STATUSES, 'Stato non valido')),
  supplier_id: z.optional(uuidField(PURCHASE_ORDER_MESSAGES.supplierNotFound)),
  /** Only the sent orders past their supplier's usual delivery time. */
  late: z.optional(z.enum(['true', 'false'], 'Valore non valido: usa true o false')),
  ...pageQuery(['created_at'], { sort: 'created_at', order: 'desc' }),
});
export type ListPurchaseOrdersQuery = z.infer<typeof listPurchaseOrdersQuery>;

export const purchaseOrderLineDto = z.object({
  id: z.string(),
  product_id: z.nullable(z.string()),
  description: z.string(),
  quantity: z.number(),
  unit_cost: z.number(),
  ticket_id: z.nullable(z.string()),
  received: z.number(),
  /** What is still to arrive (never below 0). */
  to_receive: z.number(),
});

export const purchaseOrderSummaryDto = z.object({
  id: z.string(),
  code: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.nullable(z.string()),
  total: z.number(),
  sent_at: z.nullable(z.string()),
  /** sent_at plus the supplier's usual delivery days; null when either is unknown. */
  expected_by: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export const purchaseOrderDto = z.object({
  ...purchaseOrderSummaryDto.shape,
  lines: z.array(purchaseOrderLineDto),
});
export type PurchaseOrderDto = z.infer<typeof purchaseOrderDto>;
export type PurchaseOrderSummaryDto = z.infer<typeof purchaseOrderSummaryDto>;
export const purchaseOrdersPageDto = pageDto(purchaseOrderSummaryDto);

/** *Ordina ricambio* on a ticket: a line for it on the supplier's open draft (or a new one). */
export const partOrderInput = z.object({
  supplier_id: uuidField(PURCHASE_ORDER_MESSAGES.supplierRequired),
  product_id: purchaseOrderLineInput.shape.product_id,
  description: purchaseOrderLineInput.shape.description,
  quantity,
  unit_cost: unitCost,
});
export type PartOrderInput = z.infer<typeof partOrderInput>;
export const partOrderDto = z.object({ order: purchaseOrderDto, line: purchaseOrderLineDto });
