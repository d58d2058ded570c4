import { Hono } from 'hono';
import { requireStaff } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { inventorySummary, reorderList } from './inventory.service';

/** /api/inventory: the warehouse at a glance, for admins and employees. */
export function inventoryRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/summary', async (c) => c.json(await inventorySummary(c.get('deps').db)))
    .get('/reorder', async (c) => c.json(await reorderList(c.get('deps').db)));
}
