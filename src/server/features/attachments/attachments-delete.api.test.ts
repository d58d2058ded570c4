import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-files';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { purgeDeletedTickets } from '../tickets/deleted-tickets.service';
import {
  attachmentRows,
  download,
  newTicket,
  storedFiles,
  upload,
  uploaded,
} from './attachments-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp();
});
afterAll(() => t.close());

describe('DELETE /api/attachments/:id and ticket deletion', () => {
  it('deletes the row and the file; unknown or malformed ids are 404', async () => {
    const ticketId = await newTicket(t);
    const [image] = await uploaded(t, ticketId, [[await sampleImage('gif'), 'a.gif']]);
    const removed = await t.request('DELETE', `/api/attachments/${image?.id}`, {
      cookie: t.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await storedFiles(t, ticketId)).toEqual([]);
    expect((await download(t, image?.url ?? '')).status).toBe(404);
    for (const id of [image?.id, crypto.randomUUID(), 'x']) {
      expect(
        (await t.request('DELETE', `/api/attachments/${id}`, { cookie: t.cookie })).status,
      ).toBe(404);
      expect((await download(t, `/api/attachments/${id}`)).status).toBe(404);
    }
  });

  it('a deleted ticket keeps its files until the purge 30 days later removes rows and files', async () => {
    const ticketId = await newTicket(t);
    await upload(t, ticketId, [
      [await sampleImage('png'), 'a.png'],
      [sampleVideo('mp4'), 'b.mp4'],
    ]);
    expect(await storedFiles(t, ticketId)).toHaveLength(2);
    expect(
      (await t.request('DELETE', `/api/tickets/${ticketId}`, { cookie: t.cookie })).status,
    ).toBe(204);
    // Restorable: nothing is gone yet, but nobody can upload to it or read its files.
    expect(await storedFiles(t, ticketId)).toHaveLength(2);
    const refused = await upload(t, ticketId, [[await sampleImage('png'), 'c.png']]);
    expect(refused.status).toBe(404);

    t.setNow(new Date(Date.now() + 31 * 24 * 60 * 60_000).toISOString());
    expect(await purgeDeletedTickets(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await storedFiles(t, ticketId)).toEqual([]);
    expect(await attachmentRows(t, ticketId)).toEqual([]);
  });
});
