import type { ReactNode } from 'react';
import type { PublicShop } from '../../lib/public-shop';
import { PrintDocument, PrintedClosing, PrintedCustomer } from './print-document';
import { type PrintedLine, PrintedLines } from './printed-lines';

/** What a quote's and a PC build's DTOs both carry for the customer's document. */
export interface PricedDocumentFields {
  customer_name: string | null;
  customer_email: string | null;
  customer_phone_display: string | null;
  taxable: number;
  vat_rate: number;
  vat_amount: number;
  total_amount: number;
  notes: string | null;
}

/**
 * A document with priced lines as the customer sees it, on screen and on A4 paper: letterhead,
 * the document's own heading, customer, the lines with their prices (never a cost or the margin),
 * taxable, VAT and total, notes, payment and terms. Quotes and PC builds differ by props.
 */
export function PricedDocument(props: {
  label: string;
  heading: ReactNode;
  caption: string;
  doc: PricedDocumentFields;
  lines: PrintedLine[];
  shop: PublicShop | undefined;
}) {
  const { doc, shop } = props;
  return (
    <PrintDocument label={props.label} shop={shop} heading={props.heading}>
      <PrintedCustomer
        name={doc.customer_name}
        email={doc.customer_email}
        phone={doc.customer_phone_display}
      />
      <PrintedLines
        caption={props.caption}
        lines={props.lines}
        taxable={doc.taxable}
        vatRate={doc.vat_rate}
        vatAmount={doc.vat_amount}
        total={doc.total_amount}
      />
      <PrintedClosing notes={doc.notes} shop={shop} />
    </PrintDocument>
  );
}
