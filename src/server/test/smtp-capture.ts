import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** RCPT TO addresses: who the server was actually asked to deliver to. */
  rcptTo: string[];
  /** The message as it arrived, headers included. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpCapture {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** 'accept' stores messages; 'tempfail' answers 451 and 'permfail' 550 to the data. */
  mode: 'accept' | 'tempfail' | 'permfail';
  close(): Promise<void>;
}

/**
 * An in-process SMTP server for tests, on 127.0.0.1 (a random port unless one is given). A
 * message is parsed before the server answers 250, so once the sender's promise resolves the
 * message is already in `messages`.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
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
        simpleParser(raw).then(
          (parsed) => {
            capture.messages.push({
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  capture.port = (server.server.address() as AddressInfo).port;
  capture.url = `smtp://127.0.0.1:${capture.port}`;
  return capture;
}

/** The header lines of a raw message, unfolded: what a header-injection test inspects. */
export function headerLines(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}
