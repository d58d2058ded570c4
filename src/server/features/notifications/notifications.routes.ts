import { Hono } from 'hono';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { requireAdmin } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { checkOldTickets } from './old-tickets.service';
import { sendTestEmail } from './test-email.service';

const adminOnly = [requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED)] as const;

/**
 * Mounted at /api, before the tickets router, so /api/tickets/old-check is never read as a
 * ticket id. Neither route takes a recipient, subject or body from the client.
 */
export function notificationsRoutes() {
  return new Hono<AppEnv>()
    .post('/settings/test-email', ...adminOnly, async (c) =>
      c.json(await sendTestEmail(c.get('deps'))),
    )
    .post('/tickets/old-check', ...adminOnly, async (c) => {
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
    });
}
