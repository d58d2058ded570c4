import { AppError } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { checkOldTickets } from './old-tickets.service';
import { sendTestEmail } from './test-email.service';
import { ticketMailEvents } from './ticket-mail-events';

/**
 * The two mails an admin can start by hand. Neither route takes a recipient, subject or body
 * from the client. They sit under the tickets' and the settings' paths, each gated on its own
 * (POST /api/tickets/old-check matches no ticket route, whatever the order).
 */
export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  bases: ['/api/settings/test-email', '/api/tickets/old-check'],
  tables: ['notification_events'],
  handles: ticketMailEvents,
  routes: [
    route({
      method: 'POST',
      path: '/api/settings/test-email',
      summary: "E-mail di prova all'indirizzo amministratore",
      access: 'settings',
      handler: async (c) => c.json(await sendTestEmail(c.get('deps'))),
    }),
    route({
      method: 'POST',
      path: '/api/tickets/old-check',
      summary: 'Controlla ora i ticket vecchi',
      access: 'settings',
      handler: async (c) => {
        const { db, clock, logger, mail } = c.get('deps');
        try {
          const result = await checkOldTickets({
            db,
            clock,
            linkOrigin: mail.linkOrigin,
            smtpConfigured: await mail.canSend(),
          });
          // Queued without SMTP too: the pass marks it held at once, so the outbox says why.
          if (result.reason === 'sent' || result.reason === 'queued') mail.nudge();
          return c.json(result);
        } catch (error) {
          logger.error({ err: error }, 'controllo ticket vecchi non riuscito');
          throw new AppError(500, 'old_check_failed', 'Impossibile controllare i ticket vecchi');
        }
      },
    }),
  ],
};
