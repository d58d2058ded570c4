import type {
  MailServerInput,
  MailServerSaveResult,
  MailServerView,
} from '../../../shared/mail-server';
import type { AppDeps } from '../../http/context';
import { createSmtpSender, errorText } from '../../mail/mail-sender';

/** How long the admin waits for the new server to answer before the save reports anyway. */
export const MAIL_SERVER_CHECK_MS = 10_000;

type Deps = Pick<AppDeps, 'mailServer' | 'mail' | 'clock'>;

/**
 * Saves the server, wakes the worker (held and queued mail leaves at once when it works) and
 * tries the server while the admin waits, so a wrong port or password shows up on the form
 * rather than days later in the outbox.
 */
export async function saveMailServer(
  deps: Deps,
  input: MailServerInput,
  userId: string,
): Promise<MailServerSaveResult> {
  await deps.mailServer.save(input, deps.clock().toISOString(), userId);
  deps.mail.nudge();
  return { server: await deps.mailServer.view(), check: await checkCurrentServer(deps) };
}

export async function removeMailServer(deps: Deps): Promise<MailServerView> {
  await deps.mailServer.remove();
  return deps.mailServer.view();
}

/** Connects and logs in to whichever server mail goes through now (SMTP_URL wins). */
async function checkCurrentServer(deps: Deps): Promise<MailServerSaveResult['check']> {
  const target = await deps.mailServer.target();
  if (!target) return { ok: false, error: 'Nessun server di posta configurato' };
  const timeouts = { connectionMs: MAIL_SERVER_CHECK_MS, greetingMs: MAIL_SERVER_CHECK_MS };
  const sender = createSmtpSender({
    ...target,
    timeouts: { ...timeouts, socketMs: MAIL_SERVER_CHECK_MS },
  });
  try {
    await sender.verify();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  } finally {
    sender.close();
  }
}
