import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from '../../../../shared/invoices/invoice-codes';
import { StatusBadge } from '../../../components/ui/badge';

const COLOURS: Record<InvoiceStatus, string> = {
  bozza: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  emessa: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};

/** *Bozza* or *Emessa*, in the colours of a state still open and of one done. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge value={status} colours={COLOURS} label={INVOICE_STATUS_LABELS[status]} />;
}
