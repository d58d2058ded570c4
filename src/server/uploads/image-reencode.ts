import sharp from 'sharp';
import type { AttachmentType } from '../../shared/tickets/attachment-rules';
import { AppError } from '../errors';

/** Photos up to 100 megapixels; beyond that decoding alone could exhaust a small server. */
const MAX_PIXELS = 100_000_000;

/**
 * Decodes and re-encodes an uploaded image in its own format. What comes out holds pixels only:
 * EXIF (GPS position, camera serial), XMP and comments are dropped, and the EXIF orientation is
 * applied to the pixels first so the photo still shows the right way up. GIF and WebP keep their
 * animation frames.
 */
export async function reencodeImage(
  file: string,
  type: AttachmentType,
  originalName: string,
): Promise<Buffer> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  try {
    const image = sharp(file, {
      animated,
      autoOrient: true,
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
    });
    if (type.ext === 'jpg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (type.ext === 'png') return await image.png().toBuffer();
    if (type.ext === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw new AppError(
      422,
      'unreadable_image',
      `Impossibile leggere l'immagine «${originalName}»: il file è danneggiato o troppo grande.`,
    );
  }
}
