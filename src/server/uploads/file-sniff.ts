import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MESSAGES,
  type AttachmentType,
  attachmentTypeByMime,
  extensionOf,
} from '../../shared/tickets/attachment-rules';
import { AppError } from '../errors';

/** Bytes file-type needs to recognise every format we accept. */
export const SNIFF_BYTES = 4100;

/** MP4 brands file-type names on their own that are still MP4 video to a browser. */
const MIME_ALIASES: Record<string, string> = { 'video/x-m4v': 'video/mp4' };

export const unsupportedType = () =>
  new AppError(415, 'unsupported_type', ATTACHMENT_MESSAGES.unsupportedType);

/**
 * What a file is, judged by its first bytes; the name's extension must agree. Neither the name nor
 * the Content-Type the browser sent is trusted on its own (a .jpg that is really HTML is refused).
 */
export async function sniffAttachmentType(
  head: Uint8Array,
  fileName: string,
): Promise<AttachmentType> {
  const found = await fileTypeFromBuffer(head);
  const type = found && attachmentTypeByMime(MIME_ALIASES[found.mime] ?? found.mime);
  if (!type?.extensions.includes(extensionOf(fileName))) throw unsupportedType();
  return type;
}
