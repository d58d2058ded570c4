import { Readable } from 'node:stream';
import {
  listSupplierInvoicesQuery,
  loadStockBody,
  SUPPLIER_INVOICE_MESSAGES,
  supplierInvoicePaymentBody,
} from '../../../shared/inventory/supplier-invoices';
import { sessionOf } from '../../auth/session';
import { notFound } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { importUploadedFiles } from './supplier-invoice-batch.service';
import { receiveInvoiceFiles } from './supplier-invoice-upload';
import {
  getSupplierInvoice,
  listSupplierInvoices,
  loadSupplierInvoiceStock,
  setSupplierInvoicePaid,
  supplierInvoiceAttachment,
  supplierInvoiceFile,
} from './supplier-invoices.service';

const invoiceId = (c: Parameters<typeof idParam>[0]) =>
  idParam(c, SUPPLIER_INVOICE_MESSAGES.notFound);

/** A download whose name cannot break the header (ASCII fallback plus the RFC 5987 form). */
function download(file: { name: string; stream: Readable }, type: string) {
  const ascii = file.name.replaceAll(/[^\w.\- ]/g, '_') || 'file';
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}

/** Fatture passive: staff import and load stock; every signed-in account may read. */
export const supplierInvoicesFeature: ServerFeature = {
  name: 'supplier-invoices',
  bases: ['/api/supplier-invoices'],
  tables: ['supplier_invoices', 'supplier_invoice_lines', 'supplier_product_codes'],
  routes: [
    route({
      method: 'POST',
      path: '/api/supplier-invoices/import',
      summary: 'Importa fatture passive (FatturaPA .xml, .xml.p7m o .zip), con l’esito per file',
      access: 'staff',
      handler: async (c) => {
        const { files, cleanup } = await receiveInvoiceFiles(c.req.raw);
        try {
          return c.json({ results: await importUploadedFiles(c.get('deps'), files) });
        } finally {
          await cleanup();
        }
      },
    }),
    route({
      method: 'GET',
      path: '/api/supplier-invoices',
      summary:
        'Fatture passive, una pagina alla volta (fornitore, periodo, caricate o no, pagate o no)',
      access: 'session',
      query: listSupplierInvoicesQuery,
      handler: async (c, { query }) => c.json(await listSupplierInvoices(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/supplier-invoices/:id',
      summary: 'Una fattura passiva con righe, prodotti proposti e allegati',
      access: 'session',
      handler: async (c) => c.json(await getSupplierInvoice(c.get('deps'), invoiceId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/supplier-invoices/:id/file',
      summary: 'Il file originale ricevuto (XML o P7M firmato)',
      access: 'session',
      handler: async (c) => {
        const file = await supplierInvoiceFile(c.get('deps'), invoiceId(c));
        const p7m = file.name.toLowerCase().endsWith('.p7m');
        return download(file, p7m ? 'application/pkcs7-mime' : 'application/xml');
      },
    }),
    route({
      method: 'GET',
      path: '/api/supplier-invoices/:id/attachments/:n',
      summary: 'Un allegato della fattura passiva',
      access: 'session',
      handler: async (c) => {
        const n = Number(c.req.param('n'));
        if (!Number.isInteger(n) || n < 0)
          throw notFound(SUPPLIER_INVOICE_MESSAGES.attachmentNotFound);
        const file = await supplierInvoiceAttachment(c.get('deps'), invoiceId(c), n);
        return download(file, 'application/octet-stream');
      },
    }),
    route({
      method: 'POST',
      path: '/api/supplier-invoices/:id/load-stock',
      summary: 'Carica a magazzino le righe merce (una volta sola)',
      access: 'staff',
      body: loadStockBody,
      handler: async (c, { body }) =>
        c.json(
          await loadSupplierInvoiceStock(c.get('deps'), invoiceId(c), body, sessionOf(c).user.id),
        ),
    }),
    route({
      method: 'PUT',
      path: '/api/supplier-invoices/:id/payment',
      summary: 'Segna la fattura passiva pagata (data e modalità) o non pagata',
      access: 'staff',
      body: supplierInvoicePaymentBody,
      handler: async (c, { body }) =>
        c.json(await setSupplierInvoicePaid(c.get('deps'), invoiceId(c), body)),
    }),
  ],
};
