import {
  dailyCashDto,
  paymentDto,
  paymentReceiptDto,
  paymentRecordedDto,
  paymentsPageDto,
} from '../../../shared/payments/payment-dto';
import {
  dailyCashQuery,
  PAYMENT_MESSAGES,
  paymentCreateSchema,
  paymentReverseSchema,
  paymentsQuery,
} from '../../../shared/payments/payment-schemas';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { dailyCash, listPayments } from './payment-reports.service';
import { getPaymentReceipt, recordPayment, reversePayment } from './payments.service';
import { ticketPaymentEvents } from './ticket-payment-events';

const paymentId = (c: Parameters<typeof idParam>[0]) => idParam(c, PAYMENT_MESSAGES.notFound);
const actorOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user;

/**
 * Payments (CHECKOUT § Payments): staff record them, admins reverse them; never edited or
 * deleted, so there is no PATCH or DELETE.
 */
export const paymentsFeature: ServerFeature = {
  name: 'payments',
  bases: ['/api/payments'],
  tables: ['payments'],
  handles: ticketPaymentEvents,
  routes: [
    route({
      method: 'GET',
      path: '/api/payments',
      summary:
        'Pagamenti, dal più recente (di un ticket o cliente; altrimenti i propri, gli admin tutti)',
      access: 'staff',
      query: paymentsQuery,
      response: paymentsPageDto,
      handler: async (c, { query }) => c.json(await listPayments(c.get('deps'), actorOf(c), query)),
    }),
    route({
      method: 'POST',
      path: '/api/payments',
      summary: 'Incassa (o rimborsa); con close_ticket chiude anche il ticket',
      access: 'staff',
      body: paymentCreateSchema,
      response: paymentRecordedDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await recordPayment(c.get('deps'), actorOf(c), body), 201),
    }),
    // Before /:id: a route list is matched in order.
    route({
      method: 'GET',
      path: '/api/payments/daily',
      summary: 'Chiusura di cassa: totali del giorno per metodo e per persona',
      access: 'staff',
      query: dailyCashQuery,
      response: dailyCashDto,
      handler: async (c, { query }) => c.json(await dailyCash(c.get('deps'), actorOf(c), query)),
    }),
    route({
      method: 'GET',
      path: '/api/payments/:id',
      summary: 'Un pagamento con la sua ricevuta (numero, per cosa, prezzo, pagato, da saldare)',
      access: 'staff',
      response: paymentReceiptDto,
      handler: async (c) => c.json(await getPaymentReceipt(c.get('deps'), paymentId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/payments/:id/reverse',
      summary: 'Storno di un pagamento (movimento opposto, con motivo)',
      access: 'admin',
      body: paymentReverseSchema,
      response: paymentDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await reversePayment(c.get('deps'), actorOf(c), paymentId(c), body.reason), 201),
    }),
  ],
};
