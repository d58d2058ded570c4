import { Hono } from 'hono';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { requireSession } from '../../auth/session';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/context';
import { attachmentResponse } from './attachment-download';
import { ATTACHMENT_NOT_FOUND, deleteAttachment, findAttachment } from './attachments.service';

/** GET serves the file to signed-in staff only (never public); DELETE removes it. */
export function attachmentsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/:id', async (c) => {
      const row = await findAttachment(c.get('deps').db, attachmentId(c.req.param('id')));
      return attachmentResponse(c.get('deps'), row, c.req.header('range'));
    })
    .delete('/:id', async (c) => {
      await deleteAttachment(c.get('deps'), attachmentId(c.req.param('id')));
      return c.body(null, 204);
    });
}

/** Ids are UUIDs; anything else cannot name an attachment. */
function attachmentId(raw: string): string {
  if (!isUuidShape(raw)) throw notFound(ATTACHMENT_NOT_FOUND);
  return raw.toLowerCase();
}
