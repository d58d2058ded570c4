import {
  RECEIPT_MESSAGES,
  receiptDto,
  receiptReturnSchema,
  receiptVoidSchema,
} from '../../../shared/receipts/receipts';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { returnReceipt, voidReceipt } from './receipt-corrections.service';

const receiptId = (c: Parameters<typeof idParam>[0]) => idParam(c, RECEIPT_MESSAGES.notFound);

/**
 * Reso and annullo of a documento commerciale with the payments' storno: the one place that
 * joins receipts, payments and sales, so none of them has to know the others both ways.
 */
export const receiptCorrectionsFeature: ServerFeature = {
  name: 'receipt-corrections',
  bases: ['/api/receipts'],
  tables: [],
  routes: [
    route({
      method: 'POST',
      path: '/api/receipts/:id/return',
      summary: 'Reso: documento che cita l’originale e rimborso dei pagamenti',
      access: 'admin',
      body: receiptReturnSchema,
      response: receiptDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await returnReceipt(c.get('deps'), sessionOf(c).user, receiptId(c), body), 201),
    }),
    route({
      method: 'POST',
      path: '/api/receipts/:id/void',
      summary: 'Annullo: documento che cita l’originale e storno dei pagamenti',
      access: 'admin',
      body: receiptVoidSchema,
      response: receiptDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(
          await voidReceipt(
            c.get('deps'),
            sessionOf(c).user,
            receiptId(c),
            body.reason ?? undefined,
          ),
          201,
        ),
    }),
  ],
};
