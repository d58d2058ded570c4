import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { InvoiceKind, PaymentMethodCode } from '../../../shared/invoices/invoice-codes';
import type { CustomerSnapshot } from '../../../shared/invoices/invoice-customer';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { fileProgressive } from '../../../shared/invoices/invoice-number';
import {
  INVOICE_MESSAGES,
  type InvoiceCreateInput,
  type InvoicePatchInput,
  type ListInvoicesQuery,
} from '../../../shared/invoices/invoice-schemas';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { selectInvoices, selectPeriodKeys } from './invoice-list.queries';
import {
  type DraftLine,
  draftSortKey,
  lineRows,
  linesFromInput,
  linesFromRows,
  priceDraft,
  sellerSnapshot,
  snapshotOfCustomer,
  snapshotOfName,
  totalsColumns,
} from './invoice-model';
import { selectReceivedByMethod } from './invoice-payments.queries';
import { anonymiseCustomerDraftInvoices as emptyCustomerDraftInvoices } from './invoice-privacy.queries';
import { saleDraftSpec } from './invoice-sale-source';
import { invoiceSearch } from './invoice-search';
import { selectCustomer } from './invoice-sources.queries';
import { presentInvoice, presentInvoiceListItem } from './invoices.presenter';
import {
  deleteDraftRow,
  type InvoiceRow,
  insertInvoiceRow,
  replaceLines,
  selectCustomerInvoiceIds,
  selectInvoice,
  selectLines,
  storeRenamedFile,
  updateInvoiceAtVersion,
} from './invoices.queries';
import { takeFileProgressive } from './invoicing-settings.queries';
import { readInvoicingSettings, sellerOf } from './invoicing-settings.service';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

/**
 * A customer's erasure on their draft invoices (issued ones are kept as issued): how many drafts
 * were emptied, inside the caller's transaction.
 */
export function anonymiseCustomerDraftInvoices(trx: Transaction<DB>, customerId: string) {
  return emptyCustomerDraftInvoices(trx, customerId);
}

/** The shop on the invoice: as issued (frozen JSON), or as Settings say today on a draft. */
/** The shop's VAT number (digits as saved): what the SDI channel asks received invoices for. */
export async function shopVatNumber(deps: Pick<Deps, 'db'>): Promise<string | null> {
  return (await readInvoicingSettings(deps.db))?.vat_number ?? null;
}

export async function sellerFor(deps: Pick<Deps, 'db'>, row: Pick<InvoiceRow, 'seller'>) {
  if (row.seller) return sellerSnapshot(row.seller);
  return sellerOf(await readInvoicingSettings(deps.db));
}

export async function getInvoice(deps: Pick<Deps, 'db'>, id: string): Promise<InvoiceDto> {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const [lines, seller, received] = await Promise.all([
    selectLines(deps.db, id),
    sellerFor(deps, row),
    row.status === 'bozza' ? selectReceivedByMethod(deps.db, row) : [],
  ]);
  return presentInvoice(row, lines, seller, received);
}

/**
 * Every invoice of a customer with its lines, for their privacy export (art. 15 GDPR); issued ones
 * carry the customer's data as it was on the day, which the law keeps ten years.
 */
export async function customerInvoicesForExport(
  deps: Pick<Deps, 'db'>,
  customerId: string,
): Promise<InvoiceDto[]> {
  const ids = await selectCustomerInvoiceIds(deps.db, customerId);
  const invoices: InvoiceDto[] = [];
  for (const id of ids) invoices.push(await getInvoice(deps, id));
  return invoices;
}

const cursorKey = z.tuple([z.string(), z.string()]);

const monthRange = (year: number, month: number | undefined) => {
  if (month === undefined) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: `${next}-01` };
};

