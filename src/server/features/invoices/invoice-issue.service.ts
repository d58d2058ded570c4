import { romeToday } from '../../../shared/format';
import {
  type CustomerSnapshot,
  customerFiscalMissing,
} from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import { priceInvoice } from '../../../shared/invoices/invoice-money';
import { fileProgressive, formatInvoiceNumber } from '../../../shared/invoices/invoice-number';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { type FatturaInput, fatturaFileName, fatturaXml } from './fattura-xml';
import { refuseWhatTheSdiRejects } from './invoice-issue-checks';
import {
  issuedSortKey,
  lineRows,
  linesFromRows,
  priceDraft,
  snapshotOfCustomer,
  totalsColumns,
} from './invoice-model';
import { invoiceSearch } from './invoice-search';
import { selectCustomer } from './invoice-sources.queries';
import {
  claimDraft,
  type InvoiceLineRow,
  type InvoiceRow,
  replaceLines,
  selectInvoice,
  selectLines,
  setIssued,
} from './invoices.queries';
import { getInvoice, sellerFor } from './invoices.service';
import {
  selectInvoicingSettings,
  setYearDate,
  takeFileProgressive,
  takeYearNumber,
} from './invoicing-settings.queries';
import { refuseIncompleteShop, sellerOf } from './invoicing-settings.service';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const missingData = (message: string, field: string, missing: string[] = [message]) =>
  new AppError(422, 'fiscal_data_missing', message, { fieldErrors: { [field]: missing } });

/** The new year began while this issue waited for the counter: take the new year's. */
class YearTurned extends Error {}

/**
 * Emetti: the draft becomes the next invoice of the year, dated today (Europe/Rome), in one
 * transaction whose counter row lock queues concurrent issues, so numbers have no gap and dates
 * follow the numbers. What the XML needs is checked first, naming what is missing.
 */
export async function issueInvoice(deps: Deps, id: string) {
  const draft = await selectInvoice(deps.db, id);
  if (!draft) throw notFound(INVOICE_MESSAGES.notFound);
  if (draft.status !== 'bozza') throw conflict(INVOICE_MESSAGES.frozen);
  refuseIncompleteShop(await selectInvoicingSettings(deps.db));
  const stored = await selectLines(deps.db, id);
  if (stored.length === 0) throw missingData(INVOICE_MESSAGES.noLines, 'lines');
  if (!draft.customer_id) throw missingData(INVOICE_MESSAGES.noCustomer, 'customer_id');
  const customer = await selectCustomer(deps.db, draft.customer_id);
  if (!customer) throw missingData(INVOICE_MESSAGES.noCustomer, 'customer_id');
  const snapshot = snapshotOfCustomer(customer);
  const missing = customerFiscalMissing(snapshot);
  if (missing.length > 0)
    throw missingData(INVOICE_MESSAGES.customerMissing(missing), 'customer', missing);

  for (let attempt = 0; ; attempt++) {
    try {
      await deps.db.transaction().execute(async (trx) => {
        const at = deps.clock();
        if (!(await claimDraft(trx, id, at.toISOString()))) throw conflict(INVOICE_MESSAGES.frozen);
        const year = Number(romeToday(at).slice(0, 4));
        const taken = await takeYearNumber(trx, year, romeToday(at));
        // Read after the counter's lock: whoever issued before us has committed its date.
        const today = romeToday(deps.clock());
        if (Number(today.slice(0, 4)) !== year) throw new YearTurned();
        if (today < taken.lastDate) throw conflict(INVOICE_MESSAGES.dateBackwards);
        await setYearDate(trx, year, today);
        const progressive = await takeFileProgressive(trx);
        const settings = await selectInvoicingSettings(trx);
        // The regime of the day of issue decides the VAT (a shop that became forfettario).
        const { lines, totals } = priceDraft(linesFromRows(stored), settings.regime_fiscale);
        lines.forEach((l, i) => {
          const natura = l.vatRateHundredths === 0 && !l.natura;
          if (natura) throw missingData(INVOICE_MESSAGES.lineNatura(i + 1), 'lines');
        });
        refuseWhatTheSdiRejects({
          seller: sellerOf(settings),
          customer: snapshot,
          descriptions: lines.map((l) => l.description),
          totals,
          pricedRegime: draft.priced_regime,
        });
        const ruled = lines.some(
          (l, i) =>
            l.vatRateHundredths !== stored[i]?.vat_rate_hundredths ||
            l.natura !== stored[i]?.natura,
        );
        if (ruled) await replaceLines(trx, id, lineRows(id, lines, totals));
        const number = formatInvoiceNumber(settings.number_pattern, taken.number, year);
        await setIssued(trx, id, {
          number,
          number_year: year,
          number_seq: taken.number,
          issue_date: today,
          sort_key: issuedSortKey(year, taken.number),
          file_progressive: fileProgressive(progressive),
          seller: JSON.stringify(sellerOf(settings)),
          ...snapshot,
          ...totalsColumns(totals),
          search_text: invoiceSearch.textOf({ ...snapshot, number }),
        });
      });
      break;
    } catch (error) {
      if (!(error instanceof YearTurned) || attempt >= 2) throw error;
    }
  }
  return getInvoice(deps, id);
}

/** What the XML of a stored invoice says (the export reads many, this one at a time). */
export function fatturaInputOf(
  row: Pick<
    InvoiceRow,
    | 'kind'
    | 'number'
    | 'issue_date'
    | 'file_progressive'
    | 'payment_method'
    | 'payment_due_date'
    | 'notes'
  > &
    CustomerSnapshot & {
      related_number: string | null;
      related_issue_date: string | null;
    },
  lines: readonly InvoiceLineRow[],
  seller: InvoiceSellerDto,
): FatturaInput {
  return {
    kind: row.kind,
    number: row.number ?? '',
    issueDate: row.issue_date ?? '',
    fileProgressive: row.file_progressive ?? '',
    seller,
    customer: row,
    descriptions: lines.map((l) => l.description),
    totals: priceInvoice(linesFromRows(lines)),
    paymentMethod: row.payment_method,
    dueDate: row.payment_due_date,
    notes: row.notes,
    related:
      row.related_number && row.related_issue_date
        ? { number: row.related_number, issueDate: row.related_issue_date }
        : null,
  };
}

/** GET :id/xml: the file of an issued invoice, with its name. */
export async function invoiceXml(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  if (row.status !== 'emessa') throw conflict(INVOICE_MESSAGES.xmlOfDraft);
  const [lines, seller] = await Promise.all([selectLines(deps.db, id), sellerFor(deps, row)]);
  return {
    fileName: fatturaFileName(seller.vat_number ?? '', row.file_progressive ?? ''),
    xml: fatturaXml(fatturaInputOf(row, lines, seller)),
  };
}
