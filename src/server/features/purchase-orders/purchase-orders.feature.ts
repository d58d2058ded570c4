import {
  fromReorderInput,
  listPurchaseOrdersQuery,
  PURCHASE_ORDER_MESSAGES,
  partOrderDto,
  partOrderInput,
  purchaseOrderDto,
  purchaseOrderInput,
  purchaseOrderPatch,
  purchaseOrdersPageDto,
  receiveInput,
} from '../../../shared/inventory/purchase-orders';
import { lateOrdersCountDto } from '../../../shared/purchase-orders/late-orders';
import { sentPurchaseOrderDto } from '../../../shared/purchase-orders/order-sending';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { lateOrdersCount } from './purchase-order-lateness.service';
import { receivePurchaseOrder } from './purchase-order-receipts.service';
import { purchaseOrderFromReorder } from './purchase-order-reorder.service';
import { purchaseOrderDocument, sendPurchaseOrder } from './purchase-order-sending.service';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  updatePurchaseOrder,
} from './purchase-orders.service';
import { orderPartForTicket } from './ticket-part-orders.service';

const orderId = (c: Parameters<typeof idParam>[0]) => idParam(c, PURCHASE_ORDER_MESSAGES.notFound);
const userId = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user.id;

/** Purchase orders: admins and employees order and receive; any signed-in account reads. */
export const purchaseOrdersFeature: ServerFeature = {
  name: 'purchase-orders',
  bases: ['/api/purchase-orders', '/api/tickets/:id/part-orders'],
  tables: [
    'purchase_orders',
    'purchase_order_lines',
    'purchase_order_receipts',
    'purchase_order_counters',
  ],
  routes: [
    route({
      method: 'GET',
      path: '/api/purchase-orders',
      summary: 'Ordini ai fornitori, una pagina alla volta (filtro per stato e fornitore)',
      access: 'session',
      query: listPurchaseOrdersQuery,
      response: purchaseOrdersPageDto,
      handler: async (c, { query }) => c.json(await listPurchaseOrders(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/purchase-orders',
      summary: 'Nuovo ordine al fornitore (bozza)',
      access: 'staff',
      body: purchaseOrderInput,
      response: purchaseOrderDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createPurchaseOrder(c.get('deps'), body, userId(c)), 201),
    }),
    route({
      method: 'POST',
      path: '/api/purchase-orders/from-reorder',
      summary: 'Bozza con i prodotti del fornitore sotto scorta, meno quanto già in ordine',
      access: 'staff',
      body: fromReorderInput,
      response: purchaseOrderDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await purchaseOrderFromReorder(c.get('deps'), body.supplier_id, userId(c)), 201),
    }),
    route({
      method: 'GET',
      path: '/api/purchase-orders/late-count',
      summary: 'Quanti ordini inviati sono oltre i giorni di consegna del fornitore',
      access: 'session',
      response: lateOrdersCountDto,
      handler: async (c) => c.json(await lateOrdersCount(c.get('deps'))),
    }),
    route({
      method: 'GET',
      path: '/api/purchase-orders/:id',
      summary: 'Un ordine al fornitore con le sue righe',
      access: 'session',
      response: purchaseOrderDto,
      handler: async (c) => c.json(await getPurchaseOrder(c.get('deps').db, orderId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/purchase-orders/:id',
      summary: 'Modifica una bozza (le righe indicate sostituiscono tutte)',
      access: 'staff',
      body: purchaseOrderPatch,
      response: purchaseOrderDto,
      handler: async (c, { body }) =>
        c.json(await updatePurchaseOrder(c.get('deps'), orderId(c), body, userId(c))),
    }),
    route({
      method: 'DELETE',
      path: '/api/purchase-orders/:id',
      summary: 'Elimina una bozza',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deletePurchaseOrder(c.get('deps'), orderId(c), userId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/purchase-orders/:id/send',
      summary: "Invia la bozza al fornitore: e-mail con il PDF dell'ordine (se ha un indirizzo)",
      access: 'staff',
      response: sentPurchaseOrderDto,
      handler: async (c) => c.json(await sendPurchaseOrder(c.get('deps'), orderId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/purchase-orders/:id/pdf',
      summary: "Il PDF dell'ordine, da stampare",
      access: 'session',
      handler: async (c) => {
        const { pdf, fileName } = await purchaseOrderDocument(c.get('deps'), orderId(c));
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    }),
    route({
      method: 'POST',
      path: '/api/purchase-orders/:id/receive',
      summary: 'Ricevi la merce (anche in parte): un carico per riga al costo dell’ordine',
      access: 'staff',
      body: receiveInput,
      response: purchaseOrderDto,
      handler: async (c, { body }) =>
        c.json(await receivePurchaseOrder(c.get('deps'), orderId(c), body, userId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/purchase-orders/:id/cancel',
      summary: 'Annulla un ordine non ancora ricevuto',
      access: 'staff',
      response: purchaseOrderDto,
      handler: async (c) => c.json(await cancelPurchaseOrder(c.get('deps'), orderId(c), userId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/tickets/:id/part-orders',
      summary:
        'Ordina un ricambio per il ticket: riga nella bozza del fornitore, ticket in Parti ordinate',
      access: 'staff',
      body: partOrderInput,
      response: partOrderDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(
          await orderPartForTicket(c.get('deps'), idParam(c, TICKET_NOT_FOUND), body, userId(c)),
          201,
        ),
    }),
  ],
};
