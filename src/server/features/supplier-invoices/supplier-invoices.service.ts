import { z } from 'zod';
import {
  type ArticleCode,
  type ListSupplierInvoicesQuery,
  type LoadStockBody,
  SUPPLIER_INVOICE_MESSAGES as M,
  type SupplierInvoiceDto,
  type SupplierInvoiceLineDto,
  type SupplierInvoicePaymentBody,
  type SupplierInvoiceSummaryDto,
  stockNotLoadable,
} from '../../../shared/inventory/supplier-invoices';
import { centsToEuro } from '../../../shared/money';
import { toBool, toIso } from '../../db/normalize';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { receiveStock } from '../products/products.service';
import {
  billReceivedPieces,
  closeOrderLinesFromInvoice,
  type InvoiceArrival,
  ordersBilledByInvoice,
} from '../purchase-orders/purchase-orders.service';
import { netUnitCostCents, wholeQuantity } from './decimal-amounts';
import {
  lastProductForDescription,
  markLoaded,
  productNames,
  productsWithCodes,
  rememberCode,
  rememberedProducts,
  selectInvoice,
  selectInvoices,
  selectLines,
  setPaid,
  updateLine,
} from './supplier-invoices.queries';

/** A returned invoice line's pieces at their net unit cost (supplier returns). */
export { netUnitCostCents, wholeQuantity } from './decimal-amounts';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage'>;

/** For the SDI channel: a received file is imported as an upload is (source `sdi`). */
export { importSupplierInvoiceFile } from './supplier-invoice-import.service';

const cursorKey = z.tuple([z.string(), z.string()]);

export async function listSupplierInvoices(deps: Deps, query: ListSupplierInvoicesQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectInvoices(deps.db, { ...query, limit: query.limit + 1, after });
  const page = toPage(rows, query.limit, (last) => [last.date, last.id]);
  return {
    items: page.rows.map(
      ({ total_cents, ...row }): SupplierInvoiceSummaryDto => ({
        ...row,
        source: row.source as SupplierInvoiceSummaryDto['source'],
        total: total_cents === null ? null : centsToEuro(total_cents),
        self_invoice: toBool(row.self_invoice),
        stock_loaded_at: toIso(row.stock_loaded_at),
        created_at: toIso(row.created_at),
      }),
    ),
    next_cursor: page.next_cursor,
  };
}

