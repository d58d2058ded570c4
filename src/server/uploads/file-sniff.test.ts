import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../test/sample-files';
import { sniffAttachmentType } from './file-sniff';

describe('sniffAttachmentType', () => {
  it('recognises every allowed format by its bytes when the extension agrees', async () => {
    expect((await sniffAttachmentType(await sampleImage('jpeg'), 'a.JPEG')).mime).toBe(
      'image/jpeg',
    );
    expect((await sniffAttachmentType(await sampleImage('png'), 'a.png')).mime).toBe('image/png');
    expect((await sniffAttachmentType(await sampleImage('gif'), 'a.gif')).mime).toBe('image/gif');
    expect((await sniffAttachmentType(await sampleImage('webp'), 'a.webp')).mime).toBe(
      'image/webp',
    );
    expect((await sniffAttachmentType(sampleVideo('mp4'), 'a.mp4')).mime).toBe('video/mp4');
    expect((await sniffAttachmentType(sampleVideo('mov'), 'a.mov')).mime).toBe('video/quicktime');
    expect((await sniffAttachmentType(sampleVideo('webm'), 'a.webm')).mime).toBe('video/webm');
  });

  it('refuses a mismatched extension, a missing one, and content of another kind (415)', async () => {
    const png = await sampleImage('png');
    await expect(sniffAttachmentType(png, 'foto.jpg')).rejects.toMatchObject({ status: 415 });
    await expect(sniffAttachmentType(png, 'foto')).rejects.toMatchObject({ status: 415 });
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    await expect(sniffAttachmentType(html, 'foto.jpg')).rejects.toMatchObject({ status: 415 });
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
    await expect(sniffAttachmentType(pdf, 'doc.pdf')).rejects.toMatchObject({ status: 415 });
  });
});
