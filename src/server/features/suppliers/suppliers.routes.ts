import { Hono } from 'hono';
import {
  listSuppliersQuery,
  SUPPLIER_MESSAGES,
  supplierInputSchema,
  supplierPatchSchema,
} from '../../../shared/inventory/suppliers';
import { requireStaff } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from './suppliers.service';

const supplierId = (c: Parameters<typeof idParam>[0]) => idParam(c, SUPPLIER_MESSAGES.notFound);

/** /api/suppliers: admins and employees (MODULES "Who may do what"). */
export function suppliersRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/', async (c) =>
      c.json(await listSuppliers(c.get('deps'), parseQuery(c, listSuppliersQuery))),
    )
    .post('/', async (c) => {
      const input = await parseJson(c, supplierInputSchema);
      return c.json(await createSupplier(c.get('deps'), input), 201);
    })
    .get('/:id', async (c) => c.json(await getSupplier(c.get('deps'), supplierId(c))))
    .patch('/:id', async (c) => {
      const id = supplierId(c);
      const patch = await parseJson(c, supplierPatchSchema);
      return c.json(await updateSupplier(c.get('deps'), id, patch));
    })
    .delete('/:id', async (c) => {
      await deleteSupplier(c.get('deps'), supplierId(c));
      return c.body(null, 204);
    });
}
