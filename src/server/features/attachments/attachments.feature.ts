import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { attachmentResponse } from './attachment-download';
import { ATTACHMENT_NOT_FOUND, deleteAttachment, findAttachment } from './attachments.service';

/** A ticket's files: served to signed-in staff only (never public); uploads go through the ticket. */
export const attachmentsFeature: ServerFeature = {
  name: 'attachments',
  bases: ['/api/attachments'],
  tables: ['ticket_attachments'],
  routes: [
    route({
      method: 'GET',
      path: '/api/attachments/:id',
      summary: 'Il file di un allegato',
      access: 'session',
      handler: async (c) => {
        const row = await findAttachment(c.get('deps').db, idParam(c, ATTACHMENT_NOT_FOUND));
        return attachmentResponse(c.get('deps'), row, c.req.header('range'));
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/attachments/:id',
      summary: 'Elimina un allegato',
      access: 'session',
      status: 204,
      handler: async (c) => {
        await deleteAttachment(c.get('deps'), idParam(c, ATTACHMENT_NOT_FOUND));
        return c.body(null, 204);
      },
    }),
  ],
};
