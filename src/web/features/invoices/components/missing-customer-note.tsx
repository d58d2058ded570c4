import { Link } from 'react-router';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { Alert } from '../../../components/ui/alert';

const LABEL = 'Manca il cliente';

/**
 * On a draft with no customer, said as soon as the draft is open rather than only when *Emetti*
 * is refused: a draft may wait for its customer, an invoice cannot be issued without one.
 */
export function MissingCustomerNote({ invoice }: { invoice: InvoiceDto }) {
  if (invoice.status !== 'bozza' || invoice.customer_id) return null;
  return (
    <div role="note" aria-label={LABEL} className="print:hidden">
      <Alert tone="warning">
        <p>{`${LABEL}: sceglilo modificando la bozza, serve per emettere la fattura.`}</p>
        <Link to={`/invoices/${invoice.id}/edit`} className="font-medium underline">
          Modifica bozza
        </Link>
      </Alert>
    </div>
  );
}
