import type { Transaction } from 'kysely';
import { formatCalendarDate, romeToday } from '../../../shared/format';
import { customerFiscalMissing } from '../../../shared/invoices/invoice-customer';
import { fileProgressive, formatInvoiceNumber } from '../../../shared/invoices/invoice-number';
import { type PaymentDetail, paymentDetails } from '../../../shared/invoices/invoice-payment-terms';
import { INVOICE_RULE_MESSAGES as RULES } from '../../../shared/invoices/invoice-rule-messages';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { readSetting } from '../../settings/settings-store';
import { refuseWhatTheSdiRejects } from './invoice-issue-checks';
import {
  issuedSortKey,
  lineRows,
  linesFromRows,
  priceDraft,
  snapshotOfCustomer,
  snapshotOfRow,
  totalsColumns,
} from './invoice-model';
import { selectReceivedByMethod } from './invoice-payments.queries';
import { refuseOverCredit, refuseSecondInvoice } from './invoice-sale-rules.service';
import { invoiceSearch } from './invoice-search';
import { selectCustomer } from './invoice-sources.queries';
import { issuedFile } from './invoice-stored-files';
import {
  claimDraft,
  type InvoiceRow,
  replaceLines,
  selectInvoice,
  selectLines,
  setIssued,
} from './invoices.queries';
import { getInvoice } from './invoices.service';
import {
  selectInvoicingSettings,
  setYearDate,
  takeFileProgressive,
  takeYearNumber,
} from './invoicing-settings.queries';
import { refuseIncompleteShop, sellerOf } from './invoicing-settings.service';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const unprocessable = (field: string, message: string) =>
  new AppError(422, 'unprocessable', message, { fieldErrors: { [field]: [message] } });

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
  const related = draft.related_invoice_id
    ? await selectInvoice(deps.db, draft.related_invoice_id)
    : undefined;
  const snapshot = related ? snapshotOfRow(related) : await registerSnapshot(deps, draft);
  const missing = customerFiscalMissing(snapshot);
  if (missing.length > 0)
    throw missingData(INVOICE_MESSAGES.customerMissing(missing), 'customer', missing);

  const contacts = {
    phone: await readSetting(deps.db, 'shop_phone'),
    email: await readSetting(deps.db, 'shop_email'),
  };
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
        const { lines, totals } = priceDraft(linesFromRows(stored), settings, draft.kind);
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
        if (totals.totalCents <= 0) throw unprocessable('lines', RULES.zeroTotal);
        // After the counter's lock: concurrent issues of the same sale or invoice queue here.
        if (related) await refuseOverCredit(trx, related, id, totals.totalCents);
        else await refuseSecondInvoice(trx, draft, id);
        const number = formatInvoiceNumber(settings.number_pattern, taken.number, year);
        const seller = sellerOf(settings);
        const payments = await paymentsAtIssue(trx, draft, totals.totalCents, today);
        if (payments.some((p) => p.method === 'MP05' && !p.paid) && !seller.iban)
          throw unprocessable('payment_method', RULES.ibanMissing);
        const file = issuedFile({
          kind: draft.kind,
          number,
          issueDate: today,
          fileProgressive: fileProgressive(progressive),
          seller,
          customer: snapshot,
          descriptions: lines.map((l) => l.description),
          articleCodes: lines.map((l) => l.articleCode),
          totals,
          payments,
          notes: draft.notes,
          related: related
            ? { number: related.number ?? '', issueDate: related.issue_date ?? '' }
            : null,
          contacts,
        });
        await setIssued(trx, id, {
          ...file,
          number,
          number_year: year,
          number_seq: taken.number,
          issue_date: today,
          sort_key: issuedSortKey(year, taken.number),
          file_progressive: fileProgressive(progressive),
          seller: JSON.stringify(seller),
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

/**
 * The customer of a draft as the register holds it today (a credit note takes its invoice's
 * issued copy instead).
 */
async function registerSnapshot(deps: Deps, draft: Pick<InvoiceRow, 'customer_id'>) {
  if (!draft.customer_id) throw missingData(INVOICE_MESSAGES.noCustomer, 'customer_id');
  const customer = await selectCustomer(deps.db, draft.customer_id);
  if (!customer) throw missingData(INVOICE_MESSAGES.noCustomer, 'customer_id');
  return snapshotOfCustomer(customer);
}

/**
 * DatiPagamento at issue: what the ticket received, per means, and the rest with the invoice's
 * terms, whose due date cannot precede the invoice; a credit note has none (nothing to pay).
 */
async function paymentsAtIssue(
  trx: Transaction<DB>,
  draft: InvoiceRow,
  totalCents: number,
  today: string,
): Promise<PaymentDetail[]> {
  if (draft.kind === 'TD04') return [];
  const due = draft.payment_due_date;
  if (due && due < today)
    throw unprocessable('payment_due_date', RULES.dueBeforeIssue(formatCalendarDate(due)));
  const received = await selectReceivedByMethod(trx, draft);
  return paymentDetails({ totalCents, received, method: draft.payment_method, dueDate: due });
}
