import { formatCalendarDate } from '../../../../shared/format';
import { PRINT_HEADING, PrintDocument } from '../../../components/layout/print-document';
import { StatusBadge } from '../../../components/ui/badge';
import type { PublicShop } from '../../../lib/public-shop';
import {
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_BADGES,
  INVOICE_STATUS_LABELS,
  type InvoiceCustomerDto,
  type InvoiceDto,
} from '../api/invoice-types';
import { InvoiceLines, InvoiceSummary } from './invoice-lines';

/** Printed on every copy: the paper is a courtesy, the XML is what the law counts. */
export const COURTESY_NOTE =
  'Copia di cortesia priva di valore fiscale: il documento fiscale è la fattura elettronica in formato XML (FatturaPA).';

/** An address on its lines: street, then "CAP Città (PR)", then the country when foreign. */
export function addressLines(party: {
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}): string[] {
  const place = [party.postal_code, party.city, party.province && `(${party.province})`]
    .filter(Boolean)
    .join(' ');
  return [party.street, place, party.country !== 'IT' ? party.country : null].filter(
    (line): line is string => Boolean(line),
  );
}

function Customer({ customer }: { customer: InvoiceCustomerDto }) {
  const lines = [
    ...addressLines(customer),
    customer.vat_number && `P.IVA ${customer.vat_number}`,
    customer.tax_code && `Codice fiscale ${customer.tax_code}`,
    customer.sdi_code &&
      customer.sdi_code !== '0000000' &&
      `Codice destinatario ${customer.sdi_code}`,
    customer.pec && `PEC ${customer.pec}`,
  ].filter(Boolean);
  return (
    <section>
      <h2 className={PRINT_HEADING}>Cliente</h2>
      <p className="font-medium">{customer.display_name}</p>
      {lines.map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </section>
  );
}

function Heading({ invoice }: { invoice: InvoiceDto }) {
  return (
    <div className="text-right">
      <p className="text-sm">{INVOICE_KIND_LABELS[invoice.kind]}</p>
      <h1 className="font-mono text-2xl font-bold">
        {invoice.number ? `N. ${invoice.number}` : 'Bozza'}
      </h1>
      {invoice.issue_date && (
        <p className="text-sm">{`Del ${formatCalendarDate(invoice.issue_date)}`}</p>
      )}
      <p className="mt-2 print:hidden">
        <StatusBadge
          value={invoice.status}
          colours={INVOICE_STATUS_BADGES}
          label={INVOICE_STATUS_LABELS[invoice.status]}
        />
      </p>
    </div>
  );
}

/**
 * The invoice as the customer reads it, on screen and on A4 paper (the *copia di cortesia*):
 * letterhead, customer, lines, summary per rate, stamp duty, total, payment terms and the note
 * that the fiscal document is the XML.
 */
export function InvoiceDocument(props: { invoice: InvoiceDto; shop: PublicShop | undefined }) {
  const { invoice } = props;
  const label = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number ?? 'bozza'}`;
  return (
    <PrintDocument label={label} shop={props.shop} heading={<Heading invoice={invoice} />}>
      <Customer customer={invoice.customer} />
      <InvoiceLines invoice={invoice} />
      <InvoiceSummary invoice={invoice} />
      <InvoicePayment invoice={invoice} />
      <p className="border-t border-slate-300 pt-3 text-sm font-medium">{COURTESY_NOTE}</p>
    </PrintDocument>
  );
}

function InvoicePayment({ invoice }: { invoice: InvoiceDto }) {
  const { payment } = invoice;
  const lines = [
    payment.method,
    payment.due_date && `Scadenza ${formatCalendarDate(payment.due_date)}`,
    payment.iban && `IBAN ${payment.iban}`,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section className="break-inside-avoid">
      <h2 className={PRINT_HEADING}>Pagamento</h2>
      {lines.map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </section>
  );
}
