import sharp from 'sharp';

/**
 * Small real files for tests and demo data: images drawn by sharp, and video files that are only
 * the container header a sniffer looks at (nobody plays them) plus padding to any size.
 */
export async function sampleImage(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  size = { width: 40, height: 20 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: '#c03020' } });
  return image[format]().toBuffer();
}

/** A JPEG as a phone writes it: camera make, GPS position, and "rotate 90° to display". */
export async function samplePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#2040c0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'FotocameraDiProva' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 25/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function isoBox(brand: string): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand.padEnd(4, ' '), 8, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isommp41', 16, 'latin1');
  return box;
}

/** EBML header with DocType "webm" (RFC 9559 element ids). */
const WEBM_HEADER = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102',
  'hex',
);

export function sampleVideo(kind: 'mp4' | 'mov' | 'webm', totalBytes = 1024): Buffer {
  const header = kind === 'webm' ? WEBM_HEADER : isoBox(kind === 'mp4' ? 'isom' : 'qt');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, totalBytes - header.length))]);
}
