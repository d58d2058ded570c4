import type { SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createSmtpSender, PermanentMailError } from './mail-sender';
import { isPermanentSmtpFailure } from './smtp-errors';

/** How a refusal at each step of the SMTP conversation is classed: retry, or give up at once. */
let server: SmtpCapture | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const refusal = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });

/** Sends one message through a server set up with `options`; returns what the send threw. */
async function failureFrom(options: Partial<SMTPServerOptions>, credentials = '') {
  server = await startSmtpCapture(options);
  const sender = createSmtpSender({
    smtpUrl: `smtp://${credentials}127.0.0.1:${server.port}`,
    from: 'sportello@test.it',
    timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000 },
  });
  const mail = { to: 'mario@esempio.it', subject: 'Prova', text: 't', html: '<p>t</p>' };
  try {
    await sender.send({ ...mail, idempotencyKey: 'k' }, AbortSignal.timeout(5_000));
  } catch (error) {
    return error as Error;
  } finally {
    sender.close();
  }
  throw new Error('the server accepted the message');
}

describe('SMTP failures that a configuration fix cures are retried', () => {
  it('wrong password (535)', async () => {
    const error = await failureFrom(
      {
        authOptional: false,
        allowInsecureAuth: true,
        onAuth: (_auth, _session, callback) => callback(new Error('Credenziali non valide')),
      },
      'negozio:sbagliata@',
    );
    expect(error.message).toMatch(/535/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('authentication required but no credentials configured (530)', async () => {
    const error = await failureFrom({ authOptional: false, allowInsecureAuth: true });
    expect(error.message).toMatch(/530/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('a 5xx greeting: the server refuses the connection itself', async () => {
    const error = await failureFrom({
      onConnect: (_session, callback) => callback(refusal(554, 'Servizio non disponibile')),
    });
    expect(error.message).toMatch(/554/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('the sender address is not allowed (553 on MAIL FROM)', async () => {
    const error = await failureFrom({
      onMailFrom: (_address, _session, callback) =>
        callback(refusal(553, '5.7.1 Mittente non autorizzato')),
    });
    expect(error.message).toMatch(/553/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('relaying denied for this client (550 5.7.1 on RCPT TO)', async () => {
    const error = await failureFrom({
      onRcptTo: (_address, _session, callback) => callback(refusal(550, '5.7.1 Relaying denied')),
    });
    expect(error.message).toMatch(/550 5\.7\.1/);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });
});

describe('refusals of the recipient or the message are permanent', () => {
  it('unknown mailbox (550 5.1.1 on RCPT TO)', async () => {
    const error = await failureFrom({
      onRcptTo: (_address, _session, callback) =>
        callback(refusal(550, '5.1.1 Casella sconosciuta')),
    });
    expect(error).toBeInstanceOf(PermanentMailError);
    expect(error.message).toMatch(/550 5\.1\.1/);
  });

  it('an unknown mailbox without an enhanced status code (550 on RCPT TO)', async () => {
    const error = await failureFrom({
      onRcptTo: (_address, _session, callback) => callback(refusal(550, 'No such user')),
    });
    expect(error).toBeInstanceOf(PermanentMailError);
  });

  it('the message itself (554 after DATA)', async () => {
    const error = await failureFrom({
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback(refusal(554, '5.6.0 Contenuto rifiutato')));
      },
    });
    expect(error).toBeInstanceOf(PermanentMailError);
  });

  it('an address that is not one plain address never reaches the server', async () => {
    server = await startSmtpCapture();
    const sender = createSmtpSender({ smtpUrl: server.url, from: 'sportello@test.it' });
    const mail = { subject: 'Prova', text: 't', html: 't', idempotencyKey: 'k' };
    await expect(
      sender.send({ ...mail, to: 'a@b.it, c@d.it' }, AbortSignal.timeout(5_000)),
    ).rejects.toBeInstanceOf(PermanentMailError);
    expect(server.messages).toHaveLength(0);
  });
});

describe('isPermanentSmtpFailure', () => {
  it('never treats a 4xx, a 503 or an error without a reply code as permanent', () => {
    expect(isPermanentSmtpFailure({ responseCode: 451, command: 'DATA' })).toBe(false);
    expect(isPermanentSmtpFailure({ responseCode: 503, command: 'RCPT TO' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'ETIMEDOUT', command: 'CONN' })).toBe(false);
    expect(isPermanentSmtpFailure(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentSmtpFailure({ responseCode: 550, command: 'RCPT TO' })).toBe(true);
  });
});
