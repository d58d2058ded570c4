import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** The in-process SMTP servers of the tests, on 127.0.0.1: one that works, one that hangs. */

export interface CapturedMail {
  /** RCPT TO addresses: who the server was actually asked to deliver to. */
  rcptTo: string[];
  /** The message as it arrived, headers included. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpEndpoint {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface SmtpCapture extends SmtpEndpoint {
  messages: CapturedMail[];
  /** 'accept' stores messages; 'tempfail' answers 451 and 'permfail' 550 to the data. */
  mode: 'accept' | 'tempfail' | 'permfail';
}

export type SmtpCaptureOptions = {
  /** A random free port unless given (a test that revives a server on the same port gives it). */
  port?: number;
  /** Answer each message only after this long: a slow or overloaded server. */
  delayMs?: number;
} & Partial<SMTPServerOptions>;

/**
 * A server that accepts every message (unless `mode` says otherwise; `options` can add SMTP-level
 * rejections such as auth). A message is parsed before the server answers 250, so once the
 * sender's promise resolves the message is already in `messages`.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const { port = 0, delayMs = 0, ...serverOptions } = options;
  const capture: SmtpCapture = {
    port: 0,
    url: '',
    messages: [],
    mode: 'accept',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing tells the clients still connected 421 at once, as a mail server going down does;
    // the default waits 30 s for them, and the app's sender keeps its connection open between
    // messages.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (capture.mode !== 'accept') {
          const code = capture.mode === 'tempfail' ? 451 : 550;
          return callback(
            Object.assign(new Error(`${code} rifiutato dal test`), { responseCode: code }),
          );
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then(async (parsed) => {
            if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
            capture.messages.push({
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
    ...serverOptions,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  capture.port = (server.server.address() as AddressInfo).port;
  capture.url = `smtp://127.0.0.1:${capture.port}`;
  return capture;
}

/**
 * Accepts TCP connections and never says a word: a hung mail server (or a firewall that drops).
 * Worse than a refused connection, because only timeouts end the client's wait.
 */
export async function startHangingSmtp(port = 0): Promise<SmtpEndpoint> {
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

/** The header lines of a raw message, unfolded: what a header-injection test inspects. */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}
