import { Hono } from 'hono';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam } from '../../http/validate';
import { attachmentResponse } from './attachment-download';
import { ATTACHMENT_NOT_FOUND, deleteAttachment, findAttachment } from './attachments.service';

/** GET serves the file to signed-in staff only (never public); DELETE removes it. */
export function attachmentsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/:id', async (c) => {
      const row = await findAttachment(c.get('deps').db, idParam(c, ATTACHMENT_NOT_FOUND));
      return attachmentResponse(c.get('deps'), row, c.req.header('range'));
    })
    .delete('/:id', async (c) => {
      await deleteAttachment(c.get('deps'), idParam(c, ATTACHMENT_NOT_FOUND));
      return c.body(null, 204);
    });
}
