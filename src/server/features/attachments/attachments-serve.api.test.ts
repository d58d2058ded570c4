import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-files';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';
import { download, newTicket, uploaded } from './attachments-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp();
});
afterAll(() => t.close());

describe('GET /api/attachments/:id', () => {
  it('serves the file to signed-in staff with the sniffed type, nosniff, a safe name and caching', async () => {
    const ticketId = await newTicket(t);
    const [image] = await uploaded(t, ticketId, [
      [await sampleImage('png'), 'scontrino "1".png', 'text/html'],
    ]);
    const response = await download(t, image?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="scontrino _1_.png"; filename*=UTF-8''scontrino%20%221%22.png`,
    );
    expect(Number(response.headers.get('content-length'))).toBe(image?.size_bytes);
    const anonymous = await t.app.request(`${ORIGIN}${image?.url}`);
    expect(anonymous.status).toBe(401);
  });

  it('serves byte ranges of a video', async () => {
    const ticketId = await newTicket(t);
    const video = sampleVideo('webm', 2000);
    const [clip] = await uploaded(t, ticketId, [[video, 'c.webm']]);
    const partial = await download(t, clip?.url ?? '', { range: 'bytes=0-3' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 0-3/2000');
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(video.subarray(0, 4));
    const outside = await download(t, clip?.url ?? '', { range: 'bytes=5000-' });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */2000');
  });
});
