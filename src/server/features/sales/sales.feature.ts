import { saleDto, salesPageDto } from '../../../shared/sales/sale-dto';
import {
  SALE_MESSAGES,
  saleCreateSchema,
  salesQuery,
  saleVoidSchema,
} from '../../../shared/sales/sale-schemas';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { createSale, getSale, listSales, voidSale } from './sales.service';

const saleId = (c: Parameters<typeof idParam>[0]) => idParam(c, SALE_MESSAGES.notFound);
const actorOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user;

/** Counter sales (*Vendita al banco*): staff sell, admins void (TILL § Routes of the till). */
export const salesFeature: ServerFeature = {
  name: 'sales',
  bases: ['/api/sales'],
  tables: ['sales', 'sale_lines', 'sale_counters'],
  routes: [
    route({
      method: 'GET',
      path: '/api/sales',
      summary: 'Vendite al banco, dalla più recente',
      access: 'staff',
      query: salesQuery,
      response: salesPageDto,
      handler: async (c, { query }) => c.json(await listSales(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/sales',
      summary: 'Vendita al banco: righe, sconti, cliente e pagamenti in un passo',
      access: 'staff',
      body: saleCreateSchema,
      response: saleDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createSale(c.get('deps'), actorOf(c), body), 201),
    }),
    route({
      method: 'GET',
      path: '/api/sales/:id',
      summary: 'Una vendita con righe e pagamenti',
      access: 'staff',
      response: saleDto,
      handler: async (c) => c.json(await getSale(c.get('deps'), saleId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/sales/:id/void',
      summary: 'Annulla una vendita: merce in magazzino e storno dei pagamenti',
      access: 'admin',
      body: saleVoidSchema,
      response: saleDto,
      handler: async (c, { body }) =>
        c.json(await voidSale(c.get('deps'), actorOf(c), saleId(c), body.reason)),
    }),
  ],
};
