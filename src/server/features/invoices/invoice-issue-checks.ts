import { isVatRateInForce } from '../../../shared/invoices/invoice-codes';
import type { CustomerSnapshot } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import type { InvoiceTotals } from '../../../shared/invoices/invoice-money';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { BUYER_LABELS, buyerPosition, naturaFits } from '../../../shared/invoices/natura-rules';
import { AppError } from '../../errors';

/** What the issue path hands over: the invoice as it would be written. */
export interface IssueCandidate {
  seller: InvoiceSellerDto;
  customer: CustomerSnapshot;
  totals: InvoiceTotals;
}

const refuse = (message: string, field: string) =>
  new AppError(422, 'sdi_rejects', message, { fieldErrors: { [field]: [message] } });

/** The customer's Italian P.IVA as the file writes it (an "IT" prefix dropped). */
const italianVat = (c: CustomerSnapshot) =>
  c.customer_country === 'IT' && c.customer_vat_number
    ? c.customer_vat_number.replace(/^IT/, '')
    : null;

/**
 * The SDI's checks an invoice could fail though the app accepted its data, refused before a
 * number is taken (the caller's transaction rolls back): the shop invoicing itself (00471), a
 * rate outside the law (stored before the list was enforced), a natura that does not fit the
 * buyer.
 */
export function refuseWhatTheSdiRejects({ seller, customer, totals }: IssueCandidate): void {
  if (seller.vat_number && italianVat(customer) === seller.vat_number)
    throw refuse(INVOICE_MESSAGES.selfInvoice, 'customer_id');
  totals.lines.forEach((line, i) => {
    if (!isVatRateInForce(line.vatRateHundredths))
      throw refuse(INVOICE_MESSAGES.lineRateNotInForce(i + 1, line.vatRateHundredths), 'lines');
    if (line.natura && !naturaFits(line.natura, customer))
      throw refuse(
        INVOICE_MESSAGES.naturaNotForBuyer(
          i + 1,
          line.natura,
          BUYER_LABELS[buyerPosition(customer)],
        ),
        'lines',
      );
  });
}
