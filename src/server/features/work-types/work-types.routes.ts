import { Hono } from 'hono';
import { WORK_TYPE_MESSAGES, workTypeInputSchema } from '../../../shared/work/work-types';
import { requireAdmin } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson } from '../../http/validate';
import {
  createWorkType,
  deleteWorkType,
  listWorkTypes,
  updateWorkType,
} from './work-types.service';

const typeId = (c: Parameters<typeof idParam>[0]) => idParam(c, WORK_TYPE_MESSAGES.notFound);

/** /api/work-types: everyone reads them (the entry form), admins manage them (MODULES). */
export function workTypesRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/', async (c) => c.json(await listWorkTypes(c.get('deps'))))
    .post('/', requireAdmin(), async (c) => {
      const input = await parseJson(c, workTypeInputSchema);
      return c.json(await createWorkType(c.get('deps'), input), 201);
    })
    .patch('/:id', requireAdmin(), async (c) => {
      const id = typeId(c);
      const input = await parseJson(c, workTypeInputSchema);
      return c.json(await updateWorkType(c.get('deps'), id, input));
    })
    .delete('/:id', requireAdmin(), async (c) => {
      await deleteWorkType(c.get('deps'), typeId(c));
      return c.body(null, 204);
    });
}
