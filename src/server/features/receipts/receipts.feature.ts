import { rtActionDto } from '../../../shared/receipts/fiscal-devices';
import {
  RECEIPT_MESSAGES,
  receiptDetailDto,
  receiptDto,
  receiptsPageDto,
  receiptsQuery,
  receiptsToFixDto,
} from '../../../shared/receipts/receipts';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { reprintReceipt } from './receipt-reprint';
import { getReceiptDetail, listReceipts, receiptsToFix, retryReceipt } from './receipts.service';

const receiptId = (c: Parameters<typeof idParam>[0]) => idParam(c, RECEIPT_MESSAGES.notFound);

/** Documenti commerciali: recorded with the payment, printed on the RT after the commit. */
export const receiptsFeature: ServerFeature = {
  name: 'receipts',
  bases: ['/api/receipts'],
  tables: ['fiscal_receipts'],
  routes: [
    route({
      method: 'GET',
      path: '/api/receipts',
      summary: 'Documenti commerciali, dal più recente',
      access: 'staff',
      query: receiptsQuery,
      response: receiptsPageDto,
      handler: async (c, { query }) => c.json(await listReceipts(c.get('deps'), query)),
    }),
    // Before /:id, which would take `to-fix` for an id.
    route({
      method: 'GET',
      path: '/api/receipts/to-fix',
      summary: 'Quanti documenti commerciali sono da sistemare (da emettere o in errore)',
      access: 'staff',
      response: receiptsToFixDto,
      handler: async (c) => c.json(await receiptsToFix(c.get('deps'))),
    }),
    route({
      method: 'GET',
      path: '/api/receipts/:id',
      summary: 'Un documento commerciale con le sue righe e la risposta del registratore',
      access: 'session',
      response: receiptDetailDto,
      handler: async (c) => c.json(await getReceiptDetail(c.get('deps'), receiptId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/receipts/:id/retry',
      summary: 'Riprova la stampa (mai due documenti: prima chiede al registratore il suo ultimo)',
      access: 'staff',
      response: receiptDto,
      handler: async (c) => c.json(await retryReceipt(c.get('deps'), receiptId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/receipts/:id/reprint',
      summary: 'Ristampa: copia di cortesia non fiscale del documento emesso',
      access: 'staff',
      response: rtActionDto,
      handler: async (c) => c.json(await reprintReceipt(c.get('deps'), receiptId(c))),
    }),
  ],
};
