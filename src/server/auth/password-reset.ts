import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailRuntime } from '../mail/mail-runtime';
import { enqueueMessage } from '../mail/outbox.queries';
import { brandingFrom } from '../mail/templates/branding';
import { passwordResetMail } from '../mail/templates/password-reset';
import { readSettings } from '../settings/settings-store';

/** The page that takes the token (web: /reset-password). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Queues the reset e-mail through the outbox, like every e-mail of the app: the link is built
 * here from the app's own origin and the token, never from anything the request sent.
 */
export function passwordResetMailer(deps: {
  db: Kysely<DB>;
  clock: () => Date;
  mail: MailRuntime;
}) {
  return async (user: { email: string; name: string }, token: string): Promise<void> => {
    const settings = await readSettings(deps.db);
    const link = `${deps.mail.linkOrigin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMessage(
      deps.db,
      {
        idempotencyKey: `password-reset:${token}`,
        eventType: 'password_reset',
        ticketId: null,
        recipient: user.email,
        ...passwordResetMail(brandingFrom(settings, deps.mail.linkOrigin), user, link),
      },
      deps.clock().toISOString(),
    );
    deps.mail.nudge();
  };
}
