import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { listOutboxQuery } from './outbox.schemas';
import { listOutbox, MESSAGE_NOT_FOUND, resendAllFailed, resendMessage } from './outbox.service';

/** The e-mail outbox for admins (Settings → e-mail): what left, what is waiting, what failed. */
export const outboxFeature: ServerFeature = {
  name: 'outbox',
  bases: ['/api/outbox'],
  tables: [],
  routes: [
    route({
      method: 'GET',
      path: '/api/outbox',
      summary: 'Posta in uscita',
      access: 'settings',
      query: listOutboxQuery,
      handler: async (c, { query }) => c.json(await listOutbox(c.get('deps').db, query)),
    }),
    route({
      method: 'POST',
      path: '/api/outbox/resend-failed',
      summary: 'Reinvia tutti i messaggi non inviati',
      access: 'settings',
      handler: async (c) => {
        const { db, clock, mail } = c.get('deps');
        const result = await resendAllFailed(db, clock().toISOString());
        if (result.resent > 0) mail.nudge();
        return c.json(result);
      },
    }),
    route({
      method: 'POST',
      path: '/api/outbox/:id/resend',
      summary: 'Reinvia un messaggio',
      access: 'settings',
      handler: async (c) => {
        const { db, clock, mail } = c.get('deps');
        const id = idParam(c, MESSAGE_NOT_FOUND);
        const message = await resendMessage(db, id, clock().toISOString());
        mail.nudge();
        return c.json(message);
      },
    }),
  ],
};
