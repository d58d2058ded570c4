import * as z from 'zod/mini';
import { purchaseOrderDto } from '../inventory/purchase-orders';

/**
 * The answer to *Invia al fornitore*: the order, now *inviato*, and the address its PDF went to;
 * null when the supplier has no e-mail address, and the shop prints the PDF and sends it itself.
 */
export const sentPurchaseOrderDto = z.object({
  ...purchaseOrderDto.shape,
  emailed_to: z.nullable(z.string()),
});
export type SentPurchaseOrderDto = z.infer<typeof sentPurchaseOrderDto>;

export const SENT_WITHOUT_EMAIL =
  'Ordine segnato come inviato. Il fornitore non ha un indirizzo e-mail: stampa il PDF e invialo tu.';

/** The PDF's file name: the order's code, e.g. "Ordine-PO-2026-0007.pdf". */
export const purchaseOrderPdfName = (code: string) => `Ordine-${code}.pdf`;
