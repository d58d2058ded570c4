import {
  invoiceDto,
  invoiceExportCountDto,
  invoicesPageDto,
} from '../../../shared/invoices/invoice-dto';
import {
  INVOICE_MESSAGES,
  invoiceCreateInput,
  invoiceExportQuery,
  invoicePatchInput,
  listInvoicesQuery,
} from '../../../shared/invoices/invoice-schemas';
import {
  invoicingSettingsDto,
  invoicingSettingsInput,
} from '../../../shared/invoices/invoicing-settings';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { monthCount, monthExport } from './invoice-export.service';
import { issueInvoice } from './invoice-issue.service';
import {
  creditNoteOf,
  invoiceFromPcBuild,
  invoiceFromQuote,
  invoiceFromTicket,
} from './invoice-sources.service';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  invoiceXml,
  listInvoices,
  updateInvoice,
} from './invoices.service';
import { getInvoicingSettings, putInvoicingSettings } from './invoicing-settings.service';

type Ctx = Parameters<typeof idParam>[0];
const invoiceId = (c: Ctx) => idParam(c, INVOICE_MESSAGES.notFound);

/**
 * Invoices (CHECKOUT "Invoices"): drafts, issue, credit notes and the FatturaPA XML for staff;
 * the month's export and the invoicing settings for admins.
 */
export const invoicesFeature: ServerFeature = {
  name: 'invoices',
  bases: ['/api/invoices', '/api/settings/invoicing'],
  tables: ['invoices', 'invoice_lines', 'invoicing_settings', 'invoice_counters'],
  routes: [
    route({
      method: 'GET',
      path: '/api/settings/invoicing',
      summary: 'Dati di fatturazione del negozio (e cosa manca per emettere)',
      access: 'settings',
      response: invoicingSettingsDto,
      handler: async (c) => c.json(await getInvoicingSettings(c.get('deps'))),
    }),
    route({
      method: 'PUT',
      path: '/api/settings/invoicing',
      summary: 'Salva i dati di fatturazione del negozio',
      access: 'settings',
      body: invoicingSettingsInput,
      response: invoicingSettingsDto,
      handler: async (c, { body }) => c.json(await putInvoicingSettings(c.get('deps'), body)),
    }),
    route({
      method: 'GET',
      path: '/api/invoices',
      summary: 'Fatture, per numero nell’anno (ricerca, anno, mese, stato, tipo, cliente)',
      access: 'staff',
      query: listInvoicesQuery,
      response: invoicesPageDto,
      handler: async (c, { query }) => c.json(await listInvoices(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/invoices/export',
      summary: 'Il mese per il commercialista: zip degli XML, registro.csv e corrispettivi.csv',
      access: 'admin',
      query: invoiceExportQuery,
      handler: (c, { query }) => monthExport(c.get('deps'), query.month),
    }),
    route({
      method: 'GET',
      path: '/api/invoices/export/count',
      summary: 'Quante fatture e note di credito contiene l’esportazione del mese',
      access: 'admin',
      query: invoiceExportQuery,
      response: invoiceExportCountDto,
      handler: async (c, { query }) => c.json(await monthCount(c.get('deps'), query.month)),
    }),
    route({
      method: 'POST',
      path: '/api/invoices',
      summary: 'Nuova fattura in bozza (cliente e righe)',
      access: 'staff',
      body: invoiceCreateInput,
      response: invoiceDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createInvoice(c.get('deps'), body, sessionOf(c).user.id), 201),
    }),
    route({
      method: 'POST',
      path: '/api/invoices/from-ticket/:id',
      summary: 'Bozza dal ticket: il prezzo IVA inclusa, scorporato al centesimo',
      access: 'staff',
      response: invoiceDto,
      status: 201,
      handler: async (c) =>
        c.json(
          await invoiceFromTicket(
            c.get('deps'),
            idParam(c, INVOICE_MESSAGES.ticketNotFound),
            sessionOf(c).user.id,
          ),
          201,
        ),
    }),
    route({
      method: 'POST',
      path: '/api/invoices/from-quote/:id',
      summary: 'Bozza da un preventivo accettato (stesse righe, aliquota e centesimi)',
      access: 'staff',
      response: invoiceDto,
      status: 201,
      handler: async (c) =>
        c.json(
          await invoiceFromQuote(
            c.get('deps'),
            idParam(c, INVOICE_MESSAGES.quoteNotFound),
            sessionOf(c).user.id,
          ),
          201,
        ),
    }),
    route({
      method: 'POST',
      path: '/api/invoices/from-pc-build/:id',
      summary: 'Bozza da una PC Build (i suoi componenti)',
      access: 'staff',
      response: invoiceDto,
      status: 201,
      handler: async (c) =>
        c.json(
          await invoiceFromPcBuild(
            c.get('deps'),
            idParam(c, INVOICE_MESSAGES.buildNotFound),
            sessionOf(c).user.id,
          ),
          201,
        ),
    }),
    route({
      method: 'GET',
      path: '/api/invoices/:id',
      summary: 'Una fattura: righe, riepilogo per aliquota, totali, dati del negozio e del cliente',
      access: 'staff',
      response: invoiceDto,
      handler: async (c) => c.json(await getInvoice(c.get('deps'), invoiceId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/invoices/:id',
      summary:
        'Modifica una bozza (con la versione letta; le righe inviate sostituiscono le precedenti)',
      access: 'staff',
      body: invoicePatchInput,
      response: invoiceDto,
      handler: async (c, { body }) =>
        c.json(await updateInvoice(c.get('deps'), invoiceId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/invoices/:id',
      summary: 'Elimina una bozza (una fattura emessa non si elimina: 409)',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteInvoice(c.get('deps'), invoiceId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/invoices/:id/issue',
      summary: 'Emetti: numero successivo dell’anno e data di oggi; poi non è più modificabile',
      access: 'staff',
      response: invoiceDto,
      handler: async (c) => c.json(await issueInvoice(c.get('deps'), invoiceId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/invoices/:id/credit-note',
      summary: 'Nota di credito (TD04) in bozza, collegata alla fattura emessa',
      access: 'staff',
      response: invoiceDto,
      status: 201,
      handler: async (c) =>
        c.json(await creditNoteOf(c.get('deps'), invoiceId(c), sessionOf(c).user.id), 201),
    }),
    route({
      method: 'GET',
      path: '/api/invoices/:id/xml',
      summary: 'Il file FatturaPA (FPR12 v1.2.3) di una fattura emessa',
      access: 'staff',
      handler: async (c) => {
        const { fileName, xml } = await invoiceXml(c.get('deps'), invoiceId(c));
        return c.body(xml, 200, {
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    }),
  ],
};