export async function listInvoices(
  deps: Deps & Pick<AppDeps, 'sdiStateCondition'>,
  query: ListInvoicesQuery,
) {
  const period = query.year === undefined ? undefined : monthRange(query.year, query.month);
  const keys = period && (await selectPeriodKeys(deps.db, period.from, period.to));
  if (keys === null) return { items: [], next_cursor: null };
  const rows = await selectInvoices(deps.db, {
    order: query.order,
    status: query.status,
    kind: query.kind,
    customer_id: query.customer_id,
    ticket_id: query.ticket_id,
    quote_id: query.quote_id,
    pc_build_id: query.pc_build_id,
    sdi: query.sdi && deps.sdiStateCondition(query.sdi),
    limit: query.limit + 1,
    ...period,
    keys,
    after: query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined,
    search: await invoiceSearch.forQuery(deps.db, deps.dialect, query.q),
  });
  const page = toPage(rows, query.limit, (last) => [last.sort_key, last.id]);
  return { items: page.rows.map(presentInvoiceListItem), next_cursor: page.next_cursor };
}

/** A customer of the register as the invoice copies it; 400 for an id that names nobody. */
export async function customerSnapshot(deps: Pick<Deps, 'db'>, id: string) {
  const customer = await selectCustomer(deps.db, id);
  if (!customer) throw badRequest(INVOICE_MESSAGES.customerInvalid);
  return snapshotOfCustomer(customer);
}

export interface DraftSpec {
  kind: InvoiceKind;
  customerId: string | null;
  customer: CustomerSnapshot;
  lines: readonly DraftLine[];
  paymentMethod?: PaymentMethodCode;
  dueDate?: string | null;
  notes?: string | null;
  links?: {
    ticket_id?: string | null;
    quote_id?: string | null;
    pc_build_id?: string | null;
    sale_id?: string | null;
    related_invoice_id?: string | null;
  };
}

/** Stores a draft with its lines priced under the shop's regime; answers its id. */
export async function insertDraft(deps: Deps, spec: DraftSpec, userId: string): Promise<string> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute((trx) => writeDraft(trx, at, spec, userId));
}

/** The same in the caller's transaction. */
async function writeDraft(trx: Transaction<DB>, at: string, spec: DraftSpec, userId: string) {
  const settings = await readInvoicingSettings(trx);
  const { lines, totals } = priceDraft(spec.lines, settings, spec.kind);
  const id = crypto.randomUUID();
  await insertInvoiceRow(trx, {
    id,
    kind: spec.kind,
    status: 'bozza',
    sort_key: draftSortKey(at),
    customer_id: spec.customerId,
    ...spec.customer,
    ...spec.links,
    payment_method: spec.paymentMethod ?? 'MP01',
    payment_due_date: spec.dueDate ?? null,
    notes: spec.notes ?? null,
    priced_regime: settings.regime_fiscale,
    ...totalsColumns(totals),
    search_text: invoiceSearch.textOf({ ...spec.customer, number: null }),
    created_by: userId,
    created_at: at,
    updated_at: at,
  });
  await replaceLines(trx, id, lineRows(id, lines, totals));
  return id;
}

export async function createInvoice(deps: Deps, input: InvoiceCreateInput, userId: string) {
  const settings = await readInvoicingSettings(deps.db);
  const customerId = input.customer_id ?? null;
  const customer = customerId ? await customerSnapshot(deps, customerId) : snapshotOfName('', null);
  const id = await insertDraft(
    deps,
    {
      kind: 'TD01',
      customerId,
      customer,
      lines: linesFromInput(input.lines ?? [], settings.default_vat_hundredths),
      paymentMethod: input.payment_method,
      dueDate: input.payment_due_date,
      notes: input.notes,
    },
    userId,
  );
  return getInvoice(deps, id);
}

async function draftOrRefuse(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  if (row.status !== 'bozza') throw conflict(INVOICE_MESSAGES.frozen);
  return row;
}

