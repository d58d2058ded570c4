import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, samplePhotoWithGps, sampleVideo } from '../../test/sample-files';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import {
  type Attachment,
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

/** The EXIF block points at a GPS directory (tag 0x8825, in the block's byte order). */
function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

describe('POST /api/tickets/:id/attachments', () => {
  it('stores images and videos judged by content, and lists them with the ticket', async () => {
    const ticketId = await newTicket(t);
    const response = await upload(t, ticketId, [
      [await sampleImage('png'), 'schermo.png', 'text/html'],
      [await sampleImage('webp'), 'retro.webp'],
      [await sampleImage('gif'), 'anim.GIF'],
      [sampleVideo('mp4'), 'prova.mp4'],
      [sampleVideo('mov'), 'iphone.MOV'],
      [sampleVideo('webm'), 'clip.webm'],
    ]);
    expect(response.status).toBe(201);
    const { attachments } = await readJson<{ attachments: Attachment[] }>(response);
    expect(attachments.map((a) => [a.original_name, a.file_type, a.mime_type])).toEqual([
      ['schermo.png', 'image', 'image/png'],
      ['retro.webp', 'image', 'image/webp'],
      ['anim.GIF', 'image', 'image/gif'],
      ['prova.mp4', 'video', 'video/mp4'],
      ['iphone.MOV', 'video', 'video/quicktime'],
      ['clip.webm', 'video', 'video/webm'],
    ]);
    expect(attachments[0]?.url).toBe(`/api/attachments/${attachments[0]?.id}`);
    const keys = await storedFiles(t, ticketId);
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      expect(key).toMatch(
        new RegExp(`^ticket-attachments/${ticketId}/[0-9a-f-]{36}\\.(png|webp|gif|mp4|mov|webm)$`),
      );
    }
    const ticket = await readJson<{ attachments: Attachment[] }>(
      await t.request('GET', `/api/tickets/${ticketId}`, { cookie: t.cookie }),
    );
    expect(ticket.attachments.map((a) => a.id)).toEqual(attachments.map((a) => a.id));
    const page = await readJson<{ items: { id: string; attachments: Attachment[] }[] }>(
      await t.request('GET', '/api/tickets?limit=100', { cookie: t.cookie }),
    );
    expect(page.items.find((i) => i.id === ticketId)?.attachments).toHaveLength(6);
  });

  it('strips EXIF and GPS from a photo and keeps its orientation', async () => {
    const ticketId = await newTicket(t);
    const original = await samplePhotoWithGps();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(hasGpsTag(before.exif), 'the sample really carries a GPS position').toBe(true);
    expect(original.includes(Buffer.from('FotocameraDiProva'))).toBe(true);

    const [photo] = await uploaded(t, ticketId, [[original, 'IMG_0001.jpg']]);
    const served = Buffer.from(await (await download(t, photo?.url ?? '')).arrayBuffer());
    const after = await sharp(served).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(served.includes(Buffer.from('FotocameraDiProva'))).toBe(false);
    expect(photo?.size_bytes).toBe(served.length);
  });
});
