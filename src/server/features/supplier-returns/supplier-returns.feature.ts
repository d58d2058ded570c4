import {
  listSupplierReturnsQuery,
  SUPPLIER_RETURN_MESSAGES,
  supplierReturnDto,
  supplierReturnInput,
  supplierReturnsDto,
} from '../../../shared/purchase-orders/supplier-returns';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createSupplierReturn,
  listSupplierReturns,
  settleSupplierReturn,
} from './supplier-returns.service';

/** *Reso al fornitore*: admins and employees send back and settle; any signed-in account reads. */
export const supplierReturnsFeature: ServerFeature = {
  name: 'supplier-returns',
  bases: ['/api/supplier-returns'],
  tables: ['supplier_returns'],
  routes: [
    route({
      method: 'GET',
      path: '/api/supplier-returns',
      summary: 'Resi ai fornitori (aperti di norma), con quanto deve ogni fornitore',
      access: 'session',
      query: listSupplierReturnsQuery,
      response: supplierReturnsDto,
      handler: async (c, { query }) => c.json(await listSupplierReturns(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/supplier-returns',
      summary: "Reso al fornitore di pezzi arrivati su una riga d'ordine o di fattura",
      access: 'staff',
      body: supplierReturnInput,
      response: supplierReturnDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createSupplierReturn(c.get('deps'), body, sessionOf(c).user.id), 201),
    }),
    route({
      method: 'POST',
      path: '/api/supplier-returns/:id/settle',
      summary: 'Chiudi un reso: il fornitore ha reso quanto doveva (nota di credito o rimborso)',
      access: 'staff',
      response: supplierReturnDto,
      handler: async (c) =>
        c.json(
          await settleSupplierReturn(c.get('deps'), idParam(c, SUPPLIER_RETURN_MESSAGES.notFound)),
        ),
    }),
  ],
};
