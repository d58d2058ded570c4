import type { Kysely } from 'kysely';
import type { TestEmailResult } from '../../../shared/outbox';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import { isSingleAddress } from '../../mail/header-safety';
import type { MailRuntime } from '../../mail/mail-runtime';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { testEmailMail } from '../../mail/templates/test-email';
import { readSettings } from '../../settings/settings-store';

/** How long the admin's request waits for the SMTP server before answering. */
export const TEST_EMAIL_WAIT_MS = 10_000;

/**
 * Queues the test e-mail for the saved admin address (never an address from the request) and
 * tries to deliver it while the admin waits; if that takes too long it stays queued.
 */
export async function sendTestEmail(deps: {
  db: Kysely<DB>;
  clock: () => Date;
  mail: MailRuntime;
  publicUrl?: string;
}): Promise<TestEmailResult> {
  const settings = await readSettings(deps.db);
  const recipient = settings.email_admin_address.trim();
  if (!recipient) throw badRequest('Inserisci prima un indirizzo email amministratore');
  if (!isSingleAddress(recipient)) throw badRequest('Indirizzo email amministratore non valido');
  const now = deps.clock();
  const rendered = testEmailMail(brandingFrom(settings, deps.mail.linkOrigin), now, {
    publicUrlSet: Boolean(deps.publicUrl),
  });
  const id = await enqueueMessage(
    deps.db,
    {
      idempotencyKey: `test-email:${crypto.randomUUID()}`,
      eventType: 'test_email',
      ticketId: null,
      recipient,
      ...rendered,
    },
    now.toISOString(),
  );
  const state = id ? await deps.mail.deliverNow(id, TEST_EMAIL_WAIT_MS) : undefined;
  if (!state) return { sent: false, status: 'pending' };
  return {
    sent: state.status === 'sent',
    status: state.status,
    ...(state.status !== 'sent' && state.last_error ? { error: state.last_error } : {}),
  };
}
