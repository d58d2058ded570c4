import { Hono } from 'hono';
import {
  listPcBuildsQuery,
  PC_BUILD_MESSAGES,
  pcBuildCreateSchema,
  pcBuildUpdateSchema,
} from '../../../shared/pc-builds/pc-builds';
import { requireStaff } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import { pcBuildToQuote, sharePcBuild } from './pc-build-actions.service';
import {
  createPcBuild,
  deletePcBuild,
  duplicatePcBuild,
  getPcBuild,
  listPcBuilds,
  pcBuildDefaults,
  updatePcBuild,
} from './pc-builds.service';

const buildId = (c: Parameters<typeof idParam>[0]) => idParam(c, PC_BUILD_MESSAGES.notFound);

/** /api/pc-builds: admins and employees (MODULES "Who may do what"). */
export function pcBuildsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/', async (c) =>
      c.json(await listPcBuilds(c.get('deps'), parseQuery(c, listPcBuildsQuery))),
    )
    .get('/defaults', async (c) => c.json(await pcBuildDefaults(c.get('deps'))))
    .post('/', async (c) => {
      const input = await parseJson(c, pcBuildCreateSchema);
      return c.json(await createPcBuild(c.get('deps'), input, sessionOf(c).user.id), 201);
    })
    .get('/:id', async (c) => c.json(await getPcBuild(c.get('deps'), buildId(c))))
    .patch('/:id', async (c) => {
      const id = buildId(c);
      const input = await parseJson(c, pcBuildUpdateSchema);
      return c.json(await updatePcBuild(c.get('deps'), id, input));
    })
    .delete('/:id', async (c) => {
      await deletePcBuild(c.get('deps'), buildId(c));
      return c.body(null, 204);
    })
    .post('/:id/duplicate', async (c) =>
      c.json(await duplicatePcBuild(c.get('deps'), buildId(c), sessionOf(c).user.id), 201),
    )
    .post('/:id/quote', async (c) =>
      c.json(await pcBuildToQuote(c.get('deps'), buildId(c), sessionOf(c).user.id), 201),
    )
    .post('/:id/share', async (c) => c.json(await sharePcBuild(c.get('deps'), buildId(c))));
}
