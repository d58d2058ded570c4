import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
} from '../../../shared/tickets/attachment-rules';
import { sampleImage, sampleVideo } from '../../test/sample-files';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';
import { attachmentsUrl, newTicket, storedFiles, upload } from './attachments-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp();
});
afterAll(() => t.close());

describe('POST /api/tickets/:id/attachments: size and count limits', () => {
  it('accepts a file of exactly 10 MB and refuses one byte more (413), storing nothing', async () => {
    const ticketId = await newTicket(t);
    const exact = await upload(t, ticketId, [
      [sampleVideo('mp4', MAX_ATTACHMENT_BYTES), 'max.mp4'],
    ]);
    expect(exact.status).toBe(201);
    const over = await upload(t, ticketId, [
      [await sampleImage('png'), 'ok.png'],
      [sampleVideo('mp4', MAX_ATTACHMENT_BYTES + 1), 'grande.mp4'],
    ]);
    expect(over.status).toBe(413);
    expect(await errorBody(over)).toEqual({
      error: { code: 'file_too_large', message: ATTACHMENT_MESSAGES.tooLarge },
    });
    expect(await storedFiles(t, ticketId)).toHaveLength(1);
  });

  it('cuts a 50 MB upload off while streaming, without reading it all', async () => {
    const ticketId = await newTicket(t);
    const boundary = 'confine-di-prova';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="enorme.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        if (sent >= 50 * chunk.length) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const response = await t.app.request(attachmentsUrl(ticketId), {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: t.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MAX_ATTACHMENT_BYTES + 4 * chunk.length);
    expect(await storedFiles(t, ticketId)).toEqual([]);
  });

  it('refuses a declared body too big for ten files before reading it', async () => {
    const ticketId = await newTicket(t);
    const response = await t.app.request(attachmentsUrl(ticketId), {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: t.cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(response.status).toBe(413);
  });

  it('takes at most 10 files per request', async () => {
    const ticketId = await newTicket(t);
    const png = await sampleImage('png');
    const eleven = Array.from({ length: 11 }, (_, i) => [png, `f${i}.png`] as [Buffer, string]);
    const response = await upload(t, ticketId, eleven);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(ATTACHMENT_MESSAGES.tooMany);
    expect(await storedFiles(t, ticketId)).toEqual([]);
    expect((await upload(t, ticketId, eleven.slice(0, 10))).status).toBe(201);
  });
});
