import { customerFiscalMissing } from '../../../shared/invoices/invoice-customer';
import { fileProgressive } from '../../../shared/invoices/invoice-number';
import { INVOICE_RULE_MESSAGES as RULES } from '../../../shared/invoices/invoice-rule-messages';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import type { SdiCorrection } from '../../../shared/sdi/sdi-correction';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { refuseWhatTheSdiRejects } from './invoice-issue-checks';
import { sellerSnapshot, snapshotOfRow } from './invoice-model';
import { invoiceSearch } from './invoice-search';
import { issuedFigures, issuedFile } from './invoice-stored-files';
import { selectInvoice, selectLines, setIssued } from './invoices.queries';
import { takeFileProgressive } from './invoicing-settings.queries';

const unprocessable = (field: string, message: string) =>
  new AppError(422, 'unprocessable', message, { fieldErrors: { [field]: [message] } });

/** ContattiTrasmittente as written at issue: a correction keeps what the file said then. */
function contactsOf(xml: string) {
  const block = /<ContattiTrasmittente>(.*?)<\/ContattiTrasmittente>/s.exec(xml)?.[1] ?? '';
  return {
    phone: /<Telefono>([^<]*)<\/Telefono>/.exec(block)?.[1] ?? '',
    email: /<Email>([^<]*)<\/Email>/.exec(block)?.[1] ?? '',
  };
}

/**
 * *Correggi e reinvia*: a scartata invoice's file written again with the corrected customer and
 * payment data, the same number, date, lines and amounts, under a new progressive (the SDI refuses
 * a file name it has seen, code 00002). Only the invoice's own copy changes: the customer's record
 * in the register stays as it is. The caller (the SDI channel) says whether a correction is due.
 */
export async function correctRejectedFile(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  correction: SdiCorrection,
) {
  const row = await selectInvoice(deps.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const figures = issuedFigures(row);
  if (row.status !== 'emessa' || !row.issued_xml || !figures)
    throw conflict(INVOICE_MESSAGES.xmlOfDraft);
  const { iban, payment_method, payment_due_date, ...fields } = correction;
  const customer = { ...snapshotOfRow(row), ...fields };
  customer.customer_name =
    customer.customer_kind === 'azienda'
      ? (customer.customer_company_name ?? '')
      : [customer.customer_first_name, customer.customer_last_name].filter(Boolean).join(' ');
  const missing = customerFiscalMissing(customer);
  if (missing.length > 0)
    throw new AppError(422, 'fiscal_data_missing', INVOICE_MESSAGES.customerMissing(missing), {
      fieldErrors: { customer: missing },
    });
  const seller = { ...sellerSnapshot(row.seller ?? '{}'), iban };
  const payments = figures.payments.map((p) =>
    p.paid ? p : { ...p, method: payment_method, dueDate: payment_due_date },
  );
  if (payments.some((p) => p.method === 'MP05' && !p.paid) && !seller.iban)
    throw unprocessable('iban', RULES.ibanMissing);
  if (payment_due_date && row.issue_date && payment_due_date < row.issue_date)
    throw unprocessable('payment_due_date', RULES.dueBeforeIssue(payment_due_date));
  const lines = await selectLines(deps.db, id);
  const descriptions = lines.map((l) => l.description);
  refuseWhatTheSdiRejects({
    seller,
    customer,
    descriptions,
    totals: figures.totals,
    pricedRegime: row.priced_regime,
  });
  return deps.db.transaction().execute(async (trx) => {
    const progressive = fileProgressive(await takeFileProgressive(trx));
    const file = issuedFile({
      kind: row.kind,
      number: row.number ?? '',
      issueDate: row.issue_date ?? '',
      fileProgressive: progressive,
      seller,
      customer,
      descriptions,
      articleCodes: lines.map((l) =>
        l.article_code_type && l.article_code_value
          ? { type: l.article_code_type, value: l.article_code_value }
          : null,
      ),
      totals: figures.totals,
      payments,
      notes: row.notes,
      related:
        row.related_number && row.related_issue_date
          ? { number: row.related_number, issueDate: row.related_issue_date }
          : null,
      contacts: contactsOf(row.issued_xml ?? ''),
    });
    await setIssued(trx, id, {
      ...file,
      file_progressive: progressive,
      seller: JSON.stringify(seller),
      ...customer,
      payment_method,
      payment_due_date,
      search_text: invoiceSearch.textOf({ ...customer, number: row.number }),
    });
    return { fileName: file.issued_file_name, xml: file.issued_xml };
  });
}
