import {
  customerMessagesSchema,
  previewDto,
  previewInputSchema,
  whatsappMessageDto,
} from '../../../shared/customer-messages/customer-messages';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  previewMessage,
  readCustomerMessages,
  TICKET_NOT_FOUND,
  whatsappText,
  writeCustomerMessages,
} from './customer-messages.service';
import { PREVIEW_FRAME_HEADERS, readPreviewForm } from './preview-frame';

/**
 * Settings → Messaggi ai clienti (admin): the texts of each status's e-mail and WhatsApp message
 * and the reminders' numbers, a preview on a real ticket, and the counter's WhatsApp text (staff).
 */
export const customerMessagesFeature: ServerFeature = {
  name: 'customer-messages',
  bases: ['/api/settings/customer-messages', '/api/tickets/:id/whatsapp-message'],
  tables: ['customer_messages', 'customer_reminder_settings', 'customer_reminders'],
  routes: [
    route({
      method: 'GET',
      path: '/api/settings/customer-messages',
      summary: 'Messaggi ai clienti: testi per stato e promemoria',
      access: 'settings',
      response: customerMessagesSchema,
      handler: async (c) => c.json(await readCustomerMessages(c.get('deps').db)),
    }),
    route({
      method: 'PUT',
      path: '/api/settings/customer-messages',
      summary: 'Salva i messaggi ai clienti (tutti gli stati e i promemoria)',
      access: 'settings',
      body: customerMessagesSchema,
      response: customerMessagesSchema,
      handler: async (c, { body }) => {
        const { db, clock } = c.get('deps');
        return c.json(await writeCustomerMessages(db, body, clock().toISOString()));
      },
    }),
    route({
      method: 'POST',
      path: '/api/settings/customer-messages/preview',
      summary: 'Anteprima di un messaggio su un ticket, come verrà inviato',
      access: 'settings',
      body: previewInputSchema,
      response: previewDto,
      handler: async (c, { body }) => {
        const { db, mail } = c.get('deps');
        return c.json(await previewMessage(db, body, mail.linkOrigin));
      },
    }),
    route({
      method: 'POST',
      path: '/api/settings/customer-messages/preview.html',
      summary: 'L’anteprima come pagina per un riquadro isolato, con la sua politica di sicurezza',
      access: 'settings',
      handler: async (c) => {
        const { db, mail } = c.get('deps');
        const preview = await previewMessage(db, await readPreviewForm(c), mail.linkOrigin);
        return c.html(preview.html, 200, PREVIEW_FRAME_HEADERS);
      },
    }),
    route({
      method: 'GET',
      path: '/api/tickets/:id/whatsapp-message',
      summary: 'Il messaggio WhatsApp al cliente per lo stato attuale del ticket',
      access: 'staff',
      response: whatsappMessageDto,
      handler: async (c) => {
        const { db, mail } = c.get('deps');
        const text = await whatsappText(db, idParam(c, TICKET_NOT_FOUND), mail.linkOrigin);
        return c.json({ text });
      },
    }),
  ],
};
