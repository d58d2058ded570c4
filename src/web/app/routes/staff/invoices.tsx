import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { invoicesApi } from '../../../features/invoices/api/invoices-api';
import { ExportMonth } from '../../../features/invoices/components/export-month';
import { InvoiceActions } from '../../../features/invoices/components/invoice-actions';
import { InvoiceDocument } from '../../../features/invoices/components/invoice-document';
import { InvoiceOrigin } from '../../../features/invoices/components/invoice-origin';
import { InvoicesList } from '../../../features/invoices/components/invoices-list';
import { useShop } from '../../../features/tickets/api/shop-api';

/** /invoices: staff; the month for the accountant is the admins' (the server says so too). */
export function InvoicesPage() {
  const { role } = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Fatture"
        actions={
          <div className="flex flex-wrap gap-2">
            {isAdmin(role) && <ExportMonth />}
            <Link to="/invoices/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              Nuova fattura
            </Link>
          </div>
        }
      />
      <InvoicesList />
    </>
  );
}

/** /invoices/:id: the actions, where it came from, and the document as the customer reads it. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  const shop = useShop();
  return (
    <QueryState query={invoice} loading="Caricamento della fattura...">
      {(data) => (
        <div className="flex flex-col gap-4">
          <title>{`${data.number ? `Fattura ${data.number}` : 'Bozza di fattura'} · Sportello`}</title>
          <Link to="/invoices" className={`${buttonClass('secondary')} self-start print:hidden`}>
            Torna alle fatture
          </Link>
          <InvoiceActions invoice={data} />
          <InvoiceOrigin invoice={data} />
          <InvoiceDocument invoice={data} shop={shop.data} />
        </div>
      )}
    </QueryState>
  );
}
