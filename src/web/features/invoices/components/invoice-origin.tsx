import { Link } from 'react-router';
import type { InvoiceDto } from '../api/invoice-types';

/** Where the invoice came from, and the invoice a credit note corrects: links for staff. */
export function InvoiceOrigin({ invoice }: { invoice: InvoiceDto }) {
  const links = [
    invoice.ticket_id && { to: `/tickets/${invoice.ticket_id}`, text: 'Dal ticket' },
    invoice.quote_id && { to: `/quotes/${invoice.quote_id}`, text: 'Dal preventivo' },
    invoice.pc_build_id && { to: `/pc-builds/${invoice.pc_build_id}`, text: 'Dal PC build' },
    invoice.related_invoice_id && {
      to: `/invoices/${invoice.related_invoice_id}`,
      text: 'Nota di credito della fattura',
    },
  ].filter((link): link is { to: string; text: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-4 text-sm print:hidden">
      {links.map((link) => (
        <li key={link.to}>
          <Link className="underline" to={link.to}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
