import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createSmtpSender } from './mail-sender';

/** The sender's one SMTP connection: reused through a burst, closed when idle, never re-sending. */
let server: SmtpCapture | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const mail = (n: number) => ({
  to: 'mario@esempio.it',
  subject: `Prova ${n}`,
  text: 't',
  html: '<p>t</p>',
  idempotencyKey: `k-${n}`,
});

it('a burst travels over one connection, which closes once idle', async () => {
  let opened = 0;
  let closed = 0;
  server = await startSmtpCapture({
    onConnect: (_session, callback) => {
      opened += 1;
      callback();
    },
    onClose: () => {
      closed += 1;
    },
  });
  const sender = createSmtpSender({
    smtpUrl: server.url,
    from: 'sportello@test.it',
    timeouts: { idleMs: 300 },
  });
  try {
    for (const n of [1, 2, 3]) await sender.send(mail(n), AbortSignal.timeout(5_000));
    expect(server.messages.map((m) => m.parsed.subject)).toEqual(['Prova 1', 'Prova 2', 'Prova 3']);
    expect({ opened, closed }).toEqual({ opened: 1, closed: 0 });
    await expect.poll(() => closed, { timeout: 3_000 }).toBe(1);
    // The next message opens a new connection.
    await sender.send(mail(4), AbortSignal.timeout(5_000));
    expect({ opened, messages: server.messages.length }).toEqual({ opened: 2, messages: 4 });
  } finally {
    sender.close();
  }
  await expect.poll(() => closed, { timeout: 3_000 }).toBe(2);
});

/**
 * A server that takes the whole message and hangs up instead of answering 250: the sender cannot
 * know whether it was delivered. It must fail (the outbox retries later with the same Message-ID)
 * rather than hand the message over again on its own, as the pool does for a connection that
 * closed before the message was handed over.
 */
async function startDroppingSmtp() {
  const bodies: string[] = [];
  const sockets = new Set<Socket>();
  const listener = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.write('220 prova ESMTP\r\n');
    let data: string | null = null;
    socket.on('data', (chunk: Buffer) => {
      if (data !== null) {
        data += chunk.toString('utf8');
        if (data.endsWith('\r\n.\r\n')) {
          bodies.push(data);
          socket.end();
        }
        return;
      }
      for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) {
        if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 avanti\r\n');
        } else socket.write(/^EHLO/i.test(line) ? '250-prova\r\n250 8BITMIME\r\n' : '250 ok\r\n');
      }
    });
  });
  listener.listen(0, '127.0.0.1');
  await once(listener, 'listening');
  return {
    url: `smtp://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    bodies,
    close: () => {
      for (const socket of sockets) socket.destroy();
      listener.close();
    },
  };
}

it('a connection dropped after the message fails the send and never sends it twice', async () => {
  const dropping = await startDroppingSmtp();
  const sender = createSmtpSender({ smtpUrl: dropping.url, from: 'sportello@test.it' });
  try {
    await expect(sender.send(mail(1), AbortSignal.timeout(5_000))).rejects.toThrow();
    // Long enough for the pool's first re-send (about 200 ms after the close) to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(dropping.bodies).toHaveLength(1);
  } finally {
    sender.close();
    dropping.close();
  }
});