/** An edit of a draft at the version its editor read; `lines` replaces them all. */
export async function updateInvoice(deps: Deps, id: string, input: InvoicePatchInput) {
  const current = await draftOrRefuse(deps, id);
  if (Number(current.version) !== input.version) throw conflict(INVOICE_MESSAGES.versionConflict);
  const settings = await readInvoicingSettings(deps.db);
  const typed = input.lines
    ? linesFromInput(input.lines, settings.default_vat_hundredths)
    : linesFromRows(await selectLines(deps.db, id));
  const { lines, totals } = priceDraft(typed, settings, current.kind);
  const customerId = input.customer_id === undefined ? current.customer_id : input.customer_id;
  const customer =
    input.customer_id && input.customer_id !== current.customer_id
      ? await customerSnapshot(deps, input.customer_id)
      : {};
  await deps.db.transaction().execute(async (trx) => {
    const saved = await updateInvoiceAtVersion(trx, id, input.version, {
      customer_id: customerId,
      ...customer,
      ...(input.payment_method ? { payment_method: input.payment_method } : {}),
      ...(input.payment_due_date === undefined ? {} : { payment_due_date: input.payment_due_date }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      // Lines kept as stored keep the regime they were priced under.
      ...(input.lines ? { priced_regime: settings.regime_fiscale } : {}),
      ...totalsColumns(totals),
      search_text: invoiceSearch.textOf({ ...current, ...customer, number: null }),
      updated_at: deps.clock().toISOString(),
    });
    if (!saved) throw conflict(INVOICE_MESSAGES.versionConflict);
    await replaceLines(trx, id, lineRows(id, lines, totals));
  });
  return getInvoice(deps, id);
}

export async function deleteInvoice(deps: Pick<Deps, 'db'>, id: string): Promise<void> {
  await draftOrRefuse(deps, id);
  const deleted = await deps.db.transaction().execute((trx) => deleteDraftRow(trx, id));
  if (!deleted) throw conflict(INVOICE_MESSAGES.frozen);
}

/** GET :id/xml (and the SDI channel's send): the file of an issued invoice, as stored at issue. */
export async function invoiceXml(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  if (row.status !== 'emessa' || !row.issued_xml) throw conflict(INVOICE_MESSAGES.xmlOfDraft);
  return { fileName: row.issued_file_name ?? '', xml: row.issued_xml };
}

/**
 * A rejected (scartata) invoice goes to the SDI again with the same number and date but a file
 * name the SDI has not seen (it refuses a repeated name, code 00002): a new progressive, in the
 * name and in ProgressivoInvio. The file sent before stays with that send (the SDI channel's row).
 */
export async function renameIssuedFileForResend(deps: Pick<Deps, 'db'>, id: string) {
  const file = await invoiceXml(deps, id);
  return deps.db.transaction().execute(async (trx) => {
    const progressive = fileProgressive(await takeFileProgressive(trx));
    const renamed = {
      issued_file_name: file.fileName.replace(/_[0-9A-Z]{5}\.xml$/, `_${progressive}.xml`),
      issued_xml: file.xml.replace(
        /<ProgressivoInvio>[^<]*<\/ProgressivoInvio>/,
        `<ProgressivoInvio>${progressive}</ProgressivoInvio>`,
      ),
      file_progressive: progressive,
    };
    await storeRenamedFile(trx, id, renamed);
    return { fileName: renamed.issued_file_name, xml: renamed.issued_xml };
  });
}

/**
 * A counter sale billed with an invoice (`document: "fattura"`): its draft, linked to it, in the
 * sale's own transaction, so a sale is never stored without the invoice it was sold with.
 */
export async function draftInvoiceOfSale(
  trx: Transaction<DB>,
  at: string,
  sale: { saleId: string; userId: string },
): Promise<string> {
  const spec = await saleDraftSpec(trx, sale.saleId);
  const customer = await customerSnapshot({ db: trx }, spec.customerId);
  return writeDraft(trx, at, { ...spec, customer }, sale.userId);
}

/** *Correggi e reinvia*, for the SDI channel, which decides when a correction is due. */
export { correctRejectedFile } from './invoice-correction.service';
export { invoiceIdOfSale } from './invoice-sale-source';
