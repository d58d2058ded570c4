import {
  type ImportedSupplierInvoiceDto,
  SUPPLIER_INVOICE_MESSAGES as M,
} from '../../../shared/inventory/supplier-invoices';
import { isUniqueViolation } from '../../db/db-errors';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { SUPPLIER_INVOICES_FOLDER } from '../../storage/stored-folders';
import { supplierIdByVat } from '../suppliers/suppliers.service';
import { type ReadInvoice, readFatturaPA } from './fatturapa-read';
import { p7mContent } from './p7m-content';
import { insertInvoice, invoiceExists, shopVatNumber } from './supplier-invoices.queries';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage'>;

/**
 * Documents the shop itself sends as buyer or as both parties: reverse charge integrations
 * (TD16–TD19), TD20, TD21 (splafonamento), TD26–TD28, and TD29 (FatturaPA 1.9, decision 048: the
 * buyer's report of a supplier's omitted or irregular invoice).
 */
const SELF_INVOICE_TYPES = new Set([
  'TD16',
  'TD17',
  'TD18',
  'TD19',
  'TD20',
  'TD21',
  'TD26',
  'TD27',
  'TD28',
  'TD29',
]);

const duplicate = (invoice: ReadInvoice) =>
  new AppError(409, 'supplier_invoice_duplicate', M.duplicate(invoice.number, invoice.date));

/**
 * One received FatturaPA file (.xml or .xml.p7m), from an upload or the SDI channel: one stored
 * invoice per body, the original file kept and its attachments stored. Refused whole (4xx with
 * the reason) when unreadable or when one of its invoices is already there.
 */
export async function importSupplierInvoiceFile(
  deps: Deps,
  input: { fileName: string; bytes: Buffer; source: 'upload' | 'sdi' },
): Promise<ImportedSupplierInvoiceDto[]> {
  const lower = input.fileName.toLowerCase();
  const xmlBytes = lower.endsWith('.p7m') ? p7mContent(input.bytes) : input.bytes;
  const invoices = readFatturaPA(xmlBytes.toString('utf8'));
  const shopVat = await shopVatNumber(deps.db);
  const fileKey = `${SUPPLIER_INVOICES_FOLDER}/${crypto.randomUUID()}${lower.endsWith('.p7m') ? '.xml.p7m' : '.xml'}`;
  const rows: { invoice: ReadInvoice; supplierId: string; selfInvoice: boolean; id: string }[] = [];
  for (const invoice of invoices) {
    const supplierId = await supplierIdByVat(deps, invoice.seller.vatNumber, invoice.seller.name);
    if (await invoiceExists(deps.db, supplierId, invoice.number, invoice.date))
      throw duplicate(invoice);
    const selfInvoice =
      SELF_INVOICE_TYPES.has(invoice.documentType) || invoice.seller.vatNumber === shopVat;
    rows.push({ invoice, supplierId, selfInvoice, id: crypto.randomUUID() });
  }
  await deps.storage.put(fileKey, input.bytes, input.bytes.length);
  const now = deps.clock().toISOString();
  const stored = [fileKey];
  try {
    await deps.db.transaction().execute(async (trx) => {
      for (const { invoice, supplierId, selfInvoice, id } of rows) {
        const attachments = [];
        for (const [n, attachment] of invoice.attachments.entries()) {
          const key = `${SUPPLIER_INVOICES_FOLDER}/${id}/${n}`;
          await deps.storage.put(key, attachment.bytes, attachment.bytes.length);
          stored.push(key);
          attachments.push({
            name: attachment.name,
            description: attachment.description,
            key,
            size: attachment.bytes.length,
          });
        }
        await insertInvoice(
          trx,
          {
            id,
            supplier_id: supplierId,
            number: invoice.number,
            date: invoice.date,
            document_type: invoice.documentType,
            self_invoice: deps.dialect === 'postgres' ? selfInvoice : Number(selfInvoice),
            currency: invoice.currency,
            total_cents: invoice.totalCents,
            order_numbers: JSON.stringify(invoice.orderNumbers),
            attachments: JSON.stringify(attachments),
            payments: JSON.stringify(invoice.payments),
            file_key: fileKey,
            file_name: input.fileName,
            source: input.source,
            stock_loaded_at: null,
            created_at: now,
          },
          invoice.lines.map((line) => ({
            id: crypto.randomUUID(),
            invoice_id: id,
            line_number: line.lineNumber,
            code: line.codes[0]?.value ?? null,
            codes: JSON.stringify(line.codes),
            description: line.description,
            quantity: line.quantity,
            unit: line.unit,
            unit_price: line.unitPrice,
            total_cents: line.totalCents,
            vat_rate: line.vatRate,
            kind: null,
            product_id: null,
            movement_id: null,
          })),
        );
      }
    });
  } catch (error) {
    // Nothing of a refused file stays behind: the original and the attachments already stored.
    for (const key of stored) await deps.storage.delete(key);
    // Two imports of the same file at once: the unique key refused the second.
    if (isUniqueViolation(error) && rows[0]) throw duplicate(rows[0].invoice);
    throw error;
  }
  return rows.map(({ invoice, supplierId, selfInvoice, id }) => ({
    id,
    number: invoice.number,
    date: invoice.date,
    supplier_id: supplierId,
    self_invoice: selfInvoice,
  }));
}
