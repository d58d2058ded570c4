import { formatCalendarDate } from '../../../shared/format';
import { type ArticleCode, articleCodeOf } from '../../../shared/invoices/article-code';
import { centsToE8, lineAmountCents } from '../../../shared/invoices/invoice-money';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { type DraftLine, linesFromRows, snapshotOfName, snapshotOfRow } from './invoice-model';
import { refuseFullyCredited, refuseSecondInvoice } from './invoice-sale-rules.service';
import {
  selectBuild,
  selectBuildComponents,
  selectQuote,
  selectQuoteItems,
  selectTicket,
  selectTicketParts,
} from './invoice-sources.queries';
import { selectInvoice, selectLines } from './invoices.queries';
import { customerSnapshot, getInvoice, insertDraft } from './invoices.service';
import { readInvoicingSettings } from './invoicing-settings.service';

/**
 * Drafts made from what the shop already wrote: a ticket (its VAT-included price split so the
 * invoice total is the price to the cent, the parts inside it listed and the labour as the rest,
 * then the parts *venduti a parte*), an
 * accepted quote or a PC build (their net lines at their rate: the same cents), and the credit
 * note of an issued invoice (TD04, linked to it).
 */
type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

const unprocessable = (message: string) => new AppError(422, 'unprocessable', message);

/** The register's customer when the document is linked to one, else the name it typed. */
async function customerOf(
  deps: Deps,
  doc: { customer_id: string | null; customer_name: string | null; customer_email: string | null },
) {
  if (doc.customer_id)
    return { customerId: doc.customer_id, customer: await customerSnapshot(deps, doc.customer_id) };
  return {
    customerId: null,
    customer: snapshotOfName(doc.customer_name ?? '', doc.customer_email),
  };
}

interface SourceItem {
  description: string;
  quantity: number;
  unit_price_cents: number | string;
  /** The warehouse product's codes, when the item came from it. */
  ean: string | null;
  sku: string | null;
}

/** Net lines at the document's one rate (hundredths of a percent, as every rate). */
const netLines = (items: readonly SourceItem[], vatHundredths: number): DraftLine[] =>
  items.map((item) => ({
    description: item.description,
    articleCode: articleCodeOf(item),
    quantityHundredths: item.quantity * 100,
    unitPriceE8: centsToE8(Number(item.unit_price_cents)),
    priceIncludesVat: false,
    vatRateHundredths: vatHundredths,
    natura: null,
    discountHundredths: null,
  }));

export async function invoiceFromTicket(deps: Deps, ticketId: string, userId: string) {
  const ticket = await selectTicket(deps.db, ticketId);
  if (!ticket) throw notFound(INVOICE_MESSAGES.ticketNotFound);
  const parts = await selectTicketParts(deps.db, ticketId);
  const price = Number(ticket.price_cents ?? 0);
  const sold = parts.filter((p) => p.sold_price_cents !== null);
  if (price === 0 && sold.length === 0) throw unprocessable(INVOICE_MESSAGES.ticketNoPrice);
  await refuseSecondInvoice(deps.db, { ticket_id: ticket.id });
  const settings = await readInvoicingSettings(deps.db);
  const gross = (
    description: string,
    quantity: number,
    cents: number,
    articleCode: ArticleCode | null = null,
  ): DraftLine => ({
    description: description.slice(0, 1000),
    articleCode,
    quantityHundredths: quantity * 100,
    unitPriceE8: centsToE8(cents),
    priceIncludesVat: true,
    vatRateHundredths: settings.default_vat_hundredths,
    natura: null,
    discountHundredths: null,
  });
  const partLine = (p: (typeof parts)[number], cents: number) =>
    gross(p.name, Number(p.quantity), cents, articleCodeOf(p));
  const repair = `Riparazione ${ticket.device_type} (ticket ${ticket.ticket_number}): ${ticket.description}`;
  // The parts inside the price, at their price, and the labour as the rest: the same total, in
  // more detail. When they cost more than the price, one line: labour is never cut to fit.
  const included = parts
    .filter((p) => p.sold_price_cents === null)
    .map((p) => partLine(p, Number(p.price_cents)));
  const includedCents = included.reduce(
    (a, l) => a + lineAmountCents(l.unitPriceE8, l.quantityHundredths, null),
    0,
  );
  const repairLines =
    price === 0
      ? []
      : included.length > 0 && includedCents < price
        ? [...included, gross(`Manodopera - ${repair}`, 1, price - includedCents)]
        : [gross(repair, 1, price)];
  // The parts sold separately follow, each at the price it was sold at.
  const lines = [...repairLines, ...sold.map((p) => partLine(p, Number(p.sold_price_cents)))];
  const id = await insertDraft(
    deps,
    { kind: 'TD01', ...(await customerOf(deps, ticket)), lines, links: { ticket_id: ticket.id } },
    userId,
  );
  return getInvoice(deps, id);
}

export async function invoiceFromQuote(deps: Deps, quoteId: string, userId: string) {
  const quote = await selectQuote(deps.db, quoteId);
  if (!quote) throw notFound(INVOICE_MESSAGES.quoteNotFound);
  if (quote.status !== 'Accettato') throw conflict(INVOICE_MESSAGES.quoteNotAccepted);
  await refuseSecondInvoice(deps.db, { quote_id: quote.id });
  const items = await selectQuoteItems(deps.db, quoteId);
  const id = await insertDraft(
    deps,
    {
      kind: 'TD01',
      ...(await customerOf(deps, quote)),
      lines: netLines(items, quote.vat_hundredths),
      notes: `Preventivo ${quote.quote_number}`,
      links: { quote_id: quote.id },
    },
    userId,
  );
  return getInvoice(deps, id);
}

export async function invoiceFromPcBuild(deps: Deps, buildId: string, userId: string) {
  const build = await selectBuild(deps.db, buildId);
  if (!build) throw notFound(INVOICE_MESSAGES.buildNotFound);
  await refuseSecondInvoice(deps.db, { pc_build_id: build.id });
  const components = await selectBuildComponents(deps.db, buildId);
  if (components.length === 0) throw unprocessable(INVOICE_MESSAGES.buildEmpty);
  const id = await insertDraft(
    deps,
    {
      kind: 'TD01',
      ...(await customerOf(deps, build)),
      lines: netLines(components, build.vat_hundredths),
      notes: `${build.title} (${build.build_number})`,
      links: { pc_build_id: build.id },
    },
    userId,
  );
  return getInvoice(deps, id);
}

/**
 * The credit note of an issued invoice: its lines, to edit down if partial, and its customer as
 * the invoice was issued to (an anonymised customer's invoice is still corrected).
 */
export async function creditNoteOf(deps: Deps, invoiceId: string, userId: string) {
  const source = await selectInvoice(deps.db, invoiceId);
  if (!source) throw notFound(INVOICE_MESSAGES.notFound);
  if (source.kind === 'TD04') throw conflict(INVOICE_MESSAGES.creditOfCredit);
  if (source.status !== 'emessa' || !source.number || !source.issue_date)
    throw conflict(INVOICE_MESSAGES.creditOfDraft);
  await refuseFullyCredited(deps.db, source);
  const id = await insertDraft(
    deps,
    {
      kind: 'TD04',
      customerId: source.customer_id,
      customer: snapshotOfRow(source),
      lines: linesFromRows(await selectLines(deps.db, invoiceId)),
      paymentMethod: source.payment_method,
      notes: `Nota di credito a storno della fattura n. ${source.number} del ${formatCalendarDate(source.issue_date)}`,
      links: { related_invoice_id: source.id },
    },
    userId,
  );
  return getInvoice(deps, id);
}
