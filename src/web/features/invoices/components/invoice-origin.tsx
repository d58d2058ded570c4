import { Link } from 'react-router';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';

/** Its customer, where it came from, and the invoice a credit note corrects: links for staff. */
export function InvoiceOrigin({ invoice }: { invoice: InvoiceDto }) {
  const { ticket, quote, pc_build: build, related_invoice: related } = invoice;
  const links = [
    invoice.customer_id && {
      to: `/customers/${invoice.customer_id}`,
      text: `Cliente ${invoice.customer_name}`,
    },
    ticket && { to: `/tickets/${ticket.id}`, text: `Dal ticket ${ticket.number}` },
    quote && { to: `/quotes/${quote.id}`, text: `Dal preventivo ${quote.number}` },
    build && { to: `/pc-builds/${build.id}`, text: `Dal PC build ${build.number}` },
    related && {
      to: `/invoices/${related.id}`,
      text: `Nota di credito della fattura ${related.number ?? ''}`,
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
