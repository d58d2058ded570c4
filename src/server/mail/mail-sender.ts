import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailSecurity } from '../../shared/mail-server';
import { headerSafe, isSingleAddress } from './header-safety';
import type { MailAttachment } from './mail-attachments';
import { isPermanentSmtpFailure } from './smtp-errors';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The outbox row's idempotency key: every attempt at one event carries one Message-ID. */
  idempotencyKey: string;
}

/** Hands one message to the mail server; rejects with the server's reason. */
export interface MailSender {
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  /** Connects and logs in without sending anything; rejects with the server's reason. */
  verify(): Promise<void>;
  close(): void;
}

/** A server saved in Settings (the other way to name one is an smtp:// URL). */
export interface SmtpServerAddress {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string;
}

/** A failure that retrying cannot fix (bad address, recipient or message refused). */
export class PermanentMailError extends Error {}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /**
   * How long the one connection stays open after its last message. The mail worker sends a burst
   * one message after another, so a burst pays the greeting, TLS and login once; an idle
   * connection is closed well inside the 5 minutes RFC 5321 § 4.5.3.2.7 lets a server wait.
   */
  idleMs: number;
}

const DEFAULT_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
  idleMs: 5_000,
};

/**
 * SMTP through nodemailer, over one reused connection. Every phase has a timeout, so a server that
 * accepts the connection and then says nothing cannot hold a worker (or its lease) for long; the
 * caller's signal caps the whole conversation. A connection that drops once the message is under
 * way fails the send (the outbox retries it with the same Message-ID); nodemailer itself only
 * re-sends a message whose connection closed before it was handed over.
 */
export function createSmtpSender(
  options: ({ smtpUrl: string } | { server: SmtpServerAddress }) & {
    from: string;
    timeouts?: Partial<SmtpTimeouts>;
  },
): MailSender {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const transport = nodemailer.createTransport({
    ...('smtpUrl' in options ? { url: options.smtpUrl } : serverOptions(options.server)),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
    pool: true,
    maxConnections: 1,
    idleTimeout: timeouts.idleMs,
    // Attachments travel as bytes from the outbox: no path or URL is ever read; refuse them.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = messageIdDomain(options.from);
  return {
    async send(mail, signal) {
      if (!isSingleAddress(mail.to)) {
        throw new PermanentMailError('Indirizzo del destinatario non valido');
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: headerSafe(mail.subject, 250),
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments?.map((a) => ({
            filename: headerSafe(a.filename, 200),
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
          messageId: messageIdFor(mail.idempotencyKey, domain),
          signal,
        });
      } catch (error) {
        if (isPermanentSmtpFailure(error)) throw new PermanentMailError(errorText(error));
        throw error;
      }
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/** none: plain text, no upgrade; starttls: upgrade required; tls: TLS from the first byte. */
function serverOptions(server: SmtpServerAddress) {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    auth: server.username ? { user: server.username, pass: server.password } : undefined,
  };
}

/**
 * The same key always gives the same Message-ID, so if a message is ever handed over twice (the
 * crash window in docs/decisions/009) a receiving server that deduplicates can drop the copy.
 * Hashed: the key holds an event id and an address that have no business in a header.
 */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `<${hash}@${domain}>`;
}

/** The sender's domain (Message-IDs should be unique to it), else a reserved placeholder. */
export function messageIdDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(domain) ? domain : 'sportello.invalid';
}

/** MAIL_FROM, else the SMTP login when it is an address, else a local placeholder. */
export function mailFrom(mailFromSetting: string | undefined, smtpUrl: string): string {
  if (mailFromSetting) return mailFromSetting;
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return isSingleAddress(user) ? user : 'sportello@localhost';
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return headerSafe(text, 500);
}
