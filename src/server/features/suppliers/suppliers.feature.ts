import {
  listSuppliersQuery,
  SUPPLIER_MESSAGES,
  supplierDto,
  supplierInputSchema,
  supplierPatchSchema,
  suppliersPageDto,
} from '../../../shared/inventory/suppliers';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from './suppliers.service';

const supplierId = (c: Parameters<typeof idParam>[0]) => idParam(c, SUPPLIER_MESSAGES.notFound);

/** Suppliers: admins and employees (MODULES "Who may do what"). */
export const suppliersFeature: ServerFeature = {
  name: 'suppliers',
  bases: ['/api/suppliers'],
  tables: ['suppliers'],
  routes: [
    route({
      method: 'GET',
      path: '/api/suppliers',
      summary: 'Fornitori, una pagina alla volta (ricerca e ordinamento)',
      access: 'staff',
      query: listSuppliersQuery,
      response: suppliersPageDto,
      handler: async (c, { query }) => c.json(await listSuppliers(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/suppliers',
      summary: 'Nuovo fornitore',
      access: 'staff',
      body: supplierInputSchema,
      response: supplierDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createSupplier(c.get('deps'), body), 201),
    }),
    route({
      method: 'GET',
      path: '/api/suppliers/:id',
      summary: 'Un fornitore',
      access: 'staff',
      response: supplierDto,
      handler: async (c) => c.json(await getSupplier(c.get('deps'), supplierId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/suppliers/:id',
      summary: 'Modifica un fornitore',
      access: 'staff',
      body: supplierPatchSchema,
      response: supplierDto,
      handler: async (c, { body }) =>
        c.json(await updateSupplier(c.get('deps'), supplierId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/suppliers/:id',
      summary: 'Elimina un fornitore (rifiutato se ha prodotti)',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteSupplier(c.get('deps'), supplierId(c));
        return c.body(null, 204);
      },
    }),
  ],
};
