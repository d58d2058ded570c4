import { Hono } from 'hono';
import { mailServerInputSchema } from '../../../shared/mail-server';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { requireAdmin } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { removeMailServer, saveMailServer } from './mail-server.service';

/** /api/settings/mail-server: the outgoing mail server (the password never comes back). */
export function mailServerRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED))
    .get('/', async (c) => c.json(await c.get('deps').mailServer.view()))
    .put('/', async (c) => {
      const input = await parseJson(c, mailServerInputSchema);
      return c.json(await saveMailServer(c.get('deps'), input, sessionOf(c).user.id));
    })
    .delete('/', async (c) => c.json(await removeMailServer(c.get('deps'))));
}
