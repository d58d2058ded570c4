import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../../shared/format';
import { INVOICE_KIND_LABELS } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import type { InvoiceSection } from '../../../../shared/sdi/sdi-error-fields';
import { PRINT_HEADING, PrintDocument } from '../../../components/layout/print-document';
import type { PublicShop } from '../../../lib/public-shop';
import { InvoiceLines, InvoiceSummary } from './invoice-lines';
import { CustomerFiscalBlock, letterhead, SellerFiscalBlock } from './invoice-parties';
import { InvoicePayment } from './invoice-payment';
import { InvoiceStatusBadge } from './invoice-status';

/** Printed on every copy: the paper is a courtesy, the XML is what the law counts. */
export const COURTESY_NOTE =
  'Copia di cortesia priva di valore fiscale: il documento fiscale è la fattura elettronica in formato XML (FatturaPA).';

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
      {invoice.related_invoice && (
        <p className="text-sm">
          {`Rettifica la fattura ${invoice.related_invoice.number ?? ''}${invoice.related_invoice.issue_date ? ` del ${formatCalendarDate(invoice.related_invoice.issue_date)}` : ''}`}
        </p>
      )}
      <p className="mt-2 print:hidden">
        <InvoiceStatusBadge status={invoice.status} />
      </p>
    </div>
  );
}

/**
 * The invoice as the customer reads it, on screen and on A4 paper (the *copia di cortesia*):
 * letterhead, seller and customer fiscal blocks, lines, summary per rate, stamp duty, total,
 * causale, payment terms and the note that the fiscal document is the XML.
 */
export function InvoiceDocument(props: {
  invoice: InvoiceDto;
  shop: PublicShop | undefined;
  /** Shown inside each part of the invoice on screen (the SDI's errors after a scarto). */
  notes?: Partial<Record<InvoiceSection, ReactNode>>;
}) {
  const { invoice, notes } = props;
  const label = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number ?? 'bozza'}`;
  return (
    <PrintDocument
      label={label}
      shop={letterhead(props.shop, invoice.seller)}
      heading={<Heading invoice={invoice} />}
    >
      {notes?.documento}
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div className="flex flex-col gap-2">
          <SellerFiscalBlock seller={invoice.seller} />
          {notes?.negozio}
        </div>
        <div className="flex flex-col gap-2">
          <CustomerFiscalBlock invoice={invoice} />
          {notes?.cliente}
        </div>
      </div>
      <InvoiceLines invoice={invoice} />
      {notes?.righe}
      <InvoiceSummary invoice={invoice} />
      {notes?.riepilogo}
      {notes?.ritenute}
      {invoice.notes && (
        <section>
          <h2 className={PRINT_HEADING}>Causale</h2>
          <p className="whitespace-pre-line">{invoice.notes}</p>
        </section>
      )}
      <InvoicePayment payment={invoice.payment} />
      <p className="border-t border-slate-300 pt-3 text-sm font-medium">
        {COURTESY_NOTE}
        {invoice.file_name && ` File: ${invoice.file_name}.`}
      </p>
    </PrintDocument>
  );
}
