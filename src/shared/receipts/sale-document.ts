import * as z from 'zod/mini';
import { RECEIPT_MODE_MESSAGES, SALE_DOCUMENTS } from './receipt-mode';

/** `document`: "scontrino" (the RT's documento commerciale) or "fattura". */
export const saleDocumentField = z.enum(SALE_DOCUMENTS, RECEIPT_MODE_MESSAGES.documentInvalid);
