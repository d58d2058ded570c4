import { z } from 'zod';
import { sdiCorrectionBody } from '../../../shared/sdi/sdi-correction';
import { refusedFilesDto, refusedFilesQuery } from '../../../shared/sdi/sdi-received';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { enqueueSend, sendNow } from './sdi-queue.service';
import { listRefusedFiles } from './sdi-received.service';
import { readSdiSettings, saveSdiSettings, sdiSettingsInput } from './sdi-settings.service';
import { invoiceTransmission, sdiFile, transmissionStatuses } from './sdi-transmissions.service';
import { receiveWebhook } from './sdi-webhook';

const INVOICE_NOT_FOUND = 'Fattura non trovata';

/** The invoices of one list page: at most 100 ids, comma-separated. */
const statusesQuery = z.object({
  ids: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(
      z.array(z.uuid('Identificativo di fattura non valido')).max(100, 'Al massimo 100 fatture'),
    ),
});

/** The SDI channel (decision 045): settings, sends through the queue, notifications back. */
export const sdiFeature: ServerFeature = {
  name: 'sdi',
  bases: ['/api/settings/sdi', '/api/invoices', '/api/sdi', '/webhooks/sdi'],
  tables: ['sdi_settings', 'sdi_transmissions', 'sdi_notifications', 'sdi_received_files'],
  routes: [
    route({
      method: 'GET',
      path: '/api/settings/sdi',
      summary: 'Canale di invio allo SDI (mai le credenziali)',
      access: 'settings',
      handler: async (c) => c.json(await readSdiSettings(c.get('deps'))),
    }),
    route({
      method: 'PUT',
      path: '/api/settings/sdi',
      summary: 'Salva il canale di invio allo SDI',
      access: 'settings',
      body: sdiSettingsInput,
      handler: async (c, { body }) =>
        c.json(await saveSdiSettings(c.get('deps'), body, sessionOf(c).user.id)),
    }),
    route({
      method: 'GET',
      path: '/api/sdi/statuses',
      summary: 'Stato di invio allo SDI di più fatture (per gli elenchi)',
      access: 'session',
      query: statusesQuery,
      handler: async (c, { query }) => c.json(await transmissionStatuses(c.get('deps'), query.ids)),
    }),
    route({
      method: 'GET',
      path: '/api/sdi/received-files/refused',
      summary: "Fatture passive arrivate dallo SDI e scartate dall'importazione, con il motivo",
      // Whoever reads the fatture passive (GET /api/supplier-invoices) reads what never became one.
      access: 'session',
      query: refusedFilesQuery,
      response: refusedFilesDto,
      handler: async (c, { query }) => c.json(await listRefusedFiles(c.get('deps'), query.limit)),
    }),
    route({
      method: 'POST',
      path: '/api/invoices/:id/send',
      summary: "Invia allo SDI (subito, o in coda se l'intermediario non risponde)",
      access: 'staff',
      status: 202,
      handler: async (c) => {
        const deps = c.get('deps');
        const id = idParam(c, INVOICE_NOT_FOUND);
        await sendNow(deps, await enqueueSend(deps, id, sessionOf(c).user.id));
        return c.json(await invoiceTransmission(deps, id), 202);
      },
    }),
    route({
      method: 'POST',
      path: '/api/invoices/:id/resend',
      summary:
        'Correggi e reinvia: dati del cliente e del pagamento corretti, stesso numero e data (solo se scartata)',
      access: 'staff',
      status: 202,
      body: sdiCorrectionBody,
      handler: async (c, { body }) => {
        const deps = c.get('deps');
        const id = idParam(c, INVOICE_NOT_FOUND);
        await sendNow(deps, await enqueueSend(deps, id, sessionOf(c).user.id, body));
        return c.json(await invoiceTransmission(deps, id), 202);
      },
    }),
    route({
      method: 'GET',
      path: '/api/invoices/:id/transmission',
      summary: 'Invii allo SDI e notifiche della fattura',
      access: 'session',
      handler: async (c) =>
        c.json(await invoiceTransmission(c.get('deps'), idParam(c, INVOICE_NOT_FOUND))),
    }),
    route({
      method: 'GET',
      path: '/api/invoices/:id/sdi-files/:fileId',
      summary: 'Un file inviato allo SDI o una sua notifica',
      access: 'session',
      handler: async (c) => {
        const file = await sdiFile(
          c.get('deps'),
          idParam(c, INVOICE_NOT_FOUND),
          c.req.param('fileId'),
        );
        return c.body(file.data, 200, {
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
        });
      },
    }),
    route({
      method: 'POST',
      path: '/webhooks/sdi/:channel',
      summary: "Notifiche dello SDI dall'intermediario",
      access: 'public',
      handler: async (c) => {
        const body: unknown = await c.req.json().catch(() => null);
        const result = await receiveWebhook(
          c.get('deps'),
          c.req.param('channel'),
          c.req.header('authorization'),
          body,
        );
        return c.json(result, 200);
      },
    }),
  ],
};
