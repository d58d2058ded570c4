import { z } from 'zod';

/** A file sent with a message: its name, MIME type and bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const storedList = z.array(
  z.object({ filename: z.string(), content_type: z.string(), content_base64: z.string() }),
);

/** The outbox's `attachments` column: JSON with the bytes in base64, read back on every attempt. */
export function storedAttachments(attachments: readonly MailAttachment[]): string {
  return JSON.stringify(
    attachments.map((a) => ({
      filename: a.filename,
      content_type: a.contentType,
      content_base64: Buffer.from(a.content).toString('base64'),
    })),
  );
}

export function readAttachments(stored: string | null): MailAttachment[] {
  if (stored === null) return [];
  return storedList.parse(JSON.parse(stored)).map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, 'base64'),
  }));
}
