import { createSmtpSender, type MailSender, type SmtpTimeouts } from './mail-sender';
import type { SmtpTarget } from './mail-server-config';

export interface CurrentSender {
  /** Changes whenever the mail server does (a new save in Settings). */
  key: string;
  sender: MailSender;
}

/** What the mail worker sends through; null while no mail server is configured. */
export interface SenderSource {
  current(): Promise<CurrentSender | null>;
  close(): void;
}

/**
 * One SMTP sender per configuration, rebuilt when the configuration changes. Closing the old one
 * mid-send is harmless: its idle connection closes at once, a message under way finishes first.
 */
export function configuredSenders(
  config: { target(): Promise<SmtpTarget | null> },
  timeouts?: Partial<SmtpTimeouts>,
): SenderSource {
  let cached: CurrentSender | null = null;
  return {
    async current() {
      const target = await config.target();
      if (!target) return null;
      if (cached?.key !== target.key) {
        cached?.sender.close();
        cached = { key: target.key, sender: createSmtpSender({ ...target, timeouts }) };
      }
      return cached;
    },
    close: () => cached?.sender.close(),
  };
}

/** A sender that never changes (tests, and tools that talk to one server). */
export function fixedSender(sender: MailSender | null): SenderSource {
  const current = sender ? { key: 'fixed', sender } : null;
  return {
    current: async () => current,
    close: () => sender?.close(),
  };
}
