import { Plus, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { invoicesApi } from '../../../features/invoices/api/invoices-api';
import { ExportMonth } from '../../../features/invoices/components/export-month';
import { InvoiceActions } from '../../../features/invoices/components/invoice-actions';
import { InvoiceDocument } from '../../../features/invoices/components/invoice-document';
import { InvoiceForm } from '../../../features/invoices/components/invoice-form';
import { InvoiceOrigin } from '../../../features/invoices/components/invoice-origin';
import { InvoicesList } from '../../../features/invoices/components/invoices-list';
import { MissingCustomerNote } from '../../../features/invoices/components/missing-customer-note';
import { correctionStart } from '../../../features/sdi/components/sdi-correction-form';
import { SdiPanel } from '../../../features/sdi/components/sdi-panel';
import { sdiSectionErrors } from '../../../features/sdi/components/sdi-section-errors';
import { prefetchPrintedShop, useShop } from '../../../features/tickets/api/shop-api';
import { prefetchAll } from '../../../lib/page-warmup';

/** An invoice's pages: the invoice and the shop that issues it. */
export const prefetchPage = prefetchAll(invoicesApi.prefetchOne, prefetchPrintedShop);

// Every invoice page in one module: one lazy chunk, so the app's entry (counted in every staff
// route's JavaScript budget) names one more file rather than one per page.

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
          {data.status === 'emessa' && (
            <SdiPanel invoiceId={data.id} start={correctionStart(data)} />
          )}
          <MissingCustomerNote invoice={data} />
          <InvoiceOrigin invoice={data} />
          <InvoiceDocument
            invoice={data}
            shop={shop.data}
            notes={data.status === 'emessa' ? sdiSectionErrors(data.id) : undefined}
          />
        </div>
      )}
    </QueryState>
  );
}

const DEFAULT_VAT = '22';

/** /invoices/new: a draft typed from scratch. */
export function NewInvoicePage() {
  return (
    <>
      <PageHeader title="Nuova fattura" />
      <InvoiceForm defaultVatRate={DEFAULT_VAT} />
    </>
  );
}

/** /invoices/:id/edit: only a draft; an issued invoice is frozen (the server refuses too). */
export function EditInvoicePage() {
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica bozza di fattura" />
      <QueryState query={invoice} loading="Caricamento della fattura...">
        {(data) =>
          data.status === 'bozza' ? (
            <InvoiceForm invoice={data} defaultVatRate={DEFAULT_VAT} />
          ) : (
            <Alert tone="error">Fattura già emessa: non modificabile</Alert>
          )
        }
      </QueryState>
    </>
  );
}

/** /invoices/:id/copia: the *copia di cortesia* alone, for the printer or a PDF. */
export function InvoiceCopyPage() {
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  const shop = useShop();
  return (
    <QueryState query={invoice} loading="Caricamento della fattura...">
      {(data) => (
        <div className="flex flex-col gap-4">
          <title>{`Copia di cortesia ${data.number ?? ''} · Sportello`}</title>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Link to={`/invoices/${data.id}`} className={buttonClass('secondary')}>
              Torna alla fattura
            </Link>
            <Button onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Stampa o salva PDF
            </Button>
          </div>
          <InvoiceDocument
            invoice={data}
            shop={shop.data}
            notes={data.status === 'emessa' ? sdiSectionErrors(data.id) : undefined}
          />
        </div>
      )}
    </QueryState>
  );
}
