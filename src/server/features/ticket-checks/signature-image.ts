import sharp, { type Metadata } from 'sharp';
import { CHECK_MESSAGES, SIGNATURE_MAX_BYTES } from '../../../shared/tickets/ticket-check-labels';
import { AppError, badRequest } from '../../errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const invalid = () => new AppError(422, 'invalid_signature', CHECK_MESSAGES.imageInvalid);

/** A `data:image/png;base64,…` URL → its bytes; anything else is refused. */
export function dataUrlBytes(value: string): Buffer {
  const match = DATA_URL.exec(value.trim());
  if (!match?.[1]) throw invalid();
  // base64 is 4/3 of the bytes: refused before decoding what cannot fit.
  if ((match[1].length * 3) / 4 > SIGNATURE_MAX_BYTES + 3)
    throw new AppError(413, 'signature_too_large', CHECK_MESSAGES.imageTooLarge);
  return Buffer.from(match[1], 'base64');
}

/**
 * A real PNG of a signature's size, decoded and written again by sharp: the stored file holds
 * pixels only (no text chunks, nothing appended after IEND), whatever the browser sent.
 */
export async function cleanSignaturePng(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw new AppError(413, 'signature_too_large', CHECK_MESSAGES.imageTooLarge);
  if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw invalid();
  }
  if (meta.format !== 'png') throw invalid();
  const { width = 0, height = 0 } = meta;
  if (width < 50 || height < 20 || width > 4000 || height > 2000)
    throw badRequest(CHECK_MESSAGES.imageSize);
  try {
    return await sharp(bytes, { failOn: 'error' }).png().toBuffer();
  } catch {
    throw invalid();
  }
}
