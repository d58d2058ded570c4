import { Hono } from 'hono';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { requireAdmin } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseQuery } from '../../http/validate';
import { listOutboxQuery } from './outbox.schemas';
import { listOutbox, MESSAGE_NOT_FOUND, resendAllFailed, resendMessage } from './outbox.service';

/** The e-mail outbox for admins (Settings → e-mail): what left, what is waiting, what failed. */
export function outboxRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED))
    .get('/', async (c) => {
      return c.json(await listOutbox(c.get('deps').db, parseQuery(c, listOutboxQuery)));
    })
    .post('/resend-failed', async (c) => {
      const { db, clock, mail } = c.get('deps');
      const result = await resendAllFailed(db, clock().toISOString());
      if (result.resent > 0) mail.nudge();
      return c.json(result);
    })
    .post('/:id/resend', async (c) => {
      const { db, clock, mail } = c.get('deps');
      const message = await resendMessage(db, idParam(c, MESSAGE_NOT_FOUND), clock().toISOString());
      mail.nudge();
      return c.json(message);
    });
}
