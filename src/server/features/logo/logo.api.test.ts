import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, samplePhotoWithGps, sampleVideo } from '../../test/sample-files';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { LOGO_MESSAGES } from './logo.service';

let t: TestApp;
let admin: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

function uploadLogo(files: [Buffer, string][], cookie = admin) {
  const form = new FormData();
  for (const [data, name] of files) form.append('files', new File([new Uint8Array(data)], name));
  return t.app.request(`${ORIGIN}/api/settings/logo`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie },
    body: form,
  });
}

const shop = async () =>
  (await (await t.request('GET', '/api/public/shop')).json()) as { logo_url: string | null };

async function storedLogos(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.deps.storage.list('shop-logo')) keys.push(file.key);
  return keys;
}

describe('the uploaded shop logo', () => {
  it('is re-encoded without metadata, served to everyone and wins over the logo URL', async () => {
    await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { logo_url: 'https://esempio.it/logo.png' } },
    });
    const response = await uploadLogo([[await samplePhotoWithGps(), 'logo.jpg']]);
    expect(response.status).toBe(201);
    const { logo_file } = (await response.json()) as { logo_file: string };
    expect(logo_file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect((await shop()).logo_url).toBe(`/api/public/logo/${logo_file}`);

    const image = await t.app.request(`${ORIGIN}/api/public/logo/${logo_file}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    // The photo was "rotate 90° to display": the pixels are turned, 20 × 40.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('replaces the previous file, and removing it falls back to the logo URL', async () => {
    const first = (await (await uploadLogo([[await sampleImage('png'), 'a.png']])).json()) as {
      logo_file: string;
    };
    const second = (await (await uploadLogo([[await sampleImage('webp'), 'b.webp']])).json()) as {
      logo_file: string;
    };
    expect(await storedLogos()).toEqual([`shop-logo/${second.logo_file}`]);
    const old = await t.app.request(`${ORIGIN}/api/public/logo/${first.logo_file}`);
    expect(old.status).toBe(404);

    const removed = await t.request('DELETE', '/api/settings/logo', { cookie: admin });
    expect(removed.status).toBe(204);
    expect(await storedLogos()).toEqual([]);
    expect((await shop()).logo_url).toBe('https://esempio.it/logo.png');
  });

  it('refuses videos, several files, renamed programs and non-admins, storing nothing', async () => {
    const video = await uploadLogo([[sampleVideo('mp4'), 'logo.mp4']]);
    expect(video.status).toBe(415);
    expect(((await video.json()) as { error: { message: string } }).error.message).toBe(
      LOGO_MESSAGES.imageOnly,
    );
    const two = await uploadLogo([
      [await sampleImage('png'), 'a.png'],
      [await sampleImage('png'), 'b.png'],
    ]);
    expect(two.status).toBe(400);
    const program = await uploadLogo([[Buffer.from('MZ\x90\x00 programma'), 'logo.png']]);
    expect(program.status).toBe(415);
    const notAdmin = await uploadLogo([[await sampleImage('png'), 'a.png']], employee);
    expect(notAdmin.status).toBe(403);
    expect(await storedLogos()).toEqual([]);
    expect((await shop()).logo_url).toBe('https://esempio.it/logo.png');
  });

  it('answers 404 for a name that is not the current logo', async () => {
    for (const name of [`${crypto.randomUUID()}.png`, '..%2Fauth-secret', 'logo.exe']) {
      const response = await t.app.request(`${ORIGIN}/api/public/logo/${name}`);
      expect(response.status, name).toBe(404);
    }
  });
});