async function invoiceRow(deps: Deps, id: string) {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A CodiceTipo naming a GTIN (EAN, EAN13, GTIN…): the article's one code whoever sells it. */
const isEan = (code: ArticleCode) => /^(EAN|GTIN)/i.test(code.type ?? '');

const lineCodes = (line: { codes: string }) => JSON.parse(line.codes) as ArticleCode[];

/**
 * The product a line most likely is (decision 044): the product remembered for any of its codes
 * for this supplier (the first of its codes, in the file's order, that is remembered), else a
 * product whose SKU or EAN is one of its codes, the codes typed EAN tried first (a distributor's
 * own code may happen to be another article's SKU in the shop; an EAN names one article) and
 * SKU before EAN for the same code, else the product its description was last loaded as.
 */
async function suggestedProduct(
  deps: Deps,
  supplierId: string,
  line: { codes: ArticleCode[]; description: string },
) {
  const values = line.codes.map((code) => code.value);
  if (values.length > 0) {
    const remembered = await rememberedProducts(deps.db, supplierId, values);
    for (const value of values) {
      const product = remembered.get(value);
      if (product) return product;
    }
    const products = await productsWithCodes(deps.db, values);
    const tried = [...line.codes.filter(isEan), ...line.codes.filter((c) => !isEan(c))];
    for (const { value } of tried) {
      const found = products.find((p) => p.sku === value) ?? products.find((p) => p.ean === value);
      if (found) return found.id;
    }
  }
  return lastProductForDescription(deps.db, supplierId, line.description);
}

/** The readable invoice: header, lines with their suggested product, attachments. */
export async function getSupplierInvoice(deps: Deps, id: string): Promise<SupplierInvoiceDto> {
  const row = await invoiceRow(deps, id);
  const lines = (await selectLines(deps.db, id)).map((line) => ({
    ...line,
    codes: lineCodes(line),
  }));
  const loaded = row.stock_loaded_at !== null;
  const attachments = JSON.parse(row.attachments) as {
    name: string;
    description: string | null;
    size: number;
  }[];
  const products = await Promise.all(
    lines.map((line) => (loaded ? line.product_id : suggestedProduct(deps, row.supplier_id, line))),
  );
  const names = await productNames(
    deps.db,
    products.filter((p): p is string => p !== null),
  );
  return {
    id: row.id,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    supplier_vat_number: row.supplier_vat_number,
    number: row.number,
    date: row.date,
    document_type: row.document_type,
    self_invoice: toBool(row.self_invoice),
    currency: row.currency,
    total: row.total_cents === null ? null : centsToEuro(row.total_cents),
    lines_total: centsToEuro(lines.reduce((sum, line) => sum + line.total_cents, 0)),
    order_numbers: JSON.parse(row.order_numbers) as string[],
    payments: (
      JSON.parse(row.payments) as {
        method: string;
        due_date: string | null;
        amount_cents: number;
      }[]
    ).map(({ method, due_date, amount_cents }) => ({
      method,
      due_date,
      amount: centsToEuro(amount_cents),
    })),
    file_name: row.file_name,
    source: row.source as SupplierInvoiceDto['source'],
    stock_loaded_at: toIso(row.stock_loaded_at),
    paid_on: row.paid_on,
    paid_method: row.paid_method,
    attachments: attachments.map(({ name, description, size }, n) => ({
      n,
      name,
      description,
      size,
    })),
    lines: lines.map((line, i) => ({
      id: line.id,
      line_number: line.line_number,
      code: line.code,
      codes: line.codes,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      total: centsToEuro(line.total_cents),
      kind: line.kind as SupplierInvoiceLineDto['kind'],
      product_id: products[i] ?? null,
      product_name: names.get(products[i] ?? '') ?? null,
      movement_id: line.movement_id,
    })),
  };
}

/** Segna pagata (date and means), or takes it back with both null; answers the invoice. */
export async function setSupplierInvoicePaid(
  deps: Deps,
  id: string,
  body: SupplierInvoicePaymentBody,
): Promise<SupplierInvoiceDto> {
  if (!(await setPaid(deps.db, id, body))) throw notFound(M.notFound);
  return getSupplierInvoice(deps, id);
}

/** The original file as received (XML or signed P7M). */
export async function supplierInvoiceFile(deps: Deps, id: string) {
  const row = await invoiceRow(deps, id);
  return { name: row.file_name, stream: await deps.storage.read(row.file_key) };
}

export async function supplierInvoiceAttachment(deps: Deps, id: string, n: number) {
  const row = await invoiceRow(deps, id);
  const attachment = (JSON.parse(row.attachments) as { name: string; key: string }[])[n];
  if (!attachment) throw notFound(M.attachmentNotFound);
  return { name: attachment.name, stream: await deps.storage.read(attachment.key) };
}

/**
 * Carica a magazzino: each goods line becomes one carico at its net unit cost, linked to the line,
 * and every code of the line is remembered for that product; non-goods lines are only marked.
 * Once, and never for a credit note or a self-invoice (`stockNotLoadable`).
 * The carichi then close the lines of the order the invoice names (or the user chose): counted
 * as received there, with no second movement.
 */
export async function loadSupplierInvoiceStock(
  deps: Deps,
  id: string,
  body: LoadStockBody,
  userId: string,
) {
  const row = await invoiceRow(deps, id);
  if (row.stock_loaded_at !== null) throw new AppError(409, 'already_loaded', M.alreadyLoaded);
  const refusal = stockNotLoadable({
    document_type: row.document_type,
    self_invoice: toBool(row.self_invoice),
  });
  if (refusal) throw new AppError(409, 'not_loadable', refusal);
  const lines = new Map((await selectLines(deps.db, id)).map((line) => [line.id, line]));
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const arrivals: InvoiceArrival[] = [];
    if (!(await markLoaded(trx, id, at)))
      throw new AppError(409, 'already_loaded', M.alreadyLoaded);
    const orderIds = await ordersBilledByInvoice(trx, deps.dialect, {
      supplierId: row.supplier_id,
      orderNumbers: JSON.parse(row.order_numbers) as string[],
      chosenOrderId: body.order_id,
    });
    for (const choice of body.lines) {
      const line = lines.get(choice.line_id);
      if (!line) throw badRequest(M.lineUnknown);
      if (choice.kind === 'non_goods') {
        await updateLine(trx, line.id, { kind: 'non_goods', product_id: null, movement_id: null });
        continue;
      }
      if (!choice.product_id) throw badRequest(M.productRequired(line.line_number));
      const quantity = line.quantity === null ? 1 : wholeQuantity(line.quantity);
      if (quantity === null) throw badRequest(M.wholeQuantity(line.line_number));
      // Pieces the order received by hand before this invoice are on the shelf already.
      const billed = await billReceivedPieces(trx, orderIds, choice.product_id, quantity);
      const toLoad = quantity - billed.quantity;
      const movementId =
        toLoad === 0
          ? billed.movementId
          : await receiveStock(trx, deps.dialect, {
              productId: choice.product_id,
              quantity: toLoad,
              unitCostCents: netUnitCostCents(line.total_cents, line.quantity ?? '1'),
              userId,
              note: `Fattura ${row.number} del ${row.date}, riga ${line.line_number}`,
              at,
            });
      if (toLoad > 0 && movementId)
        arrivals.push({ productId: choice.product_id, quantity: toLoad, movementId });
      await updateLine(trx, line.id, {
        kind: 'goods',
        product_id: choice.product_id,
        movement_id: movementId,
      });
      for (const code of new Set(lineCodes(line).map((c) => c.value)))
        await rememberCode(trx, {
          supplier_id: row.supplier_id,
          code,
          product_id: choice.product_id,
          updated_at: at,
        });
    }
    await closeOrderLinesFromInvoice(trx, orderIds, arrivals, userId, at);
  });
  return getSupplierInvoice(deps, id);
}
