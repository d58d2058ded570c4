import { Hono } from 'hono';
import { romeToday } from '../../../shared/format';
import {
  listProductsQuery,
  PRODUCT_MESSAGES,
  productInputSchema,
  productPatchSchema,
} from '../../../shared/inventory/products';
import { movementsQuery, stockMovementInputSchema } from '../../../shared/inventory/stock';
import { requireStaff } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
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

const productId = (c: Parameters<typeof idParam>[0]) => idParam(c, PRODUCT_MESSAGES.notFound);

/** /api/products: admins and employees (MODULES "Who may do what"). */
export function productsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/', async (c) =>
      c.json(await listProducts(c.get('deps'), parseQuery(c, listProductsQuery))),
    )
    .get('/summary', async (c) => c.json(await productSummary(c.get('deps'))))
    .get('/export.csv', (c) =>
      c.body(exportProductsCsv(c.get('deps').db), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="prodotti-${romeToday(c.get('deps').clock())}.csv"`,
      }),
    )
    .post('/import', async (c) => {
      const file = await receiveImport(c.req.raw);
      const dryRun = c.req.query('dry_run') === 'true';
      const report = await importProducts(c.get('deps'), file, {
        dryRun,
        userId: sessionOf(c).user.id,
      });
      return c.json(report, dryRun ? 200 : 201);
    })
    .post('/', async (c) => {
      const input = await parseJson(c, productInputSchema);
      return c.json(await createProduct(c.get('deps'), input, sessionOf(c).user.id), 201);
    })
    .get('/:id', async (c) => c.json(await getProduct(c.get('deps'), productId(c))))
    .patch('/:id', async (c) => {
      const id = productId(c);
      const patch = await parseJson(c, productPatchSchema);
      return c.json(await updateProduct(c.get('deps'), id, patch, sessionOf(c).user.id));
    })
    .delete('/:id', async (c) => {
      await deleteProduct(c.get('deps'), productId(c));
      return c.body(null, 204);
    })
    .post('/:id/duplicate', async (c) =>
      c.json(await duplicateProduct(c.get('deps'), productId(c), sessionOf(c).user.id), 201),
    )
    .get('/:id/stock-movements', async (c) => {
      const id = productId(c);
      await getProduct(c.get('deps'), id);
      return c.json(await listMovements(c.get('deps'), id, parseQuery(c, movementsQuery)));
    })
    .post('/:id/stock-movements', async (c) => {
      const id = productId(c);
      const input = await parseJson(c, stockMovementInputSchema);
      return c.json(await recordMovement(c.get('deps'), id, input, sessionOf(c).user.id), 201);
    });
}
