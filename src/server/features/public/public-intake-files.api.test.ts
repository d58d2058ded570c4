import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../../shared/tickets/attachment-rules';
import { createLogger } from '../../logger';
import {
  ACCEPTED_FORM,
  appFor,
  countRows,
  formData,
  freshIp,
  RENAMED_EXE,
  type UploadFile,
} from '../../test/public-test-kit';
import { sampleImage } from '../../test/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logSafeName } from './public-intake.service';

let t: TestApp;
let send: ReturnType<typeof appFor>;
/** What the server logged, one parsed JSON line each. */
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const logger = createLogger('warn', {
    write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>),
  });
  send = appFor(t, { logger });
});
afterAll(() => t.close());

const post = (files: UploadFile[]) =>
  send('/api/public/tickets', {
    method: 'POST',
    body: formData(ACCEPTED_FORM, files),
    ip: freshIp(),
  });

const attachmentsOf = (id: string) =>
  t.db.selectFrom('ticket_attachments').select('id').where('ticket_id', '=', id).execute();

/** Starts like a JPEG, then nothing an image decoder can read. */
const corruptJpeg = (name: string): UploadFile => ({
  name,
  data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]),
});

describe('files sent with the public form', () => {
  it('stores a photo with the ticket', async () => {
    const photo = { name: 'schermo.png', data: await sampleImage('png'), type: 'image/png' };
    const response = await post([photo]);
    const { id, failed_files } = (await response.json()) as { id: string; failed_files: string[] };
    expect(failed_files).toEqual([]);
    expect(await attachmentsOf(id)).toHaveLength(1);
  });

  it('refuses a renamed .exe under the files field before creating anything', async () => {
    const [tickets, attachments] = [
      await countRows(t, 'tickets'),
      await countRows(t, 'ticket_attachments'),
    ];
    const response = await post([RENAMED_EXE]);
    expect(response.status).toBe(415);
    const body = (await response.json()) as {
      error: { message: string; details: { fieldErrors: Record<string, string[]> } };
    };
    expect(body.error.message).toBe(ATTACHMENT_MESSAGES.unsupportedType);
    expect(body.error.details.fieldErrors.files).toEqual([ATTACHMENT_MESSAGES.unsupportedType]);
    expect(await countRows(t, 'tickets')).toBe(tickets);
    expect(await countRows(t, 'ticket_attachments')).toBe(attachments);
  });

  it('keeps the ticket when a file fails after it was created, names it and logs the seed text', async () => {
    const tickets = await countRows(t, 'tickets');
    const response = await post([corruptJpeg('rotta.jpg')]);
    expect(response.status).toBe(201);
    const { id, failed_files } = (await response.json()) as { id: string; failed_files: string[] };
    expect(failed_files).toEqual(['rotta.jpg']);
    expect(await countRows(t, 'tickets')).toBe(tickets + 1);
    expect(await attachmentsOf(id)).toHaveLength(0);
    expect(logged.at(-1)).toMatchObject({
      msg: 'Errore durante il caricamento del file rotta.jpg',
      ticket: id,
      file: 'rotta.jpg',
      event: 'public.attachment_failed',
    });
    expect(logged.at(-1)?.err).toBeTruthy();
  });

  it('writes a hostile file name into the log without control or direction characters', async () => {
    // Browsers escape CR and LF in multipart names; a tab or a bidi override gets through.
    const response = await post([corruptJpeg('rossa\t\u202egpj.jpg')]);
    expect(response.status).toBe(201);
    const line = logged.at(-1);
    expect(line?.msg).toBe('Errore durante il caricamento del file rossa??gpj.jpg');
    expect(line?.file).toBe('rossa??gpj.jpg');
  });
});

describe('logSafeName', () => {
  it('keeps ordinary names, accents included, replaces line breaks and cuts long ones', () => {
    expect(logSafeName('Foto perché rotta.jpg')).toBe('Foto perché rotta.jpg');
    expect(logSafeName('a\r\nFALSO: ok.jpg')).toBe('a??FALSO: ok.jpg');
    expect(logSafeName('x'.repeat(500))).toHaveLength(120);
  });
});
