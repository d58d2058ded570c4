import { romeToday } from '../../../shared/format';
import {
  listProductsQuery,
  PRODUCT_MESSAGES,
  productDto,
  productInputSchema,
  productPatchSchema,
  productSummaryDto,
  productsPageDto,
} from '../../../shared/inventory/products';
import {
  movementsQuery,
  STOCK_MESSAGES,
  stockMovementDto,
  stockMovementInputSchema,
  stockMovementsPageDto,
  ticketPartSaleSchema,
  ticketPartsDto,
} from '../../../shared/inventory/stock';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { sessionOf } from '../../auth/session';
import { csvDownloadHeaders } from '../../http/csv';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { inventorySummary, reorderList } from './inventory.service';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  productSummary,
  updateProduct,
} from './products.service';
import { exportProductsCsv } from './products-export';
import { importProducts } from './products-import.service';
import { receiveImport } from './products-import-rows';
import { listMovements, recordMovement } from './stock.service';
import { reservationRoutes } from './stock-reservations.routes';
import { partsOfTicket, setPartSoldSeparately } from './ticket-parts.service';
import { ticketReservationEvents } from './ticket-reservation-events';

const productId = (c: Parameters<typeof idParam>[0]) => idParam(c, PRODUCT_MESSAGES.notFound);
const userId = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user.id;

/** The warehouse, for admins and employees (MODULES "Who may do what"). */
export const productsFeature: ServerFeature = {
  name: 'products',
  bases: [
    '/api/products',
    '/api/inventory',
    '/api/tickets/:id/parts',
    '/api/tickets/:id/reserved-parts',
  ],
  tables: ['products', 'stock_movements', 'stock_reservations'],
  handles: ticketReservationEvents,
  routes: [
    route({
      method: 'GET',
      path: '/api/products',
      summary: 'Prodotti, una pagina alla volta (ricerca, filtri, ordinamento)',
      access: 'staff',
      query: listProductsQuery,
      response: productsPageDto,
      handler: async (c, { query }) => c.json(await listProducts(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/products/summary',
      summary: 'Pezzi e valore del magazzino, in tutto e per categoria',
      access: 'staff',
      response: productSummaryDto,
      handler: async (c) => c.json(await productSummary(c.get('deps'))),
    }),
    route({
      method: 'GET',
      path: '/api/products/export.csv',
      summary: 'Tutti i prodotti in CSV per Excel (BOM, punto e virgola, virgola decimale)',
      access: 'staff',
      handler: (c) =>
        c.body(
          exportProductsCsv(c.get('deps').db),
          200,
          csvDownloadHeaders(`prodotti-${romeToday(c.get('deps').clock())}.csv`),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/products/import',
      summary: 'Importa prodotti da CSV (campo file); ?dry_run=true controlla senza scrivere',
      access: 'staff',
      multipart: true,
      handler: async (c) => {
        const file = await receiveImport(c.req.raw);
        const dryRun = c.req.query('dry_run') === 'true';
        const report = await importProducts(c.get('deps'), file, { dryRun, userId: userId(c) });
        return c.json(report, dryRun ? 200 : 201);
      },
    }),
    route({
      method: 'POST',
      path: '/api/products',
      summary: 'Nuovo prodotto (la quantità iniziale è un carico)',
      access: 'staff',
      body: productInputSchema,
      response: productDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createProduct(c.get('deps'), body, userId(c)), 201),
    }),
    route({
      method: 'GET',
      path: '/api/products/:id',
      summary: 'Un prodotto',
      access: 'staff',
      response: productDto,
      handler: async (c) => c.json(await getProduct(c.get('deps'), productId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/products/:id',
      summary: 'Modifica un prodotto (una nuova quantità è una rettifica)',
      access: 'staff',
      body: productPatchSchema,
      response: productDto,
      handler: async (c, { body }) =>
        c.json(await updateProduct(c.get('deps'), productId(c), body, userId(c))),
    }),
    route({
      method: 'DELETE',
      path: '/api/products/:id',
      summary: 'Elimina un prodotto',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteProduct(c.get('deps'), productId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/products/:id/duplicate',
      summary: 'Duplica un prodotto (SKU + -COPY, quantità 0)',
      access: 'staff',
      response: productDto,
      status: 201,
      handler: async (c) =>
        c.json(await duplicateProduct(c.get('deps'), productId(c), userId(c)), 201),
    }),
    route({
      method: 'GET',
      path: '/api/products/:id/stock-movements',
      summary: 'Movimenti di magazzino del prodotto, dal più recente',
      access: 'staff',
      query: movementsQuery,
      response: stockMovementsPageDto,
      handler: async (c, { query }) => {
        const id = productId(c);
        await getProduct(c.get('deps'), id);
        return c.json(await listMovements(c.get('deps'), id, query));
      },
    }),
    route({
      method: 'POST',
      path: '/api/products/:id/stock-movements',
      summary:
        'Carico, scarico, reso da cliente o al fornitore, pezzo usato in un ticket (pezzi positivi) o rettifica alla quantità contata',
      access: 'staff',
      body: stockMovementInputSchema,
      response: stockMovementDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await recordMovement(c.get('deps'), productId(c), body, userId(c)), 201),
    }),
    route({
      method: 'GET',
      path: '/api/inventory/summary',
      summary:
        'Contatori del magazzino (prodotti, fornitori, preventivi, scorte basse, marche, categorie)',
      access: 'staff',
      handler: async (c) => c.json(await inventorySummary(c.get('deps').db)),
    }),
    route({
      method: 'GET',
      path: '/api/inventory/reorder',
      summary: 'Prodotti in scorta bassa da riordinare, per fornitore con i suoi contatti',
      access: 'staff',
      handler: async (c) => c.json(await reorderList(c.get('deps').db)),
    }),
    // The parts used on a repair: the warehouse's view of a ticket, for the warehouse's staff.
    route({
      method: 'GET',
      path: '/api/tickets/:id/parts',
      summary: 'Ricambi del magazzino usati nella riparazione',
      access: 'staff',
      response: ticketPartsDto,
      handler: async (c) =>
        c.json(await partsOfTicket(c.get('deps'), idParam(c, TICKET_NOT_FOUND))),
    }),
    route({
      method: 'PATCH',
      path: '/api/tickets/:id/parts/:partId',
      summary:
        'Ricambio compreso nel prezzo della riparazione o venduto a parte (si aggiunge al totale e alla fattura)',
      access: 'staff',
      body: ticketPartSaleSchema,
      response: ticketPartsDto,
      handler: async (c, { body }) =>
        c.json(
          await setPartSoldSeparately(
            c.get('deps'),
            idParam(c, TICKET_NOT_FOUND),
            idParam(c, STOCK_MESSAGES.partNotFound, 'partId'),
            body.sold_separately,
          ),
        ),
    }),
    ...reservationRoutes,
  ],
};
