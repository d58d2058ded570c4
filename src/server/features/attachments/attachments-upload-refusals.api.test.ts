import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '../../../shared/tickets/attachment-rules';
import { sampleImage } from '../../test/sample-files';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';
import {
  attachmentRows,
  attachmentsUrl,
  newTicket,
  storedFiles,
  type UploadFile,
  upload,
} from './attachments-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp();
});
afterAll(() => t.close());

describe('POST /api/tickets/:id/attachments: refusals', () => {
  it('refuses other types, and a name whose extension does not match the content (415)', async () => {
    const ticketId = await newTicket(t);
    const png = await sampleImage('png');
    for (const files of [
      [[Buffer.from('solo testo'), 'note.txt', 'text/plain']],
      [[png, 'foto.jpg', 'image/jpeg']],
      [[Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg']],
      [[Buffer.from('%PDF-1.7\n'), 'fattura.pdf']],
      [
        [png, 'ok.png'],
        [Buffer.from('MZ\x90\x00'), 'virus.exe'],
      ],
    ] as UploadFile[][]) {
      const response = await upload(t, ticketId, files);
      expect(response.status).toBe(415);
      expect(await errorBody(response)).toEqual({
        error: { code: 'unsupported_type', message: ATTACHMENT_MESSAGES.unsupportedType },
      });
    }
    expect(await storedFiles(t, ticketId)).toEqual([]);
  });

  it('answers 400 to no files, a wrong field, a non-multipart body and broken multipart', async () => {
    const ticketId = await newTicket(t);
    const empty = new FormData();
    empty.append('nota', 'ciao');
    const wrongField = new FormData();
    wrongField.append('file', new File([new Uint8Array(await sampleImage('png'))], 'a.png'));
    for (const [body, type] of [
      [empty, undefined],
      [wrongField, undefined],
      ['{"files":[]}', 'application/json'],
      ['--x\r\nnonsense', 'multipart/form-data; boundary=x'],
      ['qualcosa', 'multipart/form-data'],
    ] as [BodyInit, string | undefined][]) {
      const response = await t.app.request(attachmentsUrl(ticketId), {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: t.cookie, ...(type ? { 'content-type': type } : {}) },
        body,
      });
      expect(response.status, String(type)).toBe(400);
    }
  });

  it('answers 404 for an unknown ticket or a malformed id, 401 without a session', async () => {
    const png = await sampleImage('png');
    expect((await upload(t, crypto.randomUUID(), [[png, 'a.png']])).status).toBe(404);
    expect((await upload(t, 'abc', [[png, 'a.png']])).status).toBe(404);
    expect((await upload(t, await newTicket(t), [[png, 'a.png']], '')).status).toBe(401);
  });

  it('writes nothing when storing one of the files fails', async () => {
    const ticketId = await newTicket(t);
    const storage = t.deps.storage;
    let puts = 0;
    t.deps.storage = {
      ...storage,
      async put(key, data) {
        puts += 1;
        if (puts === 2) throw new Error('disco pieno');
        return storage.put(key, data);
      },
    };
    try {
      const response = await upload(t, ticketId, [
        [await sampleImage('png'), 'a.png'],
        [await sampleImage('jpeg'), 'b.jpg'],
      ]);
      expect(response.status).toBe(500);
    } finally {
      t.deps.storage = storage;
    }
    expect(await storedFiles(t, ticketId)).toEqual([]);
    expect(await attachmentRows(t, ticketId)).toEqual([]);
  });
});
