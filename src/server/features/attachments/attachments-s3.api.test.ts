import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { openStorage } from '../../storage/open-storage';
import { ACCEPTED_FORM, appFor, formData, freshIp } from '../../test/public-test-kit';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { sampleImage, sampleVideo } from '../../test/sample-files';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';
import { purgeDeletedTickets } from '../tickets/deleted-tickets.service';
import { sweepOrphanAttachmentFiles } from './attachment-sweep';
import { download, newTicket, storedFiles, uploaded } from './attachments-test-kit';

/**
 * With STORAGE=s3 every path a file takes goes through the bucket (a real
 * S3-compatible server over HTTP): staff and public uploads, downloads with today's headers and
 * ranges, deletion, the purge of deleted tickets, the orphan sweep and the shop's logo.
 */
let s3: S3TestServer;
let t: StaffApp;
let admin: string;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createStaffApp();
  t.deps.storage = await openStorage(readEnv({ ...s3.env, S3_PREFIX: 'negozio' }));
  admin = await t.signIn((await t.addUser('admin')).email);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('files on S3', () => {
  it('uploads, downloads with type, name, caching and ranges, and deletes through the bucket', async () => {
    const ticketId = await newTicket(t);
    const video = sampleVideo('webm', 3000);
    const [photo, clip] = await uploaded(t, ticketId, [
      [await sampleImage('png'), 'bancone «1».png'],
      [video, 'difetto.webm'],
    ]);
    expect(await storedFiles(t, ticketId)).toHaveLength(2);

    const image = await download(t, photo?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''bancone%20%C2%AB1%C2%BB.png`,
    );
    expect(image.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await image.arrayBuffer()).byteLength).toBe(photo?.size_bytes);

    const whole = await download(t, clip?.url ?? '');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(video);
    const part = await download(t, clip?.url ?? '', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/3000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
    expect((await t.app.request(`${ORIGIN}${clip?.url}`)).status).toBe(401);

    const removed = await t.request('DELETE', `/api/attachments/${clip?.id}`, { cookie: t.cookie });
    expect(removed.status).toBe(204);
    expect(await storedFiles(t, ticketId)).toHaveLength(1);
    expect((await download(t, clip?.url ?? '')).status).toBe(404);
  });

  it('stores the photos of the public form in the bucket', async () => {
    const response = await appFor(t)('/api/public/tickets', {
      method: 'POST',
      body: formData(ACCEPTED_FORM, [
        { name: 'schermo.jpg', data: await sampleImage('jpeg'), type: 'image/jpeg' },
      ]),
      ip: freshIp(),
    });
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: string }>(response);
    expect(await storedFiles(t, id)).toHaveLength(1);
  });

  it('purges the files of tickets deleted 30 days ago, and sweeps orphans', async () => {
    const ticketId = await newTicket(t);
    await uploaded(t, ticketId, [[await sampleImage('gif'), 'a.gif']]);
    expect(
      (await t.request('DELETE', `/api/tickets/${ticketId}`, { cookie: t.cookie })).status,
    ).toBe(204);
    const later = new Date(Date.now() + 31 * DAY);
    expect(await purgeDeletedTickets({ ...t.deps, clock: () => later })).toBeGreaterThan(0);
    expect(await storedFiles(t, ticketId)).toEqual([]);

    const orphan = `ticket-attachments/${crypto.randomUUID()}/${crypto.randomUUID()}.png`;
    await t.deps.storage.put(orphan, Buffer.from('resto'));
    expect(await sweepOrphanAttachmentFiles({ ...t.deps, clock: () => later })).toBe(1);
    expect(await t.deps.storage.stat(orphan)).toBeNull();
  });

  it('serves the uploaded logo from the bucket and removes the one it replaces', async () => {
    const uploadLogo = async () => {
      const form = new FormData();
      form.append('files', new File([new Uint8Array(await sampleImage('png'))], 'logo.png'));
      const response = await t.app.request(`${ORIGIN}/api/settings/logo`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: admin },
        body: form,
      });
      expect(response.status).toBe(201);
      return (await readJson<{ logo_file: string }>(response)).logo_file;
    };
    const first = await uploadLogo();
    const second = await uploadLogo();
    const served = await t.app.request(`${ORIGIN}/api/public/logo/${second}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Number(served.headers.get('content-length'))).toBe(
      (await served.arrayBuffer()).byteLength,
    );
    const logos = [];
    for await (const file of t.deps.storage.list('shop-logo')) logos.push(file.key);
    expect(logos).toEqual([`shop-logo/${second}`]);
    expect((await t.app.request(`${ORIGIN}/api/public/logo/${first}`)).status).toBe(404);
  });
});
