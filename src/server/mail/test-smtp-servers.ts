import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** Test-only SMTP servers that misbehave in the ways real ones do. */

export interface ReceivedMail {
  rcptTo: string[];
  subject: string;
  messageId: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Accepts every message, but only after `delayMs` (a slow or overloaded server): what makes a
 * worker's SMTP conversation outlast a lease. `options` can add rejections (auth, RCPT, …).
 */
export async function startSmtpServer(
  options: { delayMs?: number; port?: number } & Partial<SMTPServerOptions> = {},
): Promise<TestSmtp> {
  const { delayMs = 0, port = 0, ...serverOptions } = options;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks));
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          messageId: parsed.messageId ?? '',
        });
        callback();
      });
    },
    ...serverOptions,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Accepts TCP connections and never says a word: a hung mail server (or a firewall that drops).
 * Worse than a refused connection, because only timeouts end the client's wait.
 */
export async function startHangingSmtp(port = 0): Promise<TestSmtp> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on: the SMTP server is down (connections are refused). */
export async function closedPort(): Promise<number> {
  const probe = await startHangingSmtp();
  await probe.close();
  return probe.port;
}
